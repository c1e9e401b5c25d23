import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailOnlyInput, emailOnlySchema, forgotPasswordMessage } from '@kasuwa/contracts';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { AuthCard } from '../components/AuthCard';

/** Spec 9: the confirmation leads to login after 10 seconds. */
const REDIRECT_MS = 10_000;

/** Spec 2.4: the same confirmation appears whatever the email, so the page reveals no accounts. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
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
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your Kasuwa account and we will send you a reset link."
    >
      {sent ? (
        <Stack gap="md">
          <Alert
            color="kasuwa"
            variant="light"
            icon={<IconMailForward />}
            title="Check your email"
            role="status"
          >
            {forgotPasswordMessage}
          </Alert>
          <Text size="sm" c="dimmed">
            You will be taken to the login page in 10 seconds.
          </Text>
          <Button component={Link} to="/login" variant="light">
            Back to login
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email address"
              placeholder="you@yourbusiness.com"
              type="email"
              autoComplete="email"
              size="md"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" size="md" disabled={!isValid} loading={isSubmitting}>
              Send reset link
            </Button>
            <Text ta="center" size="sm">
              Remembered it?{' '}
              <Anchor component={Link} to="/login" fw={700}>
                Back to login
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
