import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailOnlyInput, emailOnlySchema } from '@kasuwa/contracts';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { AuthCard } from '../components/AuthCard';
import { useFieldError } from '../components/field-error';
import { useT } from '../i18n';

/** Spec 9: the confirmation leads to login after 10 seconds. */
const REDIRECT_MS = 10_000;

/** Spec 2.4: the same confirmation appears whatever the email, so the page reveals no accounts. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const t = useT();
  const fieldError = useFieldError();
  const [sent, setSent] = useState(false);
  const form = useForm<EmailOnlyInput, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiFetch('/api/auth/forgot-password', { body: values });
    } catch {
      // The answer is not shown either way (spec 2.4): a failure must look like a success.
    }
    setSent(true);
  });

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {sent ? (
        <Stack gap="md">
          <Alert
            color="kasuwa"
            variant="light"
            icon={<IconMailForward />}
            title={t('auth.checkEmail')}
            role="status"
          >
            {t('auth.forgot.sent')}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('auth.forgot.redirect')}
          </Text>
          <Button component={Link} to="/login" variant="light">
            {t('auth.backToLogin')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('auth.email')}
              placeholder="you@yourbusiness.com"
              type="email"
              autoComplete="email"
              size="md"
              error={fieldError(errors.email?.message)}
              {...form.register('email')}
            />
            <Button type="submit" size="md" disabled={!isValid} loading={isSubmitting}>
              {t('auth.forgot.submit')}
            </Button>
            <Text ta="center" size="sm">
              {t('auth.forgot.remembered')}{' '}
              <Anchor component={Link} to="/login" fw={700}>
                {t('auth.backToLogin')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
