import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from '../admin-users/admin-users.schema';
import { stores } from './stores.schema';

export async function subdomainExists(db: DbOrTx, subdomain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(sql`lower(${stores.subdomain}) = ${subdomain.trim().toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function insertStore(db: DbOrTx, values: typeof stores.$inferInsert) {
  const [row] = await db.insert(stores).values(values).returning();
  return row!;
}

export function listStoresOfUser(db: DbOrTx, userId: number) {
  return db.select().from(stores).where(eq(stores.userId, userId)).orderBy(asc(stores.id));
}

export async function countStoresOfUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stores)
    .where(eq(stores.userId, userId));
  return Number(row?.n ?? 0);
}

/** The owner's row, locked until the transaction ends: serialises store creation per vendor. */
export async function lockUser(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}
