import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactInput, contactSchema } from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMail, IconPhone } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SLOT, Slotted } from '../../../components/Slotted';
import { apiFetch } from '../../../lib/api';
import { contact } from '../../../lib/contact';
import { PageHeader } from '../info/InfoPage';
import { type translate, useT } from './i18n';

type Key = Parameters<typeof translate>[0];

/** The form starts over 5 seconds after a successful send (the spec intended it). */
const RESET_MS = 5000;
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/**
 * A field's error in the reader's language, by the kind of rule it broke (contactSchema in the contracts
 * holds the limits and the English the server answers with).
 */
function fieldError(
  t: typeof translate,
  error: FieldError | undefined,
  texts: { required: Key; invalid?: Key; max: number },
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'too_big') return t('contact.error.tooLong', { max: texts.max });
  if (error.type === 'too_small' || error.type === 'invalid_type' || !texts.invalid) return t(texts.required);
  return t(texts.invalid);
}

export function ContactPage() {
  const t = useT();
  const [sent, setSent] = useState<boolean>();
  const form = useForm<ContactInput, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isValid, isSubmitting } = form.formState;

  useEffect(() => {
    if (sent !== true) return;
    const timer = setTimeout(() => {
      form.reset(EMPTY);
      setSent(undefined);
    }, RESET_MS);
    return () => clearTimeout(timer);
  }, [sent, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await apiFetch<{ status: boolean }>('/api/contact', { body: values });
      setSent(Boolean(answer?.status));
    } catch {
      setSent(false);
    }
  });

  return (
    <>
      <PageHeader
        eyebrow={t('contact.page.eyebrow')}
        title={t('contact.page.title')}
        intro={t('contact.page.intro')}
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }}>
              <form onSubmit={onSubmit} noValidate>
                <Stack gap="md">
                  {sent === true && (
                    <Alert color="kasuwa" variant="light" icon={<IconCircleCheck />} role="status">
                      {t('contact.form.success')}
                    </Alert>
                  )}
                  {sent === false && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                      {t('contact.form.failure')}
                    </Alert>
                  )}
                  <TextInput
                    label={t('contact.form.name')}
                    required
                    size="md"
                    error={fieldError(t, errors.name, { required: 'contact.error.nameRequired', max: 120 })}
                    {...form.register('name')}
                  />
                  <TextInput
                    label={t('contact.form.email')}
                    required
                    type="email"
                    size="md"
                    error={fieldError(t, errors.email, {
                      required: 'contact.error.emailRequired',
                      invalid: 'contact.error.emailInvalid',
                      max: 254,
                    })}
                    {...form.register('email')}
                  />
                  <TextInput
                    label={t('contact.form.subject')}
                    size="md"
                    error={fieldError(t, errors.subject, {
                      required: 'contact.error.nameRequired',
                      max: 200,
                    })}
                    {...form.register('subject')}
                  />
                  <Textarea
                    label={t('contact.form.message')}
                    required
                    autosize
                    minRows={5}
                    size="md"
                    error={fieldError(t, errors.message, {
                      required: 'contact.error.messageRequired',
                      max: 5000,
                    })}
                    {...form.register('message')}
                  />
                  <Button type="submit" size="md" loading={isSubmitting} disabled={!isValid || sent === true}>
                    {t('contact.form.send')}
                  </Button>
                </Stack>
              </form>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Title order={2} fz={22}>
                {t('contact.other.title')}
              </Title>
              <Text>
                <IconMail size={18} style={{ verticalAlign: 'middle' }} />{' '}
                <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
              </Text>
              <Text>
                <IconPhone size={18} style={{ verticalAlign: 'middle' }} />{' '}
                <Anchor href={`tel:${contact.phone}`} underline="always">
                  {contact.phoneDisplay}
                </Anchor>{' '}
                {t('contact.other.channels')}
              </Text>
              <Text c="dimmed">Kasuwa Technologies Ltd, Lagos, Nigeria</Text>
              <Text>
                <Slotted text={t('contact.other.faq', { faq: SLOT })}>
                  <Anchor component={Link} to="/faq" fw={700}>
                    {t('contact.other.faqLink')}
                  </Anchor>
                </Slotted>
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
