import {
  type NotificationPreferences,
  normalisePhone,
  PHONE_HINT,
  VENDOR_NOTIFICATION_LABELS,
  VENDOR_NOTIFICATIONS,
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

type Channel = 'sms' | 'email' | 'whatsapp';
const CHANNEL_NAMES: Record<Channel, string> = { sms: 'SMS', email: 'e-mail', whatsapp: 'WhatsApp' };

/**
 * Which events reach the vendor by SMS, e-mail and WhatsApp, the number they go to, and whether the
 * store's customers hear about their orders on WhatsApp. WhatsApp is greyed out, with the reason, while
 * the platform has no WhatsApp number configured.
 */
export function NotificationSettings({ storeId }: { storeId: number }) {
  const current = useNotificationPreferences(storeId);
  const save = useSaveNotificationPreferences(storeId);
  const channels = useMessagingChannels(storeId);
  const whatsappAvailable = channels.data?.whatsapp.available === true;
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  useEffect(() => {
    if (current.data) setDraft(current.data);
  }, [current.data]);
  const phoneError = draft?.smsPhone.trim() && !normalisePhone(draft.smsPhone) ? PHONE_HINT : null;
  const toggle = (event: (typeof VENDOR_NOTIFICATIONS)[number], channel: Channel, on: boolean) =>
    setDraft((d) => d && { ...d, events: { ...d.events, [event]: { ...d.events[event], [channel]: on } } });
  return (
    <Card withBorder radius="md" padding="lg" mt="lg" data-section="notifications">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Notifications
        </Title>
        <Text size="sm" c="dimmed">
          What we tell you about, and how. Customers always get their order messages.
        </Text>
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th ta="center">SMS</Table.Th>
              <Table.Th ta="center" style={{ whiteSpace: 'nowrap' }}>
                E-mail
              </Table.Th>
              <Table.Th ta="center">WhatsApp</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {VENDOR_NOTIFICATIONS.map((event) => (
              <Table.Tr key={event}>
                <Table.Td>
                  <Text size="sm">{VENDOR_NOTIFICATION_LABELS[event]}</Text>
                  {event === 'plan_renewal' && (
                    <Text size="xs" c="dimmed">
                      Payment refused, grace period, moved to Free
                    </Text>
                  )}
                </Table.Td>
                {(['sms', 'email', 'whatsapp'] as const).map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Checkbox
                        aria-label={`${VENDOR_NOTIFICATION_LABELS[event]} by ${CHANNEL_NAMES[channel]}`}
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
          label="Tell my customers about their orders on WhatsApp"
          description="Order received (with the tracking link), shipped and delivered go by WhatsApp to the customer's phone instead of SMS; e-mail still goes to those who gave one."
          checked={draft?.customerWhatsApp ?? false}
          disabled={!draft || (!whatsappAvailable && !draft.customerWhatsApp)}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setDraft((d) => d && { ...d, customerWhatsApp: on });
          }}
        />
        <TextInput
          label="Send my SMS and WhatsApp messages to"
          description="Leave empty to use the store's phone number."
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
                      title: 'Saved',
                      message: 'Notification settings saved.',
                    }),
                  onError: (error) =>
                    notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) }),
                },
              )
            }
          >
            Save notifications
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
