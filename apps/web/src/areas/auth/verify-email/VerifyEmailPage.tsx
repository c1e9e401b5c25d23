import { Alert, Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, apiFetch } from '../../../lib/api';
import { AuthCard } from '../components/AuthCard';

/** /verify-email/{email}: where a new vendor waits for the confirmation email, and can ask for another. */
export function VerifyEmailPage() {
  const { email = '' } = useParams();
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
        text: error instanceof ApiError ? error.message : 'Please try again in a moment.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title="Confirm your email address">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" color="kasuwa" variant="light">
          <IconMailCheck size={30} />
        </ThemeIcon>
        <Text>
          We have sent a confirmation link to <strong>{email}</strong>. Open it to activate your Kasuwa
          account; the link is valid for 48 hours.
        </Text>
        <Text size="sm" c="dimmed">
          Nothing yet? Check your spam or promotions folder, or send the email again.
        </Text>
        {message && (
          <Alert color={message.ok ? 'kasuwa' : 'red'} variant="light" w="100%" role="status">
            {message.text}
          </Alert>
        )}
        <Button onClick={resend} loading={sending} variant="light">
          Resend confirmation email
        </Button>
        <Text size="sm">
          Already confirmed?{' '}
          <Anchor component={Link} to="/login" fw={700}>
            Log in
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
