import type { Product } from '@kasuwa/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { ObjectStorage } from '../../platform/storage';
import * as q from './catalog.queries';
import { collections, products, productVariants } from './catalog.schema';
import { hydrate, toProduct } from './catalog.service';

/**
 * The store tree's view of the catalogue: only `active` products of the one storefront being served.
 * No vendor context exists here, so every function takes the storefront's store id explicitly.
 */
export interface StoreScope {
  db: DbOrTx;
  storeId: number;
}

export async function listActiveProducts(
  ctx: StoreScope,
  f: { q?: string; collectionId?: string; page: number; limit: number },
  storage: ObjectStorage,
): Promise<{ items: Product[]; total: number }> {
  const { rows, total } = await q.listProducts(ctx, { ...f, status: 'active' });
  return { items: await hydrate(ctx, rows, storage), total };
}

/** The product page's product, read in one query (see `findActiveProductBySlug`). */
export async function getActiveProduct(ctx: StoreScope, slug: string, storage: ObjectStorage) {
  const found = await q.findActiveProductBySlug(ctx, slug);
  return found ? toProduct(found.product, found, storage) : null;
}

export function listStoreCollections(ctx: StoreScope) {
  return q.listCollections(ctx);
}

export function findStoreCollection(ctx: StoreScope, slug: string) {
  return q.findCollectionBySlug(ctx, slug);
}

export function sitemapEntries(ctx: StoreScope) {
  return Promise.all([
    ctx.db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.storeId, ctx.storeId), eq(products.status, 'active')))
      .orderBy(desc(products.updatedAt))
      .limit(50_000),
    ctx.db
      .select({ slug: collections.slug })
      .from(collections)
      .where(eq(collections.storeId, ctx.storeId))
      .orderBy(asc(collections.slug)),
  ]);
}

export interface SellableVariant {
  variantId: string;
  productId: string;
  productTitle: string;
  productSlug: string;
  variantTitle: string;
  sku: string;
  price: number;
  stock: number;
}

/** Variants that can be bought right now: of this store, on an active product. */
export async function sellableVariants(ctx: StoreScope, ids: string[]): Promise<SellableVariant[]> {
  if (ids.length === 0) return [];
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
        eq(productVariants.storeId, ctx.storeId),
        eq(products.storeId, ctx.storeId),
        eq(products.status, 'active'),
        inArray(productVariants.id, ids),
      ),
    );
}

export async function firstImageUrls(ctx: StoreScope, productIds: string[], storage: ObjectStorage) {
  const images = await q.imagesOf(ctx, productIds);
  const out = new Map<string, string>();
  for (const i of images) {
    if (!out.has(i.productId)) out.set(i.productId, storage.url(`${i.key}-${i.widths[0]}.webp`));
  }
  return out;
}
