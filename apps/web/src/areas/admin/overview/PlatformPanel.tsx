import type { PlatformOverview } from '@kasuwa/contracts';
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
import { useT } from '../i18n';
import { count, money } from '../labels';

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
  const t = useT();
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
      {t('admin.platform.export')}
    </DownloadButton>
  );
}

/**
 * The platform overview (issue 19) for full-rights administrators: money per currency from the ledger,
 * over time, with stores, disputes and the stores that sold the most.
 */
export function PlatformPanel() {
  const t = useT();
  const [q, setQ] = useState<RangeQuery>({ range: '30d', interval: 'day' });
  const overview = usePlatformOverview(q);
  const data = overview.data;
  const currencies = data?.currencies.map((c) => c.currency) ?? [];
  const [chosen, setChosen] = useState('NGN');
  const currency = currencies.includes(chosen) ? chosen : (currencies[0] ?? 'NGN');
  const totals = data?.currencies.find((c) => c.currency === currency);
  const cash = (n: number) => money(n, currency);

  return (
    <Stack gap="md" component="section" aria-labelledby="platform-overview">
      <Title order={2} fz="lg" id="platform-overview">
        {t('admin.platform.title')}
      </Title>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <RangePicker value={q} onChange={setQ} />
        <CsvButton q={q} data={data} />
      </Group>
      {overview.isError && (
        <Alert color="red" variant="light" role="alert" title={t('admin.platform.loadFailed')}>
          {overview.error instanceof ApiError ? overview.error.message : t('admin.common.pleaseTryAgain')}
        </Alert>
      )}
      {currencies.length > 1 && (
        <SegmentedControl
          aria-label={t('admin.platform.currency')}
          data={currencies}
          value={currency}
          onChange={setChosen}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {data ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
          <Figure
            label={t('admin.platform.gmv')}
            value={cash(totals?.gmv ?? 0)}
            hint={t('admin.platform.paidOrders', { count: totals?.orders ?? 0 })}
          />
          <Figure
            label={t('admin.platform.fees')}
            value={cash(totals?.platformFees ?? 0)}
            hint={t('admin.platform.feesHint')}
          />
          <Figure label={t('admin.platform.plans')} value={cash(totals?.subscriptions ?? 0)} />
          <Figure label={t('admin.platform.refunds')} value={cash(totals?.refunds ?? 0)} />
          <Figure label={t('admin.platform.paidOut')} value={cash(totals?.paidOut ?? 0)} />
          <Figure
            label={t('admin.platform.escrow')}
            value={cash(totals?.escrowHeld ?? 0)}
            hint={t('admin.platform.escrowHint')}
          />
          <Figure
            label={t('admin.platform.stores')}
            value={count(data.stores.total)}
            hint={t('admin.platform.storesHint', {
              new: data.stores.new,
              selling: data.stores.selling,
              active: data.stores.active,
            })}
          />
          <Figure label={t('admin.platform.disputes')} value={count(data.openDisputes)} />
          <Figure
            label={t('admin.platform.mrr')}
            value={cash(data.subscriptions.mrr.find((m) => m.currency === currency)?.amount ?? 0)}
            hint={t('admin.platform.mrrHint', {
              paying: data.subscriptions.paying,
              grace: data.subscriptions.inGrace,
            })}
          />
          <Figure
            label={t('admin.platform.churn')}
            value={`${count(data.subscriptions.churnRate)}%`}
            hint={t('admin.platform.churnHint', { count: data.subscriptions.churned })}
          />
        </SimpleGrid>
      ) : (
        <Skeleton h={180} />
      )}
      <Card withBorder radius="md" padding="lg">
        <Title order={3} fz="md" mb="sm">
          {t('admin.platform.chart')}
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
                  details: [t('admin.platform.chartFees', { amount: cash(p.platformFees) })],
                }))}
              interval={data.interval}
              currency={currency}
              amountLabel={t('admin.platform.grossSales')}
              countLabel={t('overview.paidOrders')}
            />
          </Suspense>
        ) : (
          <Skeleton h={260} />
        )}
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} fz="md" mb="sm">
          {t('admin.platform.topStores')}
        </Title>
        {data && data.topStores.length === 0 && <Text c="dimmed">{t('admin.platform.noSales')}</Text>}
        {data && data.topStores.length > 0 && (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.col.store')}</Table.Th>
                  <Table.Th ta="right">{t('admin.platform.grossSales')}</Table.Th>
                  <Table.Th ta="right">{t('nav.orders')}</Table.Th>
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
                      {money(s.gmv, s.currency)}
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
