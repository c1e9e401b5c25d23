import { asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { products, productVariants } from './catalog.schema';
import { matchingProducts, searchTerms } from './catalog.search';
import { inventoryAdjustments } from './catalog.stock.schema';

// Stock is a column of the catalogue's variants, and its history (inventory_adjustments) lives beside
// it, so that creating a product can record its initial stock without importing inventory, a module
// above catalog. The inventory module (adjustments, reservations, low stock alerts) moves, records and
// lists stock through these functions only (through catalog.stock.service.ts).

export type AdjustmentRow = typeof inventoryAdjustments.$inferSelect;

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

/**
 * Moves stock by `delta` only if the result stays at or above zero. Under concurrency PostgreSQL
 * re-checks the condition on the locked, latest row, so two buyers can never both take the last unit.
 */
export async function changeStock(ctx: StoreScope, variantId: string, delta: number) {
  const [row] = await ctx.db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${delta}` })
    .where(
      scoped(ctx).where(
        productVariants,
        eq(productVariants.id, variantId),
        sql`${productVariants.stock} + ${delta} >= 0`,
      ),
    )
    .returning({ stock: productVariants.stock, lowStockThreshold: productVariants.lowStockThreshold });
  return row ?? null;
}

export async function findVariantStock(ctx: StoreScope, variantId: string) {
  const [row] = await ctx.db
    .select({ stock: productVariants.stock, lowStockThreshold: productVariants.lowStockThreshold })
    .from(productVariants)
    .where(scoped(ctx).where(productVariants, eq(productVariants.id, variantId)));
  return row ?? null;
}

export async function listStock(
  ctx: StoreScope,
  f: { lowOnly: boolean; q?: string; page: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (f.lowOnly) conditions.push(lte(productVariants.stock, productVariants.lowStockThreshold));
  if (f.q) {
    // The variants of the products the search finds (their SKUs are part of what it matches).
    const terms = searchTerms(f.q);
    if (terms.words.length === 0) return { rows: [], total: 0 };
    const found = sql`(select product_id from ${matchingProducts(ctx, terms)} as m)`;
    conditions.push(inArray(productVariants.productId, found));
  }
  const where = scoped(ctx).where(productVariants, ...conditions);
  // tenant-scope: `where` above is scoped; products join by the variant's own product id.
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        variantId: productVariants.id,
        productId: productVariants.productId,
        productTitle: products.title,
        variantTitle: productVariants.title,
        sku: productVariants.sku,
        stock: productVariants.stock,
        lowStockThreshold: productVariants.lowStockThreshold,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where)
      .orderBy(asc(productVariants.stock), asc(products.title), asc(productVariants.position))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    ctx.db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function setThreshold(ctx: StoreScope, variantId: string, threshold: number) {
  const [row] = await ctx.db
    .update(productVariants)
    .set({ lowStockThreshold: threshold })
    .where(scoped(ctx).where(productVariants, eq(productVariants.id, variantId)))
    .returning({ id: productVariants.id });
  return row ?? null;
}

export async function variantLabel(ctx: StoreScope, variantId: string) {
  const [row] = await ctx.db
    .select({ product: products.title, variant: productVariants.title, sku: productVariants.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(scoped(ctx).where(productVariants, eq(productVariants.id, variantId)));
  return row ?? null;
}
