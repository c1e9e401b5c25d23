import { APP_GROUPS, type AppGroup, type ConnectedApp, STORE_APPS, type StoreAppId } from '@kasuwa/contracts';
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
import { useT } from './i18n';

type StoreApp = ConnectedApp & { id: StoreAppId };
const isStoreApp = (app: ConnectedApp): app is StoreApp => (STORE_APPS as readonly string[]).includes(app.id);

// Badges that read at 4.5:1: the theme's kasuwa and gold are tuned for the light variant (Mantine's green,
// yellow and gray are not), and a gray outline has the dark gray text on white.
const STATUS = {
  connected: { label: 'apps.status.connected', color: 'kasuwa', variant: 'light' },
  not_connected: { label: 'apps.status.not_connected', color: 'gray.7', variant: 'outline' },
  pending: { label: 'apps.status.pending', color: 'gold', variant: 'light' },
} as const satisfies Record<
  ConnectedApp['status'],
  { label: string; color: string; variant: 'light' | 'outline' }
>;

/** APP_GROUPS' labels (contracts, English) in the catalogues. */
const GROUP_KEYS = {
  social: 'apps.group.social',
  analytics: 'apps.group.analytics',
  feeds: 'apps.group.feeds',
  messaging: 'apps.group.messaging',
  listing: 'apps.group.listing',
  logistics: 'apps.group.logistics',
} as const satisfies Record<AppGroup, string>;

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
  const t = useT();
  return (
    <Card withBorder padding="md" radius="md" aria-label={app.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600}>{app.name}</Text>
          <Badge color={status.color} variant={status.variant} style={{ flexShrink: 0 }}>
            {t(status.label)}
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
            {t('apps.card.id')} <b>{app.settings.publicId}</b> ·{' '}
            {t('apps.card.secretSince', {
              secret: app.settings.secretHint,
              when: dateTime(app.settings.connectedAt),
            })}
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
                  {copied ? t('apps.card.copied') : t('apps.card.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        ))}
        {isStoreApp(app) && (
          <Group gap="xs" mt="auto">
            <Button size="xs" variant={app.settings ? 'default' : 'filled'} onClick={() => onConnect(app)}>
              {app.settings ? t('apps.card.change') : t('apps.card.connect')}
            </Button>
            {app.settings && (
              <Button size="xs" variant="subtle" color="red" onClick={() => onDisconnect(app)}>
                {t('apps.card.disconnect')}
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
  const t = useT();

  return (
    <>
      <PageHeader title={t('nav.apps')} description={t('apps.description')} />
      {apps.isError ? (
        <QueryError error={apps.error} onRetry={() => apps.refetch()} />
      ) : (
        <Stack gap="xl">
          {APP_GROUPS.map((group) => {
            const inGroup = (apps.data ?? []).filter((a) => a.group === group.id);
            if (inGroup.length === 0) return null;
            return (
              <Stack key={group.id} gap="sm" component="section" aria-label={t(GROUP_KEYS[group.id])}>
                <Title order={2} size="h4">
                  {t(GROUP_KEYS[group.id])}
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
        title={connecting ? t('apps.connectTitle', { app: connecting.name }) : ''}
        centered
      >
        {connecting && <ConnectForm storeId={storeId} app={connecting} onDone={() => setConnecting(null)} />}
      </Modal>
      <ConfirmDialog
        cancelLabel={t('apps.keepIt')}
        opened={leaving !== null}
        title={t('apps.disconnectTitle', { app: leaving?.name ?? '' })}
        message={t('apps.disconnectText')}
        confirmLabel={t('apps.card.disconnect')}
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
                title: t('apps.disconnectFailed'),
                message: errorMessage(error),
              }),
          })
        }
      />
    </>
  );
}
