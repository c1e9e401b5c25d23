import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Storefront page views per store, Lagos day, page kind, source and product: counts only, no
 * address or visitor id (issue 19 asks for figures without personal data). `kind` is home, collection,
 * product or search for a page, `cart` for a cart that had something added that day (each cart once a
 * day: the storefront remembers the day in a cookie holding nothing else), `cart_add` for every add
 * (counted until carts were, kept for those days); `source` is one of VISIT_SOURCES or
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

/**
 * Lagos days of a store whose rollups are out of date. Triggers on orders, order_events, order_items and
 * stores (migration 0014) add a row in the transaction of every change that moves a day's figures, so a
 * day has a mark exactly when its rollup may be stale; the rollup job deletes the marks it recomputes in
 * the transaction that writes the new rollup. Append-only (no unique key): concurrent checkouts never
 * wait on one another's mark.
 */
export const analyticsDirtyDays = pgTable(
  'analytics_dirty_days',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('analytics_dirty_days_store_day_idx').on(t.storeId, t.day)],
);

/**
 * One store's sales of one Lagos day in one order currency: orders placed that day (the funnel's
 * checkouts), and orders first paid that day that were not cancelled or refunded since, with their
 * totals in the order's currency and converted into the store's currency at each order's locked rate.
 */
export const analyticsDailySales = pgTable(
  'analytics_daily_sales',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    placedOrders: integer('placed_orders').notNull().default(0),
    paidOrders: integer('paid_orders').notNull().default(0),
    paidRevenue: bigint('paid_revenue', { mode: 'number' }).notNull().default(0),
    /** `paid_revenue` in the store's currency when the row was computed (a currency change marks it stale). */
    paidRevenueConverted: bigint('paid_revenue_converted', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.currency] })],
);

/** How many of the orders placed on a Lagos day are in each status now. */
export const analyticsDailyStatuses = pgTable(
  'analytics_daily_statuses',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.status] })],
);

/**
 * What each product sold among the orders first paid on a Lagos day and kept (the best sellers):
 * `product_key` is the product id, or `title:<title>` for a line whose product was deleted.
 */
export const analyticsDailyProducts = pgTable(
  'analytics_daily_products',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    productKey: text('product_key').notNull(),
    productId: uuid('product_id'),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    /** What the customers paid for it, in the store's currency. */
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.productKey] })],
);

/** The rollup job's own bookkeeping: `closed_day` is the last Lagos day it recomputed in full. */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  name: text('name').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
});
