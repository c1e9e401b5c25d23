import '@mantine/charts/styles.css';
import type { AnalyticsInterval } from '@kasuwa/contracts';
import { CompositeChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { money } from '../format';

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/** Period labels in en-NG: "23 Nov" for a day or week, "Nov 2026" for a month. */
function periodLabel(period: string, interval: AnalyticsInterval): string {
  const date = new Date(`${period}T12:00:00Z`);
  return new Intl.DateTimeFormat('en-NG', {
    timeZone: 'UTC',
    ...(interval === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' }),
  }).format(date);
}

/** One period: an amount of money (minor units) and a count, plus lines for the tooltip. */
export interface ChartPoint {
  period: string;
  amount: number;
  count: number;
  details?: string[];
}

export interface SalesChartProps {
  points: ChartPoint[];
  interval: AnalyticsInterval;
  currency: string;
  amountLabel: string;
  countLabel: string;
}

interface Row {
  label: string;
  amount: number;
  count: number;
  point: ChartPoint;
}

/**
 * Money as bars (left axis, in major units) and a count as a line (right axis): the vendor's revenue and
 * paid orders, the platform's GMV and orders. Loaded on its own (React.lazy): the charting library is
 * the heaviest part of an overview and nothing else needs it.
 */
export default function SalesChart({ points, interval, currency, amountLabel, countLabel }: SalesChartProps) {
  const data: Row[] = points.map((p) => ({
    label: periodLabel(p.period, interval),
    amount: p.amount / 100,
    count: p.count,
    point: p,
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
        { name: 'amount', label: `${amountLabel} (${currency})`, color: 'kasuwa.6', type: 'bar' },
        { name: 'count', label: countLabel, color: 'orange.6', type: 'line', yAxisId: 'right' },
      ]}
      tooltipProps={{
        content: ({ payload, label }) => {
          const row = payload?.[0]?.payload as Row | undefined;
          if (!row) return null;
          return (
            <Paper withBorder shadow="sm" p="xs" radius="md">
              <Text size="sm" fw={700}>
                {label}
              </Text>
              <Text size="sm">
                {amountLabel}: {money(row.point.amount, currency)}
              </Text>
              <Text size="sm">
                {countLabel}: {row.point.count}
              </Text>
              {row.point.details?.map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))}
            </Paper>
          );
        },
      }}
    />
  );
}
