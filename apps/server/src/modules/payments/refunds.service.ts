import { formatMoney } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import { errors, fail } from '../../platform/errors';
import { ProviderError, type RefundResult } from '../../platform/payments';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { issueCreditNoteForRefund } from '../invoices';
import { findHold, heldAmount, lockHold, reserveRefund, reverseRefund } from '../ledger';
import { assertOrderOfStore, findOrderForPayment, getOrder, transitionOrder } from '../orders';
import { recordWebhookEvent } from '../webhooks';
import { restockOrder } from './order-link';
import * as q from './payments.queries';
import type { refunds } from './payments.schema';
import type { PaymentsCtx } from './payments.service';
import { REFUND_NOT_RECORDED_YET } from './webhooks.service';

export interface RefundInput {
  /** Minor units; omitted means everything still refundable. */
  amount?: number;
  reason: string;
  restock: boolean;
  /** One line of the order (its item id); the refund is capped at what was paid for that line. */
  itemId?: number;
}

/** A transaction-bound payments context, as `inTransaction` hands it over. */
type PaymentsTx = PaymentsCtx;

/** Extra state that commits with the reservation, and its undoing if the provider refuses (disputes). */
export interface RefundHooks {
  beforeReserve?(tx: PaymentsTx): Promise<void>;
  onRefused?(tx: PaymentsTx): Promise<void>;
}

/**
 * A refund through the provider's refund API, in three steps that each commit whole:
 * 1. the amount leaves escrow under a row lock (racing refunds cannot together exceed the capture) and
 *    a pending refund row records the intent;
 * 2. the provider is asked, outside any transaction;
 * 3. a refusal reverses the reservation and marks the refund failed together; an acceptance records
 *    the provider's answer and moves the order to `refunded` together. If that last step fails, the
 *    refund stays pending with the provider's id, and the provider's refund event finishes it.
 */
export async function refundOrder(
  ctx: PaymentsCtx & { storeId: number },
  orderId: string,
  input: RefundInput,
  actorLabel: string,
  hooks: RefundHooks = {},
) {
  const { storeId } = ctx;
  const attempt = await q.paidAttemptOfOrder(ctx, orderId);
  if (!attempt) throw errors.notFound('Payment');
  if (attempt.provider !== 'paystack' && attempt.provider !== 'flutterwave') {
    throw fail('REFUND_NOT_SUPPORTED');
  }
  const hold = await findHold(ctx, orderId);
  if (!hold) throw errors.notFound('Payment');
  const refundId = uuidv7();
  const amount = await inTransaction(ctx, async (tx) => {
    await hooks.beforeReserve?.(tx);
    // Read under the reservation's lock order: after the hook, what is held is what can be refunded.
    const current = (await findHold(tx, orderId)) ?? hold;
    let value = input.amount ?? heldAmount(current);
    // A line's refund is capped at what the customer paid for it: its total less its discount.
    const item = input.itemId
      ? (await getOrder({ db: tx.db, storeId }, orderId)).items.find((i) => i.id === input.itemId)
      : undefined;
    if (input.itemId && !item) throw errors.notFound('Order line');
    const lineLeft = item
      ? item.lineTotal - item.discount - (await q.refundedOfItem({ db: tx.db, storeId }, orderId, item.id))
      : null;
    if (lineLeft !== null && input.amount === undefined) value = Math.min(value, lineLeft);
    await reserveRefund(tx, { orderId, storeId, amount: value, refundKey: refundId });
    await q.insertRefund(
      { db: tx.db, storeId },
      {
        id: refundId,
        orderId,
        attemptId: attempt.id,
        amount: value,
        currency: attempt.currency,
        reason: input.reason,
        restock: input.restock,
        requestedBy: actorLabel,
        orderItemId: item?.id ?? null,
      },
    );
    // Counted again with this refund, under the escrow row's lock (taken in reserveRefund), so racing
    // refunds of one line add up; an excess rolls the whole reservation back.
    if (item && lineLeft !== null) {
      const paid = item.lineTotal - item.discount;
      if ((await q.refundedOfItem({ db: tx.db, storeId }, orderId, item.id)) > paid) {
        throw fail('REFUND_EXCEEDS_LINE', {
          refundable: formatMoney(Math.max(0, lineLeft), attempt.currency),
        });
      }
    }
    return value;
  });

  const refuse = async (failureReason: string, providerRefundId?: string) => {
    await inTransaction(ctx, async (tx) => {
      await reverseRefund(tx, { orderId, amount, refundKey: refundId });
      await q.updateRefund(tx.db, refundId, { status: 'failed', failureReason, providerRefundId });
      await hooks.onRefused?.(tx);
    });
  };
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
    if (!(err instanceof ProviderError)) {
      ctx.log.error({ err, refundId, orderId }, 'refund call failed unexpectedly; the refund stays pending');
      throw err;
    }
    await refuse(err.message);
    throw fail('REFUND_REFUSED', { provider: err.message });
  }
  if (result.status === 'failed') {
    await refuse('refused by the provider', result.providerRefundId);
    throw fail('REFUND_REFUSED');
  }
  // Kept on its own first, so the provider's refund event can find and finish this refund even if
  // the step below fails.
  await q.updateRefund(ctx.db, refundId, { providerRefundId: result.providerRefundId });
  try {
    return await inTransaction(ctx, async (tx) => {
      // The provider's refund event may have finished this refund meanwhile: never move it back.
      const current = await q.lockRefundByProviderId(tx.db, result.providerRefundId);
      if (current && current.status !== 'pending') return current;
      const row = await q.updateRefund(tx.db, refundId, { status: result.status });
      await refundWebhook(tx, row);
      if (row.status === 'processed') await creditNote(tx, row);
      await settleOrder(tx, row);
      return row;
    });
  } catch (err) {
    ctx.log.error(
      { err, refundId, orderId, providerRefundId: result.providerRefundId },
      'refund accepted by the provider but its order was not updated; the refund stays pending',
    );
    throw err;
  }
}

