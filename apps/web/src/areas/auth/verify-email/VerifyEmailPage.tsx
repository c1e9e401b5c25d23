import { Alert, Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, apiFetch } from '../../../lib/api';
import { AuthCard } from '../components/AuthCard';
import { useT } from '../i18n';

/** /verify-email/{email}: where a new vendor waits for the confirmation email, and can ask for another. */
export function VerifyEmailPage() {
  const { email = '' } = useParams();
  const t = useT();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const answer = await apiFetch<{ message: string }>('/api/auth/resend-confirmation', {
        body: { email },
      });
      setMessage({ ok: true, text: answer.message });
    } catch (error) {
      setMessage({
        ok: false,
        text: error instanceof ApiError ? error.message : t('auth.verify.later'),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={t('auth.verify.title')}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" color="kasuwa" variant="light">
          <IconMailCheck size={30} />
        </ThemeIcon>
        <Text>{t('auth.verify.sent', { email })}</Text>
        <Text size="sm" c="dimmed">
          {t('auth.verify.nothingYet')}
        </Text>
        {message && (
          <Alert color={message.ok ? 'kasuwa' : 'red'} variant="light" w="100%" role="status">
            {message.text}
          </Alert>
        )}
        <Button onClick={resend} loading={sending} variant="light">
          {t('auth.verify.resend')}
        </Button>
        <Text size="sm">
          {t('auth.verify.already')}{' '}
          <Anchor component={Link} to="/login" fw={700}>
            {t('auth.login.title')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
