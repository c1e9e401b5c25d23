import { Button, Card, Checkbox, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/http';
import { useInvoiceSettings, useSaveInvoiceSettings } from '../api/invoices';
import { useT } from './i18n';

/** The address printed on invoices and receipts, and whether catalogue prices already include VAT. */
export function DocumentSettings({ storeId }: { storeId: number }) {
  const settings = useInvoiceSettings(storeId);
  const save = useSaveInvoiceSettings(storeId);
  const t = useT();
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
        {t('invoices.settings.title')}
      </Text>
      <Textarea
        label={t('invoices.settings.address')}
        autosize
        minRows={2}
        maxLength={300}
        value={address}
        onChange={(e) => setAddress(e.currentTarget.value)}
      />
      <Checkbox
        mt="sm"
        label={t('invoices.settings.vatIncluded')}
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
                    title: t('invoices.saved'),
                    message: t('invoices.settings.savedText'),
                  }),
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    title: t('invoices.notSaved'),
                    message: errorMessage(error),
                  }),
              },
            )
          }
        >
          {t('invoices.settings.save')}
        </Button>
      </Group>
    </Card>
  );
}
