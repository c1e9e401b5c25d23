import type { Address, OrderDelivery, OrderExchangeRate } from '@kasuwa/contracts';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A guest's order. The id (UUIDv7) and the tracking token are what the customer receives. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    /**
     * The store's own order number (#1001, #1002, … per store), taken from `order_counters` in the
     * order's transaction, so it has no gap and no repeat; the id stays the platform-wide key.
     */
    number: bigint('number', { mode: 'number' }).notNull(),
    /** Where the sale happened: `online` (the storefront) or a channel the vendor recorded it from. */
    channel: text('channel').notNull().default('online'),
    /**
     * How the money moves: `escrow` (paid through Kasuwa's providers, held until delivery),
     * `off_platform` (paid to the vendor directly: recorded, no Kasuwa money, no fee) or `on_delivery`.
     */
    paymentMode: text('payment_mode').notNull().default('escrow'),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shipping: bigint('shipping', { mode: 'number' }).notNull().default(0),
    /** Taken off the goods by discounts; total = subtotal − discount + shipping. */
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** The discounts applied, as they were named then, with what each took off (delivery included). */
    discounts: jsonb('discounts')
      .$type<{ code: string; title: string; amount: number }[]>()
      .notNull()
      .default([]),
    /** The delivery option chosen, as it was then; null when the store offered none. */
    delivery: jsonb('delivery').$type<OrderDelivery>(),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    total: bigint('total', { mode: 'number' }).notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    customerName: text('customer_name').notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    /**
     * The admin rate the catalogue's prices were converted with when the order is in another currency
     * than the store's; a snapshot, so a later rate change never alters the order. Null otherwise.
     */
    exchangeRate: jsonb('exchange_rate').$type<OrderExchangeRate>(),
    note: text('note').notNull().default(''),
    /**
     * The shopper's language when the order was placed (the storefront's, or the one the vendor chose for
     * a recorded sale): every message to the shopper about this order is written in it (issue 33).
     */
    locale: text('locale').notNull().default('en-NG'),
    trackingTokenHash: text('tracking_token_hash').notNull(),
    /**
     * A second tracking token, minted when the order ships for the link in the shipped e-mail (only hashes
     * are kept, so the checkout's token cannot be put in a later e-mail). Null until shipped.
     */
    shippedTokenHash: text('shipped_token_hash'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** Set once the reserved stock went back, so a release can never happen twice. */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    index('orders_store_status_idx').on(t.storeId, t.status, t.createdAt),
    index('orders_store_phone_idx').on(t.storeId, t.phone),
    uniqueIndex('orders_store_number_key').on(t.storeId, t.number),
    uniqueIndex('orders_tracking_token_key').on(t.trackingTokenHash),
    uniqueIndex('orders_shipped_token_key').on(t.shippedTokenHash),
  ],
);

/**
 * Each store's last order number. The upsert that takes the next one holds the row's lock until the
 * order's transaction ends: concurrent checkouts queue behind it and a rolled-back order gives its
 * number back, so a store's numbers have no gap and no repeat.
 */
export const orderCounters = pgTable('order_counters', {
  storeId: integer('store_id').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
});

/** A snapshot of what was bought at what price, so later catalogue edits never change an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    variantId: uuid('variant_id'),
    title: text('title').notNull(),
    variantTitle: text('variant_title').notNull().default(''),
    sku: text('sku').notNull().default(''),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
    /** What discounts took off this line: the customer paid `line_total - discount` for it. */
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('order_items_store_order_idx').on(t.storeId, t.orderId)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_store_order_idx').on(t.storeId, t.orderId, t.createdAt),
    // Sales figures find a period's payments by their move to paid (orders.reports.service).
    index('order_events_store_status_idx').on(t.storeId, t.toStatus, t.createdAt),
  ],
);

/**
 * Money a vendor received outside Kasuwa for an order (marked paid outside, or paid on delivery): kept
 * for her books and reports only. It never enters the ledger: no escrow, no payout, no Kasuwa fee. One
 * per order (the unique key), so a race or a second click cannot record the same sale twice.
 */
export const offPlatformPayments = pgTable(
  'off_platform_payments',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `paid_outside` or `on_delivery` (OFF_PLATFORM_KINDS). */
    kind: text('kind').notNull(),
    /** cash, bank_transfer, pos or other (OFF_PLATFORM_METHODS). */
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    proofUrl: text('proof_url'),
    note: text('note').notNull().default(''),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('off_platform_payments_order_key').on(t.storeId, t.orderId),
    index('off_platform_payments_store_created_idx').on(t.storeId, t.createdAt),
  ],
);
