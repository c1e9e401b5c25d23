import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { collections, products, productVariants } from './catalog.schema';

// The storefront's reads of the catalogue that catalog.queries.ts does not already hold.

/** The store's active products (newest change first) and its collections, for the sitemap. */
export function sitemapRows(ctx: StoreScope) {
  return Promise.all([
    ctx.db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(scoped(ctx).where(products, eq(products.status, 'active')))
      .orderBy(desc(products.updatedAt))
      .limit(50_000),
    ctx.db
      .select({ slug: collections.slug })
      .from(collections)
      .where(scoped(ctx).where(collections))
      .orderBy(asc(collections.slug)),
  ]);
}

/** The variants among `ids` of this store on an active product, with their product's title and slug. */
export function activeVariants(ctx: StoreScope, ids: string[]) {
  return ctx.db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      productTitle: products.title,
      productSlug: products.slug,
      variantTitle: productVariants.title,
      sku: productVariants.sku,
      price: productVariants.price,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        scoped(ctx).where(productVariants),
        scoped(ctx).where(products),
        eq(products.status, 'active'),
        inArray(productVariants.id, ids),
      ),
    );
}

/** Which of these product ids are this store's. */
export async function productIdsOfStore(ctx: StoreScope, ids: string[]): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(scoped(ctx).where(products, inArray(products.id, ids)));
  return rows.map((r) => r.id);
}
