import { type AppError, errors, fail } from '../../platform/errors';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { findHold, freezeIfHeld, setFrozen } from '../ledger';
import { notifyVendor, tellCustomerAboutDispute } from '../messaging';
import { findOrderForTracking, getOrder } from '../orders';
import * as q from './disputes.queries';
import { releaseAndComplete } from './escrow-release.jobs';
import type { PaymentsCtx } from './payments.service';
import { refundOrder } from './refunds.service';

/**
 * Why a customer's dispute is not opened. Expected outcomes (a second report of the same problem, money
 * already released), so they come back as a value: the tracking page shows the form again with the
 * reason, the API answers with the catalogue error.
 */
export type DisputeRefusal =
  | { kind: 'unknown_order' }
  | { kind: 'not_paid' }
  | { kind: 'already_open' }
  | { kind: 'not_held' };

export type DisputeResult = { ok: true; dispute: q.DisputeRow } | { ok: false; refusal: DisputeRefusal };

/** The catalogue error that says a refusal to an API caller. */
export function disputeRefusalError(refusal: DisputeRefusal): AppError {
  switch (refusal.kind) {
    case 'unknown_order':
      return errors.notFound('Order');
    case 'not_paid':
      return fail('NOT_PAID');
    case 'already_open':
      return fail('DISPUTE_OPEN');
    case 'not_held':
      return fail('ESCROW_NOT_HELD');
  }
}

/** Carries the refusal out of the transaction so the dispute row just written rolls back. */
class Refused extends Error {
  constructor(readonly refusal: DisputeRefusal) {
    super(refusal.kind);
  }
}

/**
 * Terms, Dispute Resolution: before the escrow is released a customer can open a dispute; the money
 * stays frozen in escrow while an administrator mediates, and the administrator's decision (release to
 * the vendor, or refund the customer) is recorded with a note. The dispute and the frozen escrow commit
 * together.
 *
 * `storeId`: the store whose address the customer used (the tracking page), which must be the order's.
 */
export async function fileDispute(
  ctx: Pick<PaymentsCtx, 'db'>,
  trackingToken: string,
  reason: string,
  storeId?: number,
): Promise<DisputeResult> {
  const order = await findOrderForTracking(ctx, trackingToken);
  if (!order || (storeId !== undefined && order.storeId !== storeId)) {
    return { ok: false, refusal: { kind: 'unknown_order' } };
  }
  if (!(await findHold(ctx, order.id))) return { ok: false, refusal: { kind: 'not_paid' } };
  try {
    const dispute = await ctx.db.transaction(async (tx) => {
      // The dispute first: a second report of the same problem is told that one is open, rather than
      // that the (frozen) money is no longer held. The only unique key besides the new id is the one
      // open dispute per order.
      const row = await q.insertOpenDispute({ db: tx, storeId: order.storeId }, order.id, reason);
      if (!row) throw new Refused({ kind: 'already_open' });
      if (!(await freezeIfHeld({ db: tx }, order.id))) throw new Refused({ kind: 'not_held' });
      await notifyVendor({ db: tx }, order.storeId, {
        kind: 'dispute_opened',
        orderNumber: order.number,
        reason,
      });
      await tellCustomerAboutDispute({ db: tx }, order.storeId, order, {
        kind: 'dispute_received',
        orderNumber: order.number,
      });
      return row;
    });
    return { ok: true, dispute };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, refusal: err.refusal };
    throw err;
  }
}

/** `fileDispute` for API callers: a refusal is thrown as its catalogue error. */
export async function openDispute(
  ctx: Pick<PaymentsCtx, 'db'>,
  trackingToken: string,
  reason: string,
  storeId?: number,
) {
  const result = await fileDispute(ctx, trackingToken, reason, storeId);
  if (!result.ok) throw disputeRefusalError(result.refusal);
  return result.dispute;
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
  const dispute = await q.findDispute(ctx.db, disputeId);
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
      await tellOfDecision(tx, dispute, input);
      return closed;
    });
  }
  let closed: q.DisputeRow | undefined;
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
        await q.reopenDispute({ db: tx.db, storeId: dispute.storeId }, disputeId);
        await setFrozen(tx, dispute.orderId, true);
      },
    },
  );
  // After the refund is taken: were the provider to refuse it, the dispute would be open again and
  // the customer must not have been told they are refunded.
  await tellOfDecision(ctx, dispute, input);
  return closed!;
}

async function tellOfDecision(
  ctx: Pick<PaymentsCtx, 'db'>,
  dispute: q.DisputeRow,
  input: { resolution: 'release' | 'refund'; note: string },
) {
  const order = await getOrder({ db: ctx.db, storeId: dispute.storeId }, dispute.orderId);
  await tellCustomerAboutDispute(ctx, dispute.storeId, order, {
    kind: 'dispute_decided',
    orderNumber: order.number,
    resolution: input.resolution,
    note: input.note,
  });
}

/** Closes the dispute only if it is still open, so two administrators cannot resolve it both ways. */
async function closeDispute(
  ctx: Pick<PaymentsCtx, 'db'>,
  disputeId: string,
  input: { resolution: 'release' | 'refund'; note: string },
  adminLabel: string,
) {
  const closed = await q.closeOpenDispute(ctx.db, disputeId, {
    resolution: input.resolution,
    note: input.note,
    by: adminLabel,
  });
  if (!closed) throw fail('DISPUTE_CLOSED');
  return closed;
}

export function listDisputes(ctx: Pick<PaymentsCtx, 'db'>, status?: 'open' | 'resolved') {
  return q.disputesOfAllStores(ctx.db, status);
}

/** Disputes waiting for an administrator, over every store. */
export async function countOpenDisputes(ctx: Pick<PaymentsCtx, 'db'>): Promise<number> {
  return q.openDisputeCount(ctx.db);
}

/**
 * What an order's tracking page says about disputes: the latest one, and whether the customer can
 * open one now (the money is still held in escrow and no dispute is open).
 */
export async function disputeForTracking(ctx: Pick<PaymentsCtx, 'db'>, orderId: string) {
  const latest = await q.latestDisputeOfOrder(ctx.db, orderId);
  const hold = await findHold(ctx, orderId);
  return { latest, canOpen: hold?.status === 'held' && latest?.status !== 'open' };
}

export function disputesOfStore(ctx: StoreScope) {
  return q.disputesOfStore(ctx);
}
