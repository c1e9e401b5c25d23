import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { auditLog } from './audit.schema';

export async function insertEntry(db: DbOrTx, values: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(values);
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
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export function recentEntries(db: DbOrTx, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
