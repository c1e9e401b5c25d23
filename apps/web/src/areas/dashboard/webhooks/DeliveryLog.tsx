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
import { useT } from './i18n';

export const DELIVERY_STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'gray',
  retrying: 'yellow',
  succeeded: 'green',
  failed: 'red',
};

export const DELIVERY_STATUS_KEYS = {
  pending: 'webhooks.status.pending',
  retrying: 'webhooks.status.retrying',
  succeeded: 'webhooks.status.succeeded',
  failed: 'webhooks.status.failed',
} as const satisfies Record<WebhookDeliveryStatus, string>;

function StatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const t = useT();
  return (
    <Badge color={DELIVERY_STATUS_COLORS[status]} variant="light" data-status={status}>
      {t(DELIVERY_STATUS_KEYS[status])}
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
  const t = useT();
  if (detail.isError) return <QueryError error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Text size="sm">{t('webhooks.log.loading')}</Text>;
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
        {t('webhooks.log.eventId')} <Code>{d.eventId}</Code>: {t('webhooks.log.sameId')}
      </Text>
      <Title order={4} fz="sm">
        {t('webhooks.log.attempts')}
      </Title>
      {d.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('webhooks.log.notSent')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('webhooks.log.when')}</Table.Th>
                <Table.Th>{t('webhooks.log.answer')}</Table.Th>
                <Table.Th>{t('webhooks.log.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.history.map((a) => (
                <Table.Tr key={a.number}>
                  <Table.Td>
                    {a.number}
                    {a.replay ? ` ${t('webhooks.log.manual')}` : ''}
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
        {t('webhooks.log.body')}
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
  const t = useT();
  const answer =
    delivery.lastStatusCode !== null
      ? t('webhooks.log.answered', { code: delivery.lastStatusCode })
      : (delivery.lastError ?? (delivery.attempts === 0 ? t('webhooks.log.notSent') : ''));
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
        {dateTime(delivery.createdAt)} · {t('webhooks.log.attemptCount', { count: delivery.attempts })}
        {delivery.nextAttemptAt && delivery.status === 'retrying'
          ? ` · ${t('webhooks.log.nextTry', { date: dateTime(delivery.nextAttemptAt) })}`
          : ''}
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="compact-sm" variant="default" onClick={onOpen}>
          {t('webhooks.log.details')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          onClick={onReplay}
          loading={replaying}
        >
          {t('webhooks.log.replay')}
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
  const t = useT();

  function doReplay(deliveryId: string) {
    replay.mutate(
      { endpointId: endpoint.id, deliveryId },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('webhooks.log.replaying') }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('webhooks.log.replayFailed'),
            message: errorMessage(error),
          }),
      },
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {t('webhooks.log.title')}
        </Title>
        <Select
          aria-label={t('webhooks.log.status')}
          w={160}
          value={filters.status}
          onChange={(v) =>
            setFilters((f) => ({ ...f, page: 1, status: oneOf(WEBHOOK_DELIVERY_STATUSES, v ?? '') }))
          }
          data={[
            { value: '', label: t('webhooks.log.allStatuses') },
            ...WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(DELIVERY_STATUS_KEYS[s]) })),
          ]}
        />
      </Group>
      <ListTable
        layout="cards"
        label={t('webhooks.log.deliveries')}
        loading={!list.data}
        count={list.data?.total}
        error={list.isError ? list.error : undefined}
        onRetry={() => list.refetch()}
        emptyPage={
          <EmptyState
            icon={<IconWebhook size={32} />}
            title={t('webhooks.log.empty')}
            message={t('webhooks.log.emptyText')}
          />
        }
        footer={
          list.data && (
            <Pager
              page={filters.page}
              limit={list.data.limit}
              total={list.data.total}
              noun="deliveries"
              summary={(first, last, total) => t('webhooks.log.summary', { first, last, total })}
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
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('webhooks.log.delivery')}
        centered
        size="lg"
      >
        {open !== null && <DeliveryDetail storeId={storeId} endpointId={endpoint.id} deliveryId={open} />}
      </Modal>
    </Stack>
  );
}
