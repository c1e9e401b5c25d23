import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../i18n';

/** Storage keys of the hand-over (spec section 3: a shop auth-state key and an auth-token key). */
export const AUTH_STATE_KEY = 'kasuwa_auth_state';
export const AUTH_TOKEN_KEY = 'kasuwa_auth_token';

/** Only same-site paths are followed, so the callback cannot be used to send users elsewhere. */
function safeReturnUrl(value: string | null): string {
  return value && /^\/(?!\/)/.test(value) && !value.includes('\\') ? value : '/admin';
}

/** Spec 2.10 and section 4: checks the state, stores the token and continues to returnUrl or /admin. */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  // Which check failed; its words are drawn in the reader's language.
  const [error, setError] = useState<'badState' | 'noToken'>();

  useEffect(() => {
    const state = params.get('state');
    const stored = sessionStorage.getItem(AUTH_STATE_KEY);
    if (!state || state !== stored) {
      setError('badState');
      return;
    }
    sessionStorage.removeItem(AUTH_STATE_KEY);
    const token = params.get('token');
    if (!token) {
      setError('noToken');
      return;
    }
    sessionStorage.setItem(AUTH_TOKEN_KEY, token);
    navigate(safeReturnUrl(params.get('returnUrl')), { replace: true });
  }, [params, navigate]);

  return (
    <Center mih="60vh" p="md">
      {error ? (
        <Stack maw={440} w="100%">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle />}
            title={error === 'badState' ? t('auth.callback.badState') : t('auth.callback.noToken')}
            role="alert"
          >
            {t('auth.callback.signInAgain')}
          </Alert>
          <Button component={Link} to="/login">
            {t('auth.backToLogin')}
          </Button>
        </Stack>
      ) : (
        <Stack align="center">
          <Loader color="kasuwa" />
          <Text>{t('auth.callback.completing')}</Text>
        </Stack>
      )}
    </Center>
  );
}
