import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { TenantContext } from '../../platform/tenant';
import { stores } from '../stores/stores.schema';
import { collections, productCollections, productImages, products, productVariants } from './catalog.schema';

// Every helper takes the tenant context and adds `store_id = ctx.storeId` itself.
type Scope = Pick<TenantContext, 'db' | 'storeId'>;

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;

export interface ProductFilter {
  status?: string;
  q?: string;
  collectionId?: string;
  page: number;
  limit: number;
  order?: 'newest' | 'title';
}

function productWhere(ctx: Scope, f: Omit<ProductFilter, 'page' | 'limit'>) {
  const conditions = [eq(products.storeId, ctx.storeId)];
  if (f.status) conditions.push(eq(products.status, f.status));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(products.title, like), ilike(products.sku, like), sql`${f.q} = any(${products.tags})`)!,
    );
  }
  if (f.collectionId) {
    conditions.push(
      inArray(
        products.id,
        ctx.db
          .select({ id: productCollections.productId })
          .from(productCollections)
          .where(
            and(
              eq(productCollections.storeId, ctx.storeId),
              eq(productCollections.collectionId, f.collectionId),
            ),
          ),
      ),
    );
  }
  return and(...conditions);
}

export async function listProducts(ctx: Scope, f: ProductFilter) {
  const where = productWhere(ctx, f);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(products)
      .where(where)
      .orderBy(f.order === 'title' ? asc(products.title) : desc(products.createdAt), desc(products.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    ctx.db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProduct(ctx: Scope, id: string) {
  const [row] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.storeId, ctx.storeId), eq(products.id, id)));
  return row ?? null;
}

export async function findProductBySlug(ctx: Scope, slug: string) {
  const [row] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.storeId, ctx.storeId), eq(products.slug, slug)));
  return row ?? null;
}

/** A variant as `findActiveProductsBySlug` returns it (built by the database as JSON). */
export type VariantJson = Pick<
  VariantRow,
  'id' | 'title' | 'options' | 'price' | 'compareAtPrice' | 'sku' | 'stock' | 'lowStockThreshold' | 'position'
>;
export type ImageJson = Pick<ImageRow, 'id' | 'alt' | 'position' | 'width' | 'height' | 'key' | 'widths'>;

const productColumns = Object.entries(getTableColumns(products));

/** A `products` row as `row_to_json` writes it (column names, JSON values) in drizzle's shape. */
function productFromJson(json: Record<string, unknown>): ProductRow {
  return Object.fromEntries(
    productColumns.map(([key, column]) => {
      const value = json[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as ProductRow;
}

interface ProductPageJson {
  product: Record<string, unknown>;
  currency: string;
  variants: VariantJson[];
  images: ImageJson[];
  collectionIds: string[];
}

/** A storefront product page's product: the store it is served for and the product's slug. */
export interface ProductKey {
  storeId: number;
  slug: string;
}

/**
 * Active products by slug with everything their pages show (variants, images, collection ids and the
 * store's currency), any number of them in one round trip, in the order of `keys` (null where a store
 * has no active product by that slug). Built by `storefront_products` (migration 0004) from
 * `storefront_product` (0003): PL/pgSQL keeps their plans for the session, where the embedded PGlite
 * would plan a statement's subqueries afresh each time, and each part is a subquery on an index leading
 * with `store_id`.
 */
export async function findActiveProductsBySlug(db: DbOrTx, keys: readonly ProductKey[]) {
  const json = JSON.stringify(keys.map((k) => [k.storeId, k.slug]));
  const result = await db.execute(sql`select storefront_products(${json}) as pages`);
  const pages = (result as unknown as { rows: { pages: (ProductPageJson | null)[] }[] }).rows[0]?.pages ?? [];
  return keys.map((_, i) => {
    const page = pages[i];
    return page ? { ...page, product: productFromJson(page.product) } : null;
  });
}

export async function slugTaken(ctx: Scope, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, ctx.storeId), eq(products.slug, slug)));
  return rows.some((r) => r.id !== exceptId);
}

export function insertProduct(ctx: Scope, values: Omit<typeof products.$inferInsert, 'storeId'>) {
  return ctx.db
    .insert(products)
    .values({ ...values, storeId: ctx.storeId })
    .returning();
}

export function updateProduct(ctx: Scope, id: string, values: Partial<typeof products.$inferInsert>) {
  const { storeId: _ignored, ...safe } = values;
  return ctx.db
    .update(products)
    .set({ ...safe, updatedAt: new Date() })
    .where(and(eq(products.storeId, ctx.storeId), eq(products.id, id)))
    .returning();
}

export function deleteProduct(ctx: Scope, id: string) {
  return ctx.db
    .delete(products)
    .where(and(eq(products.storeId, ctx.storeId), eq(products.id, id)))
    .returning({ id: products.id });
}

export function variantsOf(ctx: Scope, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([] as VariantRow[]);
  return ctx.db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.storeId, ctx.storeId), inArray(productVariants.productId, productIds)))
    .orderBy(asc(productVariants.position));
}

export function variantsByIds(ctx: Scope, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as VariantRow[]);
  return ctx.db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.storeId, ctx.storeId), inArray(productVariants.id, ids)));
}

export function insertVariants(ctx: Scope, values: Omit<typeof productVariants.$inferInsert, 'storeId'>[]) {
  if (values.length === 0) return Promise.resolve([] as VariantRow[]);
  return ctx.db
    .insert(productVariants)
    .values(values.map((v) => ({ ...v, storeId: ctx.storeId })))
    .returning();
}

