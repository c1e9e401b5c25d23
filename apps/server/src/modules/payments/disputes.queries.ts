import { and, count, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { disputes } from './payments.schema';

export type DisputeRow = typeof disputes.$inferSelect;

/** A new open dispute on the order; null when the order already has an open one (its unique key). */
export async function insertOpenDispute(ctx: StoreScope, orderId: string, reason: string) {
  const [row] = await scoped(ctx)
    .insert(disputes, { id: uuidv7(), orderId, reason })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findDispute(db: DbOrTx, disputeId: string) {
  // tenant-scope: administrators decide disputes of every store, by the dispute's id.
  const [row] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
  return row ?? null;
}

/** Opens a closed dispute again, its decision cleared. */
export async function reopenDispute(ctx: StoreScope, disputeId: string) {
  await scoped(ctx).update(
    disputes,
    { status: 'open', resolution: null, resolutionNote: null, resolvedBy: null, resolvedAt: null },
    eq(disputes.id, disputeId),
  );
}

/** Closes the dispute with the decision only if it is still open; null when it was not. */
export async function closeOpenDispute(
  db: DbOrTx,
  disputeId: string,
  decision: { resolution: 'release' | 'refund'; note: string; by: string },
) {
  // tenant-scope: administrators decide disputes of every store, by the dispute's id.
  const [closed] = await db
    .update(disputes)
    .set({
      status: 'resolved',
      resolution: decision.resolution,
      resolutionNote: decision.note,
      resolvedBy: decision.by,
      resolvedAt: new Date(),
    })
    .where(and(eq(disputes.id, disputeId), eq(disputes.status, 'open')))
    .returning();
  return closed ?? null;
}

/** The latest disputes of every store (in this status, when given), newest first. */
export function disputesOfAllStores(db: DbOrTx, status?: 'open' | 'resolved') {
  // tenant-scope: the administrators' dispute list spans every store.
  const base = db.select().from(disputes);
  return (status ? base.where(eq(disputes.status, status)) : base)
    .orderBy(desc(disputes.createdAt))
    .limit(200);
}

export async function openDisputeCount(db: DbOrTx): Promise<number> {
  // tenant-scope: the administrators' overview counts every store's open disputes.
  const [row] = await db.select({ n: count() }).from(disputes).where(eq(disputes.status, 'open'));
  return row?.n ?? 0;
}

/** The order's latest dispute, by the order's id (unique across stores). */
export async function latestDisputeOfOrder(db: DbOrTx, orderId: string) {
  // tenant-scope: the customer's tracking token found the order; its id is unique across stores.
  const [latest] = await db
    .select()
    .from(disputes)
    .where(eq(disputes.orderId, orderId))
    .orderBy(desc(disputes.createdAt))
    .limit(1);
  return latest ?? null;
}

export function disputesOfStore(ctx: StoreScope) {
  return scoped(ctx).select(disputes).orderBy(desc(disputes.createdAt)).limit(100);
}
