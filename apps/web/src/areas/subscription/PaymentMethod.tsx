import {
  CARD_CHECK_AMOUNT,
  CARD_CHECK_CURRENCY,
  type CardChangeOutcome,
  cardExpiredBy,
  type SubscriptionOverview,
} from '@kasuwa/contracts';
import { Alert, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../lib/datetime';
import { vendorFetch } from '../../lib/vendor-session';
import { useT } from './i18n';
import { planMoney } from './money';

/** The card check's amount, in the reader's language (read at render: the language can change). */
const check = () => planMoney(CARD_CHECK_AMOUNT, CARD_CHECK_CURRENCY);

/**
 * Back from Paystack's page after a card check (`?card=check&reference=…`): the server verifies the
 * check, saves the card if it went through and refunds it; this says what came of it.
 */
function CardCheckResult({ reference }: { reference: string }) {
  const t = useT();
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
      <Alert color="red" role="alert" title={t('subscription.method.checkFailed')}>
        {(confirm.error as Error).message}
      </Alert>
    );
  }
  const data = confirm.data;
  if (!data || data.outcome === 'pending') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" type="dots" />
        <Text size="sm">{t('subscription.method.checking')}</Text>
      </Group>
    );
  }
  const last4 = data.subscription.subscription?.cardLast4;
  if (data.outcome === 'replaced') {
    return (
      <Alert color="green" role="status" title={t('subscription.method.savedTitle')}>
        {t('subscription.method.saved', { last4: last4 ?? '', check: check() })}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title={t('subscription.method.notChangedTitle')}>
      {data.outcome === 'declined' ? t('subscription.method.declined') : t('subscription.method.notReusable')}{' '}
      {last4 ? t('subscription.method.stillCharged', { last4 }) : ''}
    </Alert>
  );
}

/**
 * How renewals are paid: the card saved by the last card payment, or a store's available Kasuwa
 * balance (the saved card covers a renewal the balance cannot).
 */
export function PaymentMethod({ data }: { data: SubscriptionOverview }) {
  const t = useT();
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
    ...(sub.cardLast4
      ? [{ value: 'card', label: t('subscription.method.savedCard', { last4: sub.cardLast4 }) }]
      : []),
    ...data.balances.map((b) => ({
      value: String(b.storeId),
      label: t('subscription.method.balanceOf', {
        store: b.name,
        amount: planMoney(b.available, b.currency),
      }),
    })),
  ];
  const renewStore =
    data.balances.find((b) => b.storeId === sub.renewFromStoreId)?.name ?? t('subscription.method.yourStore');
  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      aria-label={t('subscription.method.title')}
    >
      <Stack gap="sm">
        <Title order={3}>{t('subscription.method.title')}</Title>
        <Text size="sm">
          {!sub.cardLast4
            ? t('subscription.method.noCard')
            : sub.cardExpires
              ? t('subscription.method.cardSavedExpires', {
                  last4: sub.cardLast4,
                  expires: `${sub.cardExpires.slice(5)}/${sub.cardExpires.slice(0, 4)}`,
                })
              : t('subscription.method.cardSaved', { last4: sub.cardLast4 })}{' '}
          {sub.renewFromStoreId
            ? sub.cardLast4
              ? t('subscription.method.fromBalanceAndCard', { store: renewStore })
              : t('subscription.method.fromBalance', { store: renewStore })
            : sub.cardLast4
              ? t('subscription.method.toCard')
              : ''}
        </Text>
        {expiresFirst && (
          <Alert color="orange" role="status" title={t('subscription.method.expiresTitle')}>
            {t('subscription.method.expires', { date: formatDate(sub.currentPeriodEnd) })}
          </Alert>
        )}
        {checked && <CardCheckResult reference={checked} />}
        <Group justify="space-between" align="center" gap="xs">
          <Text size="xs" c="dimmed" style={{ flex: '1 1 14rem' }}>
            {t('subscription.method.checkNote', { replacing: sub.cardLast4 ? 'yes' : 'no', check: check() })}
          </Text>
          <Button variant="light" onClick={() => replace.mutate()} loading={replace.isPending}>
            {sub.cardLast4 ? t('subscription.method.replace') : t('subscription.method.add')}
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
              label={t('subscription.method.renewWith')}
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
              {t('subscription.method.save')}
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
