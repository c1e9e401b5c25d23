import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Storefront page views per store, Lagos day, page kind, source and product: counts only, no cookie,
 * address or visitor id (issue 19 asks for figures without personal data). `kind` is home, collection,
 * product or search for a page, `cart_add` for an add-to-cart; `source` is one of VISIT_SOURCES or
 * `internal` for a move between the store's own pages. `product_id` is '' when the page has no product,
 * so the key has no NULL in it and an upsert always finds its row.
 */
export const storefrontVisits = pgTable(
  'storefront_visits',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    productId: text('product_id').notNull().default(''),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.kind, t.source, t.productId] })],
);
