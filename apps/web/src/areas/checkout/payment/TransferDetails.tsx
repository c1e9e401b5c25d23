import {
  formatMoneyIn,
  type PaymentStatus,
  type StartedPaymentResponse,
  toDecimalString,
} from '@kasuwa/contracts';
import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getLocale } from '../../../i18n/i18n';
import { apiFetch } from '../../../lib/api';
import { formatTime } from '../../../lib/datetime';
import { useT } from '../i18n';

export function Copyable({ label, value, copy }: { label: string; value: string; copy: string }) {
  const t = useT();
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
            aria-label={t('checkout.copyLabel', { label: label.toLocaleLowerCase(getLocale()) })}
          >
            {copied ? t('checkout.copied') : t('checkout.copy')}
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
  const t = useT();
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
    <Stack gap={4} aria-label={t('checkout.transfer.details')}>
      <Text>{t('checkout.transfer.bank', { bank: account.bankName })}</Text>
      <Copyable
        label={t('checkout.transfer.accountNumber')}
        value={account.accountNumber}
        copy={account.accountNumber}
      />
      <Text>{t('checkout.transfer.accountName', { name: account.accountName })}</Text>
      <Copyable
        label={t('checkout.transfer.amount')}
        value={formatMoneyIn(started.amount, started.currency, getLocale())}
        copy={toDecimalString(started.amount, started.currency).replace(/\.0+$/, '')}
      />
      {account.code ? (
        <Copyable label={t('checkout.transfer.writeCode')} value={account.code} copy={account.code} />
      ) : (
        <Text size="sm">{t('checkout.transfer.oneOff')}</Text>
      )}
      {ends && left !== null ? (
        <Text size="sm">
          {left > 0
            ? t('checkout.transfer.openUntil', {
                time: formatTime(ends),
                left: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
              })
            : t('checkout.transfer.closed', { time: formatTime(ends) })}
        </Text>
      ) : null}
    </Stack>
  );
}
