import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.schema';

/**
 * What a store keeps about a customer beyond their orders: tags, notes and marketing consent. Keyed
 * like the customer list, on the normalised phone number; a row exists once any of them was set.
 */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    consentUpdatedAt: timestamp('consent_updated_at', { withTimezone: true }),
    /** The key of the customer's unsubscribe link: unguessable, and says nothing about them. */
    optOutToken: uuid('opt_out_token').notNull().defaultRandom().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.phone] })],
);

export type CustomerProfileRow = typeof customerProfiles.$inferSelect;
