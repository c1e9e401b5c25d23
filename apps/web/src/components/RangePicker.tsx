import type { AnalyticsInterval, AnalyticsRange } from '@kasuwa/contracts';
import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';

/** A period of an overview: a preset or a custom range of days, and the chart's step. */
export interface RangeQuery {
  range: AnalyticsRange;
  interval: AnalyticsInterval;
  from?: string;
  to?: string;
}

/** Whether a query can be asked: a custom range needs both days, in order. */
export function isCompleteRange(query: RangeQuery): boolean {
  return query.range !== 'custom' || Boolean(query.from && query.to && query.from <= query.to);
}

const RANGES = [
  { label: 'Today', value: 'today' },
  { label: '7 days', value: '7d' },
  { label: '30 days', value: '30d' },
  { label: 'Custom', value: 'custom' },
] as const;

const INTERVALS = [
  { label: 'Day', value: 'day' },
  { label: 'Week', value: 'week' },
  { label: 'Month', value: 'month' },
] as const;

/** Today, 7 or 30 days or a custom range, and the chart by day, week or month. */
export function RangePicker({ value, onChange }: { value: RangeQuery; onChange: (q: RangeQuery) => void }) {
  const badRange = value.range === 'custom' && value.from && value.to && value.from > value.to;
  return (
    <Stack gap="xs" mb="md">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Period"
          data={RANGES.map((r) => ({ ...r }))}
          value={value.range}
          onChange={(range) =>
            onChange({
              ...value,
              range: range as RangeQuery['range'],
              interval: range === 'today' ? 'day' : value.interval,
            })
          }
        />
        {value.range !== 'today' && (
          <SegmentedControl
            aria-label="Chart by"
            size="xs"
            data={INTERVALS.map((i) => ({ ...i }))}
            value={value.interval}
            onChange={(interval) => onChange({ ...value, interval: interval as RangeQuery['interval'] })}
          />
        )}
      </Group>
      {value.range === 'custom' && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label="From"
            value={value.from ?? ''}
            onChange={(e) => onChange({ ...value, from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="To"
            value={value.to ?? ''}
            onChange={(e) => onChange({ ...value, to: e.currentTarget.value || undefined })}
            error={badRange ? 'Choose a day on or after the first one.' : undefined}
          />
        </Group>
      )}
    </Stack>
  );
}
