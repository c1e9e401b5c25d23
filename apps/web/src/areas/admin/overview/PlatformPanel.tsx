import { formatMoney, type PlatformOverview } from '@kasuwa/contracts';
import {
  Alert,
  Card,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { DownloadButton } from '../../../components/DownloadButton';
import { RangePicker, type RangeQuery } from '../../../components/RangePicker';
import { adminDownload } from '../../../lib/admin-session';
import { ApiError } from '../../../lib/api';
import { usePlatformOverview } from '../api';

const SalesChart = lazy(() => import('../../dashboard/overview/SalesChart'));

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={22} fw={800} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function CsvButton({ q, data }: { q: RangeQuery; data: PlatformOverview | undefined }) {
  return (
    <DownloadButton
      disabled={!data}
      download={() => {
        if (!data) return Promise.resolve();
        const params = new URLSearchParams({
          range: 'custom',
          from: data.from,
          to: data.to,
          interval: q.interval,
        });
        return adminDownload(
          `/api/admin/analytics/overview.csv?${params}`,
          `kasuwa-platform-${data.from}-to-${data.to}.csv`,
        );
      }}
    >
      Export (CSV)
    </DownloadButton>
  );
}

/**
 * The platform overview (issue 19) for full-rights administrators: money per currency from the ledger,
 * over time, with stores, disputes and the stores that sold the most.
 */
export function PlatformPanel() {
  const [q, setQ] = useState<RangeQuery>({ range: '30d', interval: 'day' });
  const overview = usePlatformOverview(q);
  const data = overview.data;
  const currencies = data?.currencies.map((c) => c.currency) ?? [];
  const [chosen, setChosen] = useState('NGN');
  const currency = currencies.includes(chosen) ? chosen : (currencies[0] ?? 'NGN');
  const totals = data?.currencies.find((c) => c.currency === currency);
  const cash = (n: number) => formatMoney(n, currency);

  return (
    <Stack gap="md" component="section" aria-labelledby="platform-overview">
      <Title order={2} fz="lg" id="platform-overview">
        Platform
      </Title>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <RangePicker value={q} onChange={setQ} />
        <CsvButton q={q} data={data} />
      </Group>
      {overview.isError && (
        <Alert color="red" variant="light" role="alert" title="The platform figures could not be loaded.">
          {overview.error instanceof ApiError ? overview.error.message : 'Please try again.'}
        </Alert>
      )}
      {currencies.length > 1 && (
        <SegmentedControl
          aria-label="Currency"
          data={currencies}
          value={currency}
          onChange={setChosen}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {data ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
          <Figure
            label="Gross sales (GMV)"
            value={cash(totals?.gmv ?? 0)}
            hint={`${totals?.orders ?? 0} paid ${totals?.orders === 1 ? 'order' : 'orders'}`}
          />
          <Figure
            label="Fee revenue"
            value={cash(totals?.platformFees ?? 0)}
            hint="1.5% of released escrow"
          />
          <Figure label="Plan revenue" value={cash(totals?.subscriptions ?? 0)} />
          <Figure label="Refunds" value={cash(totals?.refunds ?? 0)} />
          <Figure label="Paid out" value={cash(totals?.paidOut ?? 0)} />
          <Figure
            label="Held in escrow"
            value={cash(totals?.escrowHeld ?? 0)}
            hint="at the end of the period"
          />
          <Figure
            label="Stores"
            value={data.stores.total.toLocaleString('en-NG')}
            hint={`${data.stores.new} new, ${data.stores.selling} selling, ${data.stores.active} active`}
          />
          <Figure label="Open disputes" value={data.openDisputes.toLocaleString('en-NG')} />
          <Figure
            label="Monthly recurring revenue"
            value={formatMoney(
              data.subscriptions.mrr.find((m) => m.currency === currency)?.amount ?? 0,
              currency,
            )}
            hint={`${data.subscriptions.paying} paying, ${data.subscriptions.inGrace} in grace`}
          />
          <Figure
            label="Churn"
            value={`${data.subscriptions.churnRate.toLocaleString('en-NG')}%`}
            hint={`${data.subscriptions.churned} paid ${data.subscriptions.churned === 1 ? 'plan' : 'plans'} ended in the period`}
          />
        </SimpleGrid>
      ) : (
        <Skeleton h={180} />
      )}
      <Card withBorder radius="md" padding="lg">
        <Title order={3} fz="md" mb="sm">
          Gross sales and orders
        </Title>
        {data ? (
          <Suspense fallback={<Skeleton h={260} />}>
            <SalesChart
              points={data.series
                .filter((p) => p.currency === currency)
                .map((p) => ({
                  period: p.period,
                  amount: p.gmv,
                  count: p.orders,
                  details: [`Fees: ${formatMoney(p.platformFees, currency)}`],
                }))}
              interval={data.interval}
              currency={currency}
              amountLabel="Gross sales"
              countLabel="Paid orders"
            />
          </Suspense>
        ) : (
          <Skeleton h={260} />
        )}
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} fz="md" mb="sm">
          Top stores
        </Title>
        {data && data.topStores.length === 0 && <Text c="dimmed">No store sold in this period.</Text>}
        {data && data.topStores.length > 0 && (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Store</Table.Th>
                  <Table.Th ta="right">Gross sales</Table.Th>
                  <Table.Th ta="right">Orders</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.topStores.map((s) => (
                  <Table.Tr key={`${s.storeId}-${s.currency}`}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {s.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {s.subdomain}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(s.gmv, s.currency)}
                    </Table.Td>
                    <Table.Td ta="right">{s.orders}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {!data && <Skeleton h={120} />}
      </Card>
    </Stack>
  );
}
