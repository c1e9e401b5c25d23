import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { plans } from './plans.schema';

export function listPlans(db: DbOrTx) {
  return db.select().from(plans).orderBy(asc(plans.sortOrder));
}

export async function upsertPlans(db: DbOrTx, rows: (typeof plans.$inferInsert)[]) {
  for (const row of rows) {
    await db.insert(plans).values(row).onConflictDoUpdate({ target: plans.code, set: row });
  }
}

export async function findPlan(db: DbOrTx, code: string) {
  const [row] = await db.select().from(plans).where(eq(plans.code, code));
  return row;
}
