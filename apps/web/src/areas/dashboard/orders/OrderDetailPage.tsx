import { ORDER_STATUS_LABELS, type Order, type VendorOrderAction } from '@kasuwa/contracts';
import {
  Anchor,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBan,
  IconCircleCheck,
  IconMail,
  IconMapPin,
  IconPackage,
  IconPhone,
  IconPlayerPlay,
  IconTruck,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog, PageHeader, QueryError } from '../../../components/list';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../api/http';
import { useOrder, useOrderAction } from '../api/orders';
import { PhoneLinks } from '../components/PhoneLinks';
import { ORDER_COLORS, OrderStatusBadge } from '../components/StatusBadge';
import { dateTime, money } from '../format';
import { OrderDocuments } from '../invoices/OrderDocuments';
import { useCurrentStore } from '../store-context';
import { OffPlatformAction, OffPlatformRecords } from './OffPlatformPayment';
import { timelineActor } from './timeline-actor';

const ACTIONS: Record<VendorOrderAction, { label: string; icon: ReactNode; done: string }> = {
  start_processing: {
    label: 'Start processing',
    icon: <IconPlayerPlay size={16} />,
    done: 'Order is processing',
  },
  ship: { label: 'Mark as shipped', icon: <IconTruck size={16} />, done: 'Order marked as shipped' },
  mark_delivered: {
    label: 'Mark as delivered',
    icon: <IconPackage size={16} />,
    done: 'Order marked as delivered',
  },
  complete: { label: 'Complete order', icon: <IconCircleCheck size={16} />, done: 'Order completed' },
  cancel: { label: 'Cancel order', icon: <IconBan size={16} />, done: 'Order cancelled' },
};

function Actions({ order, storeId }: { order: Order; storeId: number }) {
  const act = useOrderAction(storeId);
  const [note, setNote] = useState('');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const run = (action: VendorOrderAction) =>
    act.mutate(
      { orderId: order.id, action, note, carrier, trackingNumber },
      {
        onSuccess: () => {
          setNote('');
          setCarrier('');
          setTrackingNumber('');
          setConfirmCancel(false);
          notifications.show({
            color: 'green',
            title: ACTIONS[action].done,
            message: `Order #${order.number}`,
          });
        },
        onError: (error) => {
          setConfirmCancel(false);
          notifications.show({ color: 'red', title: 'Not changed', message: errorMessage(error) });
        },
      },
    );
  if (order.allowedActions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {order.status === 'pending_payment'
          ? 'Waiting for the customer to pay.'
          : `No further steps: the order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}.`}
      </Text>
    );
  }
  const forward = order.allowedActions.filter((a) => a !== 'cancel');
  // A pay-on-delivery order that could not be delivered is cancelled: its stock goes back on sale.
  const failed = order.status === 'confirmed';
  const cancelLabel = failed ? 'Delivery failed' : ACTIONS.cancel.label;
  return (
    <Stack gap="sm">
      <Textarea
        label="Note for the history"
        placeholder="Optional, e.g. courier and tracking number"
        autosize
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {order.allowedActions.includes('ship') && (
        <Group gap="xs" grow>
          <TextInput
            label="Carrier (optional)"
            placeholder="GIG Logistics"
            value={carrier}
            onChange={(e) => setCarrier(e.currentTarget.value)}
          />
          <TextInput
            label="Tracking number (optional)"
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.currentTarget.value)}
          />
        </Group>
      )}
      <Group gap="xs">
        <OffPlatformAction order={order} storeId={storeId} />
        {forward.map((action) => (
          <Button
            key={action}
            leftSection={ACTIONS[action].icon}
            loading={act.isPending && act.variables?.action === action}
            onClick={() => run(action)}
          >
            {ACTIONS[action].label}
          </Button>
        ))}
        {order.allowedActions.includes('cancel') && (
          <Button
            variant="light"
            color="red"
            leftSection={ACTIONS.cancel.icon}
            onClick={() => setConfirmCancel(true)}
          >
            {cancelLabel}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        cancelLabel="Keep it"
        opened={confirmCancel}
        title={failed ? `Delivery of order #${order.number} failed?` : `Cancel order #${order.number}?`}
        message="The order is cancelled and its reserved stock goes back on sale. This cannot be undone."
        confirmLabel={cancelLabel}
        loading={act.isPending && act.variables?.action === 'cancel'}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => run('cancel')}
      />
    </Stack>
  );
}

