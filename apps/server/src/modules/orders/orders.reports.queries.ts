import type { OrderStatus } from '@kasuwa/contracts';
import { and, count, gte, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { type DbOrTx, dayBounds, periodStart, readAll } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { orderEvents, orderItems, orders } from './orders.schema';

// Every function here takes the report's time zone: days are calendar days of that zone.

/** A period: from the start of `from` to the end of `to`, both calendar days (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** Paid, then cancelled or refunded in full: money that did not stay with the store. */
const LOST: OrderStatus[] = ['cancelled', 'refunded'];

/** The ids of the store's orders paid within the range (their first move to paid). */
function paidWithin(ctx: StoreScope, range: DayRange, timeZone: string) {
  return ctx.db
    .select({ id: orderEvents.orderId })
    .from(orderEvents)
    .where(
      scoped(ctx).where(
        orderEvents,
        sql`${orderEvents.toStatus} = 'paid'`,
        gte(orderEvents.createdAt, dayBounds(range.from, range.to, timeZone).start),
        lt(orderEvents.createdAt, dayBounds(range.from, range.to, timeZone).end),
      ),
    );
}

/** Count, goods, discounts and delivery of the store's orders first paid within the range, per currency. */
export function paidOrderSums(ctx: StoreScope, range: DayRange, timeZone: string) {
  return scoped(ctx)
    .pick(
      {
        currency: orders.currency,
        orders: count(),
        goods: sql<string>`sum(${orders.subtotal})`,
        discounts: sql<string>`sum(${orders.discount})`,
        delivery: sql<string>`sum(${orders.shipping})`,
      },
      orders,
      inArray(orders.id, paidWithin(ctx, range, timeZone)),
    )
    .groupBy(orders.currency);
}

/**
 * The store's orders first paid within the range and kept (neither cancelled nor refunded), counted and
 * summed per channel, payment mode, currency and locked rate: the overview's breakdowns.
 */
export function paidBreakdownRows(ctx: StoreScope, range: DayRange, timeZone: string) {
  return scoped(ctx)
    .pick(
      {
        channel: orders.channel,
        paymentMode: orders.paymentMode,
        currency: orders.currency,
        rate: orders.exchangeRate,
        n: count(),
        total: sql<string>`sum(${orders.total})`,
      },
      orders,
      inArray(orders.id, paidWithin(ctx, range, timeZone)),
      notInArray(orders.status, LOST),
    )
    .groupBy(orders.channel, orders.paymentMode, orders.currency, orders.exchangeRate);
}

function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** `column` within any of the days, as one index range per run of consecutive days. */
function withinDays(
  column: typeof orders.createdAt | typeof orderEvents.createdAt,
  days: string[],
  timeZone: string,
): SQL {
  const runs: [string, string][] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = runs.at(-1);
    if (last && nextDay(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return or(
    ...runs.map(([from, to]) => {
      const bounds = dayBounds(from, to, timeZone);
      return and(gte(column, bounds.start), lt(column, bounds.end));
    }),
  ) as SQL;
}

/**
 * A store's rows for each of the days (at least one), read together: orders placed per day, status and
 * currency; orders paid and kept per paid day, currency and locked rate with their total; and order
 * lines of those per paid day, product (or a gone product's title), currency and rate.
 */
export function dailyRows(ctx: StoreScope, days: string[], timeZone: string) {
  const placedDay = periodStart(orders.createdAt, 'day', timeZone);
  const paidDay = periodStart(orderEvents.createdAt, 'day', timeZone);
  const paidEvent = (...more: SQL[]) =>
    scoped(ctx).where(
      orderEvents,
      sql`${orderEvents.orderId} = ${orders.id}`,
      sql`${orderEvents.toStatus} = 'paid'`,
      withinDays(orderEvents.createdAt, days, timeZone),
      ...more,
    );
  return readAll(ctx.db, [
    () =>
      scoped(ctx)
        .pick(
          { day: placedDay, status: orders.status, currency: orders.currency, n: count() },
          orders,
          withinDays(orders.createdAt, days, timeZone),
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
}

/** The stores with an order placed or paid on the day. */
export async function storesActiveOnDay(db: DbOrTx, day: string, timeZone: string): Promise<number[]> {
  const bounds = dayBounds(day, day, timeZone);
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
