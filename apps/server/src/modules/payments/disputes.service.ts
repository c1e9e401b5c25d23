import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { errors, fail } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/pg-errors';
import { inTransaction, type StoreScope, scoped } from '../../platform/tenant';
import { findHold, setFrozen } from '../ledger/escrow.service';
import { findOrderForTracking } from '../orders/orders.service';
import { releaseAndComplete } from './escrow-release.jobs';
import { disputes } from './payments.schema';
import type { PaymentsCtx } from './payments.service';
import { refundOrder } from './refunds.service';

/**
 * Terms, Dispute Resolution: before the escrow is released a customer can open a dispute; the money
 * stays frozen in escrow while an administrator mediates, and the administrator's decision (release to
 * the vendor, or refund the customer) is recorded with a note.
 */
/** `storeId`: the store whose address the customer used (the tracking page), which must be the order's. */
export async function openDispute(
  ctx: Pick<PaymentsCtx, 'db'>,
  trackingToken: string,
  reason: string,
  storeId?: number,
) {
  const order = await findOrderForTracking(ctx, trackingToken);
  if (!order || (storeId !== undefined && order.storeId !== storeId)) throw errors.notFound('Order');
  const hold = await findHold(ctx, order.id);
  if (!hold) throw fail('NOT_PAID');
  // The dispute first: a second report of the same problem is told that one is open, rather than
  // that the (frozen) money is no longer held.
  return ctx.db.transaction(async (tx) => {
    let row: typeof disputes.$inferSelect | undefined;
    try {
      [row] = await scoped({ db: tx, storeId: order.storeId })
        .insert(disputes, { id: uuidv7(), orderId: order.id, reason })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err, 'disputes_open_order_key')) {
        throw fail('DISPUTE_OPEN');
      }
      throw err;
    }
    await setFrozen({ db: tx }, order.id, true);
    return row!;
  });
}

/**
 * The decision and the money it moves commit together. Release: the dispute closes, the escrow goes to
 * the vendor and the order completes in one transaction. Refund: the dispute closes in the same
 * transaction that takes the refund out of escrow; if the provider then refuses, the refund is undone
 * and the dispute is open (and the escrow frozen) again, so nothing is left half-decided.
 */
export async function resolveDispute(
  ctx: PaymentsCtx,
  disputeId: string,
  input: { resolution: 'release' | 'refund'; note: string },
  adminLabel: string,
) {
  // tenant-scope: administrators decide disputes of every store, by the dispute's id.
  const [dispute] = await ctx.db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!dispute) throw errors.notFound('Dispute');
  if (dispute.status !== 'open') throw fail('DISPUTE_CLOSED');
  if (input.resolution === 'release') {
    return inTransaction(ctx, async (tx) => {
      const closed = await closeDispute(tx, disputeId, input, adminLabel);
      await setFrozen(tx, dispute.orderId, false);
      await releaseAndComplete(tx, dispute, `Dispute resolved for the vendor: ${input.note}`, {
        actorLabel: adminLabel,
        note: input.note,
      });
      return closed;
    });
  }
  let closed: typeof disputes.$inferSelect | undefined;
  await refundOrder(
    { ...ctx, storeId: dispute.storeId },
    dispute.orderId,
    { reason: `Dispute: ${input.note}`, restock: false },
    adminLabel,
    {
      async beforeReserve(tx) {
        closed = await closeDispute(tx, disputeId, input, adminLabel);
        await setFrozen(tx, dispute.orderId, false);
      },
      async onRefused(tx) {
        await scoped({ db: tx.db, storeId: dispute.storeId }).update(
          disputes,
          { status: 'open', resolution: null, resolutionNote: null, resolvedBy: null, resolvedAt: null },
          eq(disputes.id, disputeId),
        );
        await setFrozen(tx, dispute.orderId, true);
      },
    },
  );
  return closed!;
}

/** Closes the dispute only if it is still open, so two administrators cannot resolve it both ways. */
async function closeDispute(
  ctx: Pick<PaymentsCtx, 'db'>,
  disputeId: string,
  input: { resolution: 'release' | 'refund'; note: string },
  adminLabel: string,
) {
  // tenant-scope: administrators decide disputes of every store, by the dispute's id.
  const [closed] = await ctx.db
    .update(disputes)
    .set({
      status: 'resolved',
      resolution: input.resolution,
      resolutionNote: input.note,
      resolvedBy: adminLabel,
      resolvedAt: new Date(),
    })
    .where(and(eq(disputes.id, disputeId), eq(disputes.status, 'open')))
    .returning();
  if (!closed) throw fail('DISPUTE_CLOSED');
  return closed;
}

export function listDisputes(ctx: Pick<PaymentsCtx, 'db'>, status?: 'open' | 'resolved') {
  // tenant-scope: the administrators' dispute list spans every store.
  const base = ctx.db.select().from(disputes);
  return (status ? base.where(eq(disputes.status, status)) : base)
    .orderBy(desc(disputes.createdAt))
    .limit(200);
}

/**
 * What an order's tracking page says about disputes: the latest one, and whether the customer can
 * open one now (the money is still held in escrow and no dispute is open).
 */
export async function disputeForTracking(ctx: Pick<PaymentsCtx, 'db'>, orderId: string) {
  // tenant-scope: the customer's tracking token found the order; its id is unique across stores.
  const [latest] = await ctx.db
    .select()
    .from(disputes)
    .where(eq(disputes.orderId, orderId))
    .orderBy(desc(disputes.createdAt))
    .limit(1);
  const hold = await findHold(ctx, orderId);
  return { latest: latest ?? null, canOpen: hold?.status === 'held' && latest?.status !== 'open' };
}

export function disputesOfStore(ctx: StoreScope) {
  return scoped(ctx).select(disputes).orderBy(desc(disputes.createdAt)).limit(100);
}
