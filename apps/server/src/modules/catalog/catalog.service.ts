/*
 * Why this file is over 400 lines: products, their variants and their images are one aggregate:
 * creating or updating a product rewrites variants, keeps the stock of kept variants and cleans up
 * images in one transaction, and the normalising helpers at the top are the rules those writes share.
 * Collections (at the end) are small and use the same hydration. A split would cut the aggregate's
 * write path across files that must change together.
 */
import {
  type Collection,
  collectionInputSchema,
  type Product,
  type ProductInput,
  type ProductOption,
  type ProductSummary,
  productInputSchema,
  type productPatchSchema,
  type VariantInput,
} from '@kasuwa/contracts';
import sanitizeHtml from 'sanitize-html';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { readAll } from '../../platform/db';
import { errors, fail } from '../../platform/errors';
import { imageKeys, imageUrls, storeImage } from '../../platform/images';
import { isUniqueViolation } from '../../platform/pg-errors';
import type { ObjectStorage } from '../../platform/storage';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { assertStoreWritable, storeCurrency, touchStorefront } from '../stores';
import { recordWebhookEvent } from '../webhooks';
import * as q from './catalog.queries';
import { recordInitialStock } from './catalog.stock.service';

/**
 * Runs a catalogue change in one transaction (a savepoint when the caller already has one) that also
 * moves the store's storefront cache version on, so cached pages and the change commit together.
 */
function change<T>(ctx: StoreScope, fn: (tx: StoreScope) => Promise<T>): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    const result = await fn(tx);
    await touchStorefront(tx);
    return result;
  });
}

/** What product descriptions may contain: text formatting and links, nothing that runs or embeds. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'a',
    ],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
  }).trim();
}

export function slugify(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return s || 'item';
}

async function uniqueSlug(ctx: StoreScope, base: string, exceptId?: string): Promise<string> {
  for (let i = 1; i < 50; i++) {
    const candidate = i === 1 ? base : `${base}-${i}`;
    if (!(await q.slugTaken(ctx, candidate, exceptId))) return candidate;
  }
  return `${base}-${uuidv7().slice(-8)}`;
}

export function variantTitle(options: ProductOption[], values: Record<string, string>): string {
  if (options.length === 0) return 'Default';
  return options.map((o) => values[o.name] ?? '').join(' / ');
}

/**
 * Checks the variants against the options: every variant names a value of every option, no two
 * variants are the same combination. Without options, the product has exactly one default variant.
 */
export function normaliseVariants(
  options: ProductOption[],
  variants: VariantInput[] | undefined,
  fallback: { price: number; compareAtPrice: number | null; sku: string; stock: number },
): VariantInput[] {
  const names = options.map((o) => o.name);
  if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) {
    throw errors.validation([{ path: 'options', message: 'Option names must be different.' }]);
  }
  if (options.length === 0) {
    const [only, ...rest] = variants ?? [];
    if (rest.length) {
      throw errors.validation([
        { path: 'variants', message: 'Add options (size, colour…) to have several variants.' },
      ]);
    }
    return [
      {
        id: only?.id,
        options: {},
        price: only?.price ?? fallback.price,
        compareAtPrice: only?.compareAtPrice ?? fallback.compareAtPrice,
        sku: only?.sku || fallback.sku,
        stock: only?.stock ?? fallback.stock,
        lowStockThreshold: only?.lowStockThreshold ?? 5,
      },
    ];
  }
  if (!variants || variants.length === 0) {
    throw errors.validation([
      { path: 'variants', message: 'A product with options needs at least one variant.' },
    ]);
  }
  const seen = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((v, i) => {
    const keys = Object.keys(v.options);
    if (keys.length !== names.length || !names.every((n) => keys.includes(n))) {
      throw errors.validation([
        { path: `variants.${i}.options`, message: `Give a value for each option: ${names.join(', ')}.` },
      ]);
    }
    for (const o of options) {
      if (!o.values.includes(v.options[o.name]!)) {
        throw errors.validation([
          {
            path: `variants.${i}.options.${o.name}`,
            message: `"${v.options[o.name]}" is not a value of ${o.name}.`,
          },
        ]);
      }
    }
    const combo = names.map((n) => v.options[n]).join('\u0000');
    if (seen.has(combo)) {
      throw errors.validation([
        { path: `variants.${i}`, message: 'Two variants have the same option values.' },
      ]);
    }
    seen.add(combo);
    if (v.sku) {
      if (skus.has(v.sku))
        throw errors.validation([{ path: `variants.${i}.sku`, message: 'SKUs must be different.' }]);
      skus.add(v.sku);
    }
  });
  return variants;
}

