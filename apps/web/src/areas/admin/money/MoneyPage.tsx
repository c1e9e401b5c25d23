import { type CurrencyCode, formatMoney, SUPPORTED_CURRENCIES } from '@kasuwa/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Answer, admin } from '../../../api';
import { ListTable, oneOf } from '../../../components/list';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/datetime';
import { useCan } from '../api';
import { TransferReturns } from './TransferReturns';

type Dispute = Answer<'/api/admin/disputes', 'get'>['items'][number];

const keys = {
  disputes: ['admin', 'money', 'disputes'] as const,
  payouts: ['admin', 'money', 'payouts'] as const,
  fees: ['admin', 'money', 'fees'] as const,
  rates: ['admin', 'money', 'rates'] as const,
};
const date = (iso: string) => formatDateTime(iso);
const message = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong.');

function Disputes() {
  const canMove = useCan('all');
  const client = useQueryClient();
  const list = useQuery({
    queryKey: keys.disputes,
    queryFn: () => admin('get', '/api/admin/disputes'),
  });
  const [open, setOpen] = useState<Dispute | null>(null);
  const [resolution, setResolution] = useState<'release' | 'refund'>('release');
  const [note, setNote] = useState('');
  const resolve = useMutation({
    mutationFn: () =>
      admin('post', '/api/admin/disputes/{id}/resolve', {
        path: { id: open?.id ?? '' },
        body: { resolution, note },
      }),
    onSuccess: () => {
      setOpen(null);
      setNote('');
      void client.invalidateQueries({ queryKey: ['admin', 'money'] });
    },
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Escrow mediation: the money of a disputed order stays frozen until an administrator releases it to the
        vendor or refunds the customer, with a note.
      </Text>
      <ListTable
        label="Disputes"
        columns={6}
        loading={list.isPending}
        count={list.data?.items.length}
        error={list.error}
        onRetry={() => list.refetch()}
        empty="No disputes: no customer has reported a problem."
        minWidth={720}
        head={
          <>
            <Table.Th>Opened</Table.Th>
            <Table.Th>Store</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </>
        }
      >
        {list.data?.items.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td>{date(d.createdAt)}</Table.Td>
            <Table.Td>{d.storeId}</Table.Td>
            <Table.Td>{d.orderId.slice(0, 8)}</Table.Td>
            <Table.Td>{d.reason}</Table.Td>
            <Table.Td>
              <Badge color={d.status === 'open' ? 'orange' : 'gray'}>
                {d.status === 'open' ? 'Open' : `Resolved: ${d.resolution}`}
              </Badge>
              {d.resolutionNote && <Text size="xs">{d.resolutionNote}</Text>}
            </Table.Td>
            <Table.Td>
              {d.status === 'open' && (
                <Button size="xs" disabled={!canMove} onClick={() => setOpen(d)}>
                  Resolve
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Modal opened={Boolean(open)} onClose={() => setOpen(null)} title="Resolve dispute">
        <Stack>
          <Text size="sm">{open?.reason}</Text>
          <SegmentedControl
            value={resolution}
            onChange={(v) => setResolution(v === 'refund' ? 'refund' : 'release')}
            data={[
              { value: 'release', label: 'Release to vendor' },
              { value: 'refund', label: 'Refund customer' },
            ]}
          />
          <Textarea label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} minRows={3} />
          {resolve.isError && <Alert color="red">{message(resolve.error)}</Alert>}
          <Button
            loading={resolve.isPending}
            disabled={note.trim().length < 5}
            onClick={() => resolve.mutate()}
          >
            Confirm decision
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

function Payouts() {
  const list = useQuery({
    queryKey: keys.payouts,
    queryFn: () => admin('get', '/api/admin/payouts'),
  });
  return (
    <ListTable
      label="Payouts"
      columns={6}
      loading={list.isPending}
      count={list.data?.items.length}
      error={list.error}
      onRetry={() => list.refetch()}
      empty="No payouts requested yet."
      minWidth={720}
      head={
        <>
          <Table.Th>Requested</Table.Th>
          <Table.Th>Store</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>To</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Expected by</Table.Th>
        </>
      }
    >
      {list.data?.items.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td>{date(p.createdAt)}</Table.Td>
          <Table.Td>{p.storeId}</Table.Td>
          <Table.Td>{formatMoney(p.amount, p.currency, { compact: true })}</Table.Td>
          <Table.Td>{p.destination}</Table.Td>
          <Table.Td>
            <Badge color={p.status === 'paid' ? 'green' : p.status === 'failed' ? 'red' : 'blue'}>
              {p.status}
            </Badge>
            {p.failureReason && <Text size="xs">{p.failureReason}</Text>}
          </Table.Td>
          <Table.Td>{date(p.expectedBy)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function FeesAndRates() {
  const canMove = useCan('all');
  const client = useQueryClient();
  const fees = useQuery({
    queryKey: keys.fees,
    queryFn: () => admin('get', '/api/admin/fee-revenue'),
  });
  const rates = useQuery({
    queryKey: keys.rates,
    queryFn: () => admin('get', '/api/admin/exchange-rates'),
  });
  const [form, setForm] = useState<{ base: CurrencyCode; quote: CurrencyCode; rate: string }>({
    base: 'USD',
    quote: 'NGN',
    rate: '',
  });
  const save = useMutation({
    mutationFn: () => admin('put', '/api/admin/exchange-rates', { body: form }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.rates }),
  });
  return (
    <Stack>
      <Title order={3}>Platform fee revenue (1.5% of each released sale)</Title>
      <Group>
        {(fees.data?.items ?? []).map((f) => (
          <Badge key={f.currency} size="xl" variant="light">
            {formatMoney(f.amount, f.currency, { compact: true })}
          </Badge>
        ))}
        {fees.data?.items.length === 0 && <Text c="dimmed">No fees yet.</Text>}
      </Group>
      <Title order={3}>Exchange rates</Title>
      <ListTable
        label="Exchange rates"
        columns={2}
        rows={2}
        loading={rates.isPending}
        count={rates.data?.items.length}
        error={rates.error}
        onRetry={() => rates.refetch()}
        empty="No exchange rates yet: set one below."
        head={
          <>
            <Table.Th>Rate</Table.Th>
            <Table.Th>Set by</Table.Th>
          </>
        }
      >
        {rates.data?.items.map((r) => (
          <Table.Tr key={`${r.base}${r.quote}`}>
            <Table.Td>
              1 {r.base} = {r.rate} {r.quote}
            </Table.Td>
            <Table.Td>
              {r.updatedBy}, {date(r.updatedAt)}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Group align="flex-end">
        <NativeSelect
          label="Base"
          data={[...SUPPORTED_CURRENCIES]}
          value={form.base}
          onChange={(e) =>
            setForm({ ...form, base: oneOf(SUPPORTED_CURRENCIES, e.currentTarget.value) || form.base })
          }
          w={90}
        />
        <NativeSelect
          label="Quote"
          data={[...SUPPORTED_CURRENCIES]}
          value={form.quote}
          onChange={(e) =>
            setForm({ ...form, quote: oneOf(SUPPORTED_CURRENCIES, e.currentTarget.value) || form.quote })
          }
          w={90}
        />
        <TextInput
          label="Rate"
          value={form.rate}
          onChange={(e) => setForm({ ...form, rate: e.currentTarget.value })}
          w={160}
        />
        <Button disabled={!canMove} loading={save.isPending} onClick={() => save.mutate()}>
          Save rate
        </Button>
      </Group>
      {save.isError && <Alert color="red">{message(save.error)}</Alert>}
    </Stack>
  );
}

/** Back-office money: disputes, payouts, transfers owed back, platform fee revenue and exchange rates. */
export function MoneyPage() {
  return (
    <Stack p="md">
      <Title order={1}>Money</Title>
      <Tabs defaultValue="disputes">
        <Tabs.List>
          <Tabs.Tab value="disputes">Disputes</Tabs.Tab>
          <Tabs.Tab value="payouts">Payouts</Tabs.Tab>
          <Tabs.Tab value="transfers">Transfer returns</Tabs.Tab>
          <Tabs.Tab value="fees">Fees and rates</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="disputes" pt="md">
          <Disputes />
        </Tabs.Panel>
        <Tabs.Panel value="payouts" pt="md">
          <Payouts />
        </Tabs.Panel>
        <Tabs.Panel value="transfers" pt="md">
          <TransferReturns />
        </Tabs.Panel>
        <Tabs.Panel value="fees" pt="md">
          <FeesAndRates />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
