import {
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
} from '@kasuwa/contracts';
import { Badge, Button, Card, Code, Group, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ListTable, oneOf, Pager, QueryError } from '../../../components/list';
import { errorMessage } from '../api/http';
import {
  type DeliveryFilters,
  useReplayWebhookDelivery,
  useWebhookDeliveries,
  useWebhookDelivery,
} from '../api/webhooks';
import { dateTime } from '../format';

export const DELIVERY_STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'gray',
  retrying: 'yellow',
  succeeded: 'green',
  failed: 'red',
};

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Sending',
  retrying: 'Will retry',
  succeeded: 'Delivered',
  failed: 'Failed',
};

function StatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Badge color={DELIVERY_STATUS_COLORS[status]} variant="light" data-status={status}>
      {DELIVERY_STATUS_LABELS[status]}
    </Badge>
  );
}

/** One delivery: what was sent (the body) and every attempt with the receiver's answer. */
function DeliveryDetail({
  storeId,
  endpointId,
  deliveryId,
}: {
  storeId: number;
  endpointId: string;
  deliveryId: string;
}) {
  const detail = useWebhookDelivery(storeId, endpointId, deliveryId);
  if (detail.isError) return <QueryError error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Text size="sm">Loading…</Text>;
  const d = detail.data;
  let body = d.payload;
  try {
    body = JSON.stringify(JSON.parse(d.payload), null, 2);
  } catch {
    // shown as sent
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        Event id <Code>{d.eventId}</Code>: the same on every retry and replay.
      </Text>
      <Title order={4} fz="sm">
        Attempts
      </Title>
      {d.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not sent yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Answer</Table.Th>
                <Table.Th>Time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.history.map((a) => (
                <Table.Tr key={a.number}>
                  <Table.Td>
                    {a.number}
                    {a.replay ? ' (manual)' : ''}
                  </Table.Td>
                  <Table.Td>{dateTime(a.at)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {a.statusCode ?? a.error}
                    {a.responseBody ? ` · ${a.responseBody.slice(0, 120)}` : ''}
                  </Table.Td>
                  <Table.Td>{a.durationMs} ms</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={4} fz="sm">
        Body
      </Title>
      <Code
        block
        style={{ maxHeight: 300, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {body}
      </Code>
    </Stack>
  );
}

function DeliveryRow({
  delivery,
  onOpen,
  onReplay,
  replaying,
}: {
  delivery: WebhookDelivery;
  onOpen: () => void;
  onReplay: () => void;
  replaying: boolean;
}) {
  const answer =
    delivery.lastStatusCode !== null
      ? `Answered ${delivery.lastStatusCode}`
      : (delivery.lastError ?? (delivery.attempts === 0 ? 'Not sent yet' : ''));
  return (
    <Card withBorder radius="md" padding="sm" data-delivery={delivery.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" ff="monospace" truncate>
          {delivery.eventType}
        </Text>
        <StatusBadge status={delivery.status} />
      </Group>
      <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {answer}
        {delivery.lastStatusCode !== null && delivery.lastResponseBody
          ? ` · ${delivery.lastResponseBody.slice(0, 80)}`
          : ''}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {dateTime(delivery.createdAt)} · {delivery.attempts} attempt{delivery.attempts === 1 ? '' : 's'}
        {delivery.nextAttemptAt && delivery.status === 'retrying'
          ? ` · next try ${dateTime(delivery.nextAttemptAt)}`
          : ''}
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="compact-sm" variant="default" onClick={onOpen}>
          Details
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          onClick={onReplay}
          loading={replaying}
        >
          Replay
        </Button>
      </Group>
    </Card>
  );
}

/** The delivery log of one endpoint, newest first, with replay. */
export function DeliveryLog({ storeId, endpoint }: { storeId: number; endpoint: WebhookEndpoint }) {
  const [filters, setFilters] = useState<DeliveryFilters>({ page: 1, limit: 20, status: '' });
  const [open, setOpen] = useState<string | null>(null);
  const list = useWebhookDeliveries(storeId, endpoint.id, filters);
  const replay = useReplayWebhookDelivery(storeId);

  function doReplay(deliveryId: string) {
    replay.mutate(
      { endpointId: endpoint.id, deliveryId },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: 'Sending again with the same event id.' }),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'Could not replay', message: errorMessage(error) }),
      },
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          Delivery log
        </Title>
        <Select
          aria-label="Delivery status"
          w={160}
          value={filters.status}
          onChange={(v) =>
            setFilters((f) => ({ ...f, page: 1, status: oneOf(WEBHOOK_DELIVERY_STATUSES, v ?? '') }))
          }
          data={[
            { value: '', label: 'All statuses' },
            ...WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: DELIVERY_STATUS_LABELS[s] })),
          ]}
        />
      </Group>
      <ListTable
        layout="cards"
        label="Deliveries"
        loading={!list.data}
        count={list.data?.total}
        error={list.isError ? list.error : undefined}
        onRetry={() => list.refetch()}
        emptyPage={
          <EmptyState
            icon={<IconWebhook size={32} />}
            title="No deliveries yet"
            message="Events you subscribed to appear here as they happen. Send a test event to try the endpoint."
          />
        }
        footer={
          list.data && (
            <Pager
              page={filters.page}
              limit={list.data.limit}
              total={list.data.total}
              noun="deliveries"
              onPage={(page) => setFilters((f) => ({ ...f, page }))}
            />
          )
        }
      >
        {(list.data?.items ?? []).map((d) => (
          <DeliveryRow
            key={d.id}
            delivery={d}
            onOpen={() => setOpen(d.id)}
            onReplay={() => doReplay(d.id)}
            replaying={replay.isPending && replay.variables?.deliveryId === d.id}
          />
        ))}
      </ListTable>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="Delivery" centered size="lg">
        {open !== null && <DeliveryDetail storeId={storeId} endpointId={endpoint.id} deliveryId={open} />}
      </Modal>
    </Stack>
  );
}
