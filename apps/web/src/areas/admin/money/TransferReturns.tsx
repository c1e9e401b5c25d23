import { Alert, Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Answer, admin } from '../../../api';
import { ConfirmDialog, ListTable, oneOf } from '../../../components/list';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/datetime';
import { useCan } from '../api';
import { useT } from '../i18n';
import { type AdminTranslate, money } from '../labels';

type OrderReturn = Answer<'/api/admin/transfer-returns', 'get'>['items'][number];
type PlanReturn = Answer<'/api/admin/plan-transfer-returns', 'get'>['items'][number];

/** One row of the screen: a shopper's order transfer or a vendor's plan transfer, owed back. */
interface Row {
  id: string;
  kind: 'order' | 'plan';
  createdAt: string;
  what: (t: AdminTranslate) => string;
  accountNumber: string | null;
  reference: string | null;
  reason: OrderReturn['reason'];
  amount: number;
  currency: string;
  status: OrderReturn['status'];
  failureReason: string | null;
}

const STATUSES = ['all', 'pending', 'refunding', 'refunded'] as const;
const REASONS = {
  underpaid: 'admin.transfers.underpaid',
  overpaid: 'admin.transfers.overpaid',
  late: 'admin.transfers.late',
  duplicate: 'admin.transfers.duplicate',
} as const satisfies Record<Row['reason'], string>;
const STATE = {
  pending: { label: 'admin.transfers.pending', color: 'orange' },
  refunding: { label: 'admin.transfers.refunding', color: 'red' },
  refunded: { label: 'admin.transfers.refunded', color: 'green' },
} as const satisfies Record<Row['status'], { label: string; color: string }>;

const fromOrder = (r: OrderReturn): Row => ({
  ...r,
  kind: 'order',
  what: (t) => t('admin.transfers.forOrder', { order: r.orderId.slice(0, 8), store: r.storeId }),
});
const fromPlan = (r: PlanReturn): Row => ({
  ...r,
  kind: 'plan',
  what: (t) => t('admin.transfers.forPlan', { plan: r.plan, account: r.userId }),
});
const message = (t: AdminTranslate, err: unknown) =>
  err instanceof ApiError ? err.message : t('admin.common.somethingWrong');

/**
 * Money that came in by transfer and did not match (docs/payments.md, docs/billing.md): every order and
 * plan transfer owed back, what became of its refund, and the two actions the rules leave to a person:
 * ask again now for a refund the provider refused, and release one whose refund call died unanswered
 * (after checking at the provider that no refund was made: asking again could refund twice).
 */
