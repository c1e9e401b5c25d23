import {
  PAYMENT_OFFER_LABELS,
  PAYMENT_PROVIDER_FEE_NOTE,
  PAYMENT_PROVIDER_INFO,
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
} from '@kasuwa/contracts';
import { Alert, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { vendor } from '../../../api';
import { errorMessage } from '../api/http';

type Methods = { paystack: boolean; flutterwave: boolean; paga: boolean; bankTransfer: boolean };
const PATH = '/api/vendor/stores/{storeId}/money/payment-methods' as const;

/**
 * Which providers the store's customers pay through, each with what it offers and what it costs. At
 * least one stays on: the switch of the last one is locked, and the server refuses it too.
 */
export function PaymentProviderSettings({ storeId }: { storeId: number }) {
  const key = ['vendor', 'store', storeId, 'payment-methods'];
  const client = useQueryClient();
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
      notifications.show({ color: 'green', title: 'Saved', message: 'Payment providers saved.' });
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
          Payment providers
        </Title>
        <Text size="sm" c="dimmed">
          How your customers pay you. Turn on the providers you want; keep at least one on.
        </Text>
        {current.isError && (
          <Alert color="red" title="Could not load your payment providers">
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
                        {PAYMENT_OFFER_LABELS[o]}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {info.note}
                  </Text>
                </Stack>
                <Switch
                  aria-label={`Take payments through ${info.name}`}
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
          <Alert color="red" title="Not saved" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Text size="xs" c="dimmed" data-testid="provider-fees">
          Fees: {PAYMENT_PROVIDER_FEE_NOTE}
        </Text>
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={save.isPending}
            disabled={!dirty || onCount === 0}
            onClick={() => draft && save.mutate(draft)}
          >
            Save payment providers
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