function skuConflict(err: unknown): never {
  if (isUniqueViolation(err, 'product_variants_store_sku_key')) {
    throw fail('SKU_TAKEN');
  }
  if (isUniqueViolation(err, 'products_store_slug_key')) {
    throw fail('SLUG_TAKEN');
  }
  throw err;
}

async function checkCollections(ctx: StoreScope, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await q.existingCollectionIds(ctx, unique);
  if (found.length !== unique.length) {
    throw errors.validation([
      { path: 'collectionIds', message: 'A collection does not exist in this store.' },
    ]);
  }
  return unique;
}

function lowestPrice(variants: VariantInput[], fallback: number): number {
  return variants.length ? Math.min(...variants.map((v) => v.price)) : fallback;
}

export function createProduct(ctx: StoreScope, raw: ProductInput, storage: ObjectStorage): Promise<Product> {
  return change(ctx, async (tx) => {
    await assertStoreWritable(tx);
    return createProductInTx(tx, raw, storage);
  });
}

async function createProductInTx(
  ctx: StoreScope,
  raw: ProductInput,
  storage: ObjectStorage,
): Promise<Product> {
  const input = productInputSchema.parse(raw);
  const variants = normaliseVariants(input.options, input.variants, input);
  const collectionIds = await checkCollections(ctx, input.collectionIds);
  const slug = await uniqueSlug(ctx, input.slug ?? slugify(input.title));
  const id = uuidv7();
  try {
    await q.insertProduct(ctx, {
      id,
      title: input.title,
      slug,
      descriptionHtml: sanitizeDescription(input.description),
      status: input.status,
      price: input.options.length ? lowestPrice(variants, input.price) : input.price,
      compareAtPrice: input.compareAtPrice,
      sku: input.sku,
      tags: [...new Set(input.tags)],
      options: input.options,
    });
    const rows = await q.insertVariants(
      ctx,
      variants.map((v, i) => ({
        id: uuidv7(),
        productId: id,
        title: variantTitle(input.options, v.options),
        options: v.options,
        price: v.price,
        compareAtPrice: v.compareAtPrice,
        sku: v.sku,
        stock: v.stock,
        lowStockThreshold: v.lowStockThreshold,
        position: i,
      })),
    );
    for (const row of rows) await recordInitialStock(ctx, row.id, row.stock);
    await q.setProductCollections(ctx, id, collectionIds);
  } catch (err) {
    skuConflict(err);
  }
  return getProduct(ctx, id, storage);
}

export function updateProduct(
  ctx: StoreScope,
  id: string,
  patch: z.infer<typeof productPatchSchema>,
  storage: ObjectStorage,
): Promise<Product> {
  return change(ctx, async (tx) => {
    const product = await updateProductInTx(tx, id, patch, storage);
    await recordWebhookEvent(tx, 'product.updated', () => product);
    return product;
  });
}

