import type { AnalyticsOverview, VisitSource } from '@kasuwa/contracts';
import { Anchor, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DownloadButton } from '../../../components/DownloadButton';
import { type MessageKey, useT } from '../../../i18n/i18n';
import { vendorDownload } from '../api/http';
import { storePath } from '../api/keys';
import { PlainTable } from '../components/PlainTable';
import { money, number } from '../format';

/** "+12%" against the period before; "new" when there was nothing before. */
function Change({ value, previous }: { value: number; previous: number }) {
  const t = useT();
  if (value === previous) {
    return (
      <Text size="xs" c="dimmed">
        {t('overview.sameAsBefore')}
      </Text>
    );
  }
  if (previous === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('overview.nothingBefore')}
      </Text>
    );
  }
  const change = Math.round(((value - previous) / previous) * 100);
  const up = value > previous;
  const Icon = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group gap={2} wrap="nowrap">
      <Icon
        size={14}
        color={up ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-red-8)'}
        aria-hidden
      />
      <Text size="xs" c={up ? 'green.8' : 'red.8'} fw={600}>
        {up ? '+' : ''}
        {change}%
      </Text>
      <Text size="xs" c="dimmed">
        {t('overview.vsBefore')}
      </Text>
    </Group>
  );
}

function Figure({
  name,
  label,
  shown,
  figure,
}: {
  /** The figure's English name, which the journeys find it by whatever the language. */
  name: string;
  label: MessageKey;
  shown: string | undefined;
  figure: { value: number; previous: number } | undefined;
}) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md" data-figure={name}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {t(label)}
      </Text>
      {shown === undefined || !figure ? (
        <Skeleton h={28} w={90} my={6} />
      ) : (
        <>
          <Text
            fz={{ base: 20, sm: 24 }}
            fw={800}
            c="dark"
            lh={1.3}
            mt={4}
            style={{ overflowWrap: 'anywhere' }}
            data-figure-value=""
          >
            {shown}
          </Text>
          <Change {...figure} />
        </>
      )}
    </Card>
  );
}

export function SalesFigures({ data }: { data: AnalyticsOverview | undefined }) {
  const cash = (n: number) => (data ? money(n, data.currency) : '');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" mb="lg">
      <Figure
        name="Revenue"
        label="overview.revenue"
        shown={data && cash(data.revenue.value)}
        figure={data?.revenue}
      />
      <Figure
        name="Paid orders"
        label="overview.paidOrders"
        shown={data && number(data.orders.value)}
        figure={data?.orders}
      />
      <Figure
        name="Average order"
        label="overview.averageOrder"
        shown={data && cash(data.averageOrderValue.value)}
        figure={data?.averageOrderValue}
      />
      <Figure
        name="Visits"
        label="overview.visits"
        shown={data && number(data.visits.value)}
        figure={data?.visits}
      />
      <Figure
        name="Conversion"
        label="overview.conversion"
        shown={data && `${number(data.conversionRate.value)}%`}
        figure={data?.conversionRate}
      />
    </SimpleGrid>
  );
}

// Brand names stay as they are in every language; the other two are words.
const SOURCE_LABELS: Record<VisitSource, { brand: string } | { key: MessageKey }> = {
  whatsapp: { brand: 'WhatsApp' },
  instagram: { brand: 'Instagram' },
  facebook: { brand: 'Facebook' },
  google: { brand: 'Google' },
  direct: { key: 'overview.source.direct' },
  other: { key: 'overview.source.other' },
};

function Bars({ rows }: { rows: { label: string; value: number }[] }) {
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Stack gap={10}>
      {rows.map((r) => (
        <div key={r.label}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{r.label}</Text>
            <Text size="sm" fw={700}>
              {number(r.value)}
            </Text>
          </Group>
          <Progress value={(r.value / top) * 100} size="sm" mt={4} aria-hidden />
        </div>
      ))}
    </Stack>
  );
}

export function FunnelCard({ data }: { data: AnalyticsOverview | undefined }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="sm">
        {t('overview.funnel')}
      </Title>
      {data ? (
        <Bars
          rows={[
            { label: t('overview.visits'), value: data.funnel.visits },
            { label: t('overview.addedToCart'), value: data.funnel.carts },
            { label: t('overview.checkouts'), value: data.funnel.checkouts },
            { label: t('overview.paidOrders'), value: data.funnel.paid },
          ]}
        />
      ) : (
        <Skeleton h={160} />
      )}
    </Card>
  );
}

export function SourcesCard({ data }: { data: AnalyticsOverview | undefined }) {
  const t = useT();
  const label = (source: VisitSource) => {
    const l = SOURCE_LABELS[source];
    return 'key' in l ? t(l.key) : l.brand;
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="sm">
        {t('overview.sources')}
      </Title>
      {data ? (
        data.visits.value === 0 ? (
          <Text size="sm" c="dimmed">
            {t('overview.noVisits')}
          </Text>
        ) : (
          <Bars
            rows={[...data.sources]
              .sort((a, b) => b.visits - a.visits)
              .map((s) => ({ label: label(s.source), value: s.visits }))}
          />
        )
      ) : (
        <Skeleton h={160} />
      )}
    </Card>
  );
}

export function BestSellersCard({ data }: { data: AnalyticsOverview | undefined }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding={0}>
      <Title order={3} fz="md" p="lg" pb="xs">
        {t('overview.bestSellers')}
      </Title>
      {!data ? (
        <Skeleton h={160} m="lg" mt={0} w="auto" />
      ) : data.bestSellers.length === 0 ? (
        <Text size="sm" c="dimmed" px="lg" pb="lg">
          {t('overview.noPaidOrders')}
        </Text>
      ) : (
        <PlainTable verticalSpacing="xs" horizontalSpacing="lg">
          {data.bestSellers.map((p) => (
            <tr key={p.productId ?? p.title}>
              <td>
                {p.productId ? (
                  <Anchor component={Link} to={`/dashboard/products/${p.productId}`} size="sm" fw={600}>
                    {p.title}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600}>
                    {p.title}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('overview.sold', { count: number(p.quantity) })}
                </Text>
              </td>
              <td style={{ textAlign: 'right' }}>
                <Text size="sm" fw={600}>
                  {money(p.revenue, data.currency)}
                </Text>
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
    </Card>
  );
}

/** The ledger's financial report of the period shown, as CSV for the vendor's accountant. */
export function FinancialReportButton({
  storeId,
  subdomain,
  range,
}: {
  storeId: number;
  subdomain: string;
  range: { from: string; to: string } | undefined;
}) {
  const t = useT();
  const download = (format: 'csv' | 'pdf') => () =>
    range
      ? vendorDownload(
          `${storePath(storeId)}/analytics/financial.${format}?from=${range.from}&to=${range.to}`,
          `${subdomain}-financial-${range.from}-to-${range.to}.${format}`,
        )
      : Promise.resolve();
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      <DownloadButton download={download('csv')} disabled={!range}>
        {t('overview.reportCsv')}
      </DownloadButton>
      <DownloadButton download={download('pdf')} disabled={!range} label={t('overview.reportPdf')}>
        PDF
      </DownloadButton>
    </Group>
  );
}
