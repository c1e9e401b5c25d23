import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { storeNotes } from './store-notes.schema';

export function listNotes(db: DbOrTx, storeId: number) {
  return db
    .select()
    .from(storeNotes)
    .where(eq(storeNotes.storeId, storeId))
    .orderBy(asc(storeNotes.createdAt), asc(storeNotes.id));
}

export async function insertNote(db: DbOrTx, values: typeof storeNotes.$inferInsert) {
  const [row] = await db.insert(storeNotes).values(values).returning();
  return row!;
}

export async function countByStore(db: DbOrTx, storeIds: number[]) {
  if (storeIds.length === 0) return [];
  return db
    .select({ storeId: storeNotes.storeId, n: count() })
    .from(storeNotes)
    .where(inArray(storeNotes.storeId, storeIds))
    .groupBy(storeNotes.storeId);
}
