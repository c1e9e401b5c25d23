import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Administrators keep these; a rate converts one major unit of `base` into `quote`, in millionths. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_key').on(t.base, t.quote),
    check('exchange_rates_positive', sql`${t.rateMicros} > 0`),
  ],
);
