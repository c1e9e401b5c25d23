import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.schema';

/**
 * An app a store connected with its own ids (STORE_APPS: `meta`, `ga4`): one row per store and app.
 * `public_id` is what the storefront's browser tag uses (pixel id, measurement id); `secret` is what the
 * server sends events with (Conversions API access token, Measurement Protocol API secret) and is never
 * sent to a client after it was saved.
 */
export const storeApps = pgTable(
  'store_apps',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    app: text('app').notNull(),
    publicId: text('public_id').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.app] })],
);

export type StoreAppRow = typeof storeApps.$inferSelect;

/**
 * What the shopper's browser said at checkout, for the purchase events sent when the order is paid:
 * Meta requires the user agent and page of a website event, and matches it better with the address and
 * its own cookies; GA4 joins the purchase to the visit by the `_ga` client id. Written only when the
 * store connected an app and the shopper accepted its cookies; read (and deleted) when the payment is
 * confirmed, or dropped after a week with the order unpaid.
 */
export const orderAttributions = pgTable(
  'order_attributions',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    sourceUrl: text('source_url').notNull(),
    fbp: text('fbp').notNull().default(''),
    fbc: text('fbc').notNull().default(''),
    gaClientId: text('ga_client_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.orderId] }),
    index('order_attributions_store_created_idx').on(t.storeId, t.createdAt),
  ],
);

export type OrderAttributionRow = typeof orderAttributions.$inferSelect;
