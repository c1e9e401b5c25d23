import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { staffInvitations } from './staff.schema';

/** Not accepted, not revoked, not expired: an invitation that still takes a seat and whose link works. */
const open = () =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, new Date()),
  );

export function openInvitations(ctx: StoreScope) {
  return scoped(ctx)
    .select(staffInvitations, open())
    .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
}

export async function countOpenInvitations(ctx: StoreScope): Promise<number> {
  const [row] = await scoped(ctx).pick({ n: count() }, staffInvitations, open());
  return Number(row?.n ?? 0);
}

export async function openInvitationFor(ctx: StoreScope, contact: string) {
  const [row] = await scoped(ctx).select(staffInvitations, eq(staffInvitations.contact, contact), open());
  return row;
}

export async function findOpenInvitation(ctx: StoreScope, id: number) {
  const [row] = await scoped(ctx).select(staffInvitations, eq(staffInvitations.id, id), open());
  return row;
}

export async function insertInvitation(
  ctx: StoreScope,
  values: Omit<typeof staffInvitations.$inferInsert, 'storeId'>,
) {
  const [row] = await scoped(ctx).insert(staffInvitations, values).returning();
  return row!;
}

export async function updateInvitation(
  ctx: StoreScope,
  id: number,
  values: Partial<Omit<typeof staffInvitations.$inferInsert, 'storeId'>>,
) {
  const [row] = await scoped(ctx).update(staffInvitations, values, eq(staffInvitations.id, id)).returning();
  return row;
}

/**
 * The open invitation of a link, whichever store it is for (the link is all the invited person has);
 * `lock` holds it until the transaction ends, so two acceptances of one link cannot both pass.
 */
export async function invitationByToken(db: DbOrTx, tokenHash: string, lock = false) {
  // tenant-scope: a link names its invitation by token alone; the store is read from the row.
  const query = db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, tokenHash), open()));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markAccepted(db: DbOrTx, id: number, userId: number) {
  // tenant-scope: the invitation found by its token above, in the same transaction.
  await db
    .update(staffInvitations)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(eq(staffInvitations.id, id));
}
