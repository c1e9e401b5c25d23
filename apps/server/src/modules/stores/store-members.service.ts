import { permissionsOfRole, type StaffMember, type StaffPermission, type StaffRole } from '@kasuwa/contracts';
import type { DbContext } from '../../platform/context';
import type { StoreScope } from '../../platform/tenant';
import { getUsersByIds } from '../admin-users';
import * as queries from './store-members.queries';
import type { StoreMemberRow } from './store-members.schema';
import * as storeQueries from './stores.queries';

// The store's staff as rows: modules/staff holds the rules (seats, invitations, who may do what) and
// calls these; the table lives here because the access lookup of every vendor request reads it.

export type { StoreMemberRow };

export const lockStore = queries.lockStore;
export const countMembers = queries.countMembers;
export const findMember = queries.findMember;
export const findMemberByUser = queries.findMemberByUser;
export const deleteMember = queries.deleteMember;

/** Custom permissions are kept only for the custom role; a preset role follows the contract's list. */
function storedPermissions(role: StaffRole, permissions: readonly StaffPermission[]): StaffPermission[] {
  return role === 'custom' ? permissionsOfRole('custom', permissions) : [];
}

export function addMember(
  ctx: StoreScope,
  input: { userId: number; role: StaffRole; permissions: readonly StaffPermission[] },
) {
  return queries.insertMember(ctx, {
    userId: input.userId,
    role: input.role,
    permissions: storedPermissions(input.role, input.permissions),
  });
}

export function changeMemberRole(
  ctx: StoreScope,
  id: number,
  role: StaffRole,
  permissions: readonly StaffPermission[],
) {
  return queries.updateMember(ctx, id, { role, permissions: storedPermissions(role, permissions) });
}

export async function listMembers(ctx: StoreScope): Promise<StaffMember[]> {
  const rows = await queries.listMembers(ctx);
  const people = new Map(
    (
      await getUsersByIds(
        ctx,
        rows.map((r) => r.userId),
      )
    ).map((u) => [u.id, u]),
  );
  return rows.map((member) => {
    const user = people.get(member.userId);
    return {
      id: member.id,
      userId: member.userId,
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email || null,
      phone: user?.phone || null,
      role: member.role,
      permissions: permissionsOfRole(member.role, member.permissions),
      joinedAt: member.joinedAt.toISOString(),
      lastActiveAt: member.lastActiveAt?.toISOString() ?? null,
    };
  });
}

/** Whether the user still owns or works in any store (else their sessions have nothing left to open). */
export async function hasAnyStore(ctx: DbContext, userId: number): Promise<boolean> {
  return (
    (await storeQueries.countStoresOfUser(ctx.db, userId)) > 0 ||
    (await queries.membershipCount(ctx.db, userId)) > 0
  );
}
