import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useOrderDocuments } from '../api/invoices';
import { dateTime, money } from '../format';
import { useT } from './i18n';

/** An order's receipts and credit notes on the vendor's order page, A4 and 80 mm PDFs. */
export function OrderDocuments({ storeId, orderId }: { storeId: number; orderId: string }) {
  const docs = useOrderDocuments(storeId, orderId);
  const t = useT();
  if (!docs.data || docs.data.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-order-documents="">
      <Title order={3} fz="md" mb="sm">
        {t('invoices.documents.title')}
      </Title>
      <Stack gap="xs">
        {docs.data.map((d) => (
          <Group key={d.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {t(d.kind === 'receipt' ? 'invoices.documents.receipt' : 'invoices.documents.creditNote', {
                  number: d.number,
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {dateTime(d.issuedAt)} · {money(d.total, d.currency)}
              </Text>
            </Stack>
            <Group gap="sm">
              <Anchor href={d.downloadUrl} target="_blank" size="sm">
                PDF (A4)
              </Anchor>
              <Anchor href={`${d.downloadUrl}?format=thermal`} target="_blank" size="sm">
                80 mm
              </Anchor>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
