import {
  formatMoney,
  type PaymentStatus,
  type StartedPaymentResponse,
  toDecimalString,
} from '@kasuwa/contracts';
import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api';

const lagosTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  hour: '2-digit',
  minute: '2-digit',
});

export function Copyable({ label, value, copy }: { label: string; value: string; copy: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text>
        {label}: <strong>{value}</strong>
      </Text>
      <CopyButton value={copy}>
        {({ copied, copy: doCopy }) => (
          <Button
            size="compact-sm"
            variant="light"
            onClick={doCopy}
            aria-label={`Copy ${label.toLowerCase()}`}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * A started bank transfer: the account for this payment only (or the shared account with its short
 * code), the exact amount, when the account closes, and a look every few seconds that moves on to the
 * result once the provider confirms (docs/payments.md, "Bank transfer").
 */
export function TransferDetails({
  started,
  onSettled,
}: {
  started: StartedPaymentResponse;
  onSettled: (status: PaymentStatus) => void;
}) {
  const account = started.bankTransfer!;
  const [now, setNow] = useState(() => Date.now());
  const ends = account.expiresAt ? Date.parse(account.expiresAt) : null;
  useEffect(() => {
    if (!ends) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ends]);
  const status = useQuery({
    queryKey: ['payment', started.reference],
    queryFn: () => apiFetch<PaymentStatus>(`/api/payments/${encodeURIComponent(started.reference)}`),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'initialized' ? false : 5000),
  });
  useEffect(() => {
    if (status.data && status.data.status !== 'initialized') onSettled(status.data);
  }, [status.data, onSettled]);
  const left = ends ? Math.max(0, Math.round((ends - now) / 1000)) : null;
  return (
    <Stack gap={4} aria-label="Bank transfer details">
      <Text>Bank: {account.bankName}</Text>
      <Copyable label="Account number" value={account.accountNumber} copy={account.accountNumber} />
      <Text>Account name: {account.accountName}</Text>
      <Copyable
        label="Amount"
        value={formatMoney(started.amount, started.currency)}
        copy={toDecimalString(started.amount, started.currency).replace(/\.0+$/, '')}
      />
      {account.code ? (
        <Copyable label="Write this on the transfer" value={account.code} copy={account.code} />
      ) : (
        <Text size="sm">This account is for this payment only: no reference to type.</Text>
      )}
      {ends && left !== null ? (
        <Text size="sm">
          Open until {lagosTime.format(ends)}
          {left > 0 ? ` (${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')} left)` : ' (closed)'}.
          Send the exact amount: a different amount, or a transfer after that, is sent back to you.
        </Text>
      ) : null}
    </Stack>
  );
}