async function updateProductInTx(
  ctx: StoreScope,
  id: string,
  patch: z.infer<typeof productPatchSchema>,
  storage: ObjectStorage,
): Promise<Product> {
  const current = await q.findProduct(ctx, id);
  if (!current) throw errors.notFound('Product');
  const options = patch.options ?? current.options;
  const existing = await q.variantsOf(ctx, [id]);
  const changes: Parameters<typeof q.updateProduct>[2] = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.slug !== undefined && patch.slug !== current.slug) {
    if (await q.slugTaken(ctx, patch.slug, id)) {
      throw fail('SLUG_TAKEN');
    }
    changes.slug = patch.slug;
  }
  if (patch.description !== undefined) changes.descriptionHtml = sanitizeDescription(patch.description);
  if (patch.status !== undefined) changes.status = patch.status;
  if (patch.price !== undefined) changes.price = patch.price;
  if (patch.compareAtPrice !== undefined) changes.compareAtPrice = patch.compareAtPrice;
  if (patch.sku !== undefined) changes.sku = patch.sku;
  if (patch.tags !== undefined) changes.tags = [...new Set(patch.tags)];
  if (patch.options !== undefined) changes.options = patch.options;

  // Without options the product's price, compare-at price and SKU live on its one variant, which is
  // what customers buy: a patch of any of them must reach that variant too.
  const singleVariantChange =
    options.length === 0 &&
    (patch.price !== undefined || patch.compareAtPrice !== undefined || patch.sku !== undefined);
  try {
    if (patch.variants !== undefined || patch.options !== undefined || singleVariantChange) {
      const base = existing[0];
      const wanted =
        patch.variants ??
        (options.length === 0 && base
          ? [
              {
                ...base,
                id: base.id,
                options: {},
                stock: base.stock,
                price: patch.price ?? base.price,
                compareAtPrice:
                  patch.compareAtPrice !== undefined ? patch.compareAtPrice : base.compareAtPrice,
                sku: patch.sku ?? base.sku,
              },
            ]
          : undefined);
      const variants = normaliseVariants(options, wanted, {
        price: patch.price ?? current.price,
        compareAtPrice: patch.compareAtPrice ?? current.compareAtPrice,
        sku: patch.sku ?? current.sku,
        stock: 0,
      });
      const byId = new Map(existing.map((v) => [v.id, v]));
      const keep = new Set<string>();
      const fresh: VariantInput[] = [];
      variants.forEach((v) => {
        if (v.id && byId.has(v.id)) keep.add(v.id);
        else if (v.id)
          throw errors.validation([
            { path: 'variants', message: 'A variant does not belong to this product.' },
          ]);
        else fresh.push(v);
      });
      await q.deleteVariants(
        ctx,
        existing.filter((v) => !keep.has(v.id)).map((v) => v.id),
      );
      for (const [i, v] of variants.entries()) {
        if (!v.id) continue;
        await q.updateVariant(ctx, v.id, {
          title: variantTitle(options, v.options),
          options: v.options,
          price: v.price,
          compareAtPrice: v.compareAtPrice,
          sku: v.sku,
          lowStockThreshold: v.lowStockThreshold,
          position: i,
        });
      }
      const inserted = await q.insertVariants(
        ctx,
        fresh.map((v) => ({
          id: uuidv7(),
          productId: id,
          title: variantTitle(options, v.options),
          options: v.options,
          price: v.price,
          compareAtPrice: v.compareAtPrice,
          sku: v.sku,
          stock: v.stock,
          lowStockThreshold: v.lowStockThreshold,
          position: variants.indexOf(v),
        })),
      );
      for (const row of inserted) await recordInitialStock(ctx, row.id, row.stock);
      if (options.length) changes.price = lowestPrice(variants, current.price);
    } else if (patch.price !== undefined && options.length === 0 && existing[0]) {
      // A product without options sells its single variant at the product's price.
      await q.updateVariant(ctx, existing[0].id, {
        title: existing[0].title,
        options: {},
        price: patch.price,
        compareAtPrice: patch.compareAtPrice ?? existing[0].compareAtPrice,
        sku: patch.sku ?? existing[0].sku,
        lowStockThreshold: existing[0].lowStockThreshold,
        position: 0,
      });
    }
    if (patch.collectionIds !== undefined) {
      await q.setProductCollections(ctx, id, await checkCollections(ctx, patch.collectionIds));
    }
    await q.updateProduct(ctx, id, changes);
  } catch (err) {
    skuConflict(err);
  }
  return getProduct(ctx, id, storage);
}

