import {
  convertMinor,
  type OrderChannel,
  type OrderExchangeRate,
  type OrderStatus,
  type PaymentMode,
} from '@kasuwa/contracts';
import { STORE_TIME_ZONE } from '@kasuwa/storefront';
import type { DbOrTx } from '../../platform/db';
import type { StoreScope } from '../../platform/tenant';
import {
  type DayRange,
  dailyRows,
  paidBreakdownRows,
  paidOrderSums,
  storesActiveOnDay,
} from './orders.reports.queries';

/**
 * Sales figures of one store for the analytics overview. Days are Lagos days (stores have no time zone
 * of their own yet), and an order counts on the day it was paid, not the day it was placed: a Friday
 * order paid on Monday is Monday's revenue, as in the vendor's bank statement.
 */
export const REPORT_TIME_ZONE = STORE_TIME_ZONE;

export type Interval = 'day' | 'week' | 'month';

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
  const rows = await paidOrderSums(ctx, range, REPORT_TIME_ZONE);
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
  const [placed, paid, lines] = await dailyRows(ctx, days, REPORT_TIME_ZONE);

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
  return storesActiveOnDay(db, day, REPORT_TIME_ZONE);
}

export interface SalesBreakdown {
  byChannel: { channel: OrderChannel; orders: number; revenue: number }[];
  byPayment: { paymentMode: PaymentMode; orders: number; revenue: number }[];
}

/**
 * The range's paid and kept orders by channel and by payment mode, revenue in the store's currency (at
 * each order's locked rate), largest first. Read live: the range's paid events are found by their index.
 */
export async function salesBreakdown(
  ctx: StoreScope,
  range: DayRange,
  storeCurrency: string,
): Promise<SalesBreakdown> {
  const rows = await paidBreakdownRows(ctx, range, REPORT_TIME_ZONE);
  const channels = new Map<OrderChannel, { orders: number; revenue: number }>();
  const payments = new Map<PaymentMode, { orders: number; revenue: number }>();
  for (const row of rows) {
    const revenue = inStoreCurrency(storeCurrency, row.currency, row.rate ?? null, Number(row.total));
    for (const [map, key] of [
      [channels, row.channel],
      [payments, row.paymentMode],
    ] as [Map<string, { orders: number; revenue: number }>, string][]) {
      const entry = map.get(key) ?? { orders: 0, revenue: 0 };
      entry.orders += row.n;
      entry.revenue += revenue;
      map.set(key, entry);
    }
  }
  const largestFirst = (a: { revenue: number }, b: { revenue: number }) => b.revenue - a.revenue;
  return {
    byChannel: [...channels].map(([channel, v]) => ({ channel, ...v })).sort(largestFirst),
    byPayment: [...payments].map(([paymentMode, v]) => ({ paymentMode, ...v })).sort(largestFirst),
  };
}
