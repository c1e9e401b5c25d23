import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterInput, registerResponseSchema, registerSchema } from '@kasuwa/contracts';
import { isLocale, LOCALE_NAMES, LOCALES } from '@kasuwa/contracts/locale-tags';
import {
  Alert,
  Anchor,
  Button,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AuthLayout } from '../../components/AuthLayout';
import { getLocale, setLocale } from '../../i18n/i18n';
import { ApiError, apiFetch, fieldErrors } from '../../lib/api';
import { FIELD_MESSAGES } from './field-error';
import { useT } from './i18n';

type RegisterOutput = z.output<typeof registerSchema>;

const EMPTY: RegisterInput = {
  businessName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
};
const FIELDS: readonly string[] = registerSchema.keyof().options;

function isRegisterField(name: string): name is keyof RegisterInput {
  return FIELDS.includes(name);
}

/** A translated text around one element: `text` holds `marker` where the element goes, in any word order. */
function around(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
}
const MARK = '\u0001';
const MARK2 = '\u0002';

/** Vendor registration: creates the account, then asks the owner to confirm the email address. */
export function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    // The language this browser chose or speaks (i18n.ts): the account starts in it.
    defaultValues: { ...EMPTY, locale: getLocale() },
  });
  const t = useT();
  const { errors, isSubmitting } = form.formState;
  // The schema's messages in the reader's language; the server's (already in it) as they come.
  const fieldError = (message: string | undefined) => {
    const key = message === undefined ? undefined : FIELD_MESSAGES[message];
    return key ? t(key) : message;
  };
  const [sentBefore, sentAfter] = around(t('register.sentText', { email: MARK }), MARK);
  const [termsBefore, termsRest] = around(t('register.terms', { terms: MARK, privacy: MARK2 }), MARK);
  const [termsMiddle, termsAfter] = around(termsRest, MARK2);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = registerResponseSchema.safeParse(await apiFetch('/api/auth/register', { body: values }));
      setRegisteredEmail(answer.success ? answer.data.email : values.email);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const byField = Object.entries(fieldErrors(error)).filter(([name]) => isRegisterField(name));
      for (const [name, message] of byField) {
        if (isRegisterField(name)) form.setError(name, { message }, { shouldFocus: true });
      }
      if (byField.length === 0) setFailure(error.message);
    }
  });

  const email = form.register('email');
  return (
    <AuthLayout
      aside={{
        title: t('register.asideTitle'),
        text: t('register.asideText'),
        points: [
          t('register.points.storefront'),
          t('register.points.payments'),
          t('register.points.escrow'),
          t('register.points.stock'),
        ],
      }}
    >
      {registeredEmail ? (
        <Stack align="center" ta="center" gap="md" py="md">
          <ThemeIcon size={72} radius="xl" variant="light" color="kasuwa">
            <IconMailCheck size={40} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={26}>
            {t('register.sentTitle')}
          </Title>
          <Text c="dimmed">
            {sentBefore}
            <Text span fw={700} c="dark">
              {registeredEmail}
            </Text>
            {sentAfter}
          </Text>
          <Button component={Link} to="/login" size="md" mt="sm">
            {t('register.goLogin')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('register.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('register.subtitle')}
            </Text>
          </div>
          {failure && (
            <Alert
              role="alert"
              color="red"
              variant="light"
              icon={<IconAlertCircle />}
              title={t('register.failed')}
            >
              {failure}
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('register.businessName')}
                placeholder={t('register.businessNameHint')}
                autoComplete="organization"
                required
                error={fieldError(errors.businessName?.message)}
                {...form.register('businessName')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label={t('register.firstName')}
                  autoComplete="given-name"
                  required
                  error={fieldError(errors.firstName?.message)}
                  {...form.register('firstName')}
                />
                <TextInput
                  label={t('register.lastName')}
                  autoComplete="family-name"
                  required
                  error={fieldError(errors.lastName?.message)}
                  {...form.register('lastName')}
                />
              </SimpleGrid>
              <TextInput
                label={t('register.email')}
                placeholder="you@yourbusiness.com"
                type="email"
                autoComplete="email"
                required
                error={fieldError(errors.email?.message)}
                {...email}
                onChange={(event) => {
                  event.target.value = event.target.value.trim().toLowerCase();
                  return email.onChange(event);
                }}
              />
              <TextInput
                label={t('register.phone')}
                placeholder="0803 123 4567"
                type="tel"
                autoComplete="tel"
                required
                error={fieldError(errors.phone?.message)}
                {...form.register('phone')}
              />
              <PasswordInput
                label={t('register.password')}
                description={t('register.passwordHint')}
                autoComplete="new-password"
                required
                error={fieldError(errors.password?.message)}
                visibilityToggleButtonProps={{ 'aria-label': t('register.showPassword') }}
                {...form.register('password')}
              />
              <NativeSelect
                label={t('account.language')}
                data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
                error={errors.locale?.message}
                {...form.register('locale', {
                  // The screens follow at once, and the account keeps it.
                  onChange: (event: { target: { value: string } }) => {
                    if (isLocale(event.target.value)) void setLocale(event.target.value);
                  },
                })}
              />
              <Button type="submit" size="md" fullWidth loading={isSubmitting} mt="xs">
                {t('register.submit')}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {termsBefore}
                <Anchor component={Link} to="/terms" inherit>
                  {t('register.termsLink')}
                </Anchor>
                {termsMiddle}
                <Anchor component={Link} to="/privacy" inherit>
                  {t('register.privacyLink')}
                </Anchor>
                {termsAfter}
              </Text>
            </Stack>
          </form>
          <Text ta="center" size="sm" c="dimmed">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login" fw={700}>
              {t('register.logIn')}
            </Anchor>
          </Text>
        </Stack>
      )}
    </AuthLayout>
  );
}
