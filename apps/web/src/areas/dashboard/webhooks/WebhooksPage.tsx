import { WEBHOOK_HEADERS, type WebhookEndpoint, type WebhookEndpointWithSecret } from '@kasuwa/contracts';
import {
  Accordion,
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconDots, IconPlus, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog, DeleteConfirm, EmptyState, ListTable, PageHeader } from '../../../components/list';
import { errorMessage } from '../api/http';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSaveWebhookEndpoint,
  useSendWebhookTest,
  useWebhookEndpoints,
} from '../api/webhooks';
import { dateTime } from '../format';
import { useCurrentStore } from '../store-context';
import { DELIVERY_STATUS_COLORS, DELIVERY_STATUS_KEYS, DeliveryLog } from './DeliveryLog';
import { EndpointForm } from './EndpointForm';
import { useT } from './i18n';

const VERIFY_SNIPPET = `// Node.js: verify before you trust the body
const crypto = require('node:crypto');
const ts = req.headers['${WEBHOOK_HEADERS.timestamp.toLowerCase()}'];
const expected = crypto.createHmac('sha256', process.env.KASUWA_WEBHOOK_SECRET)
  .update(ts + '.' + rawBody).digest('hex');
const given = req.headers['${WEBHOOK_HEADERS.signature.toLowerCase()}']
  .split(',').map((p) => p.replace('v1=', ''));
const fresh = Math.abs(Date.now() / 1000 - Number(ts)) < 300;
if (!fresh || !given.some((g) => g.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(g), Buffer.from(expected)))) return res.status(400).end();
// ${WEBHOOK_HEADERS.id} is the same on retries and replays: ignore ids you have handled.`;

