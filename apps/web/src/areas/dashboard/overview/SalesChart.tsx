import type { AnalyticsInterval } from '@kasuwa/contracts';
import { Box, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { getLocale, translate } from '../../../i18n/i18n';
import { money } from '../format';

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/** Period labels in the app's language: "23 Nov" for a day or week, "Nov 2026" for a month. */
export function periodLabel(period: string, interval: AnalyticsInterval): string {
  const date = new Date(`${period}T12:00:00Z`);
  return new Intl.DateTimeFormat([getLocale(), 'en-NG'], {
    timeZone: 'UTC',
    ...(interval === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' }),
  }).format(date);
}

/** A round top for an axis of four steps above `max` (1, 2 or 5 times a power of ten per step). */
export function niceTop(max: number, integer = false): number {
  if (max <= 0) return integer ? 4 : 1;
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return (integer ? Math.max(1, Math.ceil(step)) : step) * 4;
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

const HEIGHT = 240;
const PAD = { top: 10, right: 34, bottom: 26, left: 48 };
const BAR_COLOR = 'var(--mantine-color-kasuwa-6)';
const LINE_COLOR = 'var(--mantine-color-orange-6)';
const INK = 'var(--mantine-color-dimmed)';

/**
 * Money as bars (left axis, in major units) and a count as a line (right axis): the vendor's revenue and
 * paid orders, the platform's GMV and orders. Drawn as a plain SVG: a charting library weighed more than
 * the rest of the overview together on a phone's first load. Hovering or tapping a period, or moving
 * along them with the arrow keys, shows its figures.
 */
export default function SalesChart({ points, interval, currency, amountLabel, countLabel }: SalesChartProps) {
  const { ref, width } = useElementSize();
  const [active, setActive] = useState<number>();
  // Drawn at the card's width (1 px to 1 unit); before the first measure, at 600 scaled to fit.
  const w = width > 0 ? Math.max(width, 240) : 600;
  const innerW = w - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const amountTop = niceTop(Math.max(0, ...points.map((p) => p.amount / 100)), true);
  const countTop = niceTop(Math.max(0, ...points.map((p) => p.count)), true);
  const n = Math.max(points.length, 1);
  const band = innerW / n;
  const barW = Math.max(2, Math.min(36, band * 0.6));
  const center = (i: number) => PAD.left + band * (i + 0.5);
  const yAmount = (v: number) => PAD.top + innerH - (v / amountTop) * innerH;
  const yCount = (v: number) => PAD.top + innerH - (v / countTop) * innerH;
  // Every k-th period is labelled so that labels (about 48 px) do not run into each other.
  const labelEvery = Math.max(1, Math.ceil(48 / band));
  const ticks = [0, 1, 2, 3, 4];
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${center(i)},${yCount(p.count)}`).join('');
  const shown = active === undefined ? undefined : points[active];
  const total = points.reduce((sum, p) => sum + p.amount, 0);
  const count = points.reduce((sum, p) => sum + p.count, 0);

  return (
    <Box pos="relative">
      <Box ref={ref} h={HEIGHT}>
        {
          <svg
            width="100%"
            height={HEIGHT}
            viewBox={`0 0 ${w} ${HEIGHT}`}
            role="img"
            aria-label={translate('overview.chartLabel', {
              amount: amountLabel,
              count: countLabel,
              interval,
              total: money(total, currency),
              orders: count,
            })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable to move between periods with the arrow keys
            tabIndex={0}
            style={{ display: 'block', outlineOffset: 2 }}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              event.preventDefault();
              const step = event.key === 'ArrowRight' ? 1 : -1;
              setActive((i) => Math.min(points.length - 1, Math.max(0, (i ?? (step > 0 ? -1 : n)) + step)));
            }}
            onBlur={() => setActive(undefined)}
            onMouseLeave={() => setActive(undefined)}
          >
            {ticks.map((t) => {
              const y = PAD.top + innerH - (t / 4) * innerH;
              return (
                <g key={t} fontSize={11} fill={INK}>
                  <line x1={PAD.left} x2={w - PAD.right} y1={y} y2={y} stroke="var(--mantine-color-gray-3)" />
                  <text x={PAD.left - 6} y={y + 4} textAnchor="end">
                    {compact.format((amountTop * t) / 4)}
                  </text>
                  <text x={w - PAD.right + 6} y={y + 4}>
                    {compact.format((countTop * t) / 4)}
                  </text>
                </g>
              );
            })}
            {points.map((p, i) => {
              const y = yAmount(p.amount / 100);
              return (
                <g key={p.period}>
                  {i === active && (
                    <rect
                      x={center(i) - band / 2}
                      y={PAD.top}
                      width={band}
                      height={innerH}
                      fill="var(--mantine-color-gray-1)"
                    />
                  )}
                  <rect
                    x={center(i) - barW / 2}
                    y={y}
                    width={barW}
                    height={PAD.top + innerH - y}
                    fill={BAR_COLOR}
                    rx={2}
                  />
                  {i % labelEvery === 0 && (
                    <text x={center(i)} y={HEIGHT - 8} fontSize={11} fill={INK} textAnchor="middle">
                      {periodLabel(p.period, interval)}
                    </text>
                  )}
                </g>
              );
            })}
            <path d={line} fill="none" stroke={LINE_COLOR} strokeWidth={2} strokeLinejoin="round" />
            {points.map((p, i) => (
              // biome-ignore lint/a11y/noStaticElementInteractions: pointer targets; the keyboard moves through the svg's arrow keys.
              <rect
                key={p.period}
                x={center(i) - band / 2}
                y={PAD.top}
                width={band}
                height={innerH}
                fill="transparent"
                onMouseEnter={() => setActive(i)}
                onClick={() => setActive(i)}
              />
            ))}
          </svg>
        }
      </Box>
      {shown && active !== undefined && (
        <Paper
          withBorder
          shadow="sm"
          p="xs"
          radius="md"
          pos="absolute"
          top={0}
          style={{
            pointerEvents: 'none',
            ...(center(active) > w / 2 ? { right: w - center(active) + 8 } : { left: center(active) + 8 }),
          }}
          role="status"
        >
          <Text size="sm" fw={700}>
            {periodLabel(shown.period, interval)}
          </Text>
          <Text size="sm">
            {amountLabel}: {money(shown.amount, currency)}
          </Text>
          <Text size="sm">
            {countLabel}: {shown.count}
          </Text>
          {shown.details?.map((detail) => (
            <Text size="sm" key={detail}>
              {detail}
            </Text>
          ))}
        </Paper>
      )}
      <Group gap="lg" justify="center" mt={4}>
        <Group gap={6}>
          <Box w={12} h={12} style={{ background: BAR_COLOR, borderRadius: 2 }} />
          <Text size="sm">{amountLabel}</Text>
        </Group>
        <Group gap={6}>
          <Box w={14} h={2} style={{ background: LINE_COLOR }} />
          <Text size="sm">{countLabel}</Text>
        </Group>
      </Group>
    </Box>
  );
}
