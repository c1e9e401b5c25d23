import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every change of a variant's stock, with its reason: the history a vendor audits. */
export const inventoryAdjustments = pgTable(
  'inventory_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    stockAfter: integer('stock_after').notNull(),
    orderId: uuid('order_id'),
    actorName: text('actor_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_adjustments_store_variant_idx').on(t.storeId, t.variantId, t.createdAt)],
);
