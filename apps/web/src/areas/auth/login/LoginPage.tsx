import { zodResolver } from '@hookform/resolvers/zod';
import { type VendorLoginInput, vendorLoginSchema } from '@kasuwa/contracts';
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
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/AuthLayout';
import { setVendorSession } from '../../../lib/vendor-session';
import { useStaticPage } from '../../../static/static-page';
import { useFieldError } from '../components/field-error';
import { useT } from '../i18n';
import {
  afterLoginPath,
  BANNER_MS,
  type Banner,
  type CodeChallenge,
  EMPTY_LOGIN,
  type LoginOutput,
  type LoginWords,
  login,
  queryBanner,
  verifyEmailPath,
} from './login-outcome';

function BannerAlert({ ok, children }: { ok: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Alert
      role="alert"
      variant="light"
      color={ok ? 'kasuwa' : 'red'}
      icon={ok ? <IconCircleCheck /> : <IconAlertCircle />}
      title={ok ? t('auth.login.successHeading') : t('auth.login.failureHeading')}
    >
      {children}
    </Alert>
  );
}

function ChallengeAlert({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Alert
      role="alert"
      variant="light"
      color="yellow"
      icon={<IconAlertCircle />}
      title={t('auth.checkEmail')}
    >
      {children}
    </Alert>
  );
}

/**
 * What the server-rendered page (static/entry-server.tsx) adds for its script, static/login-island.ts:
 * the alerts it may show and a field error, drawn by the same components, kept in <template>s until used.
 */
function StaticTemplates() {
  const t = useT();
  return (
    <>
      <template data-login-template="failure">
        <BannerAlert ok={false}>
          <span data-message />
          <span data-resend hidden>
            {' '}
            <Anchor href="/verify-email" fw={700}>
              {t('auth.login.resend')}
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
  const t = useT();
  const fieldError = useFieldError();
  const words = useMemo<LoginWords>(() => {
    const queryErrors: Record<string, string> = {
      no_token: t('auth.login.noToken'),
      authentication_failed: t('auth.login.authFailed'),
      network_error: t('auth.login.networkError'),
    };
    return {
      invalid: t('auth.login.invalid'),
      failed: t('auth.login.failed'),
      welcome: (name) => t('auth.login.welcome', { name }),
      queryError: (code) => queryErrors[code],
    };
  }, [t]);
  const [banner, setBanner] = useState<Banner | undefined>(() => queryBanner(searchParams, words));
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
      words,
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
      label={t('auth.login.code')}
      placeholder={t('auth.login.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      size="md"
      error={fieldError(errors.code?.message)}
      {...form.register('code')}
    />
  );
  return (
    <AuthLayout
      aside={{
        title: t('auth.login.asideTitle'),
        text: t('auth.login.asideText'),
        points: [
          t('auth.points.storefront'),
          t('auth.points.payments'),
          t('auth.points.escrow'),
          t('auth.points.stock'),
        ],
      }}
    >
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('auth.login.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('auth.login.subtitle')}
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
                  {t('auth.login.resend')}
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
              label={t('auth.email')}
              placeholder="you@yourbusiness.com"
              type="email"
              autoComplete="email"
              size="md"
              error={fieldError(errors.email?.message)}
              {...email}
              onChange={(event) => {
                // The email is lower-cased and trimmed as it is typed (spec 2.3).
                event.target.value = event.target.value.trim().toLowerCase();
                return email.onChange(event);
              }}
            />
            <PasswordInput
              label={t('auth.login.password')}
              placeholder={t('auth.login.passwordPlaceholder')}
              autoComplete="current-password"
              size="md"
              error={fieldError(errors.password?.message)}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showPassword') }}
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
              <Checkbox label={t('auth.login.remember')} {...form.register('rememberMe')} />
              <Anchor component={Link} to="/forget-password" size="sm" fw={600}>
                {t('auth.login.forgot')}
              </Anchor>
            </Group>
            <Button type="submit" size="md" fullWidth disabled={!isValid} loading={isSubmitting} mt="xs">
              {t('auth.login.submit')}
            </Button>
          </Stack>
        </form>
        <Text ta="center" size="sm" c="dimmed">
          {t('auth.login.newHere')}{' '}
          <Anchor component={Link} to="/register" fw={700}>
            {t('auth.login.create')}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
