import type { OffPlatformPaymentInput } from '@kasuwa/contracts';
import { fail } from '../../platform/errors';
import { inTransaction, type TenantContext } from '../../platform/tenant';
import { markInvoicePaid } from '../invoices';
import { assertOrderOfStore, recordPaidOutside, toOrder } from '../orders';
import * as q from './payments.queries';

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
    const paid = await recordPaidOutside(tx, orderId, input);
    // The order of an invoice: the invoice is paid too, so its reminders stop.
    await markInvoicePaid(tx.db, orderId);
    return paid;
  });
  return toOrder(ctx, row);
}

/** The job that refunds it (handler in paid-outside.jobs.ts), queued by confirmCharge in its transaction. */
export const refundPaidOutside = {
  type: 'payments.refund-paid-outside',
  queue: 'orders',
  maxAttempts: 10,
} as const;
