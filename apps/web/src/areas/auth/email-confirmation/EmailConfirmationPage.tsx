import { confirmEmailResponseSchema } from '@kasuwa/contracts';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, apiFetch } from '../../../lib/api';
import { setVendorSession } from '../../../lib/vendor-session';
import { AuthCard } from '../components/AuthCard';
import { useT } from '../i18n';
import { afterLoginPath } from '../login/login-outcome';

/** Spec 9: login follows after 3 seconds (success, or a link with missing parameters). */
const REDIRECT_MS = 3000;

type State = 'confirming' | 'confirmed' | 'expired' | 'missing' | 'resent' | 'error';

/** Spec 2.6: reads id, token and email from the query and confirms the account. */
export function EmailConfirmationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const id = params.get('id');
  const token = params.get('token');
  const email = params.get('email');
  const [state, setState] = useState<State>(id && token && email ? 'confirming' : 'missing');
  const [resending, setResending] = useState(false);
  // Where she goes once confirmed: signed in by the link, on to her store; else to the login page.
  const [next, setNext] = useState('/login');
  const sent = useRef(false);

  useEffect(() => {
    if (state !== 'confirming' || sent.current) return;
    // The token is single-use: React's development double effect must not spend it twice.
    sent.current = true;
    apiFetch('/api/auth/confirm-email', { body: { id: Number(id), email, token } })
      .then((body) => {
        const session = confirmEmailResponseSchema.safeParse(body).data?.session;
        if (session) {
          setVendorSession(session);
          setNext(afterLoginPath(session, null));
        }
        setState('confirmed');
      })
      .catch((error) => setState(error instanceof ApiError && error.status === 400 ? 'expired' : 'error'));
  }, [state, id, email, token]);

  useEffect(() => {
    if (state !== 'confirmed' && state !== 'missing') return;
    const timer = setTimeout(() => navigate(next), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate, next]);

  const resend = async () => {
    setResending(true);
    try {
      await apiFetch('/api/auth/resend-confirmation', { body: { email } });
      setState('resent');
    } catch {
      setState('error');
    } finally {
      setResending(false);
    }
  };

  if (state === 'confirming') {
    return (
      <AuthCard title={t('auth.confirm.confirmingTitle')} subtitle={t('auth.confirm.wait')}>
        <Loader color="kasuwa" type="dots" mx="auto" />
      </AuthCard>
    );
  }
  if (state === 'confirmed') {
    return (
      <AuthCard title={t('auth.confirm.confirmedTitle')}>
        <Alert color="kasuwa" variant="light" icon={<IconCircleCheck />} role="status">
          {next === '/login' ? t('auth.confirm.confirmed') : t('auth.confirm.confirmedSignedIn')}
        </Alert>
        <Text size="sm" c="dimmed">
          {next === '/login' ? t('auth.toLogin') : t('auth.confirm.toStore')}
        </Text>
      </AuthCard>
    );
  }
  if (state === 'missing') {
    return (
      <AuthCard title={t('auth.confirm.incompleteTitle')}>
        <Text c="dimmed">{t('auth.confirm.incompleteText')}</Text>
      </AuthCard>
    );
  }
  if (state === 'resent') {
    return (
      <AuthCard title={t('auth.checkEmail')}>
        <Alert color="kasuwa" variant="light" icon={<IconMailForward />} role="status">
          {t('auth.confirm.resent', { email: email ?? '' })}
        </Alert>
      </AuthCard>
    );
  }
  if (state === 'error') {
    return (
      <AuthCard title={t('auth.somethingWrong')}>
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          {t('auth.confirm.unexpected')}
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.confirm.expiredTitle')}>
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle />} role="alert">
          {t('auth.confirm.expiredHint')}
        </Alert>
        <Button onClick={resend} loading={resending}>
          {t('auth.confirm.resendWelcome')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