export function TransferReturns() {
  const t = useT();
  const canMove = useCan('all');
  const client = useQueryClient();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('all');
  const query = status === 'all' ? {} : { status };
  const orders = useQuery({
    queryKey: ['admin', 'money', 'transfer-returns', status],
    queryFn: () => admin('get', '/api/admin/transfer-returns', { query }),
  });
  const plans = useQuery({
    queryKey: ['admin', 'money', 'plan-transfer-returns', status],
    queryFn: () => admin('get', '/api/admin/plan-transfer-returns', { query }),
  });
  const rows = [
    ...(orders.data?.items ?? []).map(fromOrder),
    ...(plans.data?.items ?? []).map(fromPlan),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const [releasing, setReleasing] = useState<Row | null>(null);
  const act = useMutation({
    mutationFn: async ({ row, action }: { row: Row; action: 'retry' | 'release' }): Promise<unknown> => {
      const path = { path: { id: row.id } };
      if (row.kind === 'order') {
        return action === 'retry'
          ? admin('post', '/api/admin/transfer-returns/{id}/retry', path)
          : admin('post', '/api/admin/transfer-returns/{id}/release', path);
      }
      return action === 'retry'
        ? admin('post', '/api/admin/plan-transfer-returns/{id}/retry', path)
        : admin('post', '/api/admin/plan-transfer-returns/{id}/release', path);
    },
    onSuccess: () => {
      setReleasing(null);
      void client.invalidateQueries({ queryKey: ['admin', 'money'] });
    },
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('admin.transfers.intro')}
      </Text>
      <Group gap="xs" aria-label={t('admin.transfers.owed')}>
        <Text size="sm" fw={600}>
          {t('admin.transfers.owedLabel')}
        </Text>
        {(orders.data?.owed ?? []).filter((o) => o.amount > 0).length === 0 ? (
          <Text size="sm">{t('admin.transfers.nothing')}</Text>
        ) : (
          orders.data?.owed
            .filter((o) => o.amount > 0)
            .map((o) => (
              <Badge key={o.currency} variant="light">
                {money(o.amount, o.currency)}
              </Badge>
            ))
        )}
      </Group>
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(oneOf(STATUSES, v) || 'all')}
        aria-label={t('admin.transfers.state')}
        data={[
          { value: 'all', label: t('admin.transfers.all') },
          { value: 'pending', label: t('admin.transfers.waiting') },
          { value: 'refunding', label: t('admin.transfers.unanswered') },
          { value: 'refunded', label: t('admin.transfers.refundedShort') },
        ]}
      />
      {act.isError && <Alert color="red">{message(t, act.error)}</Alert>}
      <ListTable
        label={t('admin.money.transfers')}
        columns={7}
        loading={orders.isPending || plans.isPending}
        count={orders.data && plans.data ? rows.length : undefined}
        error={orders.error ?? plans.error}
        onRetry={() => {
          void orders.refetch();
          void plans.refetch();
        }}
        empty={t('admin.transfers.none')}
        minWidth={880}
        head={
          <>
            <Table.Th>{t('admin.transfers.arrived')}</Table.Th>
            <Table.Th>{t('admin.transfers.for')}</Table.Th>
            <Table.Th>{t('admin.login.account')}</Table.Th>
            <Table.Th>{t('admin.transfers.outcome')}</Table.Th>
            <Table.Th>{t('admin.col.amount')}</Table.Th>
            <Table.Th>{t('admin.transfers.refund')}</Table.Th>
            <Table.Th />
          </>
        }
      >
        {rows.map((r) => (
          <Table.Tr key={`${r.kind}-${r.id}`}>
            <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
            <Table.Td>
              <Text size="sm">{r.what(t)}</Text>
              {r.reference && (
                <Text size="xs" c="dimmed">
                  {r.reference}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{r.accountNumber ?? t('admin.transfers.shared')}</Table.Td>
            <Table.Td>{t(REASONS[r.reason])}</Table.Td>
            <Table.Td>{money(r.amount, r.currency)}</Table.Td>
            <Table.Td>
              <Badge color={STATE[r.status].color}>{t(STATE[r.status].label)}</Badge>
              {r.failureReason && r.status !== 'refunded' && <Text size="xs">{r.failureReason}</Text>}
            </Table.Td>
            <Table.Td>
              {r.status === 'pending' && (
                <Button
                  size="xs"
                  disabled={!canMove}
                  loading={act.isPending && act.variables?.row.id === r.id}
                  onClick={() => act.mutate({ row: r, action: 'retry' })}
                >
                  {t('admin.transfers.refundNow')}
                </Button>
              )}
              {r.status === 'refunding' && (
                <Button size="xs" color="red" disabled={!canMove} onClick={() => setReleasing(r)}>
                  {t('admin.transfers.release')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ConfirmDialog
        opened={Boolean(releasing)}
        title={t('admin.transfers.releaseTitle')}
        message={
          releasing &&
          t('admin.transfers.releaseText', {
            amount: money(releasing.amount, releasing.currency),
            payment: releasing.reference ?? t('admin.transfers.thisPayment'),
          })
        }
        confirmLabel={t('admin.transfers.release')}
        cancelLabel={t('admin.common.cancel')}
        loading={act.isPending}
        onConfirm={() => releasing && act.mutate({ row: releasing, action: 'release' })}
        onCancel={() => setReleasing(null)}
      />
    </Stack>
  );
}
