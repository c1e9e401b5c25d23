import { asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { type StoreDomainRow, storeDomains } from './domains.schema';

export async function domainOf(ctx: StoreScope): Promise<StoreDomainRow | null> {
  const [row] = await scoped(ctx).select(storeDomains);
  return row ?? null;
}

/** Whose a domain is, across stores: a domain belongs to one store at most. */
export async function domainOwner(db: DbOrTx, hostname: string): Promise<number | null> {
  // tenant-scope: uniqueness of a domain across every store; only the owning store's id is read.
  const [row] = await db
    .select({ storeId: storeDomains.storeId })
    .from(storeDomains)
    .where(eq(storeDomains.hostname, hostname));
  return row?.storeId ?? null;
}

export async function replaceDomain(
  ctx: StoreScope,
  values: Pick<StoreDomainRow, 'hostname' | 'token'>,
): Promise<StoreDomainRow> {
  await scoped(ctx).delete(storeDomains);
  const [row] = await scoped(ctx).insert(storeDomains, values).returning();
  return row!;
}

export async function updateDomain(
  ctx: StoreScope,
  values: Partial<Omit<StoreDomainRow, 'storeId' | 'hostname' | 'token' | 'createdAt'>>,
): Promise<StoreDomainRow | null> {
  const [row] = await scoped(ctx).update(storeDomains, values).returning();
  return row ?? null;
}

export async function deleteDomain(ctx: StoreScope): Promise<boolean> {
  const rows = await scoped(ctx).delete(storeDomains).returning({ storeId: storeDomains.storeId });
  return rows.length > 0;
}

/** A page of every store's domain for the daily re-check, by store id. */
export function domainsAfter(db: DbOrTx, afterStoreId: number, limit: number) {
  // tenant-scope: the daily re-check walks every store's domain; each is then checked in its store's scope.
  return db
    .select({ storeId: storeDomains.storeId })
    .from(storeDomains)
    .where(gt(storeDomains.storeId, afterStoreId))
    .orderBy(asc(storeDomains.storeId))
    .limit(limit);
}
