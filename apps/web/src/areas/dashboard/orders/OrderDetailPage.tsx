import {
  Anchor,
  Card,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader, QueryError } from '../../../components/list';
import { ApiError } from '../../../lib/api';
import { useOrder } from '../api/orders';
import { PhoneLinks } from '../components/PhoneLinks';
import { ORDER_COLORS, ORDER_STATUS_KEYS, OrderStatusBadge } from '../components/StatusBadge';
import { dateTime, money } from '../format';
import { OrderDocuments } from '../invoices/OrderDocuments';
import { useCurrentStore } from '../store-context';
import { useT } from './i18n';
import { OffPlatformRecords } from './OffPlatformPayment';
import { OrderActions } from './OrderActions';
import { timelineActor } from './timeline-actor';

export function OrderDetailPage() {
  const { orderId } = useParams();
  const { storeId } = useCurrentStore();
  const order = useOrder(storeId, orderId);
  const t = useT();
  const crumbs = [{ label: t('nav.orders'), to: '/dashboard/orders' }];

  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <>
        <PageHeader title={t('orders.detail.heading')} crumbs={crumbs} />
        <QueryError
          error={order.error}
          title={notFound ? t('orders.detail.notFound') : undefined}
          onRetry={() => order.refetch()}
        />
      </>
    );
  }
  if (!order.data) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('orders.detail.loading')}>
        <Skeleton h={32} w={240} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton h={300} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={300} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }
  const o = order.data;
  const address = [
    o.address.line1,
    o.address.line2,
    o.address.city,
    o.address.state,
    o.address.postalCode,
    o.address.country,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            {t('orders.detail.title', { number: o.number })} <OrderStatusBadge status={o.status} />
          </Group>
        }
        description={t('orders.detail.placed', { date: dateTime(o.createdAt) })}
        crumbs={crumbs}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Title order={3} fz="md" mb="sm">
                {t('orders.detail.nextStep')}
              </Title>
              <Stack gap="sm">
                <OffPlatformRecords order={o} />
                <OrderActions order={o} storeId={storeId} />
              </Stack>
            </Card>
            <OrderDocuments storeId={storeId} orderId={o.id} />
            <Card withBorder radius="md" padding={0}>
              <Title order={3} fz="md" p="lg" pb="xs">
                {t('orders.detail.items')}
              </Title>
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="sm">
                  <Table.Thead bg="gray.0">
                    <Table.Tr>
                      <Table.Th>{t('orders.detail.product')}</Table.Th>
                      <Table.Th ta="right">{t('orders.detail.price')}</Table.Th>
                      <Table.Th ta="right">{t('orders.detail.qty')}</Table.Th>
                      <Table.Th ta="right">{t('orders.col.total')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {o.items.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td>
                          {item.productId ? (
                            <Anchor
                              component={Link}
                              to={`/dashboard/products/${item.productId}`}
                              fw={600}
                              size="sm"
                              c="dark"
                            >
                              {item.title}
                            </Anchor>
                          ) : (
                            <Text fw={600} size="sm">
                              {item.title}
                            </Text>
                          )}
                          <Text size="xs" c="dimmed">
                            {[
                              item.variantTitle !== 'Default' ? item.variantTitle : '',
                              item.sku && t('orders.detail.sku', { sku: item.sku }),
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{money(item.unitPrice, o.currency)}</Table.Td>
                        <Table.Td ta="right">{item.quantity}</Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {money(item.lineTotal - item.discount, o.currency)}
                          {item.discount > 0 && (
                            <Text size="xs" c="dimmed">
                              {t('orders.detail.lineDiscount', { amount: money(item.discount, o.currency) })}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Stack gap={4} p="lg" pt="sm" align="flex-end">
                <Group gap="xl">
                  <Text size="sm" c="dimmed">
                    {t('orders.detail.subtotal')}
                  </Text>
                  <Text size="sm">{money(o.subtotal, o.currency)}</Text>
                </Group>
                {o.discounts
                  .filter((d) => d.amount > 0)
                  .map((d) => (
                    <Group gap="xl" key={`${d.code}-${d.title}`}>
                      <Text size="sm" c="dimmed">
                        {t('orders.detail.discount', { code: d.code || d.title })}
                      </Text>
                      <Text size="sm">−{money(d.amount, o.currency)}</Text>
                    </Group>
                  ))}
                <Group gap="xl">
                  <Text size="sm" c="dimmed">
                    {o.delivery
                      ? t(o.delivery.kind === 'pickup' ? 'orders.detail.pickup' : 'orders.detail.delivery', {
                          name: o.delivery.name,
                        })
                      : t('orders.detail.shipping')}
                    {o.delivery?.zone ? ` (${o.delivery.zone})` : ''}
                  </Text>
                  <Text size="sm">{money(o.shipping, o.currency)}</Text>
                </Group>
                {(o.carrier || o.trackingNumber) && (
                  <Text size="sm" c="dimmed">
                    {o.carrier
                      ? t('orders.detail.shippedWith', { carrier: o.carrier })
                      : t('order.status.shipped')}
                    {o.trackingNumber
                      ? ` · ${t('orders.detail.tracking', { number: o.trackingNumber })}`
                      : ''}
                  </Text>
                )}
                <Group gap="xl">
                  <Text fw={700}>{t('orders.col.total')}</Text>
                  <Text fw={800}>{money(o.total, o.currency)}</Text>
                </Group>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Title order={3} fz="md" mb="sm">
                {t('orders.col.customer')}
              </Title>
              <Stack gap={6}>
                <Text fw={600}>{o.customerName}</Text>
                <Group gap={6} wrap="nowrap">
                  <IconMail size={16} />
                  <Anchor href={`mailto:${o.email}`} size="sm">
                    {o.email}
                  </Anchor>
                </Group>
                <Group gap={6} wrap="nowrap">
                  <IconPhone size={16} />
                  <PhoneLinks phone={o.phone} name={o.customerName} />
                </Group>
                {/* A sale recorded at the stall has no address. */}
                {address && (
                  <>
                    <Divider my={4} />
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} />
                      <Text size="sm">{address}</Text>
                    </Group>
                  </>
                )}
                {o.note && (
                  <>
                    <Divider my={4} />
                    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                      {t('orders.detail.customerNote')}
                    </Text>
                    <Text size="sm">{o.note}</Text>
                  </>
                )}
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Title order={3} fz="md" mb="md">
                {t('orders.detail.timeline')}
              </Title>
              <Timeline bulletSize={18} lineWidth={2} active={o.events.length - 1}>
                {[...o.events].map((e) => (
                  <Timeline.Item
                    key={`${e.at}-${e.to}`}
                    color={ORDER_COLORS[e.to]}
                    title={
                      <Text size="sm" fw={600}>
                        {t(ORDER_STATUS_KEYS[e.to])}
                      </Text>
                    }
                  >
                    {e.note && <Text size="sm">{e.note}</Text>}
                    <Text size="xs" c="dimmed">
                      {dateTime(e.at)} · {timelineActor(e.actor)}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