/**
 * The order state a refund implies: once the escrow is fully refunded the order is `refunded` (and
 * restocked when asked). An order already refunded is left alone, so this can run again; a cancelled
 * order (paid after its reservation lapsed) keeps its status and its stock, as the state machine has
 * no way from there. Any other refusal rolls the caller's transaction back.
 */
async function settleOrder(
  tx: PaymentsTx,
  refund: { storeId: number; orderId: string; reason: string; restock: boolean; requestedBy: string },
) {
  // Under the hold's lock: two refunds of one order (this one and a provider's event for an earlier one)
  // may both see the escrow emptied, and only the first may move the order.
  const hold = await lockHold(tx, refund.orderId);
  if (hold?.status !== 'refunded') return;
  const order = await findOrderForPayment(tx, refund.orderId);
  if (!order || order.status === 'refunded') return;
  // Paid outside Kasuwa: the vendor's sale stands; only the provider's second payment went back.
  if (order.paymentMode === 'off_platform') return;
  if (order.status === 'cancelled') {
    tx.log.warn(
      { orderId: refund.orderId },
      'refunded a payment of a cancelled order; the order stays cancelled',
    );
    return;
  }
  await transitionOrder({ db: tx.db, storeId: refund.storeId }, refund.orderId, 'refund', 'payment', {
    actorLabel: refund.requestedBy,
    note: refund.reason,
  });
  if (refund.restock)
    await restockOrder({ db: tx.db, storeId: refund.storeId }, refund.orderId, refund.requestedBy);
}

/**
 * A provider's refund event: `processed` settles it (and the order, if an earlier step could not);
 * `failed` returns the money to escrow. Each in one transaction; a second event changes nothing.
 */
export async function finishRefund(
  ctx: PaymentsCtx,
  providerRefundId: string,
  status: 'processed' | 'failed' | 'pending',
  transactionReference = '',
) {
  if (!providerRefundId || status === 'pending') return 'ignored';
  return inTransaction(ctx, async (tx) => {
    const row = await q.lockRefundByProviderId(tx.db, providerRefundId);
    if (!row) {
      // A refund of that payment is between the provider's answer and the write of its id: dropping the
      // event would leave it pending for ever, so the provider is asked to send it again.
      const inFlight = transactionReference && (await q.hasRefundInFlight(tx.db, transactionReference));
      return inFlight ? REFUND_NOT_RECORDED_YET : 'unknown_refund';
    }
    if (row.status !== 'pending') return 'already_final';
    if (status === 'failed') {
      await reverseRefund(tx, { orderId: row.orderId, amount: row.amount, refundKey: row.id });
    }
    const updated = await q.updateRefund(tx.db, row.id, { status });
    if (status === 'processed') {
      // Already recorded if our own call got the provider's acceptance; the source key makes this a no-op then.
      await refundWebhook(tx, updated);
      await creditNote(tx, updated);
      await settleOrder(tx, updated);
    }
    return `refund_${status}`;
  });
}

/**
 * `refund.created` for the store's webhook endpoints, once the provider has accepted the refund (its
 * status is then pending at the provider, or processed). Recorded once per refund whichever path gets
 * there first.
 */
function refundWebhook(tx: PaymentsTx, refund: typeof refunds.$inferSelect) {
  return recordWebhookEvent(
    { db: tx.db, storeId: refund.storeId },
    'refund.created',
    () => ({
      id: refund.id,
      order_id: refund.orderId,
      amount: refund.amount,
      currency: refund.currency,
      status: refund.status,
      reason: refund.reason,
      restock: refund.restock,
      order_item_id: refund.orderItemId,
      created_at: refund.createdAt.toISOString(),
    }),
    { sourceKey: `refund.created:${refund.id}` },
  );
}

/** A refund that is final gets its credit note in the same transaction. */
function creditNote(
  tx: PaymentsTx,
  refund: { id: string; storeId: number; orderId: string; amount: number; currency: string; reason: string },
) {
  return issueCreditNoteForRefund({ db: tx.db, publicUrl: tx.config.publicUrl }, refund);
}

/** An order of another store answers 404, as it would anywhere else, not an empty list. */
export async function refundsOfOrder(ctx: StoreScope, orderId: string) {
  await assertOrderOfStore(ctx, orderId);
  return q.refundsOfOrder(ctx, orderId);
}
