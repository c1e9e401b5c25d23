import { zodResolver } from '@hookform/resolvers/zod';
import {
  loginMessages,
  loginQueryErrors,
  type VendorLoginInput,
  type VendorSession,
  vendorLoginSchema,
  vendorSessionSchema,
} from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { AuthLayout } from '../../../components/AuthLayout';
import { ApiError, apiFetch } from '../../../lib/api';
import { setVendorSession } from '../../../lib/vendor-session';

/** Spec 9: login messages show for 5 seconds. */
const BANNER_MS = 5000;

type LoginOutput = z.output<typeof vendorLoginSchema>;

interface Banner {
  ok: boolean;
  message: string;
  /** Set when the account exists but its email is not confirmed yet. */
  unconfirmedEmail?: string;
}

const EMPTY: VendorLoginInput = { email: '', password: '', rememberMe: false };

/** The account is locked: the right password plus the code e-mailed to the owner still gets in. */
interface CodeChallenge {
  id: string;
  message: string;
}

type Outcome = { banner?: Banner; session?: VendorSession; challenge?: CodeChallenge };

async function login(values: LoginOutput): Promise<Outcome> {
  try {
    const answer = vendorSessionSchema.safeParse(
      await apiFetch<unknown>('/api/auth/login', { body: values }),
    );
    if (!answer.success || !answer.data.token) {
      return { banner: { ok: false, message: loginMessages.invalidCredentials } };
    }
    return {
      banner: {
        ok: true,
        message: `Welcome back, ${answer.data.user.firstName || answer.data.user.username}.`,
      },
      session: answer.data,
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'LOGIN_CODE_REQUIRED') {
      const id = (error.details as { challengeId?: unknown } | undefined)?.challengeId;
      if (typeof id === 'string') return { challenge: { id, message: error.message } };
    }
    if (error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED') {
      return { banner: { ok: false, message: error.message, unconfirmedEmail: values.email } };
    }
    if (error instanceof ApiError && error.status !== 0 && error.message) {
      return { banner: { ok: false, message: error.message } };
    }
    return { banner: { ok: false, message: loginMessages.failed } };
  }
}

/** Spec section 8: the failure banners the store-owner app sends back to /login in the query. */
function queryBanner(params: URLSearchParams): Banner | undefined {
  const errorMessage = params.get('errorMessage');
  const error = params.get('error');
  if (errorMessage) return { ok: false, message: errorMessage };
  if (!error) return undefined;
  return { ok: false, message: loginQueryErrors[error] ?? loginMessages.failed };
}

/** Shop-owner login (spec 2.3). */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner | undefined>(() => queryBanner(searchParams));
  const [challenge, setChallenge] = useState<CodeChallenge>();
  const form = useForm<VendorLoginInput, unknown, LoginOutput>({
    resolver: zodResolver(vendorLoginSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isValid, isSubmitting } = form.formState;

  useEffect(() => {
    if (!banner) return;
    // After the message has been read, it clears and the form starts over (spec section 4).
    const timer = setTimeout(() => {
      setBanner(undefined);
      form.reset(EMPTY);
    }, BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await login(
      challenge ? { ...values, challengeId: challenge.id } : { ...values, code: undefined },
    );
    // The code step stays on screen with the typed password until the code is sent or refused.
    setChallenge(outcome.challenge);
    setBanner(outcome.banner);
    if (outcome.session) {
      setVendorSession(outcome.session);
      // Back where the vendor was sent from (a page of this app only); else a vendor with a store goes
      // to its dashboard, one without is asked to create one first.
      const next = searchParams.get('next');
      if (next?.startsWith('/') && !next.startsWith('//')) navigate(next, { replace: true });
      else navigate(outcome.session.hasStore ? '/dashboard' : '/new-store/modal', { replace: true });
    }
  });

  const email = form.register('email');
  return (
    <AuthLayout
      aside={{
        title: 'Welcome back to your shop',
        text: 'Log in to see your orders, payments in escrow and everything your customers are buying.',
      }}
    >
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Log in
          </Title>
          <Text c="dimmed" mt={4}>
            Manage your Kasuwa store.
          </Text>
        </div>
        {banner && (
          <Alert
            role="alert"
            variant="light"
            color={banner.ok ? 'kasuwa' : 'red'}
            icon={banner.ok ? <IconCircleCheck /> : <IconAlertCircle />}
            title={banner.ok ? loginMessages.successHeading : loginMessages.failureHeading}
          >
            {banner.message}
            {banner.unconfirmedEmail && (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to={`/verify-email/${encodeURIComponent(banner.unconfirmedEmail)}`}
                  fw={700}
                >
                  Resend the confirmation email
                </Anchor>
              </>
            )}
          </Alert>
        )}
        {challenge && (
          <Alert
            role="alert"
            variant="light"
            color="yellow"
            icon={<IconAlertCircle />}
            title="Check your e-mail"
          >
            {challenge.message}
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email address"
              placeholder="you@yourbusiness.com"
              type="email"
              autoComplete="email"
              size="md"
              error={errors.email?.message}
              {...email}
              onChange={(event) => {
                // The email is lower-cased and trimmed as it is typed (spec 2.3).
                event.target.value = event.target.value.trim().toLowerCase();
                return email.onChange(event);
              }}
            />
            <PasswordInput
              label="Password"
              placeholder="Your password"
              autoComplete="current-password"
              size="md"
              error={errors.password?.message}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              {...form.register('password')}
            />
            {challenge && (
              <TextInput
                label="Code from the e-mail"
                placeholder="6 digits"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                size="md"
                error={errors.code?.message}
                {...form.register('code')}
              />
            )}
            <Group justify="space-between">
              <Checkbox label="Remember Me" {...form.register('rememberMe')} />
              <Anchor component={Link} to="/forget-password" size="sm" fw={600}>
                Forgot Password?
              </Anchor>
            </Group>
            <Button type="submit" size="md" fullWidth disabled={!isValid} loading={isSubmitting} mt="xs">
              Login
            </Button>
          </Stack>
        </form>
        <Text ta="center" size="sm" c="dimmed">
          New to Kasuwa?{' '}
          <Anchor component={Link} to="/register" fw={700}>
            Create One
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
