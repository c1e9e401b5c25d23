import { and, eq, gte, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import { type DbOrTx, periodStart } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import type { DailyFigures } from '../orders';
import {
  analyticsDailyProducts,
  analyticsDailySales,
  analyticsDailyStatuses,
  analyticsDirtyDays,
  analyticsRollupState,
  storefrontVisits,
} from './analytics.schema';

type Interval = 'day' | 'week' | 'month';

const inRange = (from: string, to: string) =>
  and(gte(storefrontVisits.day, from), lte(storefrontVisits.day, to));

// Not page views: `cart` counts each cart once a day it had something added; `cart_add`, every add
// (what was counted before carts were), is kept for the days it covers but no longer shown.
const NOT_VIEWS = ['cart', 'cart_add'];

/**
 * Visits per day, week or month of the range: page views that arrived from outside the store (a move
 * between its own pages is the same visit), carts left out.
 */
export function viewsByPeriod(ctx: StoreScope, from: string, to: string, interval: Interval) {
  const period = periodStart(storefrontVisits.day, interval);
  return scoped(ctx)
    .pick(
      { period, views: sql<number>`sum(${storefrontVisits.views})::int` },
      storefrontVisits,
      inRange(from, to),
      notInArray(storefrontVisits.kind, NOT_VIEWS),
      ne(storefrontVisits.source, 'internal'),
    )
    .groupBy(sql`1`);
}

/** Views per source and the carts that had something added, over the range. */
export function viewsBySource(ctx: StoreScope, from: string, to: string) {
  return scoped(ctx)
    .pick(
      {
        source: storefrontVisits.source,
        views: sql<number>`(sum(${storefrontVisits.views}) filter (where ${storefrontVisits.kind} not in ('cart', 'cart_add')))::int`,
        carts: sql<number>`(sum(${storefrontVisits.views}) filter (where ${storefrontVisits.kind} = 'cart'))::int`,
      },
      storefrontVisits,
      inRange(from, to),
    )
    .groupBy(storefrontVisits.source);
}

/** The store's days whose rollups a committed change has made stale (the overview reads them live). */
export async function staleDays(ctx: StoreScope): Promise<string[]> {
  const rows = await scoped(ctx)
    .pick({ day: analyticsDirtyDays.day }, analyticsDirtyDays)
    .groupBy(analyticsDirtyDays.day);
  return rows.map((r) => r.day);
}

/**
 * Takes up to `limit` stale marks, oldest first, deleting them in the caller's transaction: the rollups
 * written in the same transaction are what makes them no longer stale, so a failed run gives them back.
 */
export async function takeStaleMarks(db: DbOrTx, limit: number) {
  // tenant-scope: the rollup job serves every store; each mark carries its own store.
  return db
    .delete(analyticsDirtyDays)
    .where(
      inArray(
        analyticsDirtyDays.id,
        db
          .select({ id: analyticsDirtyDays.id })
          .from(analyticsDirtyDays)
          .orderBy(analyticsDirtyDays.id)
          .limit(limit),
      ),
    )
    .returning({ storeId: analyticsDirtyDays.storeId, day: analyticsDirtyDays.day });
}

/** Marks days of many stores stale (the nightly recompute of a closed day). */
export async function markStale(db: DbOrTx, marks: { storeId: number; day: string }[]) {
  if (marks.length === 0) return;
  // tenant-scope: the nightly recompute marks the day of every store that sold on it.
  await db.insert(analyticsDirtyDays).values(marks);
}

/** The stores that have rollup rows for a day (whatever sold then may since have been deleted). */
export async function storesWithRollups(db: DbOrTx, day: string): Promise<number[]> {
  // tenant-scope: the nightly recompute walks every store with figures on the day.
  const rows = await db
    .selectDistinct({ storeId: analyticsDailySales.storeId })
    .from(analyticsDailySales)
    .where(eq(analyticsDailySales.day, day));
  return rows.map((r) => r.storeId);
}

/** Replaces the store's rollups of the days with the figures (none for a day with nothing). */
export async function replaceRollups(ctx: StoreScope, days: string[], figures: DailyFigures) {
  await scoped(ctx).delete(analyticsDailySales, inArray(analyticsDailySales.day, days));
  await scoped(ctx).delete(analyticsDailyStatuses, inArray(analyticsDailyStatuses.day, days));
  await scoped(ctx).delete(analyticsDailyProducts, inArray(analyticsDailyProducts.day, days));
  // In slices: a backfill of years of a large store is more rows than one statement takes parameters.
  for (const rows of slices(figures.sales)) await scoped(ctx).insert(analyticsDailySales, rows);
  for (const rows of slices(figures.statuses)) await scoped(ctx).insert(analyticsDailyStatuses, rows);
  for (const rows of slices(figures.products)) await scoped(ctx).insert(analyticsDailyProducts, rows);
}

function slices<T>(rows: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Rolled-up days of the range other than `live`: per day, orders placed, paid and revenue in the store's currency. */
export function salesRollup(ctx: StoreScope, from: string, to: string, live: string[]) {
  const t = analyticsDailySales;
  return scoped(ctx)
    .pick(
      {
        day: t.day,
        placed: sql<number>`sum(${t.placedOrders})::int`,
        orders: sql<number>`sum(${t.paidOrders})::int`,
        revenue: sql<string>`sum(${t.paidRevenueConverted})`,
      },
      t,
      gte(t.day, from),
      lte(t.day, to),
      live.length > 0 ? notInArray(t.day, live) : undefined,
    )
    .groupBy(t.day);
}

/** What each product sold over the rolled-up days of the range other than `live`. */
export function productsRollup(ctx: StoreScope, from: string, to: string, live: string[]) {
  const t = analyticsDailyProducts;
  return scoped(ctx)
    .pick(
      {
        productKey: t.productKey,
        productId: sql<string | null>`(array_agg(${t.productId}))[1]`,
        title: sql<string>`max(${t.title})`,
        quantity: sql<string>`sum(${t.quantity})`,
        revenue: sql<string>`sum(${t.revenue})`,
      },
      t,
      gte(t.day, from),
      lte(t.day, to),
      live.length > 0 ? notInArray(t.day, live) : undefined,
    )
    .groupBy(t.productKey);
}

/** Orders per status now, over every rolled-up day other than `live`. */
export function statusesRollup(ctx: StoreScope, live: string[]) {
  const t = analyticsDailyStatuses;
  return scoped(ctx)
    .pick(
      { status: t.status, orders: sql<number>`sum(${t.orders})::int` },
      t,
      live.length > 0 ? notInArray(t.day, live) : undefined,
    )
    .groupBy(t.status);
}

const CLOSED = 'closed';

/** The last Lagos day the nightly recompute has closed, or null before its first run. */
export async function closedDay(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ day: analyticsRollupState.day })
    .from(analyticsRollupState)
    .where(eq(analyticsRollupState.name, CLOSED));
  return row?.day ?? null;
}

export async function setClosedDay(db: DbOrTx, day: string) {
  await db
    .insert(analyticsRollupState)
    .values({ name: CLOSED, day })
    .onConflictDoUpdate({ target: analyticsRollupState.name, set: { day } });
}
