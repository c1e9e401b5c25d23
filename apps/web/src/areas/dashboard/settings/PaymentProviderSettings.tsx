import {
  PAYMENT_PROVIDER_INFO,
  PAYMENT_PROVIDERS,
  type PaymentOffer,
  type PaymentProviderName,
} from '@kasuwa/contracts';
import { Alert, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { vendor } from '../../../api';
import { errorMessage } from '../api/http';
import { useT } from './i18n';

type Methods = { paystack: boolean; flutterwave: boolean; paga: boolean; bankTransfer: boolean };
const PATH = '/api/vendor/stores/{storeId}/money/payment-methods' as const;

/** PAYMENT_OFFER_LABELS and the providers' notes (contracts, the server's English) in the catalogues. */
const OFFER_KEYS = {
  card: 'settings.offer.card',
  transfer: 'settings.offer.transfer',
  ussd: 'settings.offer.ussd',
  wallet: 'settings.offer.wallet',
} as const satisfies Record<PaymentOffer, string>;
const NOTE_KEYS = {
  paystack: 'settings.provider.paystack',
  flutterwave: 'settings.provider.flutterwave',
  paga: 'settings.provider.paga',
} as const satisfies Record<PaymentProviderName, string>;

/**
 * Which providers the store's customers pay through, each with what it offers and what it costs. At
 * least one stays on: the switch of the last one is locked, and the server refuses it too.
 */
export function PaymentProviderSettings({ storeId }: { storeId: number }) {
  const key = ['vendor', 'store', storeId, 'payment-methods'];
  const client = useQueryClient();
  const t = useT();
  const current = useQuery({
    queryKey: key,
    queryFn: () => vendor('get', PATH, { path: { storeId } }),
  });
  const [draft, setDraft] = useState<Methods | null>(null);
  useEffect(() => {
    if (current.data) setDraft(current.data);
  }, [current.data]);
  const save = useMutation({
    mutationFn: (body: Methods) => vendor('put', PATH, { path: { storeId }, body }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      notifications.show({
        color: 'green',
        title: t('settings.savedShort'),
        message: t('settings.providers.saved'),
      });
    },
  });
  const onCount = draft ? PAYMENT_PROVIDERS.filter((p) => draft[p]).length : 0;
  const dirty =
    draft &&
    current.data &&
    PAYMENT_PROVIDERS.some((p) => draft[p] !== current.data[p as PaymentProviderName]);

  return (
    <Card withBorder radius="md" padding="lg" mt="lg" data-section="payment-providers">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('settings.providers.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.providers.text')}
        </Text>
        {current.isError && (
          <Alert color="red" title={t('settings.providers.loadFailed')}>
            {errorMessage(current.error)}
          </Alert>
        )}
        {PAYMENT_PROVIDERS.map((p) => {
          const info = PAYMENT_PROVIDER_INFO[p];
          const on = draft?.[p] ?? false;
          return (
            <Card key={p} withBorder radius="sm" padding="sm" data-provider={p}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4}>
                  <Text fw={600}>{info.name}</Text>
                  <Group gap={6}>
                    {info.offers.map((o) => (
                      <Badge key={o} variant="light" color="gray" tt="none" fw={500}>
                        {t(OFFER_KEYS[o])}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t(NOTE_KEYS[p])}
                  </Text>
                </Stack>
                <Switch
                  aria-label={t('settings.providers.switch', { provider: info.name })}
                  checked={on}
                  // The last provider on cannot be switched off: customers would have no way to pay.
                  disabled={!draft || (on && onCount === 1)}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setDraft((d) => d && { ...d, [p]: checked });
                  }}
                />
              </Group>
            </Card>
          );
        })}
        {save.isError && (
          <Alert color="red" title={t('settings.notSaved')} role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Text size="xs" c="dimmed" data-testid="provider-fees">
          {t('settings.providers.fees')}
        </Text>
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={save.isPending}
            disabled={!dirty || onCount === 0}
            onClick={() => draft && save.mutate(draft)}
          >
            {t('settings.providers.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
