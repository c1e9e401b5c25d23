import type { StaffPermission, StaffRole } from '@kasuwa/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { storeMembers } from './store-members.schema';
import { stores } from './stores.schema';

/** The store's row, locked until the transaction ends: staff changes of one store queue behind it. */
export async function lockStore(ctx: StoreScope) {
  const [row] = await ctx.db.select().from(stores).where(eq(stores.id, ctx.storeId)).for('update');
  return row;
}

export function listMembers(ctx: StoreScope) {
  return scoped(ctx).select(storeMembers).orderBy(asc(storeMembers.joinedAt), asc(storeMembers.id));
}

export async function countMembers(ctx: StoreScope): Promise<number> {
  const [row] = await scoped(ctx).pick({ n: count() }, storeMembers);
  return Number(row?.n ?? 0);
}

export async function findMember(ctx: StoreScope, id: number) {
  const [row] = await scoped(ctx).select(storeMembers, eq(storeMembers.id, id));
  return row;
}

export async function findMemberByUser(ctx: StoreScope, userId: number) {
  const [row] = await scoped(ctx).select(storeMembers, eq(storeMembers.userId, userId));
  return row;
}

export async function insertMember(
  ctx: StoreScope,
  values: { userId: number; role: StaffRole; permissions: StaffPermission[] },
) {
  const [row] = await scoped(ctx).insert(storeMembers, values).returning();
  return row!;
}

export async function updateMember(
  ctx: StoreScope,
  id: number,
  values: { role: StaffRole; permissions: StaffPermission[] },
) {
  const [row] = await scoped(ctx).update(storeMembers, values, eq(storeMembers.id, id)).returning();
  return row;
}

export async function deleteMember(ctx: StoreScope, id: number) {
  const [row] = await scoped(ctx).delete(storeMembers, eq(storeMembers.id, id)).returning();
  return row;
}

/** How many stores the user works in as a member (any store). */
export async function membershipCount(db: DbOrTx, userId: number): Promise<number> {
  // tenant-scope: one person's memberships across stores (whether removal leaves them any store).
  const [row] = await db.select({ n: count() }).from(storeMembers).where(eq(storeMembers.userId, userId));
  return Number(row?.n ?? 0);
}
