import { asc, count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { storeNotes } from './store-notes.schema';

export function listNotes(ctx: StoreScope) {
  return scoped(ctx).select(storeNotes).orderBy(asc(storeNotes.createdAt), asc(storeNotes.id));
}

export async function insertNote(ctx: StoreScope, values: Omit<typeof storeNotes.$inferInsert, 'storeId'>) {
  const [row] = await scoped(ctx).insert(storeNotes, values).returning();
  return row!;
}

export async function countByStore(db: DbOrTx, storeIds: number[]) {
  if (storeIds.length === 0) return [];
  // tenant-scope: admin list of many stores, counted together.
  return db
    .select({ storeId: storeNotes.storeId, n: count() })
    .from(storeNotes)
    .where(inArray(storeNotes.storeId, storeIds))
    .groupBy(storeNotes.storeId);
}
