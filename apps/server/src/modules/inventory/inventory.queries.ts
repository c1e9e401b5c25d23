import { desc, eq } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { inventoryAdjustments } from './inventory.schema';

// Inventory owns the adjustment history; the stock figures themselves are columns of the catalogue's
// variants, which inventory moves through catalog.stock.service.

export function insertAdjustment(
  ctx: StoreScope,
  values: Omit<typeof inventoryAdjustments.$inferInsert, 'storeId'>,
) {
  return scoped(ctx).insert(inventoryAdjustments, values).returning();
}

export function adjustmentsOf(ctx: StoreScope, variantId: string, limit: number) {
  return ctx.db
    .select()
    .from(inventoryAdjustments)
    .where(scoped(ctx).where(inventoryAdjustments, eq(inventoryAdjustments.variantId, variantId)))
    .orderBy(desc(inventoryAdjustments.createdAt), desc(inventoryAdjustments.id))
    .limit(limit);
}
