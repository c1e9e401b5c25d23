import {
  type AnalyticsOverview,
  type analyticsQuerySchema,
  minorDigits,
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
import { recurringRevenue } from '../billing/billing.service';
import { productCounts } from '../catalog/catalog.service';
import { listInventory } from '../inventory/inventory.service';
import { type FinancialReport, financialReport, platformMoney } from '../ledger/ledger.reports.service';
import {
  bestSellers,
  type Interval,
  ordersByStatus,
  ordersPlaced,
  paidByPeriod,
  paidOrderMoney,
  paidRevenue,
  REPORT_TIME_ZONE,
} from '../orders/orders.reports.service';
import { listOrders } from '../orders/orders.service';
import { countOpenDisputes } from '../payments/disputes.service';
import { countStores, countStoresCreated, storeNames } from '../stores/stores.service';
import { storeCurrency } from '../stores/stores.tenant.service';
import * as q from './analytics.queries';
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

/** Calendar arithmetic on YYYY-MM-DD days (UTC noon keeps it clear of any offset). */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

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

/**
 * The vendor's overview (issue 19) in one answer: the period's figures against the period of the same
 * length just before, the chart's series, the funnel, sources, best sellers and the store's counts.
 */
export async function vendorOverview(ctx: StoreScope, query: Query): Promise<AnalyticsOverview> {
  const { from, to } = rangeOf(query);
  const length = daysBetween(from, to) + 1;
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  await visitCounterFor(ctx.db as Db).flush();
  const currency = await storeCurrency(ctx);
  const [paid, paidBefore, views, sources, sourcesBefore, sellers, placed, statuses, counts, low, latest] =
    await readAll(ctx.db, [
      () => paidByPeriod(ctx, { from, to }, query.interval, currency),
      () => paidByPeriod(ctx, previous, 'month', currency),
      () => q.viewsByPeriod(ctx, from, to, query.interval),
      () => q.viewsBySource(ctx, from, to),
      () => q.viewsBySource(ctx, previous.from, previous.to),
      () => bestSellers(ctx, { from, to }, currency),
      () => ordersPlaced(ctx, { from, to }),
      () => ordersByStatus(ctx),
      () => productCounts(ctx),
      () => listInventory(ctx, { lowOnly: true, page: 1, limit: 1 }),
      () => listOrders(ctx, { page: 1, limit: 6 }),
    ]);

  const now = paidRevenue(paid);
  const before = paidRevenue(paidBefore);
  // A page view from inside the store is part of a visit already counted.
  const sum = (rows: { source: string; views: number | null }[]) =>
    rows.reduce((n, r) => n + (r.source === 'internal' ? 0 : (r.views ?? 0)), 0);
  const visits = sum(sources);
  const visitsBefore = sum(sourcesBefore);
  const carts = sources.reduce((n, r) => n + (r.cartAdds ?? 0), 0);
  const aov = (t: { orders: number; revenue: number }) =>
    t.orders > 0 ? Math.round(t.revenue / t.orders) : 0;

  const paidAt = new Map(paid.map((p) => [p.period, p]));
  const viewsAt = new Map(views.map((v) => [v.period, v.views]));
  const bySource = new Map(sources.map((s) => [s.source, s.views ?? 0]));

  return {
    currency,
    timeZone: REPORT_TIME_ZONE,
    from,
    to,
    interval: query.interval,
    revenue: { value: now.revenue, previous: before.revenue },
    orders: { value: now.orders, previous: before.orders },
    averageOrderValue: { value: aov(now), previous: aov(before) },
    visits: { value: visits, previous: visitsBefore },
    conversionRate: { value: percent(now.orders, visits), previous: percent(before.orders, visitsBefore) },
    series: periodsOf(from, to, query.interval).map((period) => ({
      period,
      revenue: paidAt.get(period)?.revenue ?? 0,
      orders: paidAt.get(period)?.orders ?? 0,
      visits: viewsAt.get(period) ?? 0,
    })),
    funnel: { visits, carts, checkouts: placed, paid: now.orders },
    sources: VISIT_SOURCES.map((source: VisitSource) => ({ source, visits: bySource.get(source) ?? 0 })),
    bestSellers: sellers,
    products: counts.products,
    activeProducts: counts.active,
    lowStock: low.total,
    ordersByStatus: statuses,
    latestOrders: latest.items,
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
