import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.schema';

/** Internal notes administrators keep on a store (spec section 3, Store note). Never shown to the vendor. */
export const storeNotes = pgTable(
  'store_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_notes_store_idx').on(t.storeId, t.createdAt)],
);

export type StoreNoteRow = typeof storeNotes.$inferSelect;
