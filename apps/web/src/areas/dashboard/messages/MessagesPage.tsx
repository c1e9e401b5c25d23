import {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageLogEntry,
  type MessageStatus,
} from '@kasuwa/contracts';
import { Badge, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ListTable, oneOf, PageHeader, Pager } from '../../../components/list';
import { type MessageFilters, useMessages } from '../api/messaging';
import { dateTime } from '../format';
import { useCurrentStore } from '../store-context';
import { useT } from './i18n';
import { messageKind } from './message-kind';

const STATUS_COLORS: Record<MessageStatus, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'green',
  read: 'teal',
  failed: 'red',
  logged: 'yellow',
};

const STATUS_KEYS = {
  queued: 'messages.status.queued',
  sent: 'messages.status.sent',
  delivered: 'messages.status.delivered',
  read: 'messages.status.read',
  failed: 'messages.status.failed',
  // No provider configured (development): the text went to the server's log.
  logged: 'messages.status.logged',
} as const satisfies Record<MessageStatus, string>;

/** SMS and WhatsApp are names; only e-mail is said in the reader's language. */
function channelLabel(channel: MessageChannel, t: ReturnType<typeof useT>): string {
  return channel === 'email' ? t('messages.channel.email') : channel === 'sms' ? 'SMS' : 'WhatsApp';
}

const CHANNEL_ICONS: Record<MessageChannel, typeof IconMail> = {
  email: IconMail,
  sms: IconMessage,
  whatsapp: IconBrandWhatsapp,
};

function MessageCard({ message }: { message: MessageLogEntry }) {
  const Icon = CHANNEL_ICONS[message.channel];
  const t = useT();
  return (
    <Card withBorder radius="md" padding="sm" data-message={message.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Icon size={18} aria-label={channelLabel(message.channel, t)} style={{ flexShrink: 0 }} />
          <Text fw={600} size="sm" truncate>
            {message.recipient}
          </Text>
        </Group>
        <Badge color={STATUS_COLORS[message.status]} variant="light" data-status={message.status}>
          {t(STATUS_KEYS[message.status])}
        </Badge>
      </Group>
      {message.subject ? (
        <Text size="sm" mt={4} fw={500}>
          {message.subject}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed" mt={4} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
        {message.preview}
      </Text>
      {message.status === 'failed' && message.error ? (
        <Text size="xs" c="red" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {message.error}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt={6}>
        {dateTime(message.createdAt)} · {messageKind(message.template)}
        {message.channel === 'sms' ? ` · ${t('messages.smsPages', { count: message.costUnits })}` : ''}
        {message.provider && message.provider !== 'smtp' ? ` · ${message.provider}` : ''}
      </Text>
    </Card>
  );
}

/** Every e-mail and SMS sent for the store, so a vendor can see what their customers were told. */
export function MessagesPage() {
  const { storeId } = useCurrentStore();
  const [filters, setFilters] = useState<MessageFilters>({ page: 1, limit: 20, channel: '', status: '' });
  const list = useMessages(storeId, filters);
  const t = useT();
  return (
    <>
      <PageHeader title={t('nav.messages')} description={t('messages.description')} />
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="sm" maw={420}>
          <Select
            label={t('messages.channel')}
            value={filters.channel}
            onChange={(v) =>
              setFilters((f) => ({ ...f, page: 1, channel: oneOf(MESSAGE_CHANNELS, v ?? '') }))
            }
            data={[
              { value: '', label: t('messages.all') },
              ...MESSAGE_CHANNELS.map((c) => ({ value: c, label: channelLabel(c, t) })),
            ]}
          />
          <Select
            label={t('messages.status')}
            value={filters.status}
            onChange={(v) => setFilters((f) => ({ ...f, page: 1, status: oneOf(MESSAGE_STATUSES, v ?? '') }))}
            data={[
              { value: '', label: t('messages.all') },
              ...MESSAGE_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) })),
            ]}
          />
        </SimpleGrid>
        <ListTable
          layout="cards"
          label={t('nav.messages')}
          loading={!list.data}
          count={list.data?.total}
          error={list.isError ? list.error : undefined}
          onRetry={() => list.refetch()}
          emptyPage={
            <EmptyState
              icon={<IconMessage size={32} />}
              title={t('messages.empty')}
              message={t('messages.emptyText')}
            />
          }
          footer={
            list.data && (
              <Pager
                page={filters.page}
                limit={list.data.limit}
                total={list.data.total}
                noun="messages"
                summary={(first, last, total) => t('messages.summary', { first, last, total })}
                onPage={(page) => setFilters((f) => ({ ...f, page }))}
              />
            )
          }
        >
          {list.data?.items.map((m) => (
            <MessageCard key={m.id} message={m} />
          ))}
        </ListTable>
      </Stack>
    </>
  );
}
