import { asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { deliveryOptions, discountCustomerKeys, discounts, discountUses } from './discounts.schema';

type Scope = StoreScope;
export type DeliveryRow = typeof deliveryOptions.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;

// ---------------------------------------------------------------- delivery options

export function listDelivery(ctx: Scope) {
  return scoped(ctx)
    .select(deliveryOptions)
    .orderBy(asc(deliveryOptions.position), asc(deliveryOptions.createdAt));
}

export async function findDelivery(ctx: Scope, id: string) {
  const [row] = await scoped(ctx).select(deliveryOptions, eq(deliveryOptions.id, id));
  return row ?? null;
}

export function insertDelivery(ctx: Scope, values: Omit<typeof deliveryOptions.$inferInsert, 'storeId'>) {
  return scoped(ctx).insert(deliveryOptions, values).returning();
}

export async function updateDelivery(
  ctx: Scope,
  id: string,
  values: Partial<Omit<typeof deliveryOptions.$inferInsert, 'storeId' | 'id'>>,
) {
  const [row] = await scoped(ctx).update(deliveryOptions, values, eq(deliveryOptions.id, id)).returning();
  return row ?? null;
}

export async function deleteDelivery(ctx: Scope, id: string): Promise<boolean> {
  const rows = await scoped(ctx)
    .delete(deliveryOptions, eq(deliveryOptions.id, id))
    .returning({ id: deliveryOptions.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------- discounts

export function listDiscounts(ctx: Scope) {
  return scoped(ctx)
    .select(discounts, isNull(discounts.deletedAt))
    .orderBy(desc(discounts.createdAt), desc(discounts.id));
}

export async function findDiscount(ctx: Scope, id: string) {
  const [row] = await scoped(ctx).select(discounts, eq(discounts.id, id), isNull(discounts.deletedAt));
  return row ?? null;
}

export async function findDiscountByCode(ctx: Scope, code: string) {
  const [row] = await scoped(ctx).select(discounts, eq(discounts.code, code), isNull(discounts.deletedAt));
  return row ?? null;
}

/** Automatic discounts switched on, whatever their dates (the caller checks those against its clock). */
export function activeAutomatic(ctx: Scope) {
  return scoped(ctx).select(
    discounts,
    isNull(discounts.deletedAt),
    eq(discounts.active, true),
    sql`${discounts.trigger} <> 'code'`,
  );
}

export async function codeTaken(ctx: Scope, code: string, exceptId?: string): Promise<boolean> {
  const row = await findDiscountByCode(ctx, code);
  return Boolean(row && row.id !== exceptId);
}

export function insertDiscount(ctx: Scope, values: Omit<typeof discounts.$inferInsert, 'storeId'>) {
  return scoped(ctx).insert(discounts, values).returning();
}

export async function updateDiscount(
  ctx: Scope,
  id: string,
  values: Partial<Omit<typeof discounts.$inferInsert, 'storeId' | 'id'>>,
) {
  const [row] = await scoped(ctx)
    .update(discounts, values, eq(discounts.id, id), isNull(discounts.deletedAt))
    .returning();
  return row ?? null;
}

/**
 * Counts one use if the limit allows it: of any number of racing checkouts, only as many as the limit
 * leaves succeed, because each waits for the row lock and re-checks the condition.
 */
export async function claimUse(ctx: Scope, id: string): Promise<boolean> {
  const rows = await ctx.db
    .update(discounts)
    .set({ usesCount: sql`${discounts.usesCount} + 1` })
    .where(
      scoped(ctx).where(
        discounts,
        eq(discounts.id, id),
        or(isNull(discounts.usageLimit), lt(discounts.usesCount, discounts.usageLimit)),
      ),
    )
    .returning({ id: discounts.id });
  return rows.length === 1;
}

export function insertUse(ctx: Scope, values: Omit<typeof discountUses.$inferInsert, 'storeId'>) {
  return scoped(ctx).insert(discountUses, values);
}

/** Records the customer's keys; false when one of them already used the discount. */
export async function claimCustomerKeys(
  ctx: Scope,
  discountId: string,
  orderId: string,
  keys: string[],
): Promise<boolean> {
  const rows = await scoped(ctx)
    .insert(
      discountCustomerKeys,
      keys.map((customerKey) => ({ discountId, customerKey, orderId })),
    )
    .onConflictDoNothing()
    .returning({ key: discountCustomerKeys.customerKey });
  return rows.length === keys.length;
}

export async function customerKeysUsed(ctx: Scope, discountId: string, keys: string[]): Promise<boolean> {
  if (keys.length === 0) return false;
  const rows = await scoped(ctx)
    .pick(
      { key: discountCustomerKeys.customerKey },
      discountCustomerKeys,
      eq(discountCustomerKeys.discountId, discountId),
      inArray(discountCustomerKeys.customerKey, keys),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Gives an order's uses back exactly once: marks them released and, for each one this call released,
 * counts the discount down and frees the customer's keys.
 */
export async function releaseUsesOfOrder(ctx: Scope, orderId: string): Promise<number> {
  const released = await scoped(ctx)
    .update(
      discountUses,
      { releasedAt: new Date() },
      eq(discountUses.orderId, orderId),
      isNull(discountUses.releasedAt),
    )
    .returning({ discountId: discountUses.discountId });
  for (const r of released) {
    await ctx.db
      .update(discounts)
      .set({ usesCount: sql`greatest(${discounts.usesCount} - 1, 0)` })
      .where(scoped(ctx).where(discounts, eq(discounts.id, r.discountId)));
  }
  if (released.length > 0)
    await scoped(ctx).delete(discountCustomerKeys, eq(discountCustomerKeys.orderId, orderId));
  return released.length;
}

/** Per discount: uses not given back, what those orders came to and what the discount took off. */
export async function usageStats(ctx: Scope) {
  return scoped(ctx)
    .pick(
      {
        discountId: discountUses.discountId,
        uses: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${discountUses.orderTotal}), 0)::bigint`,
        given: sql<number>`coalesce(sum(${discountUses.amount}), 0)::bigint`,
      },
      discountUses,
      isNull(discountUses.releasedAt),
    )
    .groupBy(discountUses.discountId);
}

export async function hasUses(ctx: Scope, discountId: string): Promise<boolean> {
  const rows = await scoped(ctx)
    .pick({ id: discountUses.id }, discountUses, eq(discountUses.discountId, discountId))
    .limit(1);
  return rows.length > 0;
}

export async function deleteDiscount(ctx: Scope, id: string) {
  await scoped(ctx).delete(discounts, eq(discounts.id, id));
}
