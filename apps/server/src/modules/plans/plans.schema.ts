import { bigint, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Subscription plans shown on the pricing page and attached to vendor accounts. */
export const plans = pgTable('plans', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  tagline: text('tagline').notNull(),
  currency: text('currency').notNull().default('NGN'),
  monthlyPrice: bigint('monthly_price', { mode: 'number' }).notNull(),
  annualPrice: bigint('annual_price', { mode: 'number' }).notNull(),
  maxStores: integer('max_stores'),
  features: jsonb('features').$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});