export async function deleteProduct(ctx: StoreScope, id: string, storage: ObjectStorage): Promise<void> {
  const images = await change(ctx, async (tx) => {
    const found = await q.imagesOf(tx, [id]);
    const [row] = await q.deleteProduct(tx, id);
    if (!row) throw errors.notFound('Product');
    return found;
  });
  await storage.delete(images.flatMap((i) => imageKeys(i.key, i.widths)));
}

/** An image row as the contract's image (URLs of its renditions). */
export function toImage(storage: ObjectStorage, i: q.ImageJson) {
  return {
    id: i.id,
    alt: i.alt,
    position: i.position,
    width: i.width,
    height: i.height,
    urls: imageUrls(storage, i.key, i.widths),
  };
}

/** A variant row as the contract's variant. */
export function toVariant(v: q.VariantJson) {
  return {
    id: v.id,
    title: v.title,
    options: v.options,
    price: v.price,
    compareAtPrice: v.compareAtPrice,
    sku: v.sku,
    stock: v.stock,
    lowStockThreshold: v.lowStockThreshold,
    position: v.position,
  };
}

/** A product's own fields from its row, without its variants, images and collections. */
export function toProductFields(p: q.ProductRow, currency: string) {
  return {
    id: p.id,
    storeId: p.storeId,
    title: p.title,
    slug: p.slug,
    description: p.descriptionHtml,
    status: p.status as Product['status'],
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    currency,
    sku: p.sku,
    tags: p.tags,
    options: p.options,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A full product from its row and its parts, each already of this product and in display order. */
export function toProduct(
  p: q.ProductRow,
  parts: {
    variants: q.VariantJson[];
    images: q.ImageJson[];
    collectionIds: string[];
    currency: string;
  },
  storage: ObjectStorage,
): Product {
  return {
    ...toProductFields(p, parts.currency),
    variants: parts.variants.map(toVariant),
    images: parts.images.map((i) => toImage(storage, i)),
    collectionIds: parts.collectionIds,
  };
}

/** Builds full products (variants, images, collections) for a batch of rows in four queries. */
export async function hydrate(
  ctx: StoreScope,
  rows: q.ProductRow[],
  storage: ObjectStorage,
): Promise<Product[]> {
  const ids = rows.map((r) => r.id);
  const [variants, images, links, currency] = await readAll(ctx.db, [
    () => q.variantsOf(ctx, ids),
    () => q.imagesOf(ctx, ids),
    () => q.collectionIdsOf(ctx, ids),
    () => storeCurrency(ctx),
  ]);
  return rows.map((p) =>
    toProduct(
      p,
      {
        variants: variants.filter((v) => v.productId === p.id),
        images: images.filter((i) => i.productId === p.id),
        collectionIds: links.filter((l) => l.productId === p.id).map((l) => l.collectionId),
        currency,
      },
      storage,
    ),
  );
}

export async function getProduct(ctx: StoreScope, id: string, storage: ObjectStorage): Promise<Product> {
  const row = await q.findProduct(ctx, id);
  if (!row) throw errors.notFound('Product');
  const [product] = await hydrate(ctx, [row], storage);
  return product!;
}

/** How many products the store has, and how many are active on its storefront. */
export function productCounts(ctx: StoreScope): Promise<{ products: number; active: number }> {
  return q.countProducts(ctx);
}

export async function listProducts(
  ctx: StoreScope,
  filter: q.ProductFilter,
  storage: ObjectStorage,
): Promise<{ items: ProductSummary[]; total: number; page: number; limit: number }> {
  const { rows, total } = await q.listProducts(ctx, filter);
  const ids = rows.map((r) => r.id);
  const [totals, images, currency] = await readAll(ctx.db, [
    () => q.stockTotals(ctx, ids),
    () => q.imagesOf(ctx, ids),
    () => storeCurrency(ctx),
  ]);
  const items = rows.map((p) => {
    const t = totals.find((x) => x.productId === p.id);
    const img = images.find((i) => i.productId === p.id);
    return {
      id: p.id,
      title: p.title,
      slug: p.slug,
      status: p.status as ProductSummary['status'],
      price: p.price,
      compareAtPrice: p.compareAtPrice,
      currency,
      sku: p.sku,
      tags: p.tags,
      updatedAt: p.updatedAt.toISOString(),
      totalStock: t?.stock ?? 0,
      variantCount: t?.variants ?? 0,
      thumbnailUrl: img ? storage.url(`${img.key}-${img.widths[0]}.webp`) : null,
    };
  });
  return { items, total, page: filter.page, limit: filter.limit };
}

export async function addImage(
  ctx: StoreScope,
  productId: string,
  file: Buffer,
  alt: string,
  storage: ObjectStorage,
): Promise<Product> {
  const product = await q.findProduct(ctx, productId);
  if (!product) throw errors.notFound('Product');
  const id = uuidv7();
  const stored = await storeImage(storage, `stores/${ctx.storeId}/products/${productId}/${id}`, file);
  await change(ctx, async (tx) => {
    await q.insertImage(tx, {
      id,
      productId,
      alt: alt.trim().slice(0, 200) || product.title,
      key: stored.key,
      widths: stored.widths,
      width: stored.width,
      height: stored.height,
      position: await q.nextImagePosition(tx, productId),
    });
    await recordWebhookEvent(tx, 'product.updated', () => getProduct(tx, productId, storage));
  });
  return getProduct(ctx, productId, storage);
}

export async function removeImage(
  ctx: StoreScope,
  productId: string,
  imageId: string,
  storage: ObjectStorage,
) {
  const row = await change(ctx, async (tx) => {
    const [deleted] = await q.deleteImage(tx, productId, imageId);
    if (!deleted) throw errors.notFound('Image');
    await recordWebhookEvent(tx, 'product.updated', () => getProduct(tx, productId, storage));
    return deleted;
  });
  await storage.delete(imageKeys(row.key, row.widths));
  return getProduct(ctx, productId, storage);
}

// Collections

export async function listCollections(ctx: StoreScope): Promise<Collection[]> {
  return q.listCollections(ctx);
}

/** The products of one of the store's collections; null when the store has no such collection. */
export async function productIdsInCollection(
  ctx: StoreScope,
  collectionId: string,
): Promise<string[] | null> {
  return q.productIdsInCollection(ctx, collectionId);
}

async function uniqueCollectionSlug(ctx: StoreScope, base: string, exceptId?: string) {
  for (let i = 1; i < 50; i++) {
    const candidate = i === 1 ? base : `${base}-${i}`;
    const found = await q.findCollectionBySlug(ctx, candidate);
    if (!found || found.id === exceptId) return candidate;
  }
  return `${base}-${uuidv7().slice(-8)}`;
}

export async function createCollection(
  ctx: StoreScope,
  raw: z.input<typeof collectionInputSchema>,
): Promise<Collection> {
  const input = collectionInputSchema.parse(raw);
  const [row] = await change(ctx, async (tx) =>
    q.insertCollection(tx, {
      id: uuidv7(),
      title: input.title,
      slug: await uniqueCollectionSlug(tx, input.slug ?? slugify(input.title)),
      description: input.description,
    }),
  );
  return { id: row!.id, title: row!.title, slug: row!.slug, description: row!.description, productCount: 0 };
}

export async function updateCollection(
  ctx: StoreScope,
  id: string,
  patch: Partial<z.infer<typeof collectionInputSchema>>,
): Promise<Collection> {
  const current = await q.findCollection(ctx, id);
  if (!current) throw errors.notFound('Collection');
  const slug =
    patch.slug && patch.slug !== current.slug ? await uniqueCollectionSlug(ctx, patch.slug, id) : undefined;
  await change(ctx, (tx) =>
    q.updateCollection(tx, id, { title: patch.title, description: patch.description, slug }),
  );
  const all = await q.listCollections(ctx);
  return all.find((c) => c.id === id)!;
}

export async function deleteCollection(ctx: StoreScope, id: string): Promise<void> {
  await change(ctx, async (tx) => {
    const [row] = await q.deleteCollection(tx, id);
    if (!row) throw errors.notFound('Collection');
  });
}
