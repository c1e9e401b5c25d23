import { zodResolver } from '@hookform/resolvers/zod';
import { loginMessages, type VendorLoginInput, vendorLoginSchema } from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Input,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/AuthLayout';
import { setVendorSession } from '../../../lib/vendor-session';
import { useStaticPage } from '../../../static/static-page';
import {
  afterLoginPath,
  BANNER_MS,
  type Banner,
  type CodeChallenge,
  EMPTY_LOGIN,
  type LoginOutput,
  login,
  queryBanner,
  verifyEmailPath,
} from './login-outcome';

function BannerAlert({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <Alert
      role="alert"
      variant="light"
      color={ok ? 'kasuwa' : 'red'}
      icon={ok ? <IconCircleCheck /> : <IconAlertCircle />}
      title={ok ? loginMessages.successHeading : loginMessages.failureHeading}
    >
      {children}
    </Alert>
  );
}

function ChallengeAlert({ children }: { children: ReactNode }) {
  return (
    <Alert role="alert" variant="light" color="yellow" icon={<IconAlertCircle />} title="Check your e-mail">
      {children}
    </Alert>
  );
}

/**
 * What the server-rendered page (static/entry-server.tsx) adds for its script, static/login-island.ts:
 * the alerts it may show and a field error, drawn by the same components, kept in <template>s until used.
 */
function StaticTemplates() {
  return (
    <>
      <template data-login-template="failure">
        <BannerAlert ok={false}>
          <span data-message />
          <span data-resend hidden>
            {' '}
            <Anchor href="/verify-email" fw={700}>
              Resend the confirmation email
            </Anchor>
          </span>
        </BannerAlert>
      </template>
      <template data-login-template="success">
        <BannerAlert ok>
          <span data-message />
        </BannerAlert>
      </template>
      <template data-login-template="challenge">
        <ChallengeAlert>
          <span data-message />
        </ChallengeAlert>
      </template>
      <template data-login-template="field-error">
        <Input.Error size="md" />
      </template>
      {/* Only its toggle's icon is used: the one shown while the password is visible. */}
      <template data-login-template="password-visible">
        <PasswordInput size="md" defaultVisible />
      </template>
    </>
  );
}

/** Shop-owner login (spec 2.3). */
export function LoginPage() {
  const isStatic = useStaticPage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner | undefined>(() => queryBanner(searchParams));
  const [challenge, setChallenge] = useState<CodeChallenge>();
  const form = useForm<VendorLoginInput, unknown, LoginOutput>({
    resolver: zodResolver(vendorLoginSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_LOGIN,
  });
  const { errors, isValid, isSubmitting } = form.formState;

  useEffect(() => {
    if (!banner) return;
    // After the message has been read, it clears and the form starts over (spec section 4).
    const timer = setTimeout(() => {
      setBanner(undefined);
      form.reset(EMPTY_LOGIN);
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
      navigate(afterLoginPath(outcome.session, searchParams.get('next')), { replace: true });
    }
  });

  const email = form.register('email');
  const codeField = (
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
  );
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
        {isStatic && (
          <>
            <StaticTemplates />
            <Stack gap="lg" data-login-banners hidden />
          </>
        )}
        {banner && (
          <BannerAlert ok={banner.ok}>
            {banner.message}
            {banner.unconfirmedEmail && (
              <>
                {' '}
                <Anchor component={Link} to={verifyEmailPath(banner.unconfirmedEmail)} fw={700}>
                  Resend the confirmation email
                </Anchor>
              </>
            )}
          </BannerAlert>
        )}
        {challenge && <ChallengeAlert>{challenge.message}</ChallengeAlert>}
        {/* Server-rendered, the form is sent by login-island.ts; without the script it cannot be sent
            (Login stays disabled), and a POST keeps a password out of the address bar regardless. */}
        <form
          onSubmit={onSubmit}
          noValidate
          {...(isStatic ? { 'data-login-form': true, method: 'post' } : {})}
        >
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
            {isStatic ? (
              <div data-code-field hidden>
                {codeField}
              </div>
            ) : (
              challenge && codeField
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
