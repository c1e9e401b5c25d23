// Why this file is over 400 lines: all of the catalogue's SQL (products, variants, images, collections,
// stock totals) in one place, one small scoped helper each; splitting it would only spread them.
import {
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  type Placeholder,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import { type DbOrTx, runPrepared } from '../../platform/db';
import { type PreparedWhere, type StoreScope, scoped, scopedPrepared } from '../../platform/tenant';
import { collections, productCollections, productImages, products, productVariants } from './catalog.schema';
import {
  matchingProducts,
  placeholderBinding,
  searchShape,
  searchTerms,
  searchValues,
} from './catalog.search';

// Every helper takes the tenant context; `scoped(ctx)` adds `store_id = ctx.storeId` to each statement.

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;

export interface ProductFilter {
  status?: string;
  q?: string;
  collectionId?: string;
  page: number;
  limit: number;
  /** How to order: by default, search results by relevance and anything else newest first. */
  order?: 'newest' | 'title';
  /**
   * Each row also carries its variants, images and collection ids (`parts`), in the same statement:
   * one round trip for a page a client shows whole (the Storefront API's listing and search).
   */
  parts?: boolean;
}

/** A product's parts as `productParts` builds them in the database, in `storefront_product`'s shapes. */
export interface ProductPartsJson {
  variants: VariantJson[];
  images: ImageJson[];
  collectionIds: string[];
}

/**
 * The variants, images and collection ids of the `products` row of the statement, as one JSON value
 * (the shapes and orders of `storefront_product`, migration 0003). Each subquery is on an index
 * leading with `store_id`, and reads only the row's own store. The columns are named in full
 * (`products.store_id`): drizzle writes a column of a one-table select unqualified, which inside
 * these subqueries would name the subquery's own column.
 */
const productParts = sql<ProductPartsJson>`json_build_object(
  'variants', coalesce((
    select json_agg(json_build_object(
      'id', v.id, 'title', v.title, 'options', v.options, 'price', v.price,
      'compareAtPrice', v.compare_at_price, 'sku', v.sku, 'stock', v.stock,
      'lowStockThreshold', v.low_stock_threshold, 'position', v.position
    ) order by v.position)
    from product_variants v where v.store_id = products.store_id and v.product_id = products.id
  ), '[]'::json),
  'images', coalesce((
    select json_agg(json_build_object(
      'id', i.id, 'alt', i.alt, 'position', i.position, 'width', i.width, 'height', i.height,
      'key', i.key, 'widths', i.widths
    ) order by i.position, i.created_at)
    from product_images i where i.store_id = products.store_id and i.product_id = products.id
  ), '[]'::json),
  'collectionIds', coalesce((
    select json_agg(pc.collection_id)
    from product_collections pc where pc.store_id = products.store_id and pc.product_id = products.id
  ), '[]'::json)
)`;

/**
 * The filter's conditions on `products`, of the store `where` names: scoped(ctx)'s with the values
 * inline, or scopedPrepared's with them as the placeholders `status` and `collectionId`.
 */
function productWhere(
  ctx: StoreScope,
  f: Omit<ProductFilter, 'page' | 'limit' | 'q'>,
  where: PreparedWhere = scoped(ctx).where,
  placeholders = false,
) {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(products.status, placeholders ? sql.placeholder('status') : f.status));
  if (f.collectionId) {
    const collectionId = placeholders ? sql.placeholder('collectionId') : f.collectionId;
    conditions.push(
      inArray(
        products.id,
        // tenant-scope: `where` is scoped(ctx)'s or scopedPrepared's, the context's store either way.
        ctx.db
          .select({ id: productCollections.productId })
          .from(productCollections)
          .where(where(productCollections, eq(productCollections.collectionId, collectionId))),
      ),
    );
  }
  return where(products, ...conditions);
}

