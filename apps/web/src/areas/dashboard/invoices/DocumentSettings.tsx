import { Button, Card, Checkbox, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/http';
import { useInvoiceSettings, useSaveInvoiceSettings } from '../api/invoices';

/** The address printed on invoices and receipts, and whether catalogue prices already include VAT. */
export function DocumentSettings({ storeId }: { storeId: number }) {
  const settings = useInvoiceSettings(storeId);
  const save = useSaveInvoiceSettings(storeId);
  const [address, setAddress] = useState('');
  const [inclusive, setInclusive] = useState(false);
  useEffect(() => {
    if (!settings.data) return;
    setAddress(settings.data.address);
    setInclusive(settings.data.pricesIncludeVat);
  }, [settings.data]);
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="xs">
        Invoice and receipt settings
      </Text>
      <Textarea
        label="Business address (printed on invoices and receipts)"
        autosize
        minRows={2}
        maxLength={300}
        value={address}
        onChange={(e) => setAddress(e.currentTarget.value)}
      />
      <Checkbox
        mt="sm"
        label="My prices already include VAT (7.5%)"
        checked={inclusive}
        onChange={(e) => setInclusive(e.currentTarget.checked)}
      />
      <Group justify="flex-end" mt="sm">
        <Button
          variant="light"
          loading={save.isPending}
          disabled={!settings.data}
          onClick={() =>
            save.mutate(
              { address, pricesIncludeVat: inclusive },
              {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    title: 'Saved',
                    message: 'New invoices use these settings.',
                  }),
                onError: (error) =>
                  notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) }),
              },
            )
          }
        >
          Save settings
        </Button>
      </Group>
    </Card>
  );
}
