import { formatMoney, type PlanPaymentStatus, toDecimalString } from '@kasuwa/contracts';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { vendorFetch } from '../../lib/vendor-session';
import { Copyable } from '../checkout/payment/TransferDetails';

const lagosTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  hour: '2-digit',
  minute: '2-digit',
});

const RETURN_WORDS: Record<PlanPaymentStatus['returns'][number]['reason'], string> = {
  underpaid: 'was less than the plan costs, so it was not used',
  overpaid: 'was more than the plan costs: the extra',
  late: 'arrived after your plan was paid another way',
  duplicate: 'was a second payment',
};

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
        setNote('Nothing has arrived yet. Transfers usually show within a minute; we keep looking.');
      }
    } catch (error) {
      setNote(error instanceof ApiError ? error.message : 'Could not check the payment. Try again.');
    } finally {
      setChecking(false);
    }
  }

  const money = (minor: number) => formatMoney(minor, data.currency);
  const left = ends ? Math.max(0, Math.round((ends - now) / 1000)) : null;
  const closed = left === 0;
  return (
    <Stack gap="sm" aria-label={data.method === 'ussd' ? 'USSD payment' : 'Bank transfer details'}>
      {data.bankTransfer && (
        <Stack gap={4}>
          <Text>
            Send exactly <strong>{money(data.amount)}</strong> to this account from your bank app:
          </Text>
          <Text>Bank: {data.bankTransfer.bankName}</Text>
          <Copyable
            label="Account number"
            value={data.bankTransfer.accountNumber}
            copy={data.bankTransfer.accountNumber}
          />
          <Text>Account name: {data.bankTransfer.accountName}</Text>
          <Copyable
            label="Amount"
            value={money(data.amount)}
            copy={toDecimalString(data.amount, data.currency).replace(/\.0+$/, '')}
          />
          <Text size="sm">This account is for this payment only: no reference to type.</Text>
          {ends && left !== null && (
            <Text size="sm" c={closed ? 'red' : undefined}>
              Open until {lagosTime.format(ends)}
              {closed
                ? ' (closed)'
                : ` (${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')} left)`}
              . A different amount, or a transfer after that, is sent back to you.
            </Text>
          )}
        </Stack>
      )}
      {data.ussd && (
        <Stack gap={4}>
          <Text>Dial this on the phone of your {data.ussd.bankName} account and follow the prompts:</Text>
          <Group gap="xs">
            <Anchor href={`tel:${data.ussd.code.replace(/#/g, '%23')}`} fz={28} fw={700}>
              {data.ussd.code}
            </Anchor>
          </Group>
          <Copyable label="Code" value={data.ussd.code} copy={data.ussd.code} />
        </Stack>
      )}
      {data.rejectedAmount !== null && data.status === 'pending' && (
        <Alert color="orange" role="alert">
          Your bank sent {money(data.rejectedAmount)}, not {money(data.amount)}, so it was sent back to you.
          Send the exact amount.
        </Alert>
      )}
      {data.returns.map((r) => (
        <Alert key={r.id} color={r.reason === 'overpaid' ? 'blue' : 'orange'} role="status">
          {money(r.amount)} {RETURN_WORDS[r.reason]}{' '}
          {r.status === 'refunded' ? 'has been sent back to you.' : 'is being sent back to you.'}
        </Alert>
      ))}
      {data.status === 'underpaid' || data.status === 'returned' ? (
        <Text size="sm">Your plan has not changed. Start again to get a new account.</Text>
      ) : ['refund_due', 'refunding', 'refunded'].includes(data.status) ? (
        <Text size="sm">
          Your plan was already paid, so this payment was not used and is refunded in full.
        </Text>
      ) : data.status === 'failed' ? (
        <Text size="sm">This payment did not go through. Start again, or choose another way to pay.</Text>
      ) : data.status === 'pending' ? (
        <Group gap="sm" wrap="wrap">
          <Button onClick={havePaid} loading={checking}>
            I have paid
          </Button>
          <Text size="sm" c="dimmed" role="status">
            Waiting for your payment…
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
