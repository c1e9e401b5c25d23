import type { AnalyticsOverview } from '@kasuwa/contracts';
import { Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/i18n';
import { ORDER_CHANNEL_KEYS, PAYMENT_MODE_KEYS } from '../components/StatusBadge';
import { money } from '../format';

function Rows({
  rows,
  currency,
}: {
  rows: { label: string; orders: number; revenue: number }[];
  currency: string;
}) {
  const t = useT();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('overview.noPaidOrders')}
      </Text>
    );
  }
  const top = Math.max(1, ...rows.map((r) => r.revenue));
  return (
    <Stack gap={10}>
      {rows.map((r) => (
        <div key={r.label}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">
              {r.label}{' '}
              <Text span size="xs" c="dimmed">
                {t('overview.orderCount', { count: r.orders })}
              </Text>
            </Text>
            <Text size="sm" fw={700}>
              {money(r.revenue, currency)}
            </Text>
          </Group>
          <Progress value={(r.revenue / top) * 100} size="sm" mt={4} aria-hidden />
        </div>
      ))}
    </Stack>
  );
}

/**
 * The period's sales by where they happened and by how they were paid. Sales paid outside Kasuwa or on
 * delivery count here, though no money of theirs passed through Kasuwa.
 */
export function SalesBreakdownCard({ data }: { data: AnalyticsOverview | undefined }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" mb="lg" data-sales-breakdown="">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div>
          <Title order={3} fz="md" mb="sm">
            {t('overview.byChannel')}
          </Title>
          {data ? (
            <Rows
              currency={data.currency}
              rows={data.salesByChannel.map((r) => ({ ...r, label: t(ORDER_CHANNEL_KEYS[r.channel]) }))}
            />
          ) : (
            <Skeleton h={120} />
          )}
        </div>
        <div>
          <Title order={3} fz="md" mb="sm">
            {t('overview.byPayment')}
          </Title>
          {data ? (
            <Rows
              currency={data.currency}
              rows={data.salesByPayment.map((r) => ({ ...r, label: t(PAYMENT_MODE_KEYS[r.paymentMode]) }))}
            />
          ) : (
            <Skeleton h={120} />
          )}
        </div>
      </SimpleGrid>
    </Card>
  );
}
