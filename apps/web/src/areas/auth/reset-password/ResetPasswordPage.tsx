import { zodResolver } from '@hookform/resolvers/zod';
import { resetMessages, resetPasswordFormSchema } from '@kasuwa/contracts';
import { Alert, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../../../lib/api';
import { AuthCard } from '../components/AuthCard';

type Form = z.input<typeof resetPasswordFormSchema>;
type State = 'checking' | 'verified' | 'invalid' | 'done';

/** Spec 9: the success message shows for 5 seconds, then login. */
const SUCCESS_MS = 5000;

/** Spec 2.5: check the link first, then let the owner choose a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>('checking');
  const [failure, setFailure] = useState<string>();
  const form = useForm<Form>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!email || !token) {
      setState('invalid');
      return;
    }
    const controller = new AbortController();
    apiFetch<{ message: string }>(
      `/api/auth/reset-password/verify?${new URLSearchParams({ email, token })}`,
      {
        signal: controller.signal,
      },
    )
      .then((answer) => setState(answer.message === resetMessages.verified ? 'verified' : 'invalid'))
      .catch((error) => {
        if (!(error instanceof DOMException)) setState('invalid');
      });
    return () => controller.abort();
  }, [email, token]);

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => navigate('/login'), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await apiFetch('/api/auth/reset-password', { body: { email, token, ...values } });
      form.reset();
      setState('done');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    }
  });

  if (state === 'checking') {
    return (
      <AuthCard title="Verifying your Token" subtitle="Please Wait...">
        <Stack align="center" gap="sm">
          <Loader color="kasuwa" type="dots" />
          <Text size="sm" c="dimmed" ta="center">
            If this takes too long, request a new link from the forgot-password page.
          </Text>
        </Stack>
      </AuthCard>
    );
  }
  if (state === 'invalid') {
    return (
      <AuthCard title={resetMessages.invalidLink} subtitle="The link has expired or has already been used.">
        <Button component={Link} to="/forget-password">
          Request a new reset link
        </Button>
      </AuthCard>
    );
  }
  if (state === 'done') {
    return (
      <AuthCard title="Password changed">
        <Alert color="kasuwa" variant="light" icon={<IconCircleCheck />} role="status">
          {resetMessages.updated}
        </Alert>
        <Text size="sm" c="dimmed">
          Taking you to the login page…
        </Text>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Create a new password" subtitle={`For ${email}`}>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={failure} role="alert">
          {resetMessages.failedHint}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            size="md"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            size="md"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" size="md" loading={isSubmitting}>
            Save new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
