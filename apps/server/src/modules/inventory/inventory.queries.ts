import { asc, count, desc, eq, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { users } from '../admin-users/admin-users.schema';
import { products, productVariants } from '../catalog/catalog.schema';
import { stores } from '../stores/stores.schema';
import { inventoryAdjustments } from './inventory.schema';

type Scope = StoreScope;

/**
 * Moves stock by `delta` only if the result stays at or above zero. Under concurrency PostgreSQL
 * re-checks the condition on the locked, latest row, so two buyers can never both take the last unit.
 */
export async function changeStock(ctx: Scope, variantId: string, delta: number) {
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

export async function findVariantStock(ctx: Scope, variantId: string) {
  const [row] = await ctx.db
    .select({ stock: productVariants.stock, lowStockThreshold: productVariants.lowStockThreshold })
    .from(productVariants)
    .where(scoped(ctx).where(productVariants, eq(productVariants.id, variantId)));
  return row ?? null;
}

export function insertAdjustment(
  ctx: Scope,
  values: Omit<typeof inventoryAdjustments.$inferInsert, 'storeId'>,
) {
  return scoped(ctx).insert(inventoryAdjustments, values).returning();
}

export function adjustmentsOf(ctx: Scope, variantId: string, limit: number) {
  return ctx.db
    .select()
    .from(inventoryAdjustments)
    .where(scoped(ctx).where(inventoryAdjustments, eq(inventoryAdjustments.variantId, variantId)))
    .orderBy(desc(inventoryAdjustments.createdAt), desc(inventoryAdjustments.id))
    .limit(limit);
}

export async function listInventory(
  ctx: Scope,
  f: { lowOnly: boolean; q?: string; page: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (f.lowOnly) conditions.push(lte(productVariants.stock, productVariants.lowStockThreshold));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(products.title, like), ilike(productVariants.sku, like))!);
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

export async function setThreshold(ctx: Scope, variantId: string, threshold: number) {
  const [row] = await ctx.db
    .update(productVariants)
    .set({ lowStockThreshold: threshold })
    .where(scoped(ctx).where(productVariants, eq(productVariants.id, variantId)))
    .returning({ id: productVariants.id });
  return row ?? null;
}

export async function variantLabel(ctx: Scope, variantId: string) {
  const [row] = await ctx.db
    .select({ product: products.title, variant: productVariants.title, sku: productVariants.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(scoped(ctx).where(productVariants, eq(productVariants.id, variantId)));
  return row ?? null;
}

/** The store's name and its owner's email, for alerts. */
export async function storeOwner(ctx: Scope) {
  const [row] = await ctx.db
    .select({ storeName: stores.name, email: users.email })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.userId))
    .where(eq(stores.id, ctx.storeId));
  return row ?? null;
}
