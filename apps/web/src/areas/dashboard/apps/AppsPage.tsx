import { APP_GROUPS, type ConnectedApp, STORE_APPS, type StoreAppId } from '@kasuwa/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog, PageHeader, QueryError } from '../../../components/list';
import { useConnectedApps, useDisconnectApp } from '../api/apps';
import { errorMessage } from '../api/http';
import { dateTime } from '../format';
import { useCurrentStore } from '../store-context';
import { ConnectForm } from './ConnectForm';

type StoreApp = ConnectedApp & { id: StoreAppId };
const isStoreApp = (app: ConnectedApp): app is StoreApp => (STORE_APPS as readonly string[]).includes(app.id);

// Badges that read at 4.5:1: the theme's kasuwa and gold are tuned for the light variant (Mantine's green,
// yellow and gray are not), and a gray outline has the dark gray text on white.
const STATUS: Record<ConnectedApp['status'], { label: string; color: string; variant: 'light' | 'outline' }> =
  {
    connected: { label: 'Connected', color: 'kasuwa', variant: 'light' },
    not_connected: { label: 'Not connected', color: 'gray.7', variant: 'outline' },
    pending: { label: 'Pending · coming soon', color: 'gold', variant: 'light' },
  };

function AppCard({
  app,
  onConnect,
  onDisconnect,
}: {
  app: ConnectedApp;
  onConnect: (app: StoreApp) => void;
  onDisconnect: (app: StoreApp) => void;
}) {
  const status = STATUS[app.status];
  return (
    <Card withBorder padding="md" radius="md" aria-label={app.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600}>{app.name}</Text>
          <Badge color={status.color} variant={status.variant} style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {app.sends}
        </Text>
        {app.note && app.status !== 'pending' && (
          <Text size="sm" c="orange.8">
            {app.note}
          </Text>
        )}
        {app.settings && (
          <Text size="sm">
            ID <b>{app.settings.publicId}</b> · secret {app.settings.secretHint} · since{' '}
            {dateTime(app.settings.connectedAt)}
          </Text>
        )}
        {app.links.map((link) => (
          <Group key={link.url} gap="xs" wrap="nowrap">
            <Anchor
              href={link.url}
              target="_blank"
              rel="noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}
            >
              {link.url}
            </Anchor>
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        ))}
        {isStoreApp(app) && (
          <Group gap="xs" mt="auto">
            <Button size="xs" variant={app.settings ? 'default' : 'filled'} onClick={() => onConnect(app)}>
              {app.settings ? 'Change' : 'Connect'}
            </Button>
            {app.settings && (
              <Button size="xs" variant="subtle" color="red" onClick={() => onDisconnect(app)}>
                Disconnect
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Connected apps: every app a store can link, in its groups, with whether it is connected. Meta and GA4
 * connect with the store's own ids; feeds come with every store; WhatsApp and SMS follow the platform's
 * setup; business listing and logistics are not built yet and say so.
 */
export function AppsPage() {
  const { storeId } = useCurrentStore();
  const apps = useConnectedApps(storeId);
  const disconnect = useDisconnectApp(storeId);
  const [connecting, setConnecting] = useState<StoreApp | null>(null);
  const [leaving, setLeaving] = useState<StoreApp | null>(null);

  return (
    <>
      <PageHeader
        title="Apps"
        description="Connect your store to ads, analytics, shopping feeds and messaging. Pixels load on your storefront only after a shopper accepts cookies."
      />
      {apps.isError ? (
        <QueryError error={apps.error} onRetry={() => apps.refetch()} />
      ) : (
        <Stack gap="xl">
          {APP_GROUPS.map((group) => {
            const inGroup = (apps.data ?? []).filter((a) => a.group === group.id);
            if (inGroup.length === 0) return null;
            return (
              <Stack key={group.id} gap="sm" component="section" aria-label={group.label}>
                <Title order={2} size="h4">
                  {group.label}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  {inGroup.map((app) => (
                    <AppCard key={app.id} app={app} onConnect={setConnecting} onDisconnect={setLeaving} />
                  ))}
                </SimpleGrid>
              </Stack>
            );
          })}
        </Stack>
      )}
      <Modal
        opened={connecting !== null}
        onClose={() => setConnecting(null)}
        title={connecting ? `Connect ${connecting.name}` : ''}
        centered
      >
        {connecting && <ConnectForm storeId={storeId} app={connecting} onDone={() => setConnecting(null)} />}
      </Modal>
      <ConfirmDialog
        cancelLabel="Keep it"
        opened={leaving !== null}
        title={`Disconnect ${leaving?.name ?? ''}?`}
        message="Its tag leaves your storefront and no more purchases are sent to it. Its ids are forgotten."
        confirmLabel="Disconnect"
        color="red"
        loading={disconnect.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={() =>
          leaving &&
          disconnect.mutate(leaving.id, {
            onSuccess: () => setLeaving(null),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: 'Could not disconnect',
                message: errorMessage(error),
              }),
          })
        }
      />
    </>
  );
}
