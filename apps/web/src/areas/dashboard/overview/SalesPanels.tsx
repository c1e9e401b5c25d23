import type { AnalyticsOverview, VisitSource } from '@kasuwa/contracts';
import { Anchor, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DownloadButton } from '../../../components/DownloadButton';
import { vendorDownload } from '../api/http';
import { storePath } from '../api/keys';
import { PlainTable } from '../components/PlainTable';
import { money } from '../format';

/** "+12%" against the period before; "new" when there was nothing before. */
function Change({ value, previous }: { value: number; previous: number }) {
  if (value === previous) {
    return (
      <Text size="xs" c="dimmed">
        Same as the period before
      </Text>
    );
  }
  if (previous === 0) {
    return (
      <Text size="xs" c="dimmed">
        Nothing in the period before
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
        vs period before
      </Text>
    </Group>
  );
}

function Figure({
  label,
  shown,
  figure,
}: {
  label: string;
  shown: string | undefined;
  figure: { value: number; previous: number } | undefined;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-figure={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
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
      <Figure label="Revenue" shown={data && cash(data.revenue.value)} figure={data?.revenue} />
      <Figure label="Paid orders" shown={data && String(data.orders.value)} figure={data?.orders} />
      <Figure
        label="Average order"
        shown={data && cash(data.averageOrderValue.value)}
        figure={data?.averageOrderValue}
      />
      <Figure label="Visits" shown={data && String(data.visits.value)} figure={data?.visits} />
      <Figure
        label="Conversion"
        shown={data && `${data.conversionRate.value.toLocaleString('en-NG')}%`}
        figure={data?.conversionRate}
      />
    </SimpleGrid>
  );
}

const SOURCE_LABELS: Record<VisitSource, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  google: 'Google',
  direct: 'Direct or typed',
  other: 'Other sites',
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
              {r.value.toLocaleString('en-NG')}
            </Text>
          </Group>
          <Progress value={(r.value / top) * 100} size="sm" mt={4} aria-hidden />
        </div>
      ))}
    </Stack>
  );
}

export function FunnelCard({ data }: { data: AnalyticsOverview | undefined }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="sm">
        From visit to payment
      </Title>
      {data ? (
        <Bars
          rows={[
            { label: 'Visits', value: data.funnel.visits },
            { label: 'Added to cart', value: data.funnel.carts },
            { label: 'Checkouts', value: data.funnel.checkouts },
            { label: 'Paid orders', value: data.funnel.paid },
          ]}
        />
      ) : (
        <Skeleton h={160} />
      )}
    </Card>
  );
}

export function SourcesCard({ data }: { data: AnalyticsOverview | undefined }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="sm">
        Where visitors came from
      </Title>
      {data ? (
        data.visits.value === 0 ? (
          <Text size="sm" c="dimmed">
            No visits in this period yet. Share your store link on WhatsApp or Instagram: visits from the
            Share on WhatsApp button above show here as WhatsApp.
          </Text>
        ) : (
          <Bars
            rows={[...data.sources]
              .sort((a, b) => b.visits - a.visits)
              .map((s) => ({ label: SOURCE_LABELS[s.source], value: s.visits }))}
          />
        )
      ) : (
        <Skeleton h={160} />
      )}
    </Card>
  );
}

export function BestSellersCard({ data }: { data: AnalyticsOverview | undefined }) {
  return (
    <Card withBorder radius="md" padding={0}>
      <Title order={3} fz="md" p="lg" pb="xs">
        Best sellers
      </Title>
      {!data ? (
        <Skeleton h={160} m="lg" mt={0} w="auto" />
      ) : data.bestSellers.length === 0 ? (
        <Text size="sm" c="dimmed" px="lg" pb="lg">
          No paid orders in this period.
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
                  {p.quantity} sold
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
        Financial report (CSV)
      </DownloadButton>
      <DownloadButton download={download('pdf')} disabled={!range} label="Financial report (PDF)">
        PDF
      </DownloadButton>
    </Group>
  );
}
