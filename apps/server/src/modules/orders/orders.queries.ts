import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { offPlatformPayments, orderCounters, orderEvents, orderItems, orders } from './orders.schema';

type Scope = StoreScope;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OffPlatformRow = typeof offPlatformPayments.$inferSelect;

/** A store's first order is #1001, as shops number their books. */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * Takes the store's next order number. The upsert holds the counter row's lock until the caller's
 * transaction ends, so it must run in the transaction that writes the order.
 */
async function nextOrderNumber(ctx: Scope): Promise<number> {
  const [row] = await scoped(ctx)
    .insert(orderCounters, { lastNumber: FIRST_ORDER_NUMBER })
    .onConflictDoUpdate({
      target: orderCounters.storeId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ n: orderCounters.lastNumber });
  return row!.n;
}

export async function insertOrder(
  ctx: Scope,
  values: Omit<typeof orders.$inferInsert, 'storeId' | 'number'>,
) {
  const number = await nextOrderNumber(ctx);
  return scoped(ctx)
    .insert(orders, { ...values, number })
    .returning();
}

export function insertItems(ctx: Scope, values: Omit<typeof orderItems.$inferInsert, 'storeId'>[]) {
  return scoped(ctx).insert(orderItems, values);
}

export function insertEvent(ctx: Scope, values: Omit<typeof orderEvents.$inferInsert, 'storeId'>) {
  return scoped(ctx).insert(orderEvents, values);
}

export async function findOrder(ctx: Scope, id: string) {
  const [row] = await scoped(ctx).select(orders, eq(orders.id, id));
  return row ?? null;
}

/**
 * Public lookup by the hash of a tracking token (the checkout's or the shipped e-mail's); the token
 * itself is the customer's proof.
 */
export async function findOrderByTrackingHash(db: DbOrTx, hash: string) {
  // tenant-scope: the customer's tracking link carries no store; the unguessable token is the proof.
  const [row] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.trackingTokenHash, hash), eq(orders.shippedTokenHash, hash)));
  return row ?? null;
}

