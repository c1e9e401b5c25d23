import type { DbOrTx } from '../../platform/db';
import { plans } from './plans.schema';

export function listPlanRows(db: DbOrTx) {
  return db.select().from(plans);
}

export async function upsertPlans(db: DbOrTx, rows: (typeof plans.$inferInsert)[]) {
  for (const row of rows) {
    await db.insert(plans).values(row).onConflictDoUpdate({ target: plans.code, set: row });
  }
}
