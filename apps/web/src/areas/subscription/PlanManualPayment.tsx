import { type PlanPaymentStatus, toDecimalString } from '@kasuwa/contracts';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { formatTime } from '../../lib/datetime';
import { vendorFetch } from '../../lib/vendor-session';
import { Copyable } from '../checkout/payment/TransferDetails';
import { useT } from './i18n';
import { planMoney } from './money';

/**
 * A plan being paid by bank transfer (a one-off account) or USSD (a code to dial): the details with Copy
 * buttons and the account's countdown, "I have paid" that asks the provider at once, and a look every
 * few seconds that calls `onPaid` once the plan has moved, without a reload (docs/billing.md).
 */
export function PlanManualPayment({
  initial,
  onPaid,
}: {
  initial: PlanPaymentStatus;
  onPaid: (status: PlanPaymentStatus) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const key = ['plan-payment', initial.reference];
  const status = useQuery({
    queryKey: key,
    queryFn: () =>
      vendorFetch<PlanPaymentStatus>(`/api/subscription/payments/${encodeURIComponent(initial.reference)}`),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 5000 : false),
  });
  const data = status.data ?? initial;
  const [checking, setChecking] = useState(false);
  const [note, setNote] = useState<string>();
  const [now, setNow] = useState(() => Date.now());
  const ends = data.bankTransfer ? Date.parse(data.bankTransfer.expiresAt) : null;
  useEffect(() => {
    if (!ends) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ends]);
  useEffect(() => {
    if (data.status === 'paid') onPaid(data);
  }, [data, onPaid]);

  async function havePaid() {
    setChecking(true);
    setNote(undefined);
    try {
      const answer = await vendorFetch<PlanPaymentStatus>(
        `/api/subscription/payments/${encodeURIComponent(initial.reference)}/check`,
        { method: 'POST', body: {} },
      );
      queryClient.setQueryData(key, answer);
      if (answer.status === 'pending') {
        setNote(t('subscription.manual.nothingYet'));
      }
    } catch (error) {
      setNote(error instanceof ApiError ? error.message : t('subscription.manual.checkFailed'));
    } finally {
      setChecking(false);
    }
  }

  const money = (minor: number) => planMoney(minor, data.currency);
  const left = ends ? Math.max(0, Math.round((ends - now) / 1000)) : null;
  const closed = left === 0;
  return (
    <Stack
      gap="sm"
      aria-label={
        data.method === 'ussd' ? t('subscription.manual.ussdLabel') : t('subscription.manual.transferLabel')
      }
    >
      {data.bankTransfer && (
        <Stack gap={4}>
          <Text fw={600}>{t('subscription.manual.sendExactly', { amount: money(data.amount) })}</Text>
          <Text>{t('subscription.manual.bank', { bank: data.bankTransfer.bankName })}</Text>
          <Copyable
            label={t('subscription.manual.accountNumber')}
            value={data.bankTransfer.accountNumber}
            copy={data.bankTransfer.accountNumber}
          />
          <Text>{t('subscription.manual.accountName', { name: data.bankTransfer.accountName })}</Text>
          <Copyable
            label={t('subscription.manual.amount')}
            value={money(data.amount)}
            copy={toDecimalString(data.amount, data.currency).replace(/\.0+$/, '')}
          />
          <Text size="sm">{t('subscription.manual.oneOff')}</Text>
          {ends && left !== null && (
            <Text size="sm" c={closed ? 'red' : undefined}>
              {closed
                ? t('subscription.manual.closed', { time: formatTime(ends) })
                : t('subscription.manual.openUntil', {
                    time: formatTime(ends),
                    left: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
                  })}
            </Text>
          )}
        </Stack>
      )}
      {data.ussd && (
        <Stack gap={4}>
          <Text>{t('subscription.manual.dial', { bank: data.ussd.bankName })}</Text>
          <Group gap="xs">
            <Anchor href={`tel:${data.ussd.code.replace(/#/g, '%23')}`} fz={28} fw={700}>
              {data.ussd.code}
            </Anchor>
          </Group>
          <Copyable label={t('subscription.manual.code')} value={data.ussd.code} copy={data.ussd.code} />
        </Stack>
      )}
      {data.rejectedAmount !== null && data.status === 'pending' && (
        <Alert color="orange" role="alert">
          {t('subscription.manual.rejected', {
            sent: money(data.rejectedAmount),
            amount: money(data.amount),
          })}
        </Alert>
      )}
      {data.returns.map((r) => (
        <Alert key={r.id} color={r.reason === 'overpaid' ? 'blue' : 'orange'} role="status">
          {t('subscription.manual.return', {
            amount: money(r.amount),
            reason: r.reason,
            done: r.status === 'refunded' ? 'yes' : 'no',
          })}
        </Alert>
      ))}
      {data.status === 'underpaid' || data.status === 'returned' ? (
        <Text size="sm">{t('subscription.manual.unchanged')}</Text>
      ) : ['refund_due', 'refunding', 'refunded'].includes(data.status) ? (
        <Text size="sm">{t('subscription.manual.alreadyPaid')}</Text>
      ) : data.status === 'failed' ? (
        <Text size="sm">{t('subscription.manual.failed')}</Text>
      ) : data.status === 'pending' ? (
        <Group gap="sm" wrap="wrap">
          <Button onClick={havePaid} loading={checking}>
            {t('subscription.manual.havePaid')}
          </Button>
          <Text size="sm" c="dimmed" role="status">
            {t('subscription.manual.waiting')}
          </Text>
        </Group>
      ) : null}
      {note && (
        <Text size="sm" role="status">
          {note}
        </Text>
      )}
    </Stack>
  );
}
