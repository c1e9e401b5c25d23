import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { errors, fail } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/pg-errors';
import { findHold, releaseEscrow, setFrozen } from '../ledger/escrow.service';
import { disputes } from '../ledger/ledger.schema';
import { findOrderForTracking, transitionOrder } from '../orders/orders.service';
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
  const order = await findOrderForTracking(ctx.db, trackingToken);
  if (!order || (storeId !== undefined && order.storeId !== storeId)) throw errors.notFound('Order');
  const hold = await findHold(ctx, order.id);
  if (!hold) throw fail('NOT_PAID');
  // The dispute first: a second report of the same problem is told that one is open, rather than
  // that the (frozen) money is no longer held.
  return ctx.db.transaction(async (tx) => {
    let row: typeof disputes.$inferSelect | undefined;
    try {
      [row] = await tx
        .insert(disputes)
        .values({ id: uuidv7(), storeId: order.storeId, orderId: order.id, reason })
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

export async function resolveDispute(
  ctx: PaymentsCtx,
  disputeId: string,
  input: { resolution: 'release' | 'refund'; note: string },
  adminLabel: string,
) {
  const [dispute] = await ctx.db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!dispute) throw errors.notFound('Dispute');
  if (dispute.status !== 'open') throw fail('DISPUTE_CLOSED');
  // Close the dispute first (conditionally), so two administrators cannot resolve it both ways.
  const [closed] = await ctx.db
    .update(disputes)
    .set({
      status: 'resolved',
      resolution: input.resolution,
      resolutionNote: input.note,
      resolvedBy: adminLabel,
      resolvedAt: new Date(),
    })
    .where(eqOpen(disputeId))
    .returning();
  if (!closed) throw fail('DISPUTE_CLOSED');
  await setFrozen(ctx, dispute.orderId, false);
  if (input.resolution === 'release') {
    await releaseEscrow(ctx, dispute.orderId, `Dispute resolved for the vendor: ${input.note}`);
    await transitionOrder({ db: ctx.db, storeId: dispute.storeId }, dispute.orderId, 'complete', 'system', {
      actorLabel: adminLabel,
      note: input.note,
    }).catch(() => undefined);
  } else {
    await refundOrder(
      ctx,
      dispute.storeId,
      dispute.orderId,
      { reason: `Dispute: ${input.note}`, restock: false },
      adminLabel,
    );
  }
  return closed;
}

function eqOpen(id: string) {
  return and(eq(disputes.id, id), eq(disputes.status, 'open'));
}

export function listDisputes(ctx: Pick<PaymentsCtx, 'db'>, status?: 'open' | 'resolved') {
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
  const [latest] = await ctx.db
    .select()
    .from(disputes)
    .where(eq(disputes.orderId, orderId))
    .orderBy(desc(disputes.createdAt))
    .limit(1);
  const hold = await findHold(ctx, orderId);
  return { latest: latest ?? null, canOpen: hold?.status === 'held' && latest?.status !== 'open' };
}

export function disputesOfStore(ctx: Pick<PaymentsCtx, 'db'>, storeId: number) {
  return ctx.db
    .select()
    .from(disputes)
    .where(eq(disputes.storeId, storeId))
    .orderBy(desc(disputes.createdAt))
    .limit(100);
}
