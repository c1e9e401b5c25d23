import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.schema';

/** What a store sells. The price is the "from" price shown in lists; each variant has its own. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    status: text('status').notNull().default('draft'),
    price: bigint('price', { mode: 'number' }).notNull(),
    compareAtPrice: bigint('compare_at_price', { mode: 'number' }),
    sku: text('sku').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    options: jsonb('options').$type<{ name: string; values: string[] }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_store_slug_key').on(t.storeId, t.slug),
    index('products_store_status_idx').on(t.storeId, t.status, t.createdAt),
  ],
);

/**
 * A sellable combination of option values. `stock` is what is available to sell now: checkout takes
 * from it with a conditional update, so it never goes below zero.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    price: bigint('price', { mode: 'number' }).notNull(),
    compareAtPrice: bigint('compare_at_price', { mode: 'number' }),
    sku: text('sku').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_variants_store_product_idx').on(t.storeId, t.productId, t.position),
    uniqueIndex('product_variants_store_sku_key').on(t.storeId, t.sku).where(sql`${t.sku} <> ''`),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    alt: text('alt').notNull().default(''),
    /** Storage key prefix; renditions live at `${key}-${width}.webp`. */
    key: text('key').notNull(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_store_product_idx').on(t.storeId, t.productId, t.position)],
);

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collections_store_slug_key').on(t.storeId, t.slug)],
);

export const productCollections = pgTable(
  'product_collections',
  {
    storeId: integer('store_id').notNull(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.collectionId, t.productId] }),
    index('product_collections_product_idx').on(t.storeId, t.productId),
  ],
);

/** PostgreSQL's `tsvector`, written only by the triggers of the search migration. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What storefront and vendor search match, one row per product, kept by triggers on `products` and
 * `product_variants` (migration 0007), so every way of writing a product (forms, CSV import, seeds,
 * hand-written SQL) is searchable at commit. A table of its own rather than columns of `products`:
 * product reads (and `row_to_json` in the product page function) stay as lean as before.
 */
export const productSearch = pgTable(
  'product_search',
  {
    storeId: integer('store_id').notNull(),
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Title (weight A), tags (B), SKUs of the product and its variants (B), description (C). */
    document: tsvector('document').notNull(),
    /** The title lower-cased without accents, for trigram similarity (typos). */
    title: text('title').notNull(),
  },
  (t) => [
    index('product_search_document_idx').using('gin', t.storeId, t.document),
    index('product_search_title_trgm_idx').using('gin', t.storeId, t.title.op('gin_trgm_ops')),
  ],
);
