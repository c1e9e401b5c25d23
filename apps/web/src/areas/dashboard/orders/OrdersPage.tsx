import {
  ORDER_CHANNEL_LABELS,
  ORDER_CHANNELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
} from '@kasuwa/contracts';
import { Anchor, Box, Button, Card, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  EmptyState,
  ListTable,
  oneOf,
  PageHeader,
  Pager,
  SearchField,
  useListQuery,
} from '../../../components/list';
import { useOrderList } from '../api/orders';
import { PhoneLinks } from '../components/PhoneLinks';
import { OrderStatusBadge } from '../components/StatusBadge';
import { useTableMinWidth } from '../components/usePhone';
import { dateTime, money } from '../format';
import { useCurrentStore } from '../store-context';
import { WhatsAppOrderButton } from './WhatsAppOrder';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function OrdersPage() {
  const minWidth = useTableMinWidth(760);
  const { storeId, store } = useCurrentStore();
  const navigate = useNavigate();
  const list = useListQuery(['q', 'status', 'channel', 'payment', 'from', 'to'] as const, 20);
  const status = oneOf(ORDER_STATUSES, list.filters.status);
  const channel = oneOf(ORDER_CHANNELS, list.filters.channel);
  const paymentMode = oneOf(PAYMENT_MODES, list.filters.payment);
  const filters = {
    page: list.page,
    limit: list.limit,
    q: list.filters.q,
    status,
    channel,
    paymentMode,
    from: ISO_DATE.test(list.filters.from) ? list.filters.from : '',
    to: ISO_DATE.test(list.filters.to) ? list.filters.to : '',
  };
  const orders = useOrderList(storeId, filters);
  const filtered = Boolean(
    filters.q || filters.status || filters.channel || filters.paymentMode || filters.from || filters.to,
  );

  return (
    <>
      <PageHeader
        title="Orders"
        description="Every order placed on your storefront, newest first."
        actions={<WhatsAppOrderButton storeId={storeId} />}
      />
      <Card withBorder radius="md" padding={0}>
        <Group p="sm" gap="sm" align="flex-end">
          <SearchField
            label="Search orders"
            placeholder="Order number, customer name or email"
            value={filters.q}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <Select
            aria-label="Status"
            placeholder="All statuses"
            w={180}
            clearable
            data={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
            value={status || null}
            onChange={(v) => list.setFilter('status', v ?? '')}
          />
          <Select
            aria-label="Channel"
            placeholder="All channels"
            w={160}
            clearable
            data={ORDER_CHANNELS.map((c) => ({ value: c, label: ORDER_CHANNEL_LABELS[c] }))}
            value={channel || null}
            onChange={(v) => list.setFilter('channel', v ?? '')}
          />
          <Select
            aria-label="Payment"
            placeholder="All payments"
            w={190}
            clearable
            data={PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m] }))}
            value={paymentMode || null}
            onChange={(v) => list.setFilter('payment', v ?? '')}
          />
          <TextInput
            type="date"
            aria-label="From date"
            w={160}
            value={filters.from}
            onChange={(e) => list.setFilter('from', e.currentTarget.value)}
            leftSection={<Text size="xs">From</Text>}
            leftSectionWidth={44}
          />
          <TextInput
            type="date"
            aria-label="To date"
            w={150}
            value={filters.to}
            onChange={(e) => list.setFilter('to', e.currentTarget.value)}
            leftSection={<Text size="xs">To</Text>}
            leftSectionWidth={30}
          />
        </Group>
        <ListTable
          label="Orders"
          minWidth={minWidth}
          columns={6}
          loading={!orders.data}
          count={orders.data?.total}
          error={orders.isError ? orders.error : undefined}
          onRetry={() => orders.refetch()}
          emptyPage={
            filtered ? (
              <EmptyState
                icon={<IconReceipt size={30} />}
                title="No orders match"
                message="Try another status, channel, payment, date range or search."
                action={
                  <Button variant="default" onClick={() => navigate('/dashboard/orders')}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<IconReceipt size={30} />}
                title="No orders yet"
                message="When a customer checks out on your storefront, the order appears here."
                action={
                  <Button component="a" href={store.url} target="_blank" rel="noopener" variant="light">
                    Open your storefront
                  </Button>
                }
              />
            )
          }
          head={
            <>
              <Table.Th>Order</Table.Th>
              <Table.Th visibleFrom="sm">Date</Table.Th>
              <Table.Th visibleFrom="sm">Customer</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                Items
              </Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </>
          }
          footer={
            orders.data && (
              <Pager
                padded
                page={filters.page}
                limit={filters.limit}
                total={orders.data.total}
                noun="orders"
                onPage={list.setPage}
                onLimit={list.setLimit}
              />
            )
          }
        >
          {orders.data?.items.map((o) => (
            <Table.Tr
              key={o.id}
              style={{ cursor: 'pointer' }}
              onClick={(e) => {
                if (!(e.target instanceof Element && e.target.closest('a')))
                  navigate(`/dashboard/orders/${o.id}`);
              }}
            >
              <Table.Td>
                <Anchor component={Link} to={`/dashboard/orders/${o.id}`} fw={700}>
                  #{o.number}
                </Anchor>
                {/* On a phone the hidden Date and Customer columns live under the number. */}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {o.customerName} · {dateTime(o.createdAt)}
                </Text>
                <Box hiddenFrom="sm" mt={4}>
                  <PhoneLinks phone={o.phone} name={o.customerName} size="xs" />
                </Box>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{dateTime(o.createdAt)}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" fw={500}>
                  {o.customerName}
                </Text>
                <Text size="xs" c="dimmed">
                  {o.email}
                </Text>
                <PhoneLinks phone={o.phone} name={o.customerName} size="xs" />
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={o.status} />
                {o.paymentMode !== 'escrow' || o.channel !== 'online' ? (
                  <Text size="xs" c="dimmed" mt={2}>
                    {[
                      o.channel !== 'online' ? ORDER_CHANNEL_LABELS[o.channel] : '',
                      o.paymentMode !== 'escrow' ? PAYMENT_MODE_LABELS[o.paymentMode] : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                <Text size="sm">{o.itemCount}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={700}>
                  {money(o.total, o.currency)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Card>
    </>
  );
}
