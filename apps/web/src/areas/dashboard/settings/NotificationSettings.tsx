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
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/messaging';

/** Which events reach the vendor by SMS and by e-mail, and the number the SMS go to. */
export function NotificationSettings({ storeId }: { storeId: number }) {
  const current = useNotificationPreferences(storeId);
  const save = useSaveNotificationPreferences(storeId);
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  useEffect(() => {
    if (current.data) setDraft(current.data);
  }, [current.data]);
  const phoneError = draft?.smsPhone.trim() && !normalisePhone(draft.smsPhone) ? PHONE_HINT : null;
  const toggle = (event: (typeof VENDOR_NOTIFICATIONS)[number], channel: 'sms' | 'email', on: boolean) =>
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
              <Table.Th ta="center">E-mail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {VENDOR_NOTIFICATIONS.map((event) => (
              <Table.Tr key={event}>
                <Table.Td>
                  <Text size="sm">{VENDOR_NOTIFICATION_LABELS[event]}</Text>
                </Table.Td>
                {(['sms', 'email'] as const).map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Checkbox
                        aria-label={`${VENDOR_NOTIFICATION_LABELS[event]} by ${channel === 'sms' ? 'SMS' : 'e-mail'}`}
                        checked={draft?.events[event][channel] ?? false}
                        disabled={!draft}
                        onChange={(e) => toggle(event, channel, e.currentTarget.checked)}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <TextInput
          label="Send my SMS to"
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
                { events: draft.events, smsPhone: draft.smsPhone.trim() },
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
