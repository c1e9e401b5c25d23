import {
  type AnalyticsOverview,
  type analyticsQuerySchema,
  minorDigits,
  ORDER_STATUSES,
  type OrderStatus,
  type PlatformOverview,
  VISIT_SOURCES,
  type VisitSource,
} from '@kasuwa/contracts';
import { storeDay } from '@kasuwa/storefront';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DbContext } from '../../platform/context';
import { type Db, dayBounds, readAll } from '../../platform/db';
import type { StoreScope } from '../../platform/tenant';
import { recurringRevenue } from '../billing';
import { productCounts } from '../catalog';
import { listInventory } from '../inventory';
import { type FinancialReport, financialReport, platformMoney } from '../ledger';
import {
  dailyFigures,
  type Interval,
  latestOrders,
  paidOrderMoney,
  REPORT_TIME_ZONE,
  salesBreakdown,
} from '../orders';
import { countOpenDisputes } from '../payments';
import { countStores, countStoresCreated, storeCurrency, storeNames } from '../stores';
import * as q from './analytics.queries';
import { addDays } from './analytics.rollups';
import { VisitCounter } from './analytics.visits';

export { isVisitor, type Visit, type VisitKind, visitSource } from './analytics.visits';

const counters = new WeakMap<Db, VisitCounter>();

/**
 * The one visit counter of a database in this process: the storefront counts into it and the overview
 * writes it out before reading, so a vendor sees the visits this process has just served.
 */
export function visitCounterFor(db: Db, log?: FastifyBaseLogger): VisitCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new VisitCounter(db, log);
    counters.set(db, counter);
  }
  return counter;
}

export async function closeVisitCounter(db: Db): Promise<void> {
  const counter = counters.get(db);
  counters.delete(db);
  await counter?.close();
}

type Query = z.output<typeof analyticsQuerySchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

export function rangeOf(query: Query, now = new Date()): { from: string; to: string } {
  const today = storeDay(now);
  switch (query.range) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'custom':
      // The schema has made sure both are there and in order.
      return { from: query.from ?? today, to: query.to ?? today };
  }
}

