import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { TenantContext } from '../../platform/tenant';
import { orderEvents, orderItems, orders } from './orders.schema';

type Scope = Pick<TenantContext, 'db' | 'storeId'>;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export function insertOrder(ctx: Scope, values: Omit<typeof orders.$inferInsert, 'storeId'>) {
  return ctx.db
    .insert(orders)
    .values({ ...values, storeId: ctx.storeId })
    .returning();
}

export function insertItems(ctx: Scope, values: Omit<typeof orderItems.$inferInsert, 'storeId'>[]) {
  return ctx.db.insert(orderItems).values(values.map((v) => ({ ...v, storeId: ctx.storeId })));
}

export function insertEvent(ctx: Scope, values: Omit<typeof orderEvents.$inferInsert, 'storeId'>) {
  return ctx.db.insert(orderEvents).values({ ...values, storeId: ctx.storeId });
}

export async function findOrder(ctx: Scope, id: string) {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, ctx.storeId), eq(orders.id, id)));
  return row ?? null;
}

/** Public lookup by the hashed tracking token; the token itself is the customer's proof. */
export async function findOrderByTrackingHash(db: DbOrTx, hash: string) {
  const [row] = await db.select().from(orders).where(eq(orders.trackingTokenHash, hash));
  return row ?? null;
}

export function itemsOf(ctx: Scope, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([] as OrderItemRow[]);
  return ctx.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.storeId, ctx.storeId), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.id));
}

export function eventsOf(ctx: Scope, orderId: string) {
  return ctx.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.storeId, ctx.storeId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** Moves the status only if it is still `from`: of two racing changes, exactly one wins. */
export async function updateStatus(ctx: Scope, id: string, from: string, to: string) {
  const [row] = await ctx.db
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...(to === 'pending_payment' ? {} : { reservedUntil: null }) })
    .where(and(eq(orders.storeId, ctx.storeId), eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row ?? null;
}

/** Marks the stock as returned; true only for the one caller that did it. */
export async function markStockReleased(ctx: Scope, id: string): Promise<boolean> {
  const rows = await ctx.db
    .update(orders)
    .set({ stockReleasedAt: new Date() })
    .where(and(eq(orders.storeId, ctx.storeId), eq(orders.id, id), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export interface OrderFilter {
  status?: string;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export async function listOrders(ctx: Scope, f: OrderFilter) {
  const conditions = [eq(orders.storeId, ctx.storeId)];
  if (f.status) conditions.push(eq(orders.status, f.status));
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
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
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
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function hasAnyOrder(ctx: Scope): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.storeId, ctx.storeId))
    .limit(1);
  return Boolean(row);
}
