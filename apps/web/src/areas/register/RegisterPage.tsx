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
import { getLocale, setLocale, useT } from '../../i18n/i18n';
import { ApiError, apiFetch, fieldErrors } from '../../lib/api';

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
        title: 'Open your shop in minutes',
        text: 'Create your free account. Your storefront is ready as soon as you confirm your email address.',
      }}
    >
      {registeredEmail ? (
        <Stack align="center" ta="center" gap="md" py="md">
          <ThemeIcon size={72} radius="xl" variant="light" color="kasuwa">
            <IconMailCheck size={40} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={26}>
            Check your email to confirm your account
          </Title>
          <Text c="dimmed">
            We sent a confirmation link to{' '}
            <Text span fw={700} c="dark">
              {registeredEmail}
            </Text>
            . Open it to activate your account, then log in to set up your store.
          </Text>
          <Button component={Link} to="/login" size="md" mt="sm">
            Go to login
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Create your account
            </Title>
            <Text c="dimmed" mt={4}>
              Free to start. Only 1.5% on each sale.
            </Text>
          </div>
          {failure && (
            <Alert
              role="alert"
              color="red"
              variant="light"
              icon={<IconAlertCircle />}
              title="Registration failed"
            >
              {failure}
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label="Business name"
                placeholder="e.g. Adire House"
                autoComplete="organization"
                required
                error={errors.businessName?.message}
                {...form.register('businessName')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label="First name"
                  autoComplete="given-name"
                  required
                  error={errors.firstName?.message}
                  {...form.register('firstName')}
                />
                <TextInput
                  label="Last name"
                  autoComplete="family-name"
                  required
                  error={errors.lastName?.message}
                  {...form.register('lastName')}
                />
              </SimpleGrid>
              <TextInput
                label="Email address"
                placeholder="you@yourbusiness.com"
                type="email"
                autoComplete="email"
                required
                error={errors.email?.message}
                {...email}
                onChange={(event) => {
                  event.target.value = event.target.value.trim().toLowerCase();
                  return email.onChange(event);
                }}
              />
              <TextInput
                label="Phone number"
                placeholder="0803 123 4567"
                type="tel"
                autoComplete="tel"
                required
                error={errors.phone?.message}
                {...form.register('phone')}
              />
              <PasswordInput
                label="Password"
                description="At least 6 characters"
                autoComplete="new-password"
                required
                error={errors.password?.message}
                visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
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
                Create account
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                By creating an account you agree to our{' '}
                <Anchor component={Link} to="/terms" inherit>
                  Terms of service
                </Anchor>{' '}
                and{' '}
                <Anchor component={Link} to="/privacy" inherit>
                  Privacy policy
                </Anchor>
                .
              </Text>
            </Stack>
          </form>
          <Text ta="center" size="sm" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" fw={700}>
              Log in
            </Anchor>
          </Text>
        </Stack>
      )}
    </AuthLayout>
  );
}