/** The first day of every day, week (Monday) or month the range touches, oldest first. */
export function periodsOf(from: string, to: string, interval: Interval): string[] {
  let start = from;
  if (interval === 'week') {
    const weekday = (new Date(`${from}T12:00:00Z`).getUTCDay() + 6) % 7;
    start = addDays(from, -weekday);
  } else if (interval === 'month') {
    start = `${from.slice(0, 7)}-01`;
  }
  const periods: string[] = [];
  for (let p = start; p <= to; ) {
    periods.push(p);
    if (interval === 'day') p = addDays(p, 1);
    else if (interval === 'week') p = addDays(p, 7);
    else {
      const d = new Date(`${p}T12:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + 1);
      p = d.toISOString().slice(0, 10);
    }
  }
  return periods;
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** The first day of the day, week (from Monday) or month a day falls in. */
export function periodOf(day: string, interval: Interval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  return addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
}

/**
 * The vendor's overview (issue 19) in one answer: the period's figures against the period of the same
 * length just before, the chart's series, the funnel, sources, best sellers and the store's counts.
 * Sales come from the daily rollups, except today and the days a change has made stale since the last
 * rollup, which are computed live from the orders with the same code: the answer is what the orders say
 * now, and its cost does not grow with the store's history.
 */
export async function vendorOverview(
  ctx: StoreScope,
  query: Query,
  now = new Date(),
): Promise<AnalyticsOverview> {
  const { from, to } = rangeOf(query, now);
  const length = daysBetween(from, to) + 1;
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  await visitCounterFor(ctx.db as Db).flush();
  // Read before the rollups: a rollup written after this read comes with its marks already gone.
  const [stale, currency] = await readAll(ctx.db, [() => q.staleDays(ctx), () => storeCurrency(ctx)]);
  const live = [...new Set([storeDay(now), ...stale])];
  const [fresh, sales, products, statusRows, views, sources, sourcesBefore, counts, low, latest, breakdown] =
    await readAll(ctx.db, [
      () => dailyFigures(ctx, live, currency),
      () => q.salesRollup(ctx, previous.from, to, live),
      () => q.productsRollup(ctx, from, to, live),
      () => q.statusesRollup(ctx, live),
      () => q.viewsByPeriod(ctx, from, to, query.interval),
      () => q.viewsBySource(ctx, from, to),
      () => q.viewsBySource(ctx, previous.from, previous.to),
      () => productCounts(ctx),
      () => listInventory(ctx, { lowOnly: true, page: 1, limit: 1 }),
      () => latestOrders(ctx, 6),
      () => salesBreakdown(ctx, { from, to }, currency),
    ]);

  // Per day of both periods: orders placed, paid, revenue (store currency), rollups and live together.
  const days = new Map<string, { placed: number; orders: number; revenue: number }>();
  const dayOf = (day: string) => {
    let entry = days.get(day);
    if (!entry) {
      entry = { placed: 0, orders: 0, revenue: 0 };
      days.set(day, entry);
    }
    return entry;
  };
  for (const r of sales) {
    const entry = dayOf(r.day);
    entry.placed += r.placed;
    entry.orders += r.orders;
    entry.revenue += Number(r.revenue);
  }
  for (const r of fresh.sales) {
    if (r.day < previous.from || r.day > to) continue;
    const entry = dayOf(r.day);
    entry.placed += r.placedOrders;
    entry.orders += r.paidOrders;
    entry.revenue += r.paidRevenueConverted;
  }
  const total = (a: string, b: string) => {
    const t = { placed: 0, orders: 0, revenue: 0 };
    for (const [day, d] of days) {
      if (day < a || day > b) continue;
      t.placed += d.placed;
      t.orders += d.orders;
      t.revenue += d.revenue;
    }
    return t;
  };
  const current = total(from, to);
  const before = total(previous.from, previous.to);
  const series = new Map(periodsOf(from, to, query.interval).map((p) => [p, { orders: 0, revenue: 0 }]));
  for (const [day, d] of days) {
    if (day < from || day > to) continue;
    const period = series.get(periodOf(day, query.interval));
    if (!period) continue;
    period.orders += d.orders;
    period.revenue += d.revenue;
  }

  const sellers = new Map<string, AnalyticsOverview['bestSellers'][number]>();
  const sold = (key: string, productId: string | null, title: string, quantity: number, revenue: number) => {
    const entry = sellers.get(key) ?? { productId, title, quantity: 0, revenue: 0 };
    if (title > entry.title) entry.title = title;
    entry.quantity += quantity;
    entry.revenue += revenue;
    sellers.set(key, entry);
  };
  for (const r of products) sold(r.productKey, r.productId, r.title, Number(r.quantity), Number(r.revenue));
  for (const r of fresh.products) {
    if (r.day >= from && r.day <= to) sold(r.productKey, r.productId, r.title, r.quantity, r.revenue);
  }
  const bestSellers = [...sellers.values()]
    .sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity || a.title.localeCompare(b.title))
    .slice(0, 5);

  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of [...statusRows, ...fresh.statuses]) {
    if (r.status in ordersByStatus) ordersByStatus[r.status as OrderStatus] += r.orders;
  }

  // A page view from inside the store is part of a visit already counted.
  const sum = (rows: { source: string; views: number | null }[]) =>
    rows.reduce((n, r) => n + (r.source === 'internal' ? 0 : (r.views ?? 0)), 0);
  const visits = sum(sources);
  const visitsBefore = sum(sourcesBefore);
  const carts = sources.reduce((n, r) => n + (r.carts ?? 0), 0);
  const aov = (t: { orders: number; revenue: number }) =>
    t.orders > 0 ? Math.round(t.revenue / t.orders) : 0;
  const viewsAt = new Map(views.map((v) => [v.period, v.views]));
  const bySource = new Map(sources.map((s) => [s.source, s.views ?? 0]));

  return {
    currency,
    timeZone: REPORT_TIME_ZONE,
    from,
    to,
    interval: query.interval,
    revenue: { value: current.revenue, previous: before.revenue },
    orders: { value: current.orders, previous: before.orders },
    averageOrderValue: { value: aov(current), previous: aov(before) },
    visits: { value: visits, previous: visitsBefore },
    conversionRate: {
      value: percent(current.orders, visits),
      previous: percent(before.orders, visitsBefore),
    },
    series: [...series].map(([period, p]) => ({
      period,
      revenue: p.revenue,
      orders: p.orders,
      visits: viewsAt.get(period) ?? 0,
    })),
    funnel: { visits, carts, checkouts: current.placed, paid: current.orders },
    sources: VISIT_SOURCES.map((source: VisitSource) => ({ source, visits: bySource.get(source) ?? 0 })),
    bestSellers,
    products: counts.products,
    activeProducts: counts.active,
    lowStock: low.total,
    ordersByStatus,
    latestOrders: latest,
    salesByChannel: breakdown.byChannel,
    salesByPayment: breakdown.byPayment,
  };
}

/** The store's financial report for a range of Lagos days, one entry per currency it has money in. */
export async function storeFinancials(ctx: StoreScope, from: string, to: string) {
  return {
    from,
    to,
    timeZone: REPORT_TIME_ZONE,
    currencies: await financialReport(
      ctx,
      dayBounds(from, to, REPORT_TIME_ZONE),
      await paidOrderMoney(ctx, { from, to }),
    ),
  };
}

const CSV_COLUMNS: [string, (r: FinancialReport) => number][] = [
  ['goods', (r) => r.goods],
  ['discounts', (r) => r.discounts],
  ['delivery_fees', (r) => r.deliveryFees],
  ['gross_sales', (r) => r.grossSales],
  ['refunds', (r) => r.refunds],
  ['platform_fees', (r) => r.platformFees],
  ['net', (r) => r.net],
  ['released_to_available', (r) => r.releasedToAvailable],
  ['paid_out', (r) => r.paidOut],
  ['escrow_opening', (r) => r.escrow.opening],
  ['escrow_closing', (r) => r.escrow.closing],
  ['available_opening', (r) => r.available.opening],
  ['available_closing', (r) => r.available.closing],
  ['payout_pending_opening', (r) => r.payoutPending.opening],
  ['payout_pending_closing', (r) => r.payoutPending.closing],
];

/**
 * The report as CSV for an accountant's spreadsheet: one row per currency, amounts in major units with
 * a dot and no grouping (what spreadsheets read as numbers in every locale setting).
 */
export function financialCsv(report: Awaited<ReturnType<typeof storeFinancials>>): string {
  const lines = [['from', 'to', 'currency', ...CSV_COLUMNS.map(([name]) => name)].join(',')];
  for (const r of report.currencies) {
    lines.push(
      [report.from, report.to, r.currency, ...CSV_COLUMNS.map(([, get]) => major(get(r), r.currency))].join(
        ',',
      ),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The administrators' platform overview (issue 19): gross merchandise value, fee and plan revenue,
 * payouts and escrow per currency from the ledger, over time; stores opened and selling; open disputes;
 * the stores that captured the most.
 */
export async function platformOverview(ctx: DbContext, query: Query): Promise<PlatformOverview> {
  const { from, to } = rangeOf(query);
  const period = dayBounds(from, to, REPORT_TIME_ZONE);
  const [money, stores, opened, openDisputes, subscriptions] = await readAll(ctx.db, [
    () => platformMoney(ctx.db, period, query.interval, REPORT_TIME_ZONE),
    () => countStores(ctx),
    () => countStoresCreated(ctx, period),
    () => countOpenDisputes(ctx),
    () => recurringRevenue(ctx, period),
  ]);
  const names = await storeNames(
    ctx,
    money.topStores.map((s) => s.storeId),
  );
  // Every period of the range for each currency with money, so a chart has no gaps.
  const at = new Map(money.series.map((p) => [`${p.period} ${p.currency}`, p]));
  const series = money.totals.flatMap((t) =>
    periodsOf(from, to, query.interval).map(
      (p) =>
        at.get(`${p} ${t.currency}`) ?? {
          period: p,
          currency: t.currency,
          gmv: 0,
          orders: 0,
          platformFees: 0,
        },
    ),
  );
  return {
    timeZone: REPORT_TIME_ZONE,
    from,
    to,
    interval: query.interval,
    currencies: money.totals,
    series,
    stores: { total: stores.total, active: stores.active, new: opened, selling: money.sellingStores },
    openDisputes,
    subscriptions,
    topStores: money.topStores.map((s) => ({
      ...s,
      name: names.get(s.storeId)?.name ?? `Store #${s.storeId}`,
      subdomain: names.get(s.storeId)?.subdomain ?? '',
    })),
  };
}

function major(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** The platform overview as CSV: one row per period and currency, then one total row per currency. */
export function platformCsv(overview: PlatformOverview): string {
  const lines = ['period,currency,gmv,orders,platform_fees,refunds,subscriptions,paid_out,escrow_held'];
  for (const p of overview.series) {
    lines.push(
      [
        p.period,
        p.currency,
        major(p.gmv, p.currency),
        p.orders,
        major(p.platformFees, p.currency),
        '',
        '',
        '',
        '',
      ].join(','),
    );
  }
  for (const t of overview.currencies) {
    const m = (n: number) => major(n, t.currency);
    lines.push(
      [
        `total ${overview.from} to ${overview.to}`,
        t.currency,
        m(t.gmv),
        t.orders,
        m(t.platformFees),
        m(t.refunds),
        m(t.subscriptions),
        m(t.paidOut),
        m(t.escrowHeld),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
