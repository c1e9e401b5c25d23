import type { Product, ProductImage, Variant } from '@kasuwa/contracts';
import type { ObjectStorage } from '../../platform/storage';
import type { StoreScope } from '../../platform/tenant';
import { storeCurrency } from '../stores';
import * as q from './catalog.queries';
import { toImage, toProductFields, toVariant } from './catalog.service';

/**
 * The catalogue read in batches, for GraphQL's loaders: a page of products without their parts, then
 * the parts of every product of the page (of every page a batch of operations asked for) in one
 * statement each. A page of 20 products with their variants and images is three statements when the
 * caller knows the store's currency (the page with its count, the variants, the images), four when not.
 */

/** A product without its variants, images and collections: those are read by the loaders. */
export type ProductCore = Omit<Product, 'variants' | 'images' | 'collectionIds'> &
  Partial<Pick<Product, 'variants' | 'images' | 'collectionIds'>>;

/** A page of products; `currency` is the store's when the caller has read it already (one statement less). */
export async function productPage(
  ctx: StoreScope,
  filter: q.ProductFilter,
  currency?: string,
  /** With it, each product comes with its variants, images and collections, read in the same statement. */
  storage?: ObjectStorage,
): Promise<{ items: ProductCore[]; total: number; page: number; limit: number }> {
  const [{ rows, total }, storeCurrencyCode] = await Promise.all([
    q.listProductsCounted(ctx, { ...filter, parts: storage !== undefined }),
    currency ?? storeCurrency(ctx),
  ]);
  return {
    items: rows.map((p) => {
      const fields = toProductFields(p, storeCurrencyCode);
      if (!p.parts || !storage) return fields;
      return {
        ...fields,
        variants: p.parts.variants.map(toVariant),
        images: p.parts.images.map((i) => toImage(storage, i)),
        collectionIds: p.parts.collectionIds,
      };
    }),
    total,
    page: filter.page,
    limit: filter.limit,
  };
}

/** One product by id (vendor) or by slug among the active ones (storefront); null when there is none. */
export async function productCore(
  ctx: StoreScope,
  by: { id: string } | { slug: string; activeOnly: true },
  currency?: string,
): Promise<ProductCore | null> {
  const [row, code] = await Promise.all([
    'id' in by ? q.findProduct(ctx, by.id) : q.findProductBySlug(ctx, by.slug),
    currency ?? storeCurrency(ctx),
  ]);
  if (!row || ('activeOnly' in by && row.status !== 'active')) return null;
  return toProductFields(row, code);
}

function group<T extends { productId: string }, R>(ids: string[], rows: T[], map: (row: T) => R): R[][] {
  const byProduct = new Map<string, R[]>(ids.map((id) => [id, []]));
  for (const row of rows) byProduct.get(row.productId)?.push(map(row));
  return ids.map((id) => byProduct.get(id) ?? []);
}

/** The variants of each product, in display order, in one statement. */
export async function variantsOfProducts(ctx: StoreScope, productIds: string[]): Promise<Variant[][]> {
  return group(productIds, await q.variantsOf(ctx, productIds), toVariant);
}

/** The images of each product, in display order, in one statement. */
export async function imagesOfProducts(
  ctx: StoreScope,
  productIds: string[],
  storage: ObjectStorage,
): Promise<ProductImage[][]> {
  return group(productIds, await q.imagesOf(ctx, productIds), (i) => toImage(storage, i));
}

/** The collections each product is in, in one statement. */
export async function collectionIdsOfProducts(ctx: StoreScope, productIds: string[]): Promise<string[][]> {
  return group(productIds, await q.collectionIdsOf(ctx, productIds), (l) => l.collectionId);
}
