import { zodResolver } from '@hookform/resolvers/zod';
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
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/AuthLayout';
import { ApiError, apiFetch } from '../../../lib/api';
import { type LoginForm, loginAnswerSchema, loginFormSchema, queryErrorMessage } from './login.schema';

/** Spec 9: login messages show for 5 seconds. */
const BANNER_MS = 5000;

interface Banner {
  ok: boolean;
  message: string;
}

const EMPTY: LoginForm = { email: '', password: '', rememberMe: false };

async function login(values: LoginForm): Promise<Banner> {
  try {
    const answer = loginAnswerSchema.safeParse(await apiFetch<unknown>('/api/auth/login', { body: values }));
    if (!answer.success || !answer.data.accessToken) {
      return { ok: false, message: 'Invalid email or password.' };
    }
    return { ok: true, message: answer.data.message ?? 'Welcome back to Kasuwa.' };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.message) {
      return { ok: false, message: error.message };
    }
    return { ok: false, message: 'Login failed. Please try again.' };
  }
}

/** Shop-owner login (spec 2.3). */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const [banner, setBanner] = useState<Banner | undefined>(() => {
    const message = queryErrorMessage(searchParams);
    return message ? { ok: false, message } : undefined;
  });
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
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

  const onSubmit = form.handleSubmit(async (values) => setBanner(await login(values)));

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
            title={banner.ok ? 'Login Successfully!' : 'Login Not Successful!'}
          >
            {banner.message}
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
