import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, likePattern } from '../../platform/db';
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

// ---------------------------------------------------------------- back office (spec 2.14, 7.2)

export interface StoreFilter {
  search?: string;
  status?: string;
  userId?: number;
}

function storeWhere(filter: StoreFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(ilike(stores.name, pattern), ilike(stores.username, pattern), ilike(stores.subdomain, pattern))!,
    );
  }
  if (filter.status) conditions.push(eq(stores.status, filter.status));
  if (filter.userId) conditions.push(eq(stores.userId, filter.userId));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listStoresPage(db: DbOrTx, filter: StoreFilter, limit: number, offset: number) {
  const condition = storeWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(stores).where(condition).orderBy(asc(stores.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(stores).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findStoreById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row;
}

export async function updateStore(db: DbOrTx, id: number, values: Partial<typeof stores.$inferInsert>) {
  const [row] = await db
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stores.id, id))
    .returning();
  return row;
}

export async function deleteStore(db: DbOrTx, id: number) {
  const [row] = await db.delete(stores).where(eq(stores.id, id)).returning();
  return row;
}

export async function countByStatus(db: DbOrTx) {
  return db.select({ status: stores.status, n: count() }).from(stores).groupBy(stores.status);
}

export async function countCreatedBetween(db: DbOrTx, start: SQL, end: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stores)
    .where(and(sql`${stores.createdAt} >= ${start}`, sql`${stores.createdAt} < ${end}`));
  return row?.n ?? 0;
}

export function namesOf(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: stores.id, name: stores.name, subdomain: stores.subdomain })
    .from(stores)
    .where(inArray(stores.id, ids));
}

export function recentStores(db: DbOrTx, limit: number) {
  return db.select().from(stores).orderBy(desc(stores.createdAt), desc(stores.id)).limit(limit);
}

export async function ownerIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: stores.userId })
    .from(stores)
    .where(isNotNull(stores.userId));
  return rows.map((r) => r.userId!);
}

export async function subdomainHeldByOther(db: DbOrTx, subdomain: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(sql`lower(${stores.subdomain}) = ${subdomain.trim().toLowerCase()}`, ne(stores.id, id)))
    .limit(1);
  return row !== undefined;
}

/** Moves the store's storefront page cache version on; returns the new version (none when the store is gone). */
/** Moves on the cache version of every store offering one of `currencies` besides its own. */
export async function bumpCacheVersionSelling(db: DbOrTx, currencies: string[]): Promise<void> {
  await db
    .update(stores)
    .set({ cacheVersion: sql`${stores.cacheVersion} + 1` })
    .where(
      sql`cardinality(${stores.enabledCurrencies}) > 1 and ${stores.enabledCurrencies} && ${sql.param(currencies)}::text[]`,
    );
}

export async function bumpCacheVersion(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .update(stores)
    .set({ cacheVersion: sql`${stores.cacheVersion} + 1` })
    .where(eq(stores.id, id))
    .returning({ cacheVersion: stores.cacheVersion });
  return row?.cacheVersion;
}
