import {
  CARD_CHECK_AMOUNT,
  CARD_CHECK_CURRENCY,
  type CardChangeOutcome,
  cardExpiredBy,
  formatMoney,
  type SubscriptionOverview,
} from '@kasuwa/contracts';
import { Alert, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../lib/datetime';
import { vendorFetch } from '../../lib/vendor-session';

const CHECK = formatMoney(CARD_CHECK_AMOUNT, CARD_CHECK_CURRENCY, { compact: true });

/**
 * Back from Paystack's page after a card check (`?card=check&reference=…`): the server verifies the
 * check, saves the card if it went through and refunds it; this says what came of it.
 */
function CardCheckResult({ reference }: { reference: string }) {
  const queryClient = useQueryClient();
  const confirm = useQuery({
    queryKey: ['card-check', reference],
    queryFn: async () => {
      const answer = await vendorFetch<{ outcome: CardChangeOutcome; subscription: SubscriptionOverview }>(
        '/api/subscription/payment-method/confirm',
        { body: { reference } },
      );
      queryClient.setQueryData(['subscription'], answer.subscription);
      return answer;
    },
    retry: false,
    refetchInterval: (q) => (q.state.data?.outcome === 'pending' ? 2000 : false),
  });
  if (confirm.isError) {
    return (
      <Alert color="red" role="alert" title="We could not check this card">
        {(confirm.error as Error).message}
      </Alert>
    );
  }
  const data = confirm.data;
  if (!data || data.outcome === 'pending') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" type="dots" />
        <Text size="sm">Checking your new card…</Text>
      </Group>
    );
  }
  const last4 = data.subscription.subscription?.cardLast4;
  if (data.outcome === 'replaced') {
    return (
      <Alert color="green" role="status" title="Your new card is saved">
        Renewals are now charged to the card ending {last4}. The {CHECK} check is refunded to it.
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title="Your card was not changed">
      {data.outcome === 'declined'
        ? 'The bank declined the check.'
        : 'This card cannot be charged again for renewals, so the check is refunded.'}{' '}
      {last4 ? `Renewals are still charged to the card ending ${last4}.` : ''}
    </Alert>
  );
}

/**
 * How renewals are paid: the card saved by the last card payment, or a store's available Kasuwa
 * balance (the saved card covers a renewal the balance cannot).
 */
export function PaymentMethod({ data }: { data: SubscriptionOverview }) {
  const sub = data.subscription;
  const queryClient = useQueryClient();
  const [source, setSource] = useState<string>(sub?.renewFromStoreId ? String(sub.renewFromStoreId) : 'card');
  const [params] = useSearchParams();
  const checked = params.get('card') === 'check' ? params.get('reference') : null;
  // Paystack's page (a small card check, refunded at once) saves the new card; the answer comes back here.
  const replace = useMutation({
    mutationFn: () =>
      vendorFetch<{ authorizationUrl: string }>('/api/subscription/payment-method', { body: {} }),
    onSuccess: (started) => window.location.assign(started.authorizationUrl),
  });
  const save = useMutation({
    mutationFn: () =>
      vendorFetch<SubscriptionOverview>('/api/subscription/renewal-method', {
        body:
          source === 'card' ? { payWith: 'card' } : { payWith: 'balance', balanceStoreId: Number(source) },
      }),
    onSuccess: (next) => queryClient.setQueryData(['subscription'], next),
  });
  if (!sub || sub.status === 'cancelled') return checked ? <CardCheckResult reference={checked} /> : null;
  const current = sub.renewFromStoreId ? String(sub.renewFromStoreId) : 'card';
  // Renewing on the card (not a balance) and the card runs out by the renewal day.
  const expiresFirst =
    !sub.renewFromStoreId &&
    !sub.cancelAtPeriodEnd &&
    !!sub.cardLast4 &&
    cardExpiredBy(sub.cardExpires, new Date(sub.currentPeriodEnd));
  const options = [
    ...(sub.cardLast4 ? [{ value: 'card', label: `Saved card ending ${sub.cardLast4}` }] : []),
    ...data.balances.map((b) => ({
      value: String(b.storeId),
      label: `Balance of ${b.name} (${formatMoney(b.available, b.currency, { compact: true })} available)`,
    })),
  ];
  return (
    <Card component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-label="Payment method">
      <Stack gap="sm">
        <Title order={3}>Payment method</Title>
        <Text size="sm">
          {sub.cardLast4
            ? `Card ending ${sub.cardLast4}${sub.cardExpires ? ` (expires ${sub.cardExpires.slice(5)}/${sub.cardExpires.slice(0, 4)})` : ''} is saved.`
            : 'No card is saved.'}{' '}
          {sub.renewFromStoreId
            ? `Renewals are paid from the balance of ${data.balances.find((b) => b.storeId === sub.renewFromStoreId)?.name ?? 'your store'}${sub.cardLast4 ? ', and from the card when it is short' : ''}.`
            : sub.cardLast4
              ? 'Renewals are charged to it.'
              : ''}
        </Text>
        {expiresFirst && (
          <Alert color="orange" role="status" title="Your card expires before your next renewal">
            Replace it before {formatDate(sub.currentPeriodEnd)} so your plan renews without a break.
          </Alert>
        )}
        {checked && <CardCheckResult reference={checked} />}
        <Group justify="space-between" align="center" gap="xs">
          <Text size="xs" c="dimmed" style={{ flex: '1 1 14rem' }}>
            {sub.cardLast4 ? 'Replacing' : 'Saving'} a card takes a {CHECK} check on Paystack&apos;s page,
            refunded at once. If it does not go through, nothing changes.
          </Text>
          <Button variant="light" onClick={() => replace.mutate()} loading={replace.isPending}>
            {sub.cardLast4 ? 'Replace card' : 'Add a card'}
          </Button>
        </Group>
        {replace.error && (
          <Alert color="red" role="alert">
            {(replace.error as Error).message}
          </Alert>
        )}
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
