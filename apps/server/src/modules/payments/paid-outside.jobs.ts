import { AppError } from '../../platform/errors';
import type { JobDefinition } from '../../platform/jobs';
import { createProviders } from '../../platform/payments';
import { findHold, heldAmount } from '../ledger';
import { refundPaidOutside } from './paid-outside.service';
import { refundOrder } from './refunds.service';

/**
 * Money a provider confirmed for an order already paid outside Kasuwa: it was captured into escrow
 * (confirmCharge keeps money that arrived safe first), and goes back to the customer in full. Idempotent:
 * once nothing is held the job does nothing. Providers without a refund API (bank transfer, Paga) leave
 * it held in escrow for an administrator, as any late payment of theirs.
 */
export const refundPaidOutsideJob: JobDefinition<{ orderId: string; storeId: number }> = {
  ...refundPaidOutside,
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
