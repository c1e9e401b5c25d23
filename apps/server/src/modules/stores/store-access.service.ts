import {
  permissionsOfRole,
  STAFF_PERMISSIONS,
  type StaffPermission,
  type StaffRole,
  type StoreAccess,
} from '@kasuwa/contracts';
import type { DbContext, StoreGrant } from '../../platform/context';
import * as queries from './store-access.queries';
import * as storeQueries from './stores.queries';
import type { StoreRow } from './stores.schema';

/** The owner's access: every permission, and the owner-only areas no permission grants. */
export const OWNER_GRANT: StoreGrant = { owner: true, role: 'owner', permissions: STAFF_PERMISSIONS };

function memberGrant(role: StaffRole, custom: readonly StaffPermission[]): StoreGrant {
  return { owner: false, role, permissions: permissionsOfRole(role, custom) };
}

/**
 * What `userId` may do in store `storeId`: the owner everything, a member their role's permissions,
 * anyone else nothing (null: the caller answers 404, as for a store that does not exist). Read on
 * every request, never cached, so a change of role or a removal holds from the next request on.
 */
export async function storeAccess(
  ctx: DbContext,
  storeId: number,
  userId: number,
): Promise<StoreGrant | null> {
  return (await storeAccessWithCurrency(ctx, storeId, userId))?.grant ?? null;
}

/** `storeAccess` with the store's currency, read in the same statement (GraphQL's shop endpoint). */
export async function storeAccessWithCurrency(
  ctx: DbContext,
  storeId: number,
  userId: number,
): Promise<{ grant: StoreGrant; currency: string } | null> {
  const row = await queries.accessRow(ctx.db, storeId, userId);
  if (!row) return null;
  if (row.ownerId === userId) return { grant: OWNER_GRANT, currency: row.currency };
  if (row.memberId === null || row.role === null) return null;
  const lastActive = row.lastActiveAt?.getTime() ?? 0;
  if (Date.now() - lastActive > 60_000) await queries.touchMember(ctx.db, storeId, row.memberId);
  return { grant: memberGrant(row.role, row.permissions ?? []), currency: row.currency };
}

/** The stores a person owns, then those they work in, each with their access (the store switcher). */
export async function accessibleStores(
  ctx: DbContext,
  userId: number,
): Promise<{ row: StoreRow; access: StoreAccess }[]> {
  // One after the other: `ctx.db` may be a transaction, which runs one statement at a time anyway.
  const owned = await storeQueries.listStoresOfUser(ctx.db, userId);
  const member = await queries.memberStores(ctx.db, userId);
  return [
    ...owned.map((row) => ({ row, access: toStoreAccess(OWNER_GRANT) })),
    ...member.map((m) => ({ row: m.store, access: toStoreAccess(memberGrant(m.role, m.permissions)) })),
  ];
}

export function toStoreAccess(grant: StoreGrant): StoreAccess {
  return { role: grant.role, permissions: [...grant.permissions] };
}
