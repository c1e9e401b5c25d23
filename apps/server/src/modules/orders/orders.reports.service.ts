import { convertMinor, type OrderExchangeRate, type OrderStatus } from '@kasuwa/contracts';
import { STORE_TIME_ZONE } from '@kasuwa/storefront';
import { and, count, gte, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { type DbOrTx, dayBounds, periodStart, readAll } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { orderEvents, orderItems, orders } from './orders.schema';

/**
 * Sales figures of one store for the analytics overview. Days are Lagos days (stores have no time zone
 * of their own yet), and an order counts on the day it was paid, not the day it was placed: a Friday
 * order paid on Monday is Monday's revenue, as in the vendor's bank statement.
 */
export const REPORT_TIME_ZONE = STORE_TIME_ZONE;

/** A period: from the start of `from` to the end of `to`, both Lagos calendar days (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

export type Interval = 'day' | 'week' | 'month';

/** Paid, then cancelled or refunded in full: money that did not stay with the store. */
const LOST: OrderStatus[] = ['cancelled', 'refunded'];

/** The ids of the store's orders paid within the range (their first move to paid). */
function paidWithin(ctx: StoreScope, range: DayRange) {
  return ctx.db
    .select({ id: orderEvents.orderId })
    .from(orderEvents)
    .where(
      scoped(ctx).where(
        orderEvents,
        sql`${orderEvents.toStatus} = 'paid'`,
        gte(orderEvents.createdAt, dayBounds(range.from, range.to, REPORT_TIME_ZONE).start),
        lt(orderEvents.createdAt, dayBounds(range.from, range.to, REPORT_TIME_ZONE).end),
      ),
    );
}

/** Sums grouped with their currency and locked rate, converted once per group into the store's currency. */
function inStoreCurrency(
  storeCurrency: string,
  currency: string,
  rate: OrderExchangeRate | null,
  amount: number,
): number {
  if (currency === storeCurrency || !rate) return amount;
  return convertMinor(amount, currency, storeCurrency, rate);
}

/** What the orders paid in a range were made of, in their own currency (a financial report's lines). */
export interface PaidOrderMoney {
  currency: string;
  orders: number;
  /** The goods at their prices, before discounts. */
  goods: number;
  discounts: number;
  delivery: number;
}

/**
 * Goods, discounts and delivery fees of the store's orders first paid within the range, per currency,
 * whatever happened to them afterwards (refunds are the ledger's own line).
 */
export async function paidOrderMoney(ctx: StoreScope, range: DayRange): Promise<PaidOrderMoney[]> {
  const rows = await scoped(ctx)
    .pick(
      {
        currency: orders.currency,
        orders: count(),
        goods: sql<string>`sum(${orders.subtotal})`,
        discounts: sql<string>`sum(${orders.discount})`,
        delivery: sql<string>`sum(${orders.shipping})`,
      },
      orders,
      inArray(orders.id, paidWithin(ctx, range)),
    )
    .groupBy(orders.currency);
  return rows.map((r) => ({
    currency: r.currency,
    orders: r.orders,
    goods: Number(r.goods),
    discounts: Number(r.discounts),
    delivery: Number(r.delivery),
  }));
}

/** One store's orders of one Lagos day in one order currency (see DailyFigures). */
export interface DaySales {
  day: string;
  currency: string;
  /** Orders placed that day, paid or not: the funnel's checkouts. */
  placedOrders: number;
  /** Orders first paid that day and neither cancelled nor refunded since. */
  paidOrders: number;
  paidRevenue: number;
  /** `paidRevenue` in the store's currency, each order at its locked rate. */
  paidRevenueConverted: number;
}

export interface DayStatus {
  day: string;
  status: OrderStatus;
  orders: number;
}

export interface DayProduct {
  day: string;
  /** The product id, or `title:<title>` for a line whose product is gone. */
  productKey: string;
  productId: string | null;
  title: string;
  quantity: number;
  /** What the customers paid for it (line totals less discounts), in the store's currency. */
  revenue: number;
}

/** The figures of a set of days the analytics rollups keep, and the overview computes live for today. */
export interface DailyFigures {
  sales: DaySales[];
  statuses: DayStatus[];
  products: DayProduct[];
}

function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** `column` within any of the Lagos days, as one index range per run of consecutive days. */
function withinDays(column: typeof orders.createdAt | typeof orderEvents.createdAt, days: string[]): SQL {
  const runs: [string, string][] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = runs.at(-1);
    if (last && nextDay(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return or(
    ...runs.map(([from, to]) => {
      const bounds = dayBounds(from, to, REPORT_TIME_ZONE);
      return and(gte(column, bounds.start), lt(column, bounds.end));
    }),
  ) as SQL;
}

/**
 * A store's figures for each of the Lagos days: orders placed and their statuses now (on the day they
 * were placed), orders paid and kept with their revenue, and what each product sold (on the day the
 * order was paid). Grouped by currency and locked rate in SQL, converted once per group here, so the
 * rollup of a day and the same day computed live are equal to the kobo.
 */
export async function dailyFigures(
  ctx: StoreScope,
  days: string[],
  storeCurrency: string,
): Promise<DailyFigures> {
  if (days.length === 0) return { sales: [], statuses: [], products: [] };
  const placedDay = periodStart(orders.createdAt, 'day', REPORT_TIME_ZONE);
  const paidDay = periodStart(orderEvents.createdAt, 'day', REPORT_TIME_ZONE);
  const paidEvent = (...more: SQL[]) =>
    scoped(ctx).where(
      orderEvents,
      sql`${orderEvents.orderId} = ${orders.id}`,
      sql`${orderEvents.toStatus} = 'paid'`,
      withinDays(orderEvents.createdAt, days),
      ...more,
    );
  const [placed, paid, lines] = await readAll(ctx.db, [
    () =>
      scoped(ctx)
        .pick(
          { day: placedDay, status: orders.status, currency: orders.currency, n: count() },
          orders,
          withinDays(orders.createdAt, days),
        )
        .groupBy(sql`1, 2, 3`),
    () =>
      ctx.db
        .select({
          day: paidDay,
          currency: orders.currency,
          rate: orders.exchangeRate,
          n: count(),
          total: sql<string>`sum(${orders.total})`,
        })
        .from(orders)
        .innerJoin(orderEvents, paidEvent())
        .where(scoped(ctx).where(orders, notInArray(orders.status, LOST)))
        .groupBy(sql`1, 2, 3`),
    () =>
      ctx.db
        .select({
          day: paidDay,
          productId: orderItems.productId,
          orphanTitle: sql<
            string | null
          >`case when ${orderItems.productId} is null then ${orderItems.title} end`,
          title: sql<string>`max(${orderItems.title})`,
          currency: orders.currency,
          rate: orders.exchangeRate,
          quantity: sql<string>`sum(${orderItems.quantity})`,
          total: sql<string>`sum(${orderItems.lineTotal} - ${orderItems.discount})`,
        })
        .from(orders)
        .innerJoin(orderEvents, paidEvent())
        .innerJoin(orderItems, scoped(ctx).where(orderItems, sql`${orderItems.orderId} = ${orders.id}`))
        .where(scoped(ctx).where(orders, notInArray(orders.status, LOST)))
        .groupBy(sql`1, 2, 3, 5, 6`),
  ]);

  const sales = new Map<string, DaySales>();
  const salesOf = (day: string, currency: string) => {
    const key = `${day} ${currency}`;
    let entry = sales.get(key);
    if (!entry) {
      entry = { day, currency, placedOrders: 0, paidOrders: 0, paidRevenue: 0, paidRevenueConverted: 0 };
      sales.set(key, entry);
    }
    return entry;
  };
  const statuses = new Map<string, DayStatus>();
  for (const row of placed) {
    salesOf(row.day, row.currency).placedOrders += row.n;
    const key = `${row.day} ${row.status}`;
    const entry = statuses.get(key) ?? { day: row.day, status: row.status as OrderStatus, orders: 0 };
    entry.orders += row.n;
    statuses.set(key, entry);
  }
  for (const row of paid) {
    const entry = salesOf(row.day, row.currency);
    entry.paidOrders += row.n;
    entry.paidRevenue += Number(row.total);
    entry.paidRevenueConverted += inStoreCurrency(storeCurrency, row.currency, row.rate, Number(row.total));
  }
  const products = new Map<string, DayProduct>();
  for (const row of lines) {
    const productKey = row.productId ?? `title:${row.orphanTitle ?? row.title}`;
    const key = `${row.day} ${productKey}`;
    const entry = products.get(key) ?? {
      day: row.day,
      productKey,
      productId: row.productId,
      title: row.title,
      quantity: 0,
      revenue: 0,
    };
    if (row.title > entry.title) entry.title = row.title;
    entry.quantity += Number(row.quantity);
    entry.revenue += inStoreCurrency(storeCurrency, row.currency, row.rate, Number(row.total));
    products.set(key, entry);
  }
  return { sales: [...sales.values()], statuses: [...statuses.values()], products: [...products.values()] };
}

/** The stores with an order placed or paid on a Lagos day: those whose rollup of that day may hold figures. */
export async function storesActiveOn(db: DbOrTx, day: string): Promise<number[]> {
  const bounds = dayBounds(day, day, REPORT_TIME_ZONE);
  // tenant-scope: the nightly recompute of a closed day walks every store that sold on it.
  const placed = db
    .selectDistinct({ storeId: orders.storeId })
    .from(orders)
    .where(and(gte(orders.createdAt, bounds.start), lt(orders.createdAt, bounds.end)));
  // tenant-scope: as above, for the stores paid that day.
  const paid = db
    .selectDistinct({ storeId: orderEvents.storeId })
    .from(orderEvents)
    .where(
      and(
        sql`${orderEvents.toStatus} = 'paid'`,
        gte(orderEvents.createdAt, bounds.start),
        lt(orderEvents.createdAt, bounds.end),
      ),
    );
  const rows = await union(placed, paid);
  return rows.map((r) => r.storeId);
}