export function updateVariant(
  ctx: Scope,
  id: string,
  values: Pick<
    typeof productVariants.$inferInsert,
    'title' | 'options' | 'price' | 'compareAtPrice' | 'sku' | 'lowStockThreshold' | 'position'
  >,
) {
  return ctx.db
    .update(productVariants)
    .set(values)
    .where(and(eq(productVariants.storeId, ctx.storeId), eq(productVariants.id, id)));
}

export function deleteVariants(ctx: Scope, ids: string[]) {
  if (ids.length === 0) return Promise.resolve();
  return ctx.db
    .delete(productVariants)
    .where(and(eq(productVariants.storeId, ctx.storeId), inArray(productVariants.id, ids)))
    .then(() => undefined);
}

export function stockTotals(ctx: Scope, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select({
      productId: productVariants.productId,
      stock: sum(productVariants.stock).mapWith(Number),
      variants: count(),
    })
    .from(productVariants)
    .where(and(eq(productVariants.storeId, ctx.storeId), inArray(productVariants.productId, productIds)))
    .groupBy(productVariants.productId);
}

export function imagesOf(ctx: Scope, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([] as ImageRow[]);
  return ctx.db
    .select()
    .from(productImages)
    .where(and(eq(productImages.storeId, ctx.storeId), inArray(productImages.productId, productIds)))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
}

export function insertImage(ctx: Scope, values: Omit<typeof productImages.$inferInsert, 'storeId'>) {
  return ctx.db
    .insert(productImages)
    .values({ ...values, storeId: ctx.storeId })
    .returning();
}

export function deleteImage(ctx: Scope, productId: string, imageId: string) {
  return ctx.db
    .delete(productImages)
    .where(
      and(
        eq(productImages.storeId, ctx.storeId),
        eq(productImages.productId, productId),
        eq(productImages.id, imageId),
      ),
    )
    .returning();
}

export async function nextImagePosition(ctx: Scope, productId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(productImages)
    .where(and(eq(productImages.storeId, ctx.storeId), eq(productImages.productId, productId)));
  return row?.n ?? 0;
}

// Collections

export function listCollections(ctx: Scope) {
  return ctx.db
    .select({
      id: collections.id,
      title: collections.title,
      slug: collections.slug,
      description: collections.description,
      productCount: sql<number>`(select count(*)::int from product_collections pc where pc.store_id = collections.store_id and pc.collection_id = collections.id)`,
    })
    .from(collections)
    .where(eq(collections.storeId, ctx.storeId))
    .orderBy(asc(collections.title));
}

export async function findCollection(ctx: Scope, id: string) {
  const [row] = await ctx.db
    .select()
    .from(collections)
    .where(and(eq(collections.storeId, ctx.storeId), eq(collections.id, id)));
  return row ?? null;
}

export async function findCollectionBySlug(ctx: Scope, slug: string) {
  const [row] = await ctx.db
    .select()
    .from(collections)
    .where(and(eq(collections.storeId, ctx.storeId), eq(collections.slug, slug)));
  return row ?? null;
}

export function insertCollection(ctx: Scope, values: Omit<typeof collections.$inferInsert, 'storeId'>) {
  return ctx.db
    .insert(collections)
    .values({ ...values, storeId: ctx.storeId })
    .returning();
}

export function updateCollection(
  ctx: Scope,
  id: string,
  values: Partial<Pick<typeof collections.$inferInsert, 'title' | 'slug' | 'description'>>,
) {
  return ctx.db
    .update(collections)
    .set(values)
    .where(and(eq(collections.storeId, ctx.storeId), eq(collections.id, id)))
    .returning();
}

export function deleteCollection(ctx: Scope, id: string) {
  return ctx.db
    .delete(collections)
    .where(and(eq(collections.storeId, ctx.storeId), eq(collections.id, id)))
    .returning({ id: collections.id });
}

export async function existingCollectionIds(ctx: Scope, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.storeId, ctx.storeId), inArray(collections.id, ids)));
  return rows.map((r) => r.id);
}

export function collectionIdsOf(ctx: Scope, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select({ productId: productCollections.productId, collectionId: productCollections.collectionId })
    .from(productCollections)
    .where(
      and(eq(productCollections.storeId, ctx.storeId), inArray(productCollections.productId, productIds)),
    );
}

export async function setProductCollections(ctx: Scope, productId: string, collectionIds: string[]) {
  await ctx.db
    .delete(productCollections)
    .where(and(eq(productCollections.storeId, ctx.storeId), eq(productCollections.productId, productId)));
  if (collectionIds.length) {
    await ctx.db
      .insert(productCollections)
      .values(collectionIds.map((collectionId) => ({ storeId: ctx.storeId, productId, collectionId })));
  }
}

export function allProductsForExport(ctx: Scope) {
  return ctx.db
    .select()
    .from(products)
    .where(eq(products.storeId, ctx.storeId))
    .orderBy(asc(products.createdAt));
}

export function storeDb(db: DbOrTx, storeId: number): Scope {
  return { db, storeId };
}

export async function storeCurrency(ctx: Scope): Promise<string | null> {
  const [row] = await ctx.db
    .select({ currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, ctx.storeId));
  return row?.currency ?? null;
}
