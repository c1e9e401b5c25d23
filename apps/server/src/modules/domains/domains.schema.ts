import type { DnsRecord } from '@kasuwa/contracts';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The custom domain a store asked for and what its DNS looked like at the last check. One per store;
 * a domain belongs to one store at most. The store row's `custom_domain` is what is served: it is set
 * from here only while the records are verified.
 */
export const storeDomains = pgTable(
  'store_domains',
  {
    storeId: integer('store_id').primaryKey(),
    /** Lower case ASCII (an internationalised name in its xn-- form), no trailing dot. */
    hostname: text('hostname').notNull(),
    /** The value of the `_kasuwa-challenge.<hostname>` TXT record that proves the vendor holds the domain. */
    token: text('token').notNull(),
    status: text('status').notNull().default('pending'),
    records: jsonb('records').$type<DnsRecord[]>().notNull().default([]),
    lastCheckError: text('last_check_error'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_domains_hostname_key').on(t.hostname)],
);

export type StoreDomainRow = typeof storeDomains.$inferSelect;
