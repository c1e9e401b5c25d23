import type { StaffPermission, StaffRole } from '@kasuwa/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../admin-users/admin-users.schema';
import { stores } from './stores.schema';

/**
 * People other than the owner who work in a store (issue 34), with their role. Lives beside `stores`
 * because the vendor store scope's access lookup (every vendor request) reads it with the store's owner
 * in one statement. The owner is never a row here: ownership stays `stores.user_id`.
 */
export const storeMembers = pgTable(
  'store_members',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<StaffRole>().notNull(),
    /** Only for the `custom` role; a preset role's permissions come from the contract, so they follow it. */
    permissions: jsonb('permissions').$type<StaffPermission[]>().notNull().default([]),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last request in this store, kept to the minute (the access lookup touches it at most once a minute). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('store_members_store_user_key').on(t.storeId, t.userId),
    index('store_members_user_idx').on(t.userId),
  ],
);

export type StoreMemberRow = typeof storeMembers.$inferSelect;
