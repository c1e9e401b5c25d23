import { v7 as uuidv7 } from 'uuid';
import { AppError, errors, fail } from '../../platform/errors';
import { ProviderError, type RefundResult } from '../../platform/payments';
import { findHold, heldAmount, reserveRefund, reverseRefund } from '../ledger/escrow.service';
import { transitionOrder } from '../orders/orders.service';
import { restockOrder } from './order-link';
import * as q from './payments.queries';
import type { PaymentsCtx } from './payments.service';

export interface RefundInput {
  /** Minor units; omitted means everything still refundable. */
  amount?: number;
  reason: string;
  restock: boolean;
}

/**
 * A refund through the provider's refund API. The amount is taken out of escrow first under a row
 * lock (so racing refunds cannot together exceed the capture), then the provider is asked; if it
 * refuses, the reservation is reversed.
 */
export async function refundOrder(
  ctx: PaymentsCtx,
  storeId: number,
  orderId: string,
  input: RefundInput,
  actorLabel: string,
) {
  const attempt = await q.paidAttemptOfOrder(ctx.db, storeId, orderId);
  if (!attempt) throw errors.notFound('Payment');
  if (attempt.provider !== 'paystack' && attempt.provider !== 'flutterwave') {
    throw fail('REFUND_NOT_SUPPORTED');
  }
  const hold = await findHold(ctx, orderId);
  if (!hold) throw errors.notFound('Payment');
  const amount = input.amount ?? heldAmount(hold);
  const refundId = uuidv7();
  const reserved = await ctx.db.transaction(async (tx) => {
    const h = await reserveRefund({ db: tx }, { orderId, storeId, amount, refundKey: refundId });
    await q.insertRefund(tx, {
      id: refundId,
      storeId,
      orderId,
      attemptId: attempt.id,
      amount,
      currency: attempt.currency,
      reason: input.reason,
      restock: input.restock,
      requestedBy: actorLabel,
    });
    return h;
  });

  let result: RefundResult;
  try {
    result =
      attempt.provider === 'paystack'
        ? await ctx.providers.paystack.refund({
            reference: attempt.reference,
            amount,
            currency: attempt.currency,
          })
        : await ctx.providers.flutterwave.refund({
            transactionId: attempt.providerTransactionId ?? '',
            amount,
            currency: attempt.currency,
          });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await ctx.db.transaction(async (tx) => {
      await reverseRefund({ db: tx }, { orderId, amount, refundKey: refundId });
      await q.updateRefund(tx, refundId, { status: 'failed', failureReason: err.message });
    });
    throw fail('REFUND_REFUSED', { provider: err.message });
  }
  if (result.status === 'failed') {
    await ctx.db.transaction(async (tx) => {
      await reverseRefund({ db: tx }, { orderId, amount, refundKey: refundId });
      await q.updateRefund(tx, refundId, {
        status: 'failed',
        providerRefundId: result.providerRefundId,
        failureReason: 'refused by the provider',
      });
    });
    throw fail('REFUND_REFUSED');
  }
  const refund = await ctx.db.transaction(async (tx) => {
    const row = await q.updateRefund(tx, refundId, {
      status: result.status,
      providerRefundId: result.providerRefundId,
    });
    if (reserved.status === 'refunded') {
      // The money is back with the customer whatever the order's status; an order the state machine
      // cannot mark refunded (cancelled after a late payment) keeps its status and its stock.
      const moved = await transitionOrder({ db: tx, storeId }, orderId, 'refund', 'payment', {
        actorLabel,
        note: input.reason,
      })
        .then(() => true)
        .catch((err: unknown) => {
          if (err instanceof AppError) return false;
          throw err;
        });
      if (moved && input.restock) await restockOrder(tx, storeId, orderId, actorLabel);
    }
    return row;
  });
  return refund;
}

/** A provider's refund event: `processed` settles it; `failed` returns the money to escrow. */
export async function finishRefund(
  ctx: PaymentsCtx,
  providerRefundId: string,
  status: 'processed' | 'failed' | 'pending',
) {
  if (!providerRefundId || status === 'pending') return 'ignored';
  return ctx.db.transaction(async (tx) => {
    const row = await q.lockRefundByProviderId(tx, providerRefundId);
    if (!row) return 'unknown_refund';
    if (row.status !== 'pending') return 'already_final';
    if (status === 'failed') {
      await reverseRefund({ db: tx }, { orderId: row.orderId, amount: row.amount, refundKey: row.id });
    }
    await q.updateRefund(tx, row.id, { status });
    return `refund_${status}`;
  });
}

export function refundsOfOrder(ctx: PaymentsCtx, storeId: number, orderId: string) {
  return q.refundsOfOrder(ctx.db, storeId, orderId);
}
