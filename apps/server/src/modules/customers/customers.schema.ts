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
    /**
     * True: agreed (at checkout); false: did not, or withdrew; null: unknown, a contact the vendor
     * imported who was never asked. Campaigns reach only true.
     */
    marketingConsent: boolean('marketing_consent').default(false),
    consentUpdatedAt: timestamp('consent_updated_at', { withTimezone: true }),
    /**
     * Set for a contact the vendor imported (CSV or vCard): the name and e-mail the file gave, listed
     * among the customers until they order. Orders' own names and e-mails win once there are some.
     */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    importedName: text('imported_name').notNull().default(''),
    importedEmail: text('imported_email').notNull().default(''),
    /** The key of the customer's unsubscribe link: unguessable, and says nothing about them. */
    optOutToken: uuid('opt_out_token').notNull().defaultRandom().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.phone] })],
);

export type CustomerProfileRow = typeof customerProfiles.$inferSelect;
