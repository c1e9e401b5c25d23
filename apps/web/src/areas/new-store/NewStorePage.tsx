import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateStoreInput,
  createStoreSchema,
  STOREFRONT_THEMES,
  type SubdomainAvailability,
  TEMPLATE_CATEGORIES,
  type VendorStore,
} from '@kasuwa/contracts';
import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, apiFetch, fieldErrors } from '../../lib/api';
import { markHasStore, useVendorSession, vendorFetch } from '../../lib/vendor-session';
import { requiredPlanOf, UpgradeNotice } from '../subscription/UpgradeNotice';
import { useT } from './i18n';
import { showNewStore } from './new-store-cache';
import { CATEGORY_LABELS, FIELD_MESSAGES, THEME_TEXTS } from './words';

/** A suggestion from the store name: lower-case DNS label. */
function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

function useAvailability(subdomain: string) {
  const [answer, setAnswer] = useState<SubdomainAvailability | 'checking'>();
  useEffect(() => {
    const value = subdomain.trim().toLowerCase();
    if (!value) {
      setAnswer(undefined);
      return;
    }
    setAnswer('checking');
    const controller = new AbortController();
    // Wait for a pause in typing before asking.
    const timer = setTimeout(() => {
      apiFetch<SubdomainAvailability>(
        `/api/stores/subdomain-availability?subdomain=${encodeURIComponent(value)}`,
        {
          signal: controller.signal,
        },
      )
        .then(setAnswer)
        .catch(() => setAnswer(undefined));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [subdomain]);
  return answer;
}

/** The new-store screen (spec 2.2): requires a signed-in vendor; the store exists as soon as it is saved. */
export function NewStorePage() {
  const session = useVendorSession();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const queryClient = useQueryClient();
  // The plan that lifts the store limit, when that is why the store was refused.
  const [upgradeTo, setUpgradeTo] = useState<string | null>(null);
  const form = useForm<CreateStoreInput, unknown, z.output<typeof createStoreSchema>>({
    resolver: zodResolver(createStoreSchema),
    mode: 'onTouched',
    defaultValues: { name: '', subdomain: '', templateCategory: undefined, themeId: 1, description: '' },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });
  const subdomain = useWatch({ control: form.control, name: 'subdomain' });
  const availability = useAvailability(subdomain);

  useEffect(() => {
    if (!dirtyFields.subdomain) form.setValue('subdomain', slugify(name ?? ''));
  }, [name, dirtyFields.subdomain, form]);

  if (session.status === 'unknown') {
    return (
      <Center mih="60vh">
        <Loader color="kasuwa" type="dots" />
      </Center>
    );
  }
  if (session.status === 'signed-out')
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { store } = await vendorFetch<{ store: VendorStore }>('/api/vendor/stores', { body: values });
      markHasStore();
      showNewStore(queryClient, store);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setUpgradeTo(requiredPlanOf(error));
      const byField = fieldErrors(error);
      for (const field of ['name', 'subdomain', 'templateCategory', 'themeId', 'description'] as const) {
        if (byField[field]) form.setError(field, { message: byField[field] });
      }
      if (error.code === 'SUBDOMAIN_TAKEN') form.setError('subdomain', { message: error.message });
      else if (Object.keys(byField).length === 0) setFailure(error.message);
    }
  });

  // The schema's messages in the reader's language; the server's (already in it) as they come.
  const fieldError = (message: string | undefined) => {
    const key = message === undefined ? undefined : FIELD_MESSAGES[message];
    return key ? t(key) : message;
  };
  const themeText = (name: string) => {
    const key = THEME_TEXTS[name];
    return key && t(key);
  };
  const available = availability !== 'checking' && availability?.available;
  const subdomainHint =
    availability === 'checking' ? (
      <Group gap={4}>
        <Loader size={12} /> {t('newStore.checking')}
      </Group>
    ) : availability?.available ? (
      <Group gap={4} c="kasuwa.7">
        <IconCheck size={14} /> {t('newStore.available', { address: `${availability.subdomain}.kasuwa.ng` })}
      </Group>
    ) : undefined;

  return (
    <Container size={720} py={{ base: 32, md: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 36 }} shadow="sm">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {t('newStore.title')}
              </Title>
              <Text c="dimmed">{t('newStore.intro', { name: session.user?.firstName || 'none' })}</Text>
            </div>
            {failure && upgradeTo ? (
              <UpgradeNotice plan={upgradeTo} message={failure} />
            ) : (
              failure && (
                <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                  {failure}
                </Alert>
              )
            )}
            <TextInput
              label={t('newStore.name')}
              placeholder="Mama Nkechi Foods"
              size="md"
              error={fieldError(errors.name?.message)}
              {...form.register('name')}
            />
            <TextInput
              label={t('newStore.address')}
              placeholder="mama-nkechi"
              size="md"
              rightSection={
                <Text size="sm" c="dimmed" pr="md">
                  .kasuwa.ng
                </Text>
              }
              rightSectionWidth={96}
              description={subdomainHint ?? t('newStore.addressHint')}
              error={
                fieldError(errors.subdomain?.message) ??
                (availability !== 'checking' && availability && !availability.available ? (
                  <Group gap={4}>
                    <IconX size={14} /> {availability.message}
                  </Group>
                ) : undefined)
              }
              {...form.register('subdomain')}
              onChange={(event) => {
                event.target.value = event.target.value.toLowerCase().replace(/\s+/g, '-');
                return form.register('subdomain').onChange(event);
              }}
            />
            <Controller
              control={form.control}
              name="templateCategory"
              render={({ field }) => (
                <Select
                  label={t('newStore.category')}
                  placeholder={t('newStore.categoryHint')}
                  size="md"
                  searchable
                  data={TEMPLATE_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  error={fieldError(errors.templateCategory?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="themeId"
              render={({ field }) => (
                <Radio.Group
                  label={t('newStore.theme')}
                  value={String(field.value)}
                  onChange={(value) => field.onChange(Number(value))}
                  error={fieldError(errors.themeId?.message)}
                >
                  <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
                    {STOREFRONT_THEMES.map((theme) => (
                      <Radio.Card key={theme.id} value={String(theme.id)} radius="md" p="md" withBorder>
                        <Group wrap="nowrap" align="flex-start">
                          <Radio.Indicator />
                          <div>
                            <Text fw={700}>{theme.name}</Text>
                            <Text size="sm" c="dimmed">
                              {themeText(theme.themeName) ?? theme.description}
                            </Text>
                          </div>
                        </Group>
                      </Radio.Card>
                    ))}
                  </SimpleGrid>
                </Radio.Group>
              )}
            />
            <Textarea
              label={t('newStore.description')}
              placeholder={t('newStore.descriptionHint')}
              autosize
              minRows={2}
              error={fieldError(errors.description?.message)}
              {...form.register('description')}
            />
            <Button
              type="submit"
              size="md"
              loading={isSubmitting}
              disabled={availability !== undefined && !available && availability !== 'checking'}
            >
              {t('newStore.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
