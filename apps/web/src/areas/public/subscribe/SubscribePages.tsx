import { zodResolver } from '@hookform/resolvers/zod';
import {
  type NewsletterSubscribeInput,
  newsletterMessages,
  newsletterSubscribeSchema,
} from '@kasuwa/contracts';
import { Alert, Button, Container, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../../../lib/api';

function Frame({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <Container size={560} py={{ base: 40, md: 72 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 36 }} shadow="sm">
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{intro}</Text>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** Newsletter sign-up with double opt-in: the subscription counts only after the emailed link. */
export function SubscribePage() {
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const form = useForm<NewsletterSubscribeInput, unknown, z.output<typeof newsletterSubscribeSchema>>({
    resolver: zodResolver(newsletterSubscribeSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await apiFetch<{ message: string }>('/api/newsletter/subscribe', { body: values });
      setResult({ ok: true, text: answer.message });
      form.reset();
    } catch (error) {
      setResult({
        ok: false,
        text: error instanceof ApiError ? error.message : 'Please try again in a moment.',
      });
    }
  });
  return (
    <Frame
      title="Subscribe to our newsletter"
      intro="Selling tips, product news and stories from vendors across Africa. At most two emails a month; unsubscribe at any time."
    >
      {result && (
        <Alert
          color={result.ok ? 'kasuwa' : 'red'}
          variant="light"
          icon={result.ok ? <IconCircleCheck /> : <IconAlertCircle />}
          role="status"
        >
          {result.text}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Full Name"
            required
            size="md"
            error={errors.fullName?.message}
            {...form.register('fullName')}
          />
          <TextInput
            label="Email"
            required
            type="email"
            size="md"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput label="Phone" size="md" error={errors.phone?.message} {...form.register('phone')} />
          <Button type="submit" size="md" loading={isSubmitting}>
            Subscribe
          </Button>
        </Stack>
      </form>
    </Frame>
  );
}

function TokenAction({ path, title }: { path: string; title: string }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ ok: boolean; text: string }>();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!token) {
      setState({ ok: false, text: newsletterMessages.invalidLink });
      return;
    }
    apiFetch<{ message: string }>(path, { body: { token } })
      .then((a) => setState({ ok: true, text: a.message }))
      .catch((e) =>
        setState({ ok: false, text: e instanceof ApiError ? e.message : newsletterMessages.invalidLink }),
      );
  }, [path, token]);
  return (
    <Frame title={title} intro="Kasuwa newsletter">
      {state ? (
        <Alert color={state.ok ? 'kasuwa' : 'red'} variant="light" role="status">
          {state.text}
        </Alert>
      ) : (
        <Loader color="kasuwa" type="dots" />
      )}
    </Frame>
  );
}

export function SubscribeConfirmPage() {
  return <TokenAction path="/api/newsletter/confirm" title="Confirming your subscription" />;
}

export function UnsubscribePage() {
  return <TokenAction path="/api/newsletter/unsubscribe" title="Unsubscribe" />;
}
