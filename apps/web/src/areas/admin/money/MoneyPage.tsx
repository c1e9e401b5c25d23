import { type CurrencyCode, SUPPORTED_CURRENCIES } from '@kasuwa/contracts';
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
import { useT } from '../i18n';
import { type AdminTranslate, money } from '../labels';
import { TransferReturns } from './TransferReturns';

type Dispute = Answer<'/api/admin/disputes', 'get'>['items'][number];

const keys = {
  disputes: ['admin', 'money', 'disputes'] as const,
  payouts: ['admin', 'money', 'payouts'] as const,
  fees: ['admin', 'money', 'fees'] as const,
  rates: ['admin', 'money', 'rates'] as const,
};
const date = (iso: string) => formatDateTime(iso);
const message = (t: AdminTranslate, err: unknown) =>
  err instanceof ApiError ? err.message : t('admin.common.somethingWrong');
const PAYOUT_STATUS = {
  processing: 'admin.payouts.processing',
  paid: 'admin.payouts.paid',
  failed: 'admin.payouts.failed',
} as const;

function Disputes() {
  const t = useT();
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
        {t('admin.disputes.intro')}
      </Text>
      <ListTable
        label={t('admin.money.disputes')}
        columns={6}
        loading={list.isPending}
        count={list.data?.items.length}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('admin.disputes.none')}
        minWidth={720}
        head={
          <>
            <Table.Th>{t('admin.disputes.opened')}</Table.Th>
            <Table.Th>{t('admin.col.store')}</Table.Th>
            <Table.Th>{t('admin.disputes.order')}</Table.Th>
            <Table.Th>{t('admin.disputes.reason')}</Table.Th>
            <Table.Th>{t('admin.col.status')}</Table.Th>
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
                {d.status === 'open'
                  ? t('admin.disputes.open')
                  : d.resolution === 'refund'
                    ? t('admin.disputes.refunded')
                    : t('admin.disputes.released')}
              </Badge>
              {d.resolutionNote && <Text size="xs">{d.resolutionNote}</Text>}
            </Table.Td>
            <Table.Td>
              {d.status === 'open' && (
                <Button size="xs" disabled={!canMove} onClick={() => setOpen(d)}>
                  {t('admin.disputes.resolve')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Modal opened={Boolean(open)} onClose={() => setOpen(null)} title={t('admin.disputes.resolveTitle')}>
        <Stack>
          <Text size="sm">{open?.reason}</Text>
          <SegmentedControl
            value={resolution}
            onChange={(v) => setResolution(v === 'refund' ? 'refund' : 'release')}
            data={[
              { value: 'release', label: t('admin.disputes.release') },
              { value: 'refund', label: t('admin.disputes.refund') },
            ]}
          />
          <Textarea
            label={t('admin.disputes.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            minRows={3}
          />
          {resolve.isError && <Alert color="red">{message(t, resolve.error)}</Alert>}
          <Button
            loading={resolve.isPending}
            disabled={note.trim().length < 5}
            onClick={() => resolve.mutate()}
          >
            {t('admin.disputes.confirm')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

function Payouts() {
  const t = useT();
  const list = useQuery({
    queryKey: keys.payouts,
    queryFn: () => admin('get', '/api/admin/payouts'),
  });
  return (
    <ListTable
      label={t('admin.money.payouts')}
      columns={6}
      loading={list.isPending}
      count={list.data?.items.length}
      error={list.error}
      onRetry={() => list.refetch()}
      empty={t('admin.payouts.none')}
      minWidth={720}
      head={
        <>
          <Table.Th>{t('admin.payouts.requested')}</Table.Th>
          <Table.Th>{t('admin.col.store')}</Table.Th>
          <Table.Th>{t('admin.col.amount')}</Table.Th>
          <Table.Th>{t('admin.payouts.to')}</Table.Th>
          <Table.Th>{t('admin.col.status')}</Table.Th>
          <Table.Th>{t('admin.payouts.expected')}</Table.Th>
        </>
      }
    >
      {list.data?.items.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td>{date(p.createdAt)}</Table.Td>
          <Table.Td>{p.storeId}</Table.Td>
          <Table.Td>{money(p.amount, p.currency, { compact: true })}</Table.Td>
          <Table.Td>{p.destination}</Table.Td>
          <Table.Td>
            <Badge color={p.status === 'paid' ? 'green' : p.status === 'failed' ? 'red' : 'blue'}>
              {t(PAYOUT_STATUS[p.status])}
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
  const t = useT();
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
      <Title order={3}>{t('admin.fees.title')}</Title>
      <Group>
        {(fees.data?.items ?? []).map((f) => (
          <Badge key={f.currency} size="xl" variant="light">
            {money(f.amount, f.currency, { compact: true })}
          </Badge>
        ))}
        {fees.data?.items.length === 0 && <Text c="dimmed">{t('admin.fees.none')}</Text>}
      </Group>
      <Title order={3}>{t('admin.rates.title')}</Title>
      <ListTable
        label={t('admin.rates.title')}
        columns={2}
        rows={2}
        loading={rates.isPending}
        count={rates.data?.items.length}
        error={rates.error}
        onRetry={() => rates.refetch()}
        empty={t('admin.rates.none')}
        head={
          <>
            <Table.Th>{t('admin.rates.rate')}</Table.Th>
            <Table.Th>{t('admin.rates.setBy')}</Table.Th>
          </>
        }
      >
        {rates.data?.items.map((r) => (
          <Table.Tr key={`${r.base}${r.quote}`}>
            <Table.Td>
              1 {r.base} = {r.rate} {r.quote}
            </Table.Td>
            <Table.Td>{t('admin.rates.setByValue', { who: r.updatedBy, date: date(r.updatedAt) })}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Group align="flex-end">
        <NativeSelect
          label={t('admin.rates.base')}
          data={[...SUPPORTED_CURRENCIES]}
          value={form.base}
          onChange={(e) =>
            setForm({ ...form, base: oneOf(SUPPORTED_CURRENCIES, e.currentTarget.value) || form.base })
          }
          w={90}
        />
        <NativeSelect
          label={t('admin.rates.quote')}
          data={[...SUPPORTED_CURRENCIES]}
          value={form.quote}
          onChange={(e) =>
            setForm({ ...form, quote: oneOf(SUPPORTED_CURRENCIES, e.currentTarget.value) || form.quote })
          }
          w={90}
        />
        <TextInput
          label={t('admin.rates.rate')}
          value={form.rate}
          onChange={(e) => setForm({ ...form, rate: e.currentTarget.value })}
          w={160}
        />
        <Button disabled={!canMove} loading={save.isPending} onClick={() => save.mutate()}>
          {t('admin.rates.save')}
        </Button>
      </Group>
      {save.isError && <Alert color="red">{message(t, save.error)}</Alert>}
    </Stack>
  );
}

/** Back-office money: disputes, payouts, transfers owed back, platform fee revenue and exchange rates. */
export function MoneyPage() {
  const t = useT();
  return (
    <Stack p="md">
      <Title order={1}>{t('nav.money')}</Title>
      <Tabs defaultValue="disputes">
        <Tabs.List>
          <Tabs.Tab value="disputes">{t('admin.money.disputes')}</Tabs.Tab>
          <Tabs.Tab value="payouts">{t('admin.money.payouts')}</Tabs.Tab>
          <Tabs.Tab value="transfers">{t('admin.money.transfers')}</Tabs.Tab>
          <Tabs.Tab value="fees">{t('admin.money.fees')}</Tabs.Tab>
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
