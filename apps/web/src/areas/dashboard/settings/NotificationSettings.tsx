import {
  type NotificationPreferences,
  normalisePhone,
  VENDOR_NOTIFICATIONS,
  type VendorNotification,
} from '@kasuwa/contracts';
import { Button, Card, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/http';
import {
  useMessagingChannels,
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/messaging';
import { useT } from './i18n';

type Channel = 'sms' | 'email' | 'whatsapp';
/** VENDOR_NOTIFICATION_LABELS (contracts, the server's English) in the catalogues. */
const EVENT_KEYS = {
  order_placed: 'settings.event.order_placed',
  order_paid: 'settings.event.order_paid',
  dispute_opened: 'settings.event.dispute_opened',
  payout_paid: 'settings.event.payout_paid',
  payout_failed: 'settings.event.payout_failed',
  low_stock: 'settings.event.low_stock',
  plan_renewal: 'settings.event.plan_renewal',
} as const satisfies Record<VendorNotification, string>;

/**
 * Which events reach the vendor by SMS, e-mail and WhatsApp, the number they go to, and whether the
 * store's customers hear about their orders on WhatsApp. WhatsApp is greyed out, with the reason, while
 * the platform has no WhatsApp number configured.
 */
export function NotificationSettings({ storeId }: { storeId: number }) {
  const current = useNotificationPreferences(storeId);
  const save = useSaveNotificationPreferences(storeId);
  const channels = useMessagingChannels(storeId);
  const t = useT();
  const whatsappAvailable = channels.data?.whatsapp.available === true;
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  useEffect(() => {
    if (current.data) setDraft(current.data);
  }, [current.data]);
  const phoneError =
    draft?.smsPhone.trim() && !normalisePhone(draft.smsPhone) ? t('settings.notify.phoneHint') : null;
  const toggle = (event: (typeof VENDOR_NOTIFICATIONS)[number], channel: Channel, on: boolean) =>
    setDraft((d) => d && { ...d, events: { ...d.events, [event]: { ...d.events[event], [channel]: on } } });
  return (
    <Card withBorder radius="md" padding="lg" mt="lg" data-section="notifications">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('settings.notify.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.notify.text')}
        </Text>
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.notify.event')}</Table.Th>
              <Table.Th ta="center">SMS</Table.Th>
              <Table.Th ta="center" style={{ whiteSpace: 'nowrap' }}>
                {t('settings.notify.email')}
              </Table.Th>
              <Table.Th ta="center">WhatsApp</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {VENDOR_NOTIFICATIONS.map((event) => (
              <Table.Tr key={event}>
                {/* French and Hausa's long words may break, so the channels' columns stay on a phone. */}
                <Table.Td style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
                  <Text size="sm">{t(EVENT_KEYS[event])}</Text>
                  {event === 'plan_renewal' && (
                    <Text size="xs" c="dimmed">
                      {t('settings.notify.renewalHint')}
                    </Text>
                  )}
                </Table.Td>
                {(['sms', 'email', 'whatsapp'] as const).map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Checkbox
                        aria-label={t('settings.notify.by', { event: t(EVENT_KEYS[event]), channel })}
                        checked={draft?.events[event][channel] ?? false}
                        disabled={
                          !draft ||
                          (channel === 'whatsapp' && !whatsappAvailable && !draft.events[event].whatsapp)
                        }
                        onChange={(e) => toggle(event, channel, e.currentTarget.checked)}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {channels.data && !whatsappAvailable && (
          <Text size="xs" c="dimmed" data-testid="whatsapp-unavailable">
            {channels.data.whatsapp.reason}
          </Text>
        )}
        <Checkbox
          label={t('settings.notify.customerWhatsApp')}
          description={t('settings.notify.customerWhatsAppHint')}
          checked={draft?.customerWhatsApp ?? false}
          disabled={!draft || (!whatsappAvailable && !draft.customerWhatsApp)}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setDraft((d) => d && { ...d, customerWhatsApp: on });
          }}
        />
        <TextInput
          label={t('settings.notify.phone')}
          description={t('settings.notify.phoneEmpty')}
          placeholder="0803 123 4567"
          inputMode="tel"
          value={draft?.smsPhone ?? ''}
          disabled={!draft}
          error={phoneError}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDraft((d) => d && { ...d, smsPhone: value });
          }}
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={save.isPending}
            disabled={!draft || Boolean(phoneError)}
            onClick={() =>
              draft &&
              save.mutate(
                {
                  events: draft.events,
                  smsPhone: draft.smsPhone.trim(),
                  customerWhatsApp: draft.customerWhatsApp,
                },
                {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      title: t('settings.savedShort'),
                      message: t('settings.notify.saved'),
                    }),
                  onError: (error) =>
                    notifications.show({
                      color: 'red',
                      title: t('settings.notSaved'),
                      message: errorMessage(error),
                    }),
                },
              )
            }
          >
            {t('settings.notify.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
