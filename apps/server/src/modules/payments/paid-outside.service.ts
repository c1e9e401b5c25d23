import type { OffPlatformPaymentInput } from '@kasuwa/contracts';
import { AppError, fail } from '../../platform/errors';
import type { JobDefinition } from '../../platform/jobs';
import { createProviders } from '../../platform/payments';
import { inTransaction, type TenantContext } from '../../platform/tenant';
import { findHold, heldAmount } from '../ledger';
import { assertOrderOfStore, recordPaidOutside, toOrder } from '../orders';
import * as q from './payments.queries';
import { refundOrder } from './refunds.service';

// "Mark as paid outside Kasuwa" and its rule for provider money that still arrives (docs/payments.md):
// the order keeps the vendor's record and the provider's money is refunded in full, never kept twice.

type Scope = Pick<TenantContext, 'db' | 'storeId'> & Partial<Pick<TenantContext, 'actor'>>;

/**
 * Marks an unpaid online order paid to the vendor directly. Under the locks of the order's payment
 * attempts (the ones a provider's confirmation takes first): a payment confirmed before this wins and
 * this is refused with ORDER_ALREADY_PAID; one confirmed after finds its attempt cancelled and the order
 * paid outside, and is refunded (`refundPaidOutsideJob`).
 */
export async function markPaidOutside(ctx: Scope, orderId: string, input: OffPlatformPaymentInput) {
  const row = await inTransaction(ctx, async (tx) => {
    await assertOrderOfStore(tx, orderId);
    const attempts = await q.lockAttemptsOfOrder(tx, orderId);
    if (attempts.some((a) => a.status === 'paid')) throw fail('ORDER_ALREADY_PAID');
    await q.cancelOpenAttempts(tx, orderId, 'the order was paid outside Kasuwa');
    return recordPaidOutside(tx, orderId, input);
  });
  return toOrder(ctx, row);
}

/**
 * Money a provider confirmed for an order already paid outside Kasuwa: it was captured into escrow
 * (confirmCharge keeps money that arrived safe first), and goes back to the customer in full. Idempotent:
 * once nothing is held the job does nothing. Providers without a refund API (bank transfer, Paga) leave
 * it held in escrow for an administrator, as any late payment of theirs.
 */
export const refundPaidOutsideJob: JobDefinition<{ orderId: string; storeId: number }> = {
  type: 'payments.refund-paid-outside',
  queue: 'orders',
  maxAttempts: 10,
  async handle({ orderId, storeId }, { db, config, log }) {
    const ctx = { db, config, log, providers: createProviders(config.payments), storeId };
    const hold = await findHold(ctx, orderId);
    if (!hold || heldAmount(hold) <= 0) return { skipped: 'nothing_held' };
    try {
      const refund = await refundOrder(
        ctx,
        orderId,
        { reason: 'The order was paid outside Kasuwa; this payment is returned.', restock: false },
        'system',
      );
      return { refunded: refund.id };
    } catch (err) {
      if (err instanceof AppError && err.code === 'REFUND_NOT_SUPPORTED') {
        log.warn({ orderId }, 'payment for an order paid outside Kasuwa needs a manual refund');
        return { skipped: 'manual_refund' };
      }
      throw err;
    }
  },
};
