import { formatMoney } from '@kasuwa/contracts';
import { Alert, Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Answer, admin } from '../../../api';
import { ConfirmDialog, ListTable, oneOf } from '../../../components/list';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/datetime';
import { useCan } from '../api';

type OrderReturn = Answer<'/api/admin/transfer-returns', 'get'>['items'][number];
type PlanReturn = Answer<'/api/admin/plan-transfer-returns', 'get'>['items'][number];

/** One row of the screen: a shopper's order transfer or a vendor's plan transfer, owed back. */
interface Row {
  id: string;
  kind: 'order' | 'plan';
  createdAt: string;
  what: string;
  accountNumber: string | null;
  reference: string | null;
  reason: OrderReturn['reason'];
  amount: number;
  currency: string;
  status: OrderReturn['status'];
  failureReason: string | null;
}

const STATUSES = ['all', 'pending', 'refunding', 'refunded'] as const;
const REASONS: Record<Row['reason'], string> = {
  underpaid: 'Short: not used, all sent back',
  overpaid: 'Over: the extra sent back',
  late: 'Late: not used, all sent back',
  duplicate: 'Twice: the second sent back',
};
const STATE: Record<Row['status'], { label: string; color: string }> = {
  pending: { label: 'Waiting for the refund', color: 'orange' },
  refunding: { label: 'Refund call unanswered', color: 'red' },
  refunded: { label: 'Refunded', color: 'green' },
};

const fromOrder = (r: OrderReturn): Row => ({
  ...r,
  kind: 'order',
  what: `Order ${r.orderId.slice(0, 8)} · store ${r.storeId}`,
});
const fromPlan = (r: PlanReturn): Row => ({
  ...r,
  kind: 'plan',
  what: `Plan ${r.plan} · account ${r.userId}`,
});
const message = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong.');

/**
 * Money that came in by transfer and did not match (docs/payments.md, docs/billing.md): every order and
 * plan transfer owed back, what became of its refund, and the two actions the rules leave to a person:
 * ask again now for a refund the provider refused, and release one whose refund call died unanswered
 * (after checking at the provider that no refund was made: asking again could refund twice).
 */
export function TransferReturns() {
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
        Transfers that did not match what was owed (short, over, late, twice) are sent back through the
        provider; the sweep asks again each minute while a refund is refused.
      </Text>
      <Group gap="xs" aria-label="Still owed to shoppers">
        <Text size="sm" fw={600}>
          Still owed to shoppers:
        </Text>
        {(orders.data?.owed ?? []).filter((o) => o.amount > 0).length === 0 ? (
          <Text size="sm">nothing</Text>
        ) : (
          orders.data?.owed
            .filter((o) => o.amount > 0)
            .map((o) => (
              <Badge key={o.currency} variant="light">
                {formatMoney(o.amount, o.currency)}
              </Badge>
            ))
        )}
      </Group>
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(oneOf(STATUSES, v) || 'all')}
        aria-label="Refund state"
        data={[
          { value: 'all', label: 'All' },
          { value: 'pending', label: 'Waiting' },
          { value: 'refunding', label: 'Unanswered' },
          { value: 'refunded', label: 'Refunded' },
        ]}
      />
      {act.isError && <Alert color="red">{message(act.error)}</Alert>}
      <ListTable
        label="Transfer returns"
        columns={7}
        loading={orders.isPending || plans.isPending}
        count={orders.data && plans.data ? rows.length : undefined}
        error={orders.error ?? plans.error}
        onRetry={() => {
          void orders.refetch();
          void plans.refetch();
        }}
        empty="No transfer has come in wrong."
        minWidth={880}
        head={
          <>
            <Table.Th>Arrived</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Refund</Table.Th>
            <Table.Th />
          </>
        }
      >
        {rows.map((r) => (
          <Table.Tr key={`${r.kind}-${r.id}`}>
            <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
            <Table.Td>
              <Text size="sm">{r.what}</Text>
              {r.reference && (
                <Text size="xs" c="dimmed">
                  {r.reference}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{r.accountNumber ?? 'Shared account'}</Table.Td>
            <Table.Td>{REASONS[r.reason]}</Table.Td>
            <Table.Td>{formatMoney(r.amount, r.currency)}</Table.Td>
            <Table.Td>
              <Badge color={STATE[r.status].color}>{STATE[r.status].label}</Badge>
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
                  Refund now
                </Button>
              )}
              {r.status === 'refunding' && (
                <Button size="xs" color="red" disabled={!canMove} onClick={() => setReleasing(r)}>
                  Release
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ConfirmDialog
        opened={Boolean(releasing)}
        title="Release this refund?"
        message={
          releasing &&
          `Only if the provider shows no refund of ${formatMoney(releasing.amount, releasing.currency)} for ${releasing.reference ?? 'this payment'}: the sweep then asks for it again, and a refund that was in fact made would be paid twice.`
        }
        confirmLabel="Release"
        loading={act.isPending}
        onConfirm={() => releasing && act.mutate({ row: releasing, action: 'release' })}
        onCancel={() => setReleasing(null)}
      />
    </Stack>
  );
}
