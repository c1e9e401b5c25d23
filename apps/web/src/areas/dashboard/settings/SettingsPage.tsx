import { zodResolver } from '@hookform/resolvers/zod';
import { type StoreSettings, SUPPORTED_CURRENCIES, storeSettingsPatchSchema } from '@kasuwa/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  ColorInput,
  Grid,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PageHeader, QueryError } from '../../../components/list';
import { getLocale } from '../../../i18n/i18n';
import { ApiError, fieldErrors } from '../../../lib/api';
import { useSubscription } from '../../subscription/subscription-api';
import { requiredPlanOf, UpgradeNotice } from '../../subscription/UpgradeNotice';
import { errorMessage } from '../api/http';
import { useStoreSettings, useUpdateSettings } from '../api/stores';
import { useCurrentStore } from '../store-context';
import { DomainSettings } from './DomainSettings';
import { useFieldError } from './field-error';
import { useT } from './i18n';
import { LanguageFields } from './LanguageFields';
import { NotificationSettings } from './NotificationSettings';
import { PaymentProviderSettings } from './PaymentProviderSettings';
import { PushSettings } from './PushSettings';
import { ImageSetting, THEMES, ThemePreview } from './SettingsFields';
import { TeamLinks } from './TeamLinks';

/** The settings form: every field of the contract's patch, all required here because the form shows them all. */
const settingsFormSchema = storeSettingsPatchSchema.required();
type SettingsInput = z.input<typeof settingsFormSchema>;
type SettingsOutput = z.output<typeof settingsFormSchema>;

