import { formatMoney, type SubscriptionOverview } from '@kasuwa/contracts';
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { vendorFetch } from '../../lib/vendor-session';

/**
 * How renewals are paid: the card saved by the last card payment, or a store's available Kasuwa
 * balance (the saved card covers a renewal the balance cannot).
 */
export function PaymentMethod({ data }: { data: SubscriptionOverview }) {
  const sub = data.subscription;
  const queryClient = useQueryClient();
  const [source, setSource] = useState<string>(sub?.renewFromStoreId ? String(sub.renewFromStoreId) : 'card');
  const save = useMutation({
    mutationFn: () =>
      vendorFetch<SubscriptionOverview>('/api/subscription/renewal-method', {
        body:
          source === 'card' ? { payWith: 'card' } : { payWith: 'balance', balanceStoreId: Number(source) },
      }),
    onSuccess: (next) => queryClient.setQueryData(['subscription'], next),
  });
  if (!sub || sub.status === 'cancelled') return null;
  const current = sub.renewFromStoreId ? String(sub.renewFromStoreId) : 'card';
  const options = [
    ...(sub.cardLast4 ? [{ value: 'card', label: `Saved card ending ${sub.cardLast4}` }] : []),
    ...data.balances.map((b) => ({
      value: String(b.storeId),
      label: `Balance of ${b.name} (${formatMoney(b.available, b.currency, { compact: true })} available)`,
    })),
  ];
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-label="Payment method">
      <Stack gap="sm">
        <Title order={3}>Payment method</Title>
        <Text size="sm">
          {sub.cardLast4 ? `Card ending ${sub.cardLast4} is saved.` : 'No card is saved.'}{' '}
          {sub.renewFromStoreId
            ? `Renewals are paid from the balance of ${data.balances.find((b) => b.storeId === sub.renewFromStoreId)?.name ?? 'your store'}${sub.cardLast4 ? ', and from the card when it is short' : ''}.`
            : sub.cardLast4
              ? 'Renewals are charged to it.'
              : ''}
        </Text>
        <Text size="xs" c="dimmed">
          Paying for a plan by card on the payment page saves that card for renewals.
        </Text>
        {options.length > 1 && (
          <Group align="flex-end">
            <Select
              label="Pay renewals with"
              value={source}
              onChange={(v) => v && setSource(v)}
              allowDeselect={false}
              data={options}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button
              variant="default"
              onClick={() => save.mutate()}
              loading={save.isPending}
              disabled={source === current}
            >
              Save
            </Button>
          </Group>
        )}
        {save.error && (
          <Alert color="red" role="alert">
            {(save.error as Error).message}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
