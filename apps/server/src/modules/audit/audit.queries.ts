import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { auditLog } from './audit.schema';

export async function insertEntry(db: DbOrTx, values: typeof auditLog.$inferInsert) {
  // tenant-scope: the log of every change; a store's entries carry the store id their caller checked.
  await db.insert(auditLog).values(values);
}

/** A store's entries, newest first, before entry `beforeId` and by user `actorId` when given. */
export function storeEntries(
  ctx: StoreScope,
  beforeId: number | null,
  limit: number,
  actorId: number | null = null,
) {
  return scoped(ctx)
    .select(
      auditLog,
      and(
        beforeId === null ? undefined : lt(auditLog.id, beforeId),
        actorId === null ? undefined : eq(auditLog.actorId, actorId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export interface EntryFilter {
  entityType?: string;
  entityId?: string;
  actorId?: number;
}

function where(filter: EntryFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listEntries(db: DbOrTx, filter: EntryFilter, limit: number, offset: number) {
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    // tenant-scope: the back office's log across the platform.
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    // tenant-scope: the back office's log across the platform.
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export function recentEntries(db: DbOrTx, limit: number) {
  // tenant-scope: the back office's recent changes across the platform.
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
