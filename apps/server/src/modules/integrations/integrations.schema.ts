import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
