import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { scoped } from '../../platform/tenant';
import { storeMembers } from './store-members.schema';
import { stores } from './stores.schema';

/**
 * The store's owner and, if `userId` works there, their membership: one statement, read by the vendor
 * store scope on every request (so a removed member's next request already finds nothing).
 */
export async function accessRow(db: DbOrTx, storeId: number, userId: number) {
  const [row] = await db
    .select({
      ownerId: stores.userId,
      currency: stores.currency,
      memberId: storeMembers.id,
      role: storeMembers.role,
      permissions: storeMembers.permissions,
      lastActiveAt: storeMembers.lastActiveAt,
    })
    .from(stores)
    // tenant-scope: the membership of this store (`stores.id` = the store asked for) and this user only.
    .leftJoin(storeMembers, and(eq(stores.id, storeMembers.storeId), eq(storeMembers.userId, userId)))
    .where(eq(stores.id, storeId));
  return row;
}

/** Marks the member active now, unless that was already done within the last minute. */
export async function touchMember(db: DbOrTx, storeId: number, memberId: number): Promise<void> {
  await scoped({ db, storeId }).update(
    storeMembers,
    { lastActiveAt: new Date() },
    eq(storeMembers.id, memberId),
    or(isNull(storeMembers.lastActiveAt), lt(storeMembers.lastActiveAt, sql`now() - interval '1 minute'`)),
  );
}

/** The stores `userId` works in as a member (not those they own), with the membership. */
export function memberStores(db: DbOrTx, userId: number) {
  return (
    db
      .select({ store: stores, role: storeMembers.role, permissions: storeMembers.permissions })
      // tenant-scope: a person's memberships across stores, for their own store list.
      .from(storeMembers)
      .innerJoin(stores, eq(stores.id, storeMembers.storeId))
      .where(eq(storeMembers.userId, userId))
      .orderBy(asc(stores.id))
  );
}