/** The whole secret, shown right after it was made; it is not shown again. */
function SecretModal({ shown, onClose }: { shown: WebhookEndpointWithSecret | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={shown !== null} onClose={onClose} title={t('webhooks.secret.title')} centered>
      {shown && (
        <Stack gap="sm">
          <Text size="sm">{t('webhooks.secret.use', { header: WEBHOOK_HEADERS.signature })}</Text>
          <Text size="sm" fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {shown.url}
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code data-secret style={{ overflowWrap: 'anywhere', flex: 1 }}>
              {shown.secret}
            </Code>
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <ActionIcon
                  variant="light"
                  onClick={copy}
                  aria-label={t(copied ? 'webhooks.secret.copied' : 'webhooks.secret.copy')}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow" variant="light">
            {t('webhooks.secret.once')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('webhooks.secret.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function EndpointCard({
  endpoint,
  selected,
  onSelect,
  onEdit,
  onDelete,
  onRotate,
  onTest,
  onToggle,
  testing,
}: {
  endpoint: WebhookEndpoint;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onRotate: () => void;
  onTest: () => void;
  onToggle: () => void;
  testing: boolean;
}) {
  const t = useT();
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-endpoint={endpoint.id}
      style={selected ? { borderColor: 'var(--mantine-color-kasuwa-6)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
          {endpoint.description && (
            <Text size="sm" c="dimmed">
              {endpoint.description}
            </Text>
          )}
        </Stack>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge color={endpoint.enabled ? 'green' : 'gray'} variant="light">
            {t(endpoint.enabled ? 'webhooks.on' : 'webhooks.off')}
          </Badge>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('webhooks.actions')}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onEdit}>{t('webhooks.edit')}</Menu.Item>
              <Menu.Item onClick={onToggle}>
                {t(endpoint.enabled ? 'webhooks.turnOff' : 'webhooks.turnOn')}
              </Menu.Item>
              <Menu.Item onClick={onRotate}>{t('webhooks.rotate')}</Menu.Item>
              <Menu.Item color="red" onClick={onDelete}>
                {t('webhooks.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Group gap={6} mt="xs">
        {endpoint.events.map((e) => (
          <Badge key={e} variant="outline" color="gray" tt="none" fw={500}>
            {e}
          </Badge>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t('webhooks.secretHint', { hint: endpoint.secretHint })}
        {endpoint.lastDelivery ? (
          <>
            {` · ${t('webhooks.lastDelivery')} `}
            <Text span c={DELIVERY_STATUS_COLORS[endpoint.lastDelivery.status]} size="xs" fw={600}>
              {t(DELIVERY_STATUS_KEYS[endpoint.lastDelivery.status])}
            </Text>{' '}
            {dateTime(endpoint.lastDelivery.at)}
          </>
        ) : (
          ` · ${t('webhooks.noDeliveries')}`
        )}
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="compact-sm" variant={selected ? 'filled' : 'default'} onClick={onSelect}>
          {t('webhooks.log.title')}
        </Button>
        <Button size="compact-sm" variant="light" onClick={onTest} loading={testing}>
          {t('webhooks.sendTest')}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * Outbound webhooks: the store's endpoints (add, edit, turn off, delete, rotate the secret, send a test
 * event) and, for the chosen one, its delivery log with replay.
 */
export function WebhooksPage() {
  const { storeId } = useCurrentStore();
  const t = useT();
  const endpoints = useWebhookEndpoints(storeId);
  const save = useSaveWebhookEndpoint(storeId);
  const remove = useDeleteWebhookEndpoint(storeId);
  const rotate = useRotateWebhookSecret(storeId);
  const test = useSendWebhookTest(storeId);
  const [editing, setEditing] = useState<WebhookEndpoint | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<WebhookEndpoint | undefined>();
  const [rotating, setRotating] = useState<WebhookEndpoint | undefined>();
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = endpoints.data ?? [];
  const selected = list.find((e) => e.id === selectedId) ?? list[0] ?? null;

  const fail = (title: string) => (error: Error) =>
    notifications.show({ color: 'red', title, message: errorMessage(error) });

  return (
    <>
      <PageHeader
        title={t('nav.webhooks')}
        description={t('webhooks.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t('webhooks.add')}
          </Button>
        }
      />
      <Stack gap="lg">
        <ListTable
          layout="cards"
          label={t('webhooks.endpoints')}
          loading={!endpoints.data}
          count={endpoints.data?.length}
          error={endpoints.isError ? endpoints.error : undefined}
          onRetry={() => endpoints.refetch()}
          emptyPage={
            <EmptyState
              icon={<IconWebhook size={32} />}
              title={t('webhooks.empty')}
              message={t('webhooks.emptyText')}
              action={<Button onClick={() => setEditing(null)}>{t('webhooks.add')}</Button>}
            />
          }
        >
          {list.map((e) => (
            <EndpointCard
              key={e.id}
              endpoint={e}
              selected={selected?.id === e.id}
              onSelect={() => setSelectedId(e.id)}
              onEdit={() => setEditing(e)}
              onDelete={() => setDeleting(e)}
              onRotate={() => setRotating(e)}
              onToggle={() =>
                save.mutate(
                  { id: e.id, body: { enabled: !e.enabled } },
                  { onError: fail(t('webhooks.saveFailed')) },
                )
              }
              onTest={() => {
                setSelectedId(e.id);
                test.mutate(e.id, {
                  onSuccess: () => notifications.show({ color: 'green', message: t('webhooks.testSent') }),
                  onError: fail(t('webhooks.testFailed')),
                });
              }}
              testing={test.isPending && test.variables === e.id}
            />
          ))}
        </ListTable>
        {selected && <DeliveryLog key={selected.id} storeId={storeId} endpoint={selected} />}
        <Accordion variant="contained">
          <Accordion.Item value="verify">
            <Accordion.Control>{t('webhooks.verify.title')}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text size="sm">
                  {t('webhooks.verify.text', {
                    id: WEBHOOK_HEADERS.id,
                    type: WEBHOOK_HEADERS.type,
                    timestamp: WEBHOOK_HEADERS.timestamp,
                    signature: WEBHOOK_HEADERS.signature,
                  })}
                </Text>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {VERIFY_SNIPPET}
                </Code>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t(editing ? 'webhooks.editTitle' : 'webhooks.add')}
        centered
        size="lg"
      >
        {editing !== undefined && (
          <EndpointForm
            storeId={storeId}
            endpoint={editing}
            onDone={() => setEditing(undefined)}
            onCreated={(created) => {
              setSelectedId(created.id);
              setSecret(created);
            }}
          />
        )}
      </Modal>
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        cancelLabel={t('webhooks.keep')}
        opened={rotating !== undefined}
        title={t('webhooks.rotateTitle')}
        message={t('webhooks.rotateText')}
        confirmLabel={t('webhooks.rotate')}
        color="orange"
        loading={rotate.isPending}
        onCancel={() => setRotating(undefined)}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: (made) => {
              setRotating(undefined);
              setSecret(made);
            },
            onError: fail(t('webhooks.rotateFailed')),
          })
        }
      />
      <DeleteConfirm
        cancelLabel={t('webhooks.keep')}
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t('webhooks.deleteTitle')}
        message={t('webhooks.deleteText')}
        confirmLabel={t('webhooks.deleteConfirm')}
      />
    </>
  );
}