/** "Nigerian naira (NGN)", in the reader's language where Intl knows it (en-NG otherwise). */
function currencyLabel(code: string): string {
  const name = new Intl.DisplayNames([getLocale(), 'en-NG'], { type: 'currency' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

function toForm(s: StoreSettings): SettingsInput {
  return {
    name: s.name,
    description: s.description,
    phone: s.phone,
    whatsapp: s.whatsapp,
    whatsappOrders: s.whatsappOrders,
    themeId: s.themeId,
    currency: (SUPPORTED_CURRENCIES as readonly string[]).includes(s.currency)
      ? (s.currency as SettingsInput['currency'])
      : 'NGN',
    // The form edits the extras only; the server always keeps the base currency enabled.
    enabledCurrencies: SUPPORTED_CURRENCIES.filter(
      (c) => c !== s.currency && s.enabledCurrencies.includes(c),
    ),
    primaryColor: s.primaryColor,
    accentColor: s.accentColor,
    defaultLocale: s.defaultLocale,
    // The form edits the others; the server always offers the default.
    locales: s.locales.filter((l) => l !== s.defaultLocale),
  };
}

function SettingsForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const save = useUpdateSettings(storeId);
  const [failure, setFailure] = useState<string>();
  const [upgradeTo, setUpgradeTo] = useState<string | null>(null);
  const plan = useSubscription();
  const t = useT();
  const problem = useFieldError();
  const form = useForm<SettingsInput, unknown, SettingsOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toForm(settings),
    mode: 'onTouched',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [primary, accent, baseCurrency] = useWatch({
    control: form.control,
    name: ['primaryColor', 'accentColor', 'currency'],
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setUpgradeTo(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toForm(saved));
      notifications.show({
        color: 'green',
        title: t('settings.saved'),
        message: t('settings.savedText'),
      });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          if (field in settingsFormSchema.shape) form.setError(field as keyof SettingsInput, { message });
        }
      }
      setUpgradeTo(requiredPlanOf(error));
      setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <PageHeader
        title={t('account.storeSettings')}
        description={t('settings.description', { store: settings.name })}
        actions={
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!isDirty}
            leftSection={<IconDeviceFloppy size={18} />}
          >
            {t('settings.save')}
          </Button>
        }
      />
      {failure && upgradeTo ? (
        <Box mb="md">
          <UpgradeNotice plan={upgradeTo} message={failure} />
        </Box>
      ) : (
        failure && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={t('settings.notSaved')}
            mb="md"
            role="alert"
          >
            {failure}
          </Alert>
        )
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Stack>
                <Title order={3} fz="md">
                  {t('settings.details')}
                </Title>
                <TextInput
                  label={t('settings.storeName')}
                  required
                  {...form.register('name')}
                  error={problem(errors.name)}
                />
                <Textarea
                  label={t('settings.descriptionLabel')}
                  description={t('settings.descriptionHint')}
                  autosize
                  minRows={2}
                  {...form.register('description')}
                  error={problem(errors.description)}
                />
                <Group grow align="flex-start">
                  <TextInput
                    label={t('settings.phone')}
                    placeholder="+234 801 234 5678"
                    {...form.register('phone')}
                    error={problem(errors.phone)}
                  />
                  <TextInput
                    label={t('settings.whatsapp')}
                    placeholder="+2348012345678"
                    description={t('settings.whatsappHint')}
                    {...form.register('whatsapp')}
                    error={problem(errors.whatsapp, 'settings.error.whatsapp')}
                  />
                </Group>
                <Controller
                  control={form.control}
                  name="whatsappOrders"
                  render={({ field }) => (
                    <Switch
                      label={t('settings.whatsappOrders')}
                      description={t('settings.whatsappOrdersHint')}
                      checked={field.value}
                      onChange={(e) => field.onChange(e.currentTarget.checked)}
                      data-testid="whatsapp-orders-switch"
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="currency"
                  render={({ field }) => (
                    <Select
                      label={t('settings.currency')}
                      description={t('settings.currencyHint')}
                      allowDeselect={false}
                      data={SUPPORTED_CURRENCIES.map((c) => ({ value: c, label: currencyLabel(c) }))}
                      value={field.value}
                      onChange={(v) => v && field.onChange(v)}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="enabledCurrencies"
                  render={({ field }) => (
                    <MultiSelect
                      label={t('settings.alsoSellIn')}
                      description={t('settings.alsoSellInHint')}
                      placeholder={t('settings.onlyYourCurrency')}
                      clearable
                      data={SUPPORTED_CURRENCIES.filter((c) => c !== baseCurrency).map((c) => ({
                        value: c,
                        label: currencyLabel(c),
                      }))}
                      value={field.value.filter((c) => c !== baseCurrency)}
                      onChange={(v) => field.onChange(v)}
                      error={problem(errors.enabledCurrencies)}
                    />
                  )}
                />
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="lg">
              <LanguageFields control={form.control} errors={errors} />
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Stack>
                <Title order={3} fz="md">
                  {t('settings.theme')}
                </Title>
                <Controller
                  control={form.control}
                  name="themeId"
                  render={({ field }) => (
                    <Radio.Group
                      value={String(field.value)}
                      onChange={(v) => field.onChange(Number(v))}
                      aria-label={t('settings.theme')}
                    >
                      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                        {THEMES.map((theme) => {
                          const selected = field.value === theme.id;
                          return (
                            // A label round the radio (not a button: the radio inside it would be a control
                            // in a control, which screen readers cannot reach): a tap anywhere chooses it.
                            <Box
                              component="label"
                              key={theme.id}
                              p="xs"
                              display="block"
                              style={{
                                borderRadius: 10,
                                border: `2px solid ${selected ? 'var(--mantine-color-kasuwa-7)' : 'var(--mantine-color-gray-3)'}`,
                                background: selected ? 'var(--mantine-color-kasuwa-0)' : undefined,
                                cursor: 'pointer',
                              }}
                            >
                              <ThemePreview
                                theme={theme}
                                primary={primary ?? '#1f7a4d'}
                                accent={accent ?? '#f0b024'}
                              />
                              <Group mt={8} gap={6} wrap="nowrap">
                                <Radio value={String(theme.id)} aria-label={theme.name} size="xs" />
                                <Text size="sm" fw={600}>
                                  {theme.id}. {theme.name}
                                </Text>
                              </Group>
                              <Text size="xs" c="dimmed" mt={2}>
                                {t(theme.note)}
                              </Text>
                            </Box>
                          );
                        })}
                      </SimpleGrid>
                    </Radio.Group>
                  )}
                />
                {plan.data && !plan.data.entitlements.customisation && (
                  <UpgradeNotice
                    plan="premium"
                    message={t('settings.coloursUpgrade', { plan: plan.data.entitlements.planName })}
                  />
                )}
                <Group grow align="flex-start">
                  <Controller
                    control={form.control}
                    name="primaryColor"
                    render={({ field, fieldState }) => (
                      <ColorInput
                        label={t('settings.mainColour')}
                        eyeDropperButtonProps={{ 'aria-label': t('settings.pickMainColour') }}
                        format="hex"
                        value={field.value}
                        onChange={field.onChange}
                        error={problem(fieldState.error, 'settings.error.colour')}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="accentColor"
                    render={({ field, fieldState }) => (
                      <ColorInput
                        label={t('settings.accentColour')}
                        eyeDropperButtonProps={{ 'aria-label': t('settings.pickAccentColour') }}
                        format="hex"
                        value={field.value}
                        onChange={field.onChange}
                        error={problem(fieldState.error, 'settings.error.colour')}
                      />
                    )}
                  />
                </Group>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="lg">
              <Title order={3} fz="md">
                {t('settings.logoBanner')}
              </Title>
              <ImageSetting
                kind="logo"
                label={t('settings.logo')}
                hint={t('settings.logoHint')}
                url={settings.logoUrl}
                storeId={storeId}
              />
              <ImageSetting
                kind="banner"
                label={t('settings.banner')}
                hint={t('settings.bannerHint')}
                url={settings.bannerUrl}
                storeId={storeId}
              />
              <Text size="xs" c="dimmed">
                {t('settings.storefront', { url: settings.storefrontUrl })}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  );
}

export function SettingsPage() {
  const { storeId } = useCurrentStore();
  const settings = useStoreSettings(storeId);
  const t = useT();
  if (settings.isError) {
    return (
      <>
        <PageHeader title={t('account.storeSettings')} />
        <QueryError error={settings.error} onRetry={() => settings.refetch()} />
      </>
    );
  }
  if (!settings.data) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('settings.loading')}>
        <Skeleton h={32} w={220} />
        <Skeleton h={360} radius="md" />
      </Stack>
    );
  }
  // Keyed by store so switching stores starts a fresh form.
  return (
    <>
      <SettingsForm key={storeId} storeId={storeId} settings={settings.data} />
      <TeamLinks />
      <PaymentProviderSettings key={`payment-providers-${storeId}`} storeId={storeId} />
      <DomainSettings key={`domain-${storeId}`} storeId={storeId} />
      <NotificationSettings key={`notifications-${storeId}`} storeId={storeId} />
      <PushSettings />
    </>
  );
}
