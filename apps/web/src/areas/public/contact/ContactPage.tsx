import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactInput, contactMessages, contactSchema } from '@kasuwa/contracts';
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
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { contact } from '../../../lib/contact';
import { PageHeader } from '../info/InfoPage';

/** The form starts over 5 seconds after a successful send (the spec intended it). */
const RESET_MS = 5000;
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
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
        eyebrow="Contact us"
        title="We are here to help, 24/7"
        intro="Send us a message and one of our support agents will get back to you."
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }}>
              <form onSubmit={onSubmit} noValidate>
                <Stack gap="md">
                  {sent === true && (
                    <Alert color="kasuwa" variant="light" icon={<IconCircleCheck />} role="status">
                      {contactMessages.success}
                    </Alert>
                  )}
                  {sent === false && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                      {contactMessages.failure}
                    </Alert>
                  )}
                  <TextInput
                    label="Your Name"
                    required
                    size="md"
                    error={errors.name?.message}
                    {...form.register('name')}
                  />
                  <TextInput
                    label="Your Email"
                    required
                    type="email"
                    size="md"
                    error={errors.email?.message}
                    {...form.register('email')}
                  />
                  <TextInput
                    label="Your Subject"
                    size="md"
                    error={errors.subject?.message}
                    {...form.register('subject')}
                  />
                  <Textarea
                    label="Your Message"
                    required
                    autosize
                    minRows={5}
                    size="md"
                    error={errors.message?.message}
                    {...form.register('message')}
                  />
                  <Button type="submit" size="md" loading={isSubmitting} disabled={!isValid || sent === true}>
                    Send Message
                  </Button>
                </Stack>
              </form>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Title order={2} fz={22}>
                Other ways to reach us
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
                (calls, SMS and WhatsApp)
              </Text>
              <Text c="dimmed">Kasuwa Technologies Ltd, Lagos, Nigeria</Text>
              <Text>
                Looking for a quick answer? Visit our{' '}
                <Anchor component={Link} to="/faq" fw={700}>
                  FAQ
                </Anchor>
                .
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