export function itemsOf(ctx: Scope, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([] as OrderItemRow[]);
  return scoped(ctx).select(orderItems, inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export function eventsOf(ctx: Scope, orderId: string) {
  return scoped(ctx)
    .select(orderEvents, eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** Moves the status only if it is still `from`: of two racing changes, exactly one wins. */
export async function updateStatus(ctx: Scope, id: string, from: string, to: string) {
  const [row] = await scoped(ctx)
    .update(
      orders,
      { status: to, updatedAt: new Date(), ...(to === 'pending_payment' ? {} : { reservedUntil: null }) },
      eq(orders.id, id),
      eq(orders.status, from),
    )
    .returning();
  return row ?? null;
}

/** Keeps the carrier and tracking number the vendor gave when shipping, and the shipped link's token hash. */
export async function setShipment(
  ctx: Scope,
  id: string,
  s: { carrier: string; trackingNumber: string; shippedTokenHash: string },
) {
  const [row] = await scoped(ctx)
    .update(
      orders,
      {
        carrier: s.carrier,
        trackingNumber: s.trackingNumber,
        shippedTokenHash: s.shippedTokenHash,
        updatedAt: new Date(),
      },
      eq(orders.id, id),
    )
    .returning();
  return row ?? null;
}

/** Marks the stock as returned; true only for the one caller that did it. */
export async function markStockReleased(ctx: Scope, id: string): Promise<boolean> {
  const rows = await scoped(ctx)
    .update(orders, { stockReleasedAt: new Date() }, eq(orders.id, id), isNull(orders.stockReleasedAt))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** The money recorded as received outside Kasuwa for an order (none, or one). */
export function offPlatformOf(ctx: Scope, orderId: string) {
  return scoped(ctx).select(offPlatformPayments, eq(offPlatformPayments.orderId, orderId));
}

/** Null when the order has no off-platform payment to attach the proof to. */
export async function setOffPlatformProof(ctx: Scope, orderId: string, proofUrl: string) {
  const [row] = await scoped(ctx)
    .update(offPlatformPayments, { proofUrl }, eq(offPlatformPayments.orderId, orderId))
    .returning();
  return row ?? null;
}

/** Null when the order already has one: the unique key keeps a sale from being recorded twice. */
export async function insertOffPlatform(
  ctx: Scope,
  values: Omit<typeof offPlatformPayments.$inferInsert, 'storeId'>,
) {
  const [row] = await scoped(ctx)
    .insert(offPlatformPayments, values)
    .onConflictDoNothing({ target: [offPlatformPayments.storeId, offPlatformPayments.orderId] })
    .returning();
  return row ?? null;
}

/** How an order's money moves, changed when an unpaid online order was paid to the vendor directly. */
export async function setPaymentMode(ctx: Scope, id: string, paymentMode: string) {
  const [row] = await scoped(ctx)
    .update(orders, { paymentMode, updatedAt: new Date() }, eq(orders.id, id))
    .returning();
  return row ?? null;
}

export interface OrderFilter {
  status?: string;
  channel?: string;
  paymentMode?: string;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** A page of orders, newest first, with the filter's total unless `withTotal` is false. */
export async function listOrders(ctx: Scope, f: OrderFilter, withTotal = true) {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(orders.status, f.status));
  if (f.channel) conditions.push(eq(orders.channel, f.channel));
  if (f.paymentMode) conditions.push(eq(orders.paymentMode, f.paymentMode));
  if (f.from) conditions.push(gte(orders.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to)
    conditions.push(lt(orders.createdAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const asNumber = /^#?\d{1,15}$/.test(f.q) ? Number(f.q.replace('#', '')) : null;
    conditions.push(
      or(
        ilike(orders.email, like),
        ilike(orders.customerName, like),
        ilike(orders.phone, like),
        ...(asNumber !== null ? [eq(orders.number, asNumber)] : []),
      )!,
    );
  }
  const where = scoped(ctx).where(orders, ...conditions);
  const [rows, [total]] = await Promise.all([
    // tenant-scope: `where` above is scoped(ctx).where(orders, …).
    ctx.db
      .select({
        order: orders,
        itemCount: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items oi where oi.store_id = orders.store_id and oi.order_id = orders.id)`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    // Counting a large store's orders reads every one of them: skipped when nobody shows the total.
    withTotal ? scoped(ctx).pick({ n: count() }, orders, ...conditions) : Promise.resolve([]),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function hasAnyOrder(ctx: Scope): Promise<boolean> {
  const [row] = await scoped(ctx).pick({ id: orders.id }, orders).limit(1);
  return Boolean(row);
}

/** What paying for an order needs of it, by its unique id. */
export async function findPayableOrder(db: DbOrTx, orderId: string) {
  // tenant-scope: a customer paying (or a provider's webhook) knows the order id, not the store.
  const [row] = await db
    .select({
      id: orders.id,
      storeId: orders.storeId,
      number: orders.number,
      status: orders.status,
      paymentMode: orders.paymentMode,
      total: orders.total,
      currency: orders.currency,
      email: orders.email,
      phone: orders.phone,
      customerName: orders.customerName,
      locale: orders.locale,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The variants and quantities of an order's lines. */
export function variantsOfOrder(ctx: Scope, orderId: string) {
  return scoped(ctx).pick(
    { variantId: orderItems.variantId, quantity: orderItems.quantity },
    orderItems,
    eq(orderItems.orderId, orderId),
  );
}

/** Of the given orders (of any store, by their unique ids), the ones in `delivered`. */
export function deliveredOrders(db: DbOrTx, orderIds: string[]) {
  // tenant-scope: the escrow sweep names orders of every store by their (unique) ids.
  return (
    db
      .select({
        orderId: orders.id,
        storeId: orders.storeId,
        email: orders.email,
        phone: orders.phone,
        number: orders.number,
        customerName: orders.customerName,
        locale: orders.locale,
      })
      .from(orders)
      // An order paid outside Kasuwa whose late provider payment is being refunded never releases it.
      .where(
        and(
          inArray(orders.id, orderIds),
          eq(orders.status, 'delivered'),
          ne(orders.paymentMode, 'off_platform'),
        ),
      )
  );
}

/** The variants of the store's latest order lines, most recently sold first (New sale lists them first). */
export async function recentlySoldVariantIds(ctx: Scope, limit: number): Promise<string[]> {
  const last = sql<number>`max(${orderItems.id})`;
  const rows = await scoped(ctx)
    .pick({ variantId: orderItems.variantId, last }, orderItems, isNotNull(orderItems.variantId))
    .groupBy(orderItems.variantId)
    .orderBy(desc(last))
    .limit(limit);
  return rows.map((r) => r.variantId!).filter(Boolean);
}
