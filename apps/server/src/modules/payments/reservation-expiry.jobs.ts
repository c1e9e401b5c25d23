import { AppError } from '../../platform/errors';
import type { JobDefinition } from '../../platform/jobs';
import { createProviders } from '../../platform/payments';
import { cancelUnpaidOrder, reservationExpiry } from '../orders';
import { openAttemptsOfOrder } from './payments.queries';
import { verifyPayment } from './payments.service';

/**
 * When an order's reservation window closes. A shopper may have paid on the provider's page while
 * neither the provider's webhook nor their own return reached us (a webhook lost, a tab closed), so
 * every attempt still open on the order is first verified with its provider (the providers' advice: ask
 * them, never rely on the webhook alone): a paid order is confirmed, not cancelled with its stock sold
 * again. While a provider cannot be reached the job runs again later; on its last attempt the order is
 * cancelled anyway, and a payment that still arrives is kept in escrow for a refund (confirmCharge).
 */
export const expireReservationJob: JobDefinition<{ orderId: string; storeId: number }> = {
  ...reservationExpiry,
  async handle({ orderId, storeId }, { db, config, log }, job) {
    const open = await openAttemptsOfOrder({ db, storeId }, orderId);
    if (open.length > 0) {
      const ctx = { db, config, log, providers: createProviders(config.payments) };
      let unreachable = 0;
      for (const attempt of open) {
        try {
          await verifyPayment(ctx, attempt.reference);
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'UNAVAILABLE')) throw err;
          unreachable++;
        }
      }
      if (unreachable > 0 && job.attempts < job.maxAttempts) {
        throw new Error(`${unreachable} payment(s) of order ${orderId} could not be verified; trying again`);
      }
    }
    return cancelUnpaidOrder({ db, storeId }, orderId);
  },
};