export function OrderDetailPage() {
  const { orderId } = useParams();
  const { storeId } = useCurrentStore();
  const order = useOrder(storeId, orderId);
  const crumbs = [{ label: 'Orders', to: '/dashboard/orders' }];

  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <>
        <PageHeader title="Order" crumbs={crumbs} />
        <QueryError
          error={order.error}
          title={notFound ? 'Order not found' : undefined}
          onRetry={() => order.refetch()}
        />
      </>
    );
  }
  if (!order.data) {
    return (
      <Stack role="status" aria-busy="true" aria-label="Loading order">
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
            Order #{o.number} <OrderStatusBadge status={o.status} />
          </Group>
        }
        description={`Placed ${dateTime(o.createdAt)}`}
        crumbs={crumbs}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Title order={3} fz="md" mb="sm">
                Next step
              </Title>
              <Stack gap="sm">
                <OffPlatformRecords order={o} />
                <Actions order={o} storeId={storeId} />
              </Stack>
            </Card>
            <OrderDocuments storeId={storeId} orderId={o.id} />
            <Card withBorder radius="md" padding={0}>
              <Title order={3} fz="md" p="lg" pb="xs">
                Items
              </Title>
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="sm">
                  <Table.Thead bg="gray.0">
                    <Table.Tr>
                      <Table.Th>Product</Table.Th>
                      <Table.Th ta="right">Price</Table.Th>
                      <Table.Th ta="right">Qty</Table.Th>
                      <Table.Th ta="right">Total</Table.Th>
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
                              item.sku && `SKU ${item.sku}`,
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
                              −{money(item.discount, o.currency)} discount
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
                    Subtotal
                  </Text>
                  <Text size="sm">{money(o.subtotal, o.currency)}</Text>
                </Group>
                {o.discounts
                  .filter((d) => d.amount > 0)
                  .map((d) => (
                    <Group gap="xl" key={`${d.code}-${d.title}`}>
                      <Text size="sm" c="dimmed">
                        Discount {d.code || d.title}
                      </Text>
                      <Text size="sm">−{money(d.amount, o.currency)}</Text>
                    </Group>
                  ))}
                <Group gap="xl">
                  <Text size="sm" c="dimmed">
                    {o.delivery
                      ? `${o.delivery.kind === 'pickup' ? 'Pickup' : 'Delivery'}: ${o.delivery.name}`
                      : 'Shipping'}
                    {o.delivery?.zone ? ` (${o.delivery.zone})` : ''}
                  </Text>
                  <Text size="sm">{money(o.shipping, o.currency)}</Text>
                </Group>
                {(o.carrier || o.trackingNumber) && (
                  <Text size="sm" c="dimmed">
                    Shipped{o.carrier ? ` with ${o.carrier}` : ''}
                    {o.trackingNumber ? ` · tracking ${o.trackingNumber}` : ''}
                  </Text>
                )}
                <Group gap="xl">
                  <Text fw={700}>Total</Text>
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
                Customer
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
                      Customer note
                    </Text>
                    <Text size="sm">{o.note}</Text>
                  </>
                )}
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Title order={3} fz="md" mb="md">
                Timeline
              </Title>
              <Timeline bulletSize={18} lineWidth={2} active={o.events.length - 1}>
                {[...o.events].map((e) => (
                  <Timeline.Item
                    key={`${e.at}-${e.to}`}
                    color={ORDER_COLORS[e.to]}
                    title={
                      <Text size="sm" fw={600}>
                        {ORDER_STATUS_LABELS[e.to]}
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
