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
import { useFieldError } from '../components/field-error';
import { useT } from '../i18n';

type Form = z.input<typeof resetPasswordFormSchema>;
type State = 'checking' | 'verified' | 'invalid' | 'done';

/** Spec 9: the success message shows for 5 seconds, then login. */
const SUCCESS_MS = 5000;

/** Spec 2.5: check the link first, then let the owner choose a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const fieldError = useFieldError();
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
      setFailure(error instanceof ApiError ? error.message : t('auth.tryAgain'));
    }
  });

  if (state === 'checking') {
    return (
      <AuthCard title={t('auth.reset.verifyingTitle')} subtitle={t('auth.reset.wait')}>
        <Stack align="center" gap="sm">
          <Loader color="kasuwa" type="dots" />
          <Text size="sm" c="dimmed" ta="center">
            {t('auth.reset.slow')}
          </Text>
        </Stack>
      </AuthCard>
    );
  }
  if (state === 'invalid') {
    return (
      <AuthCard title={t('auth.reset.invalidTitle')} subtitle={t('auth.reset.invalidText')}>
        <Button component={Link} to="/forget-password">
          {t('auth.reset.requestNew')}
        </Button>
      </AuthCard>
    );
  }
  if (state === 'done') {
    return (
      <AuthCard title={t('auth.reset.doneTitle')}>
        <Alert color="kasuwa" variant="light" icon={<IconCircleCheck />} role="status">
          {t('auth.reset.updated')}
        </Alert>
        <Text size="sm" c="dimmed">
          {t('auth.toLogin')}
        </Text>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.forEmail', { email })}>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={failure} role="alert">
          {t('auth.reset.failedHint')}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('auth.reset.newPassword')}
            autoComplete="new-password"
            size="md"
            error={fieldError(errors.newPassword?.message)}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label={t('auth.reset.confirmPassword')}
            autoComplete="new-password"
            size="md"
            error={fieldError(errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" size="md" loading={isSubmitting}>
            {t('auth.reset.save')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
