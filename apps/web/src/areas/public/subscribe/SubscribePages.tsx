import { zodResolver } from '@hookform/resolvers/zod';
import { type NewsletterSubscribeInput, newsletterSubscribeSchema } from '@kasuwa/contracts';
import { Alert, Button, Container, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../../../lib/api';
import { translate, useT } from './i18n';

type Key = Parameters<typeof translate>[0];

/** A field's error in the reader's language, by the rule it broke (the contracts' schema holds the limits). */
function fieldError(
  t: typeof translate,
  error: FieldError | undefined,
  texts: { required: Key; invalid?: Key; max: number },
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'too_big') return t('subscribe.error.tooLong', { max: texts.max });
  if (error.type === 'too_small' || error.type === 'invalid_type' || !texts.invalid) return t(texts.required);
  return t(texts.invalid);
}

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
  const t = useT();
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
        text: error instanceof ApiError ? error.message : t('subscribe.form.retry'),
      });
    }
  });
  return (
    <Frame title={t('subscribe.page.title')} intro={t('subscribe.page.intro')}>
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
            label={t('subscribe.form.fullName')}
            required
            size="md"
            error={fieldError(t, errors.fullName, { required: 'subscribe.error.nameRequired', max: 120 })}
            {...form.register('fullName')}
          />
          <TextInput
            label={t('subscribe.form.email')}
            required
            type="email"
            size="md"
            error={fieldError(t, errors.email, {
              required: 'subscribe.error.emailRequired',
              invalid: 'subscribe.error.emailInvalid',
              max: 254,
            })}
            {...form.register('email')}
          />
          <TextInput
            label={t('subscribe.form.phone')}
            size="md"
            error={errors.phone && t('subscribe.error.tooLong', { max: 20 })}
            {...form.register('phone')}
          />
          <Button type="submit" size="md" loading={isSubmitting}>
            {t('subscribe.form.submit')}
          </Button>
        </Stack>
      </form>
    </Frame>
  );
}

function TokenAction({ path, title }: { path: string; title: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ ok: boolean; text: string }>();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!token) {
      setState({ ok: false, text: translate('subscribe.token.invalidLink') });
      return;
    }
    apiFetch<{ message: string }>(path, { body: { token } })
      .then((a) => setState({ ok: true, text: a.message }))
      .catch((e) =>
        setState({
          ok: false,
          text: e instanceof ApiError ? e.message : translate('subscribe.token.invalidLink'),
        }),
      );
  }, [path, token]);
  return (
    <Frame title={title} intro={t('subscribe.token.newsletter')}>
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
  const t = useT();
  return <TokenAction path="/api/newsletter/confirm" title={t('subscribe.token.confirming')} />;
}

export function UnsubscribePage() {
  const t = useT();
  return <TokenAction path="/api/newsletter/unsubscribe" title={t('subscribe.token.unsubscribe')} />;
}
