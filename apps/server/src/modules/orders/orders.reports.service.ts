import { convertMinor, ORDER_STATUSES, type OrderExchangeRate, type OrderStatus } from '@kasuwa/contracts';
import { STORE_TIME_ZONE } from '@kasuwa/storefront';
import { count, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { dayBounds, periodStart } from '../../platform/db';
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

export interface PaidPeriod {
  period: string;
  orders: number;
  revenue: number;
}

/** Paid orders and their revenue per day, week (from Monday) or month of the range, oldest first. */
export async function paidByPeriod(
  ctx: StoreScope,
  range: DayRange,
  interval: Interval,
  storeCurrency: string,
): Promise<PaidPeriod[]> {
  const period = periodStart(orderEvents.createdAt, interval, REPORT_TIME_ZONE);
  const rows = await ctx.db
    .select({
      period,
      currency: orders.currency,
      rate: orders.exchangeRate,
      orders: count(),
      total: sql<string>`sum(${orders.total})`,
    })
    .from(orderEvents)
    .innerJoin(orders, scoped(ctx).where(orders, sql`${orders.id} = ${orderEvents.orderId}`))
    .where(
      scoped(ctx).where(
        orderEvents,
        sql`${orderEvents.toStatus} = 'paid'`,
        gte(orderEvents.createdAt, dayBounds(range.from, range.to, REPORT_TIME_ZONE).start),
        lt(orderEvents.createdAt, dayBounds(range.from, range.to, REPORT_TIME_ZONE).end),
        notInArray(orders.status, LOST),
      ),
    )
    .groupBy(sql`1, 2, 3`);
  const byPeriod = new Map<string, PaidPeriod>();
  for (const row of rows) {
    const entry = byPeriod.get(row.period) ?? { period: row.period, orders: 0, revenue: 0 };
    entry.orders += row.orders;
    entry.revenue += inStoreCurrency(storeCurrency, row.currency, row.rate, Number(row.total));
    byPeriod.set(row.period, entry);
  }
  return [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period));
}

export interface BestSeller {
  productId: string | null;
  title: string;
  quantity: number;
  revenue: number;
}

/** The products that brought the most revenue among orders paid in the range. */
export async function bestSellers(
  ctx: StoreScope,
  range: DayRange,
  storeCurrency: string,
  limit = 5,
): Promise<BestSeller[]> {
  const rows = await ctx.db
    .select({
      productId: orderItems.productId,
      title: sql<string>`max(${orderItems.title})`,
      currency: orders.currency,
      rate: orders.exchangeRate,
      quantity: sql<string>`sum(${orderItems.quantity})`,
      total: sql<string>`sum(${orderItems.lineTotal} - ${orderItems.discount})`,
    })
    .from(orderItems)
    .innerJoin(orders, scoped(ctx).where(orders, sql`${orders.id} = ${orderItems.orderId}`))
    .where(
      scoped(ctx).where(
        orderItems,
        inArray(orderItems.orderId, paidWithin(ctx, range)),
        notInArray(orders.status, LOST),
      ),
    )
    .groupBy(orderItems.productId, orders.currency, orders.exchangeRate);
  const byProduct = new Map<string, BestSeller>();
  for (const row of rows) {
    const key = row.productId ?? `title:${row.title}`;
    const entry = byProduct.get(key) ?? {
      productId: row.productId,
      title: row.title,
      quantity: 0,
      revenue: 0,
    };
    entry.quantity += Number(row.quantity);
    entry.revenue += inStoreCurrency(storeCurrency, row.currency, row.rate, Number(row.total));
    byProduct.set(key, entry);
  }
  return [...byProduct.values()]
    .sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity || a.title.localeCompare(b.title))
    .slice(0, limit);
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

/** Orders placed in the range, paid or not: the checkouts step of the funnel. */
export async function ordersPlaced(ctx: StoreScope, range: DayRange): Promise<number> {
  const [row] = await scoped(ctx).pick(
    { n: count() },
    orders,
    gte(orders.createdAt, dayBounds(range.from, range.to, REPORT_TIME_ZONE).start),
    lt(orders.createdAt, dayBounds(range.from, range.to, REPORT_TIME_ZONE).end),
  );
  return row?.n ?? 0;
}

/** How many of the store's orders are in each status now. */
export async function ordersByStatus(ctx: StoreScope): Promise<Record<OrderStatus, number>> {
  const rows = await scoped(ctx).pick({ status: orders.status, n: count() }, orders).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of rows) {
    if (row.status in counts) counts[row.status as OrderStatus] = row.n;
  }
  return counts;
}

/** The paid orders and revenue of a whole range, from its periods. */
export function paidRevenue(periods: PaidPeriod[]): { orders: number; revenue: number } {
  return periods.reduce((t, p) => ({ orders: t.orders + p.orders, revenue: t.revenue + p.revenue }), {
    orders: 0,
    revenue: 0,
  });
}
