import '@mantine/charts/styles.css';
import type { AnalyticsOverview } from '@kasuwa/contracts';
import { CompositeChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { money } from '../format';

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/** Period labels in en-NG: "23 Nov" for a day or week, "Nov 2026" for a month. */
function periodLabel(period: string, interval: AnalyticsOverview['interval']): string {
  const date = new Date(`${period}T12:00:00Z`);
  return new Intl.DateTimeFormat('en-NG', {
    timeZone: 'UTC',
    ...(interval === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' }),
  }).format(date);
}

interface Point {
  label: string;
  revenue: number;
  orders: number;
  visits: number;
  kobo: number;
}

/**
 * Revenue as bars (left axis, in major units) and paid orders as a line (right axis). Loaded on its own
 * (React.lazy): the charting library is the heaviest part of the overview and nothing else needs it.
 */
export default function SalesChart({ overview }: { overview: AnalyticsOverview }) {
  const data: Point[] = overview.series.map((p) => ({
    label: periodLabel(p.period, overview.interval),
    revenue: p.revenue / 100,
    orders: p.orders,
    visits: p.visits,
    kobo: p.revenue,
  }));
  return (
    <CompositeChart
      h={260}
      data={data}
      dataKey="label"
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      maxBarWidth={36}
      withRightYAxis
      yAxisProps={{ tickFormatter: (v: number) => compact.format(v), width: 48 }}
      rightYAxisProps={{ allowDecimals: false, width: 32 }}
      withDots={false}
      series={[
        { name: 'revenue', label: `Revenue (${overview.currency})`, color: 'kasuwa.6', type: 'bar' },
        { name: 'orders', label: 'Paid orders', color: 'orange.6', type: 'line', yAxisId: 'right' },
      ]}
      tooltipProps={{
        content: ({ payload, label }) => {
          const point = payload?.[0]?.payload as Point | undefined;
          if (!point) return null;
          return (
            <Paper withBorder shadow="sm" p="xs" radius="md">
              <Text size="sm" fw={700}>
                {label}
              </Text>
              <Text size="sm">Revenue: {money(point.kobo, overview.currency)}</Text>
              <Text size="sm">Paid orders: {point.orders}</Text>
              <Text size="sm">Visits: {point.visits}</Text>
            </Paper>
          );
        },
      }}
    />
  );
}