export async function listProducts(ctx: StoreScope, f: ProductFilter) {
  const where = productWhere(ctx, f);
  const terms = f.q ? searchTerms(f.q) : null;
  if (terms && terms.words.length === 0) return { rows: [], total: 0 };
  if (terms) return searchProducts(ctx, where, sql`${matchingProducts(ctx, terms, f.status)} as m`, f);
  // tenant-scope: `where` is productWhere's, built by scoped(ctx).where.
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

/**
 * Like `listProducts`, in one statement: the page's rows carry the number of all matching rows, counted
 * apart only for a page past the end. For batched readers (GraphQL). The page's ids are chosen first
 * and the parts built for those 20 rows only: with the count as a window over the page's query, and the
 * parts in its select list, PostgreSQL evaluated the parts' subqueries for every row the offset skips
 * and ranked the whole catalogue before the limit (a listing cost about four times the database time).
 */
export async function listProductsCounted(ctx: StoreScope, f: ProductFilter) {
  const terms = f.q ? searchTerms(f.q) : null;
  if (terms && terms.words.length === 0) return { rows: [], total: 0 };
  // Built once per shape and prepared (scopedPrepared): only the values change between calls. The shape
  // names every choice that changes the statement's text.
  const shape = [
    terms ? `catalog.searchCounted:${searchShape(terms)}` : 'catalog.listCounted',
    f.order ?? '',
    f.status ? 'status' : '',
    f.collectionId ? 'collection' : '',
    f.parts ? 'parts' : '',
  ].join(':');
  const values = {
    ...(terms ? searchValues(terms, f.status) : { status: f.status }),
    collectionId: f.collectionId,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  };
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  if (terms) {
    const rows = await scopedPrepared(
      ctx,
      shape,
      (where) =>
        searchSelect(
          ctx,
          productWhere(ctx, f, where, true),
          sql`${matchingProducts(ctx, terms, f.status, placeholderBinding(where))} as m`,
          f,
          { limit, offset },
        ),
      values,
    );
    const total =
      rows[0]?.total ??
      (f.page > 1
        ? await countMatches(ctx, productWhere(ctx, f), sql`${matchingProducts(ctx, terms, f.status)} as m`)
        : 0);
    return { rows: rows.map(withParts), total };
  }
  const order = f.order === 'title' ? asc(products.title) : desc(products.createdAt);
  const rows = await scopedPrepared(
    ctx,
    shape,
    (where) => {
      const matching = productWhere(ctx, f, where, true);
      // tenant-scope: `matching` is scopedPrepared's, the context's store; the subqueries name their own
      // `products`, which PostgreSQL resolves to the innermost one.
      const pageIds = ctx.db
        .select({ id: products.id })
        .from(products)
        .where(matching)
        .orderBy(order, desc(products.id))
        .limit(limit)
        .offset(offset);
      // tenant-scope: as above.
      const counted = ctx.db.select({ n: count() }).from(products).where(matching);
      // tenant-scope: as above.
      return ctx.db
        .select({
          product: products,
          total: sql<number>`(${counted})`.mapWith(Number),
          parts: f.parts ? productParts : sql<null>`null`,
        })
        .from(products)
        .where(where(products, inArray(products.id, pageIds)))
        .orderBy(order, desc(products.id));
    },
    values,
  );
  if (rows[0] || f.page === 1) return { rows: rows.map(withParts), total: rows[0]?.total ?? 0 };
  // tenant-scope: `productWhere` is built by scoped(ctx).where.
  const [total] = await ctx.db.select({ n: count() }).from(products).where(productWhere(ctx, f));
  return { rows: [], total: total?.n ?? 0 };
}

/** A counted row's product, with its parts when the statement read them. */
function withParts(r: {
  product: ProductRow;
  parts: ProductPartsJson | null;
}): ProductRow & { parts?: ProductPartsJson } {
  return r.parts ? { ...r.product, parts: r.parts } : r.product;
}

/** One page of the products matching a search, with the number of them all, in one statement. */
async function searchProducts(ctx: StoreScope, where: SQL, matches: SQL, f: ProductFilter) {
  const page = { limit: f.limit, offset: (f.page - 1) * f.limit };
  const rows = await runPrepared(searchSelect(ctx, where, matches, f, page));
  const total = rows[0]?.total ?? (f.page > 1 ? await countMatches(ctx, where, matches) : 0);
  return { rows: rows.map(withParts), total };
}

/** The select of searchProducts, its page's bounds as values or placeholders. */
function searchSelect(
  ctx: StoreScope,
  where: SQL,
  matches: SQL,
  f: ProductFilter,
  page: { limit: number | Placeholder; offset: number | Placeholder },
) {
  const rank = sql<number>`m.rank`;
  // tenant-scope: `where` is productWhere's and `matches` is scoped by matchingProducts.
  return ctx.db
    .select({
      product: products,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      parts: f.parts ? productParts : sql<null>`null`,
    })
    .from(products)
    .innerJoin(matches, sql`m.product_id = ${products.id}`)
    .where(where)
    .orderBy(
      ...(f.order === 'title' ? [asc(products.title)] : []),
      ...(f.order === 'newest' ? [desc(products.createdAt)] : []),
      desc(rank),
      asc(products.title),
      desc(products.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** The number of matches when the page asked for is past the last (so it has no row to carry it). */
async function countMatches(ctx: StoreScope, where: SQL, matches: SQL): Promise<number> {
  // tenant-scope: as searchProducts.
  const [row] = await ctx.db
    .select({ n: count() })
    .from(products)
    .innerJoin(matches, sql`m.product_id = ${products.id}`)
    .where(where);
  return row?.n ?? 0;
}

export async function findProduct(ctx: StoreScope, id: string) {
  const [row] = await ctx.db
    .select()
    .from(products)
    .where(scoped(ctx).where(products, eq(products.id, id)));
  return row ?? null;
}

export async function findProductBySlug(ctx: StoreScope, slug: string) {
  const [row] = await ctx.db
    .select()
    .from(products)
    .where(scoped(ctx).where(products, eq(products.slug, slug)));
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

export async function slugTaken(ctx: StoreScope, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(scoped(ctx).where(products, eq(products.slug, slug)));
  return rows.some((r) => r.id !== exceptId);
}

export function insertProduct(ctx: StoreScope, values: Omit<typeof products.$inferInsert, 'storeId'>) {
  return scoped(ctx).insert(products, values).returning();
}

export function updateProduct(ctx: StoreScope, id: string, values: Partial<typeof products.$inferInsert>) {
  const { storeId: _ignored, ...safe } = values;
  return ctx.db
    .update(products)
    .set({ ...safe, updatedAt: new Date() })
    .where(scoped(ctx).where(products, eq(products.id, id)))
    .returning();
}

export function deleteProduct(ctx: StoreScope, id: string) {
  return ctx.db
    .delete(products)
    .where(scoped(ctx).where(products, eq(products.id, id)))
    .returning({ id: products.id });
}

export function variantsOf(ctx: StoreScope, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([] as VariantRow[]);
  return ctx.db
    .select()
    .from(productVariants)
    .where(scoped(ctx).where(productVariants, inArray(productVariants.productId, productIds)))
    .orderBy(asc(productVariants.position));
}

export function variantsByIds(ctx: StoreScope, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as VariantRow[]);
  return ctx.db
    .select()
    .from(productVariants)
    .where(scoped(ctx).where(productVariants, inArray(productVariants.id, ids)));
}

export function insertVariants(
  ctx: StoreScope,
  values: Omit<typeof productVariants.$inferInsert, 'storeId'>[],
) {
  if (values.length === 0) return Promise.resolve([] as VariantRow[]);
  return scoped(ctx).insert(productVariants, values).returning();
}

export function updateVariant(
  ctx: StoreScope,
  id: string,
  values: Pick<
    typeof productVariants.$inferInsert,
    'title' | 'options' | 'price' | 'compareAtPrice' | 'sku' | 'lowStockThreshold' | 'position'
  >,
) {
  return ctx.db
    .update(productVariants)
    .set(values)
    .where(scoped(ctx).where(productVariants, eq(productVariants.id, id)));
}

export function deleteVariants(ctx: StoreScope, ids: string[]) {
  if (ids.length === 0) return Promise.resolve();
  return ctx.db
    .delete(productVariants)
    .where(scoped(ctx).where(productVariants, inArray(productVariants.id, ids)))
    .then(() => undefined);
}

export function stockTotals(ctx: StoreScope, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select({
      productId: productVariants.productId,
      stock: sum(productVariants.stock).mapWith(Number),
      variants: count(),
    })
    .from(productVariants)
    .where(scoped(ctx).where(productVariants, inArray(productVariants.productId, productIds)))
    .groupBy(productVariants.productId);
}

export function imagesOf(ctx: StoreScope, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([] as ImageRow[]);
  return ctx.db
    .select()
    .from(productImages)
    .where(scoped(ctx).where(productImages, inArray(productImages.productId, productIds)))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
}

export function insertImage(ctx: StoreScope, values: Omit<typeof productImages.$inferInsert, 'storeId'>) {
  return scoped(ctx).insert(productImages, values).returning();
}

export function deleteImage(ctx: StoreScope, productId: string, imageId: string) {
  return ctx.db
    .delete(productImages)
    .where(
      scoped(ctx).where(productImages, eq(productImages.productId, productId), eq(productImages.id, imageId)),
    )
    .returning();
}

export async function nextImagePosition(ctx: StoreScope, productId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(productImages)
    .where(scoped(ctx).where(productImages, eq(productImages.productId, productId)));
  return row?.n ?? 0;
}

// Collections

export function listCollections(ctx: StoreScope) {
  return ctx.db
    .select({
      id: collections.id,
      title: collections.title,
      slug: collections.slug,
      description: collections.description,
      productCount: sql<number>`(select count(*)::int from product_collections pc where pc.store_id = collections.store_id and pc.collection_id = collections.id)`,
    })
    .from(collections)
    .where(scoped(ctx).where(collections))
    .orderBy(asc(collections.title));
}

export async function findCollection(ctx: StoreScope, id: string) {
  const [row] = await ctx.db
    .select()
    .from(collections)
    .where(scoped(ctx).where(collections, eq(collections.id, id)));
  return row ?? null;
}

export async function findCollectionBySlug(ctx: StoreScope, slug: string) {
  const [row] = await ctx.db
    .select()
    .from(collections)
    .where(scoped(ctx).where(collections, eq(collections.slug, slug)));
  return row ?? null;
}

export function insertCollection(ctx: StoreScope, values: Omit<typeof collections.$inferInsert, 'storeId'>) {
  return scoped(ctx).insert(collections, values).returning();
}

export function updateCollection(
  ctx: StoreScope,
  id: string,
  values: Partial<Pick<typeof collections.$inferInsert, 'title' | 'slug' | 'description'>>,
) {
  return ctx.db
    .update(collections)
    .set(values)
    .where(scoped(ctx).where(collections, eq(collections.id, id)))
    .returning();
}

export function deleteCollection(ctx: StoreScope, id: string) {
  return ctx.db
    .delete(collections)
    .where(scoped(ctx).where(collections, eq(collections.id, id)))
    .returning({ id: collections.id });
}

export async function existingCollectionIds(ctx: StoreScope, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: collections.id })
    .from(collections)
    .where(scoped(ctx).where(collections, inArray(collections.id, ids)));
  return rows.map((r) => r.id);
}

export function collectionIdsOf(ctx: StoreScope, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return ctx.db
    .select({ productId: productCollections.productId, collectionId: productCollections.collectionId })
    .from(productCollections)
    .where(scoped(ctx).where(productCollections, inArray(productCollections.productId, productIds)));
}

export async function setProductCollections(ctx: StoreScope, productId: string, collectionIds: string[]) {
  await ctx.db
    .delete(productCollections)
    .where(scoped(ctx).where(productCollections, eq(productCollections.productId, productId)));
  if (collectionIds.length) {
    await scoped(ctx).insert(
      productCollections,
      collectionIds.map((collectionId) => ({ productId, collectionId })),
    );
  }
}

export function allProductsForExport(ctx: StoreScope) {
  return ctx.db.select().from(products).where(scoped(ctx).where(products)).orderBy(asc(products.createdAt));
}

export function storeDb(db: DbOrTx, storeId: number): StoreScope {
  return { db, storeId };
}

/** The store's products and how many of them are on the storefront, in one statement. */
export async function countProducts(ctx: StoreScope): Promise<{ products: number; active: number }> {
  const [row] = await scoped(ctx).pick(
    { products: count(), active: sql<number>`count(*) filter (where ${products.status} = 'active')::int` },
    products,
  );
  return { products: row?.products ?? 0, active: Number(row?.active ?? 0) };
}

/** The best few active products for a search as someone types it: what the suggestion list shows. */
export function suggestProducts(ctx: StoreScope, q: string, limit: number) {
  const terms = searchTerms(q);
  if (terms.words.length === 0) return Promise.resolve([]);
  // tenant-scope: scoped here and by matchingProducts.
  return ctx.db
    .select({ title: products.title, slug: products.slug, price: products.price })
    .from(products)
    .innerJoin(sql`${matchingProducts(ctx, terms, 'active')} as m`, sql`m.product_id = ${products.id}`)
    .where(scoped(ctx).where(products))
    .orderBy(sql`m.rank desc`, asc(products.title), desc(products.id))
    .limit(limit);
}

export async function productIdsInCollection(ctx: StoreScope, collectionId: string) {
  const s = scoped(ctx);
  const [found] = await s.pick({ id: collections.id }, collections, eq(collections.id, collectionId));
  if (!found) return null;
  const rows = await s.pick(
    { productId: productCollections.productId },
    productCollections,
    eq(productCollections.collectionId, collectionId),
  );
  return rows.map((r) => r.productId);
}
