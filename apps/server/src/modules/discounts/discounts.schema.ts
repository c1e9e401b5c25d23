import type { DeliveryZone } from '@kasuwa/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A way a store delivers: one flat fee, fees by state or zone, or pickup. Amounts in the store currency. */
export const deliveryOptions = pgTable(
  'delivery_options',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    fee: bigint('fee', { mode: 'number' }),
    zones: jsonb('zones').$type<DeliveryZone[]>().notNull().default([]),
    freeAbove: bigint('free_above', { mode: 'number' }),
    address: text('address').notNull().default(''),
    hours: text('hours').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The customer may pay on delivery (cash or transfer to the rider or vendor) with this option. */
    payOnDelivery: boolean('pay_on_delivery').notNull().default(false),
    /** Pay on delivery only up to this order total (store currency); null: any total. */
    payOnDeliveryMax: bigint('pay_on_delivery_max', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_options_store_idx').on(t.storeId, t.position)],
);

/** A discount code or an automatic discount. Amounts in the store currency. */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    trigger: text('trigger').notNull(),
    /** Upper case; empty for automatic discounts. */
    code: text('code').notNull().default(''),
    title: text('title').notNull().default(''),
    type: text('type').notNull(),
    /** Basis points (1250 = 12.5%). */
    percentBps: integer('percent_bps'),
    amount: bigint('amount', { mode: 'number' }),
    minSubtotal: bigint('min_subtotal', { mode: 'number' }),
    minQuantity: integer('min_quantity'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    /** Orders holding a use; counted up by a conditional update in the order's transaction. */
    usesCount: integer('uses_count').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    appliesTo: text('applies_to').notNull().default('all'),
    collectionIds: jsonb('collection_ids').$type<string[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    combinable: boolean('combinable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Set instead of deleting once orders used it, so their history keeps its name. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discounts_store_idx').on(t.storeId, t.createdAt),
    uniqueIndex('discounts_store_code_key')
      .on(t.storeId, t.code)
      .where(sql`${t.code} <> '' and ${t.deletedAt} is null`),
  ],
);

/**
 * One order's use of one discount. `customerKeys` holds the normalised phone and e-mail the
 * once-per-customer rule is checked on (through `discount_customer_keys`); `releasedAt` is set when an
 * unpaid order expired and gave the use back.
 */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    discountId: uuid('discount_id').notNull(),
    orderId: uuid('order_id').notNull(),
    currency: text('currency').notNull(),
    /** In the store's currency (the order's amounts converted back at its locked rate when needed). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    orderTotal: bigint('order_total', { mode: 'number' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_uses_order_key').on(t.storeId, t.orderId, t.discountId),
    index('discount_uses_discount_idx').on(t.storeId, t.discountId),
  ],
);

/**
 * The customers who used a once-per-customer discount, one row per normalised phone and per e-mail;
 * the unique index makes two racing checkouts of one customer end with one use.
 */
export const discountCustomerKeys = pgTable(
  'discount_customer_keys',
  {
    storeId: integer('store_id').notNull(),
    discountId: uuid('discount_id').notNull(),
    customerKey: text('customer_key').notNull(),
    orderId: uuid('order_id').notNull(),
  },
  (t) => [
    uniqueIndex('discount_customer_keys_key').on(t.storeId, t.discountId, t.customerKey),
    index('discount_customer_keys_order_idx').on(t.storeId, t.orderId),
  ],
);
