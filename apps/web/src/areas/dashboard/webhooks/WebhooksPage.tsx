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
import { DELIVERY_STATUS_COLORS, DELIVERY_STATUS_LABELS, DeliveryLog } from './DeliveryLog';
import { EndpointForm } from './EndpointForm';

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
  return (
    <Modal opened={shown !== null} onClose={onClose} title="Signing secret" centered>
      {shown && (
        <Stack gap="sm">
          <Text size="sm">
            Use this secret to check the <Code>{WEBHOOK_HEADERS.signature}</Code> header of deliveries to{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {shown.url}
            </Text>
            .
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code data-secret style={{ overflowWrap: 'anywhere', flex: 1 }}>
              {shown.secret}
            </Code>
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <ActionIcon variant="light" onClick={copy} aria-label={copied ? 'Copied' : 'Copy secret'}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow" variant="light">
            Copy it now: for your safety it is not shown again. If you lose it, rotate the secret.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
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
            {endpoint.enabled ? 'On' : 'Off'}
          </Badge>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label="Endpoint actions">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onEdit}>Edit</Menu.Item>
              <Menu.Item onClick={onToggle}>{endpoint.enabled ? 'Turn off' : 'Turn on'}</Menu.Item>
              <Menu.Item onClick={onRotate}>Rotate secret</Menu.Item>
              <Menu.Item color="red" onClick={onDelete}>
                Delete
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
        Secret {endpoint.secretHint}
        {endpoint.lastDelivery ? (
          <>
            {' · last delivery '}
            <Text span c={DELIVERY_STATUS_COLORS[endpoint.lastDelivery.status]} size="xs" fw={600}>
              {DELIVERY_STATUS_LABELS[endpoint.lastDelivery.status]}
            </Text>{' '}
            {dateTime(endpoint.lastDelivery.at)}
          </>
        ) : (
          ' · no deliveries yet'
        )}
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="compact-sm" variant={selected ? 'filled' : 'default'} onClick={onSelect}>
          Delivery log
        </Button>
        <Button size="compact-sm" variant="light" onClick={onTest} loading={testing}>
          Send test event
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
        title="Webhooks"
        description="Send your store's events to your own systems (an ERP, a spreadsheet robot, an app) as they happen."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            Add endpoint
          </Button>
        }
      />
      <Stack gap="lg">
        <ListTable
          layout="cards"
          label="Endpoints"
          loading={!endpoints.data}
          count={endpoints.data?.length}
          error={endpoints.isError ? endpoints.error : undefined}
          onRetry={() => endpoints.refetch()}
          emptyPage={
            <EmptyState
              icon={<IconWebhook size={32} />}
              title="No endpoints yet"
              message="Add a URL and choose events such as order.paid: each one is sent signed, retried if your server is down, and logged here."
              action={<Button onClick={() => setEditing(null)}>Add endpoint</Button>}
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
                save.mutate({ id: e.id, body: { enabled: !e.enabled } }, { onError: fail('Could not save') })
              }
              onTest={() => {
                setSelectedId(e.id);
                test.mutate(e.id, {
                  onSuccess: () => notifications.show({ color: 'green', message: 'Test event on its way.' }),
                  onError: fail('Could not send the test event'),
                });
              }}
              testing={test.isPending && test.variables === e.id}
            />
          ))}
        </ListTable>
        {selected && <DeliveryLog key={selected.id} storeId={storeId} endpoint={selected} />}
        <Accordion variant="contained">
          <Accordion.Item value="verify">
            <Accordion.Control>How to verify a delivery</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text size="sm">
                  Each delivery is a POST with a JSON body and the headers <Code>{WEBHOOK_HEADERS.id}</Code>,{' '}
                  <Code>{WEBHOOK_HEADERS.type}</Code>, <Code>{WEBHOOK_HEADERS.timestamp}</Code> and{' '}
                  <Code>{WEBHOOK_HEADERS.signature}</Code>. The signature is the hex HMAC-SHA256 of the
                  timestamp, a dot and the raw body, keyed with the endpoint's secret. Answer with any 2xx
                  within 10 seconds; anything else is retried up to 8 times over about a day.
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
        title={editing ? 'Edit endpoint' : 'Add endpoint'}
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
        cancelLabel="Keep it"
        opened={rotating !== undefined}
        title="Rotate the signing secret?"
        message="A new secret is made and shown once. The old one keeps signing beside it for 24 hours, so you can update your server without missing events."
        confirmLabel="Rotate secret"
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
            onError: fail('Could not rotate the secret'),
          })
        }
      />
      <DeleteConfirm
        cancelLabel="Keep it"
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title="Delete this endpoint?"
        message="It stops receiving events at once, and its delivery log is deleted with it."
        confirmLabel="Delete endpoint"
      />
    </>
  );
}
