import type { AnalyticsInterval, AnalyticsRange } from '@kasuwa/contracts';
import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { type MessageKey, useT } from '../i18n/i18n';

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
  { label: 'range.today', value: 'today' },
  { label: 'range.7d', value: '7d' },
  { label: 'range.30d', value: '30d' },
  { label: 'range.custom', value: 'custom' },
] as const satisfies readonly { label: MessageKey; value: string }[];

const INTERVALS = [
  { label: 'range.day', value: 'day' },
  { label: 'range.week', value: 'week' },
  { label: 'range.month', value: 'month' },
] as const satisfies readonly { label: MessageKey; value: string }[];

/** Today, 7 or 30 days or a custom range, and the chart by day, week or month. */
export function RangePicker({ value, onChange }: { value: RangeQuery; onChange: (q: RangeQuery) => void }) {
  const t = useT();
  const badRange = value.range === 'custom' && value.from && value.to && value.from > value.to;
  return (
    <Stack gap="xs" mb="md">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('range.period')}
          data={RANGES.map((r) => ({ value: r.value, label: t(r.label) }))}
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
            aria-label={t('range.chartBy')}
            size="xs"
            data={INTERVALS.map((i) => ({ value: i.value, label: t(i.label) }))}
            value={value.interval}
            onChange={(interval) => onChange({ ...value, interval: interval as RangeQuery['interval'] })}
          />
        )}
      </Group>
      {value.range === 'custom' && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('range.from')}
            value={value.from ?? ''}
            onChange={(e) => onChange({ ...value, from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={t('range.to')}
            value={value.to ?? ''}
            onChange={(e) => onChange({ ...value, to: e.currentTarget.value || undefined })}
            error={badRange ? t('range.badRange') : undefined}
          />
        </Group>
      )}
    </Stack>
  );
}
