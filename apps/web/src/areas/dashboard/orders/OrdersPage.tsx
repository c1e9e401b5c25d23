import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_MODES } from '@kasuwa/contracts';
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
import {
  ORDER_CHANNEL_KEYS,
  ORDER_STATUS_KEYS,
  OrderStatusBadge,
  PAYMENT_MODE_KEYS,
} from '../components/StatusBadge';
import { useTableMinWidth } from '../components/usePhone';
import { dateTime, money } from '../format';
import { useCurrentStore } from '../store-context';
import { useT } from './i18n';
import { WhatsAppOrderButton } from './WhatsAppOrder';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function OrdersPage() {
  const minWidth = useTableMinWidth(760);
  const { storeId, store } = useCurrentStore();
  const navigate = useNavigate();
  const t = useT();
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
        title={t('nav.orders')}
        description={t('orders.description')}
        actions={<WhatsAppOrderButton storeId={storeId} />}
      />
      <Card withBorder radius="md" padding={0}>
        <Group p="sm" gap="sm" align="flex-end">
          <SearchField
            label={t('orders.search')}
            placeholder={t('orders.searchHint')}
            value={filters.q}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <Select
            aria-label={t('orders.status')}
            placeholder={t('orders.allStatuses')}
            w={180}
            clearable
            data={ORDER_STATUSES.map((s) => ({ value: s, label: t(ORDER_STATUS_KEYS[s]) }))}
            value={status || null}
            onChange={(v) => list.setFilter('status', v ?? '')}
          />
          <Select
            aria-label={t('orders.channel')}
            placeholder={t('orders.allChannels')}
            w={160}
            clearable
            data={ORDER_CHANNELS.map((c) => ({ value: c, label: t(ORDER_CHANNEL_KEYS[c]) }))}
            value={channel || null}
            onChange={(v) => list.setFilter('channel', v ?? '')}
          />
          <Select
            aria-label={t('orders.payment')}
            placeholder={t('orders.allPayments')}
            w={190}
            clearable
            data={PAYMENT_MODES.map((m) => ({ value: m, label: t(PAYMENT_MODE_KEYS[m]) }))}
            value={paymentMode || null}
            onChange={(v) => list.setFilter('payment', v ?? '')}
          />
          <TextInput
            type="date"
            aria-label={t('orders.fromDate')}
            w={160}
            value={filters.from}
            onChange={(e) => list.setFilter('from', e.currentTarget.value)}
            leftSection={<Text size="xs">{t('range.from')}</Text>}
            leftSectionWidth={56}
          />
          <TextInput
            type="date"
            aria-label={t('orders.toDate')}
            w={150}
            value={filters.to}
            onChange={(e) => list.setFilter('to', e.currentTarget.value)}
            leftSection={<Text size="xs">{t('range.to')}</Text>}
            leftSectionWidth={44}
          />
        </Group>
        <ListTable
          label={t('nav.orders')}
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
                title={t('orders.noMatch')}
                message={t('orders.noMatchText')}
                action={
                  <Button variant="default" onClick={() => navigate('/dashboard/orders')}>
                    {t('orders.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<IconReceipt size={30} />}
                title={t('overview.noOrders')}
                message={t('orders.noneText')}
                action={
                  <Button component="a" href={store.url} target="_blank" rel="noopener" variant="light">
                    {t('overview.openStorefront')}
                  </Button>
                }
              />
            )
          }
          head={
            <>
              <Table.Th>{t('orders.col.order')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('orders.col.date')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('orders.col.customer')}</Table.Th>
              <Table.Th>{t('orders.status')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('orders.col.items')}
              </Table.Th>
              <Table.Th ta="right">{t('orders.col.total')}</Table.Th>
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
                summary={(first, last, total) => t('orders.summary', { first, last, total })}
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
                      o.channel !== 'online' ? t(ORDER_CHANNEL_KEYS[o.channel]) : '',
                      o.paymentMode !== 'escrow' ? t(PAYMENT_MODE_KEYS[o.paymentMode]) : '',
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
