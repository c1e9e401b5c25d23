import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema';

/**
 * How the buyer of a sale recorded as "paid already" paid the vendor directly: no Kasuwa money moved,
 * so this is the only record of the method, what was handed over and the proof the vendor kept.
 */
export const salePayments = pgTable(
  'sale_payments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    /** cash, bank_transfer, pos or other (SALE_PAYMENT_METHODS). */
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    /** What the buyer handed over, at least the order's total; the rest went back as change. */
    amountReceived: bigint('amount_received', { mode: 'number' }).notNull(),
    /** The proof photo's storage key (WebP renditions at `widths`), once uploaded. */
    proofKey: text('proof_key'),
    proofWidths: integer('proof_widths').array(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sale_payments_store_created_idx').on(t.storeId, t.createdAt)],
);

export type SalePaymentRow = typeof salePayments.$inferSelect;
