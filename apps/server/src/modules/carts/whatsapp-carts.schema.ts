import type { WhatsAppOrderLine } from '@kasuwa/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.schema';

/**
 * A cart a shopper sent to the store's WhatsApp ("Order on WhatsApp", issue 30): the lines and prices
 * at that moment under a short code the message carries, so the vendor can turn the chat into a sale
 * without retyping it. Nothing is reserved: stock and prices are checked again when the sale is made.
 */
export const whatsappCarts = pgTable(
  'whatsapp_carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    lines: jsonb('lines').$type<WhatsAppOrderLine[]>().notNull(),
    currency: text('currency').notNull(),
    total: integer('total').notNull(),
    customerPhone: text('customer_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('whatsapp_carts_store_code_key').on(t.storeId, t.code),
    index('whatsapp_carts_expiry_idx').on(t.storeId, t.expiresAt),
  ],
);

export type WhatsAppCartRow = typeof whatsappCarts.$inferSelect;
