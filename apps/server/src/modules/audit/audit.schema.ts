import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change an administrator makes: who, what, when, and the row before and after. Written in the
 * same transaction as the change, so a change without its entry (or the reverse) cannot be committed.
 * Writes in a store by its owner or staff carry `store_id`: the store's activity log, which its owner
 * reads (modules/staff).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    actorKind: text('actor_kind').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The store the change was made in (a vendor's or staff member's write, issue 34); null elsewhere. */
    storeId: integer('store_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_store_idx').on(t.storeId, t.id),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
