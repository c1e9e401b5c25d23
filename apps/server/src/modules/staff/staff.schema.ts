import type { StaffPermission, StaffRole } from '@kasuwa/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../admin-users/admin-users.schema';
import { stores } from '../stores/stores.schema';

/**
 * An owner's invitation to work in a store (issue 34). The link's token is stored only as its SHA-256
 * hash; it works once (`accepted_at`), until `expires_at` (7 days), unless revoked. Open invitations
 * take a seat, as members do.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A lowercased e-mail address, or a phone number in E.164 (+234…). */
    contact: text('contact').notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    permissions: jsonb('permissions').$type<StaffPermission[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    index('staff_invitations_store_idx').on(t.storeId, t.createdAt),
  ],
);

export type StaffInvitationRow = typeof staffInvitations.$inferSelect;
