import type { Product } from '@kasuwa/contracts';
import DataLoader from 'dataloader';
import type { Db } from '../../platform/db';
import type { ObjectStorage } from '../../platform/storage';
import type { StoreScope } from '../../platform/tenant';
import * as q from './catalog.queries';
import { hydrate, toProduct } from './catalog.service';
import * as storefrontQ from './catalog.storefront.queries';

// The store tree's view of the catalogue: only `active` products of the one storefront being served.
// No vendor context exists here: the storefront builds a `StoreScope` from the store its host names.

export async function listActiveProducts(
  ctx: StoreScope,
  f: { q?: string; collectionId?: string; page: number; limit: number },
  storage: ObjectStorage,
): Promise<{ items: Product[]; total: number }> {
  const { rows, total } = await q.listProducts(ctx, { ...f, status: 'active' });
  return { items: await hydrate(ctx, rows, storage), total };
}

/**
 * Product pages' products, read in batches: the products asked for in one turn of the event loop (by
 * the requests that arrived together) are read in one statement, once that turn's I/O is handled; if
 * every connection already has a statement in flight, the batch also waits for one to be free, taking
 * in everything asked for meanwhile. This is for the embedded PGlite, where a statement's fixed cost
 * is about three times the work of reading one product, and it runs on the event loop, so no other
 * request is even parsed while one is read: under load the requests that piled up meanwhile share the
 * next statement, and never-rendered pages are served at about 1.5 times the rate of a statement
 * each. One request alone is read at once, in a batch of one.
 */
export class ProductPages {
  private readonly loader: DataLoader<q.ProductKey, Product | null, string>;
  /** Connections taken by batches dispatched or about to be. */
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(db: Db, connections: number, storage: ObjectStorage) {
    this.loader = new DataLoader(
      async (keys) => {
        try {
          const found = await q.findActiveProductsBySlug(db, keys);
          return found.map((f) => (f ? toProduct(f.product, f, storage) : null));
        } finally {
          // The connection goes to the batch that waited longest, which stops taking products now.
          const next = this.waiting.shift();
          if (next) next();
          else this.busy--;
        }
      },
      {
        // Every read is of the moment: a product changed between two requests must show changed.
        cache: false,
        // Bounds how long the last product of a batch waits for the first (~0.1 ms each).
        maxBatchSize: 32,
        batchScheduleFn: (dispatch) => {
          if (this.busy < connections) {
            this.busy++;
            setImmediate(dispatch);
          } else {
            this.waiting.push(dispatch);
          }
        },
      },
    );
  }

  /** The store's active product with that slug, as its page shows it, or null. */
  get(storeId: number, slug: string): Promise<Product | null> {
    return this.loader.load({ storeId, slug });
  }
}

/** Up to `limit` active products for a partly typed search, best first: title, slug and price. */
export function suggestProducts(ctx: StoreScope, query: string, limit: number) {
  return q.suggestProducts(ctx, query, limit);
}

export function listStoreCollections(ctx: StoreScope) {
  return q.listCollections(ctx);
}

export function findStoreCollection(ctx: StoreScope, slug: string) {
  return q.findCollectionBySlug(ctx, slug);
}

export function sitemapEntries(ctx: StoreScope) {
  return storefrontQ.sitemapRows(ctx);
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
  return storefrontQ.activeVariants(ctx, ids);
}

export async function firstImageUrls(ctx: StoreScope, productIds: string[], storage: ObjectStorage) {
  const images = await q.imagesOf(ctx, productIds);
  const out = new Map<string, string>();
  for (const i of images) {
    if (!out.has(i.productId)) out.set(i.productId, storage.url(`${i.key}-${i.widths[0]}.webp`));
  }
  return out;
}

/** Which of these product ids are this store's (discounts refuse the others). */
export async function existingProductIds(ctx: StoreScope, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return storefrontQ.productIdsOfStore(ctx, ids);
}

export function existingCollectionIds(ctx: StoreScope, ids: string[]): Promise<string[]> {
  return q.existingCollectionIds(ctx, ids);
}

/** The collections each product is in, for discounts limited to some collections. */
export async function collectionsOfProducts(
  ctx: StoreScope,
  productIds: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const r of await q.collectionIdsOf(ctx, productIds)) {
    out.set(r.productId, [...(out.get(r.productId) ?? []), r.collectionId]);
  }
  return out;
}
