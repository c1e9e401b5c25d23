import { formatMoney } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '../../platform/db';
import { errors, fail } from '../../platform/errors';
import { ProviderError } from '../../platform/payments';
import { recordPlanTransferReturn, recordPlanTransferReturnRefund } from '../ledger';
import type { BillingCtx } from './billing.plan.service';
import * as q from './billing.queries';
import type { BillingChargeRow } from './billing.schema';
import * as tq from './billing.transfer.queries';

// Money of a plan's transfer that is not kept for the plan (billing.transfer.service transferArrival):
// owed to the vendor in the ledger until Paystack refunds it, and what administrators do about it.

/** A return row (once per transaction and reason) and the ledger's debt to the vendor. */
export async function keepPlanReturn(
  tx: DbOrTx,
  charge: BillingChargeRow,
  providerTransactionId: string,
  reason: 'underpaid' | 'overpaid' | 'late' | 'duplicate',
  amount: number,
): Promise<boolean> {
  const key = `paystack:${providerTransactionId}:${reason}`;
  const row = await tq.insertPlanReturn(tx, {
    id: uuidv7(),
    key,
    chargeId: charge.id,
    userId: charge.userId,
    providerTransactionId,
    reason,
    amount,
    currency: charge.currency,
  });
  if (!row) return false;
  await recordPlanTransferReturn(
    { db: tx },
    {
      key,
      amount,
      currency: charge.currency,
      memo: `Plan transfer ${reason}: ${formatMoney(amount, charge.currency)} owed back to account ${charge.userId}, reference ${charge.reference}`,
    },
  );
  return true;
}

/**
 * Asks Paystack to refund plan transfer returns still owed (of one charge, or the oldest of all). Each
 * is claimed first (pending → refunding) so two callers never refund one twice; accepted clears the
 * debt, refused goes back to pending for the billing sweep. One that dies mid-call stays `refunding`
 * for an administrator (asking again could refund twice).
 */
export async function settlePlanReturns(
  ctx: Pick<BillingCtx, 'db' | 'providers' | 'log'>,
  chargeId?: string,
  limit = 20,
) {
  const settled: string[] = [];
  for (const pending of await tq.pendingPlanReturns(ctx.db, limit, chargeId)) {
    const claimed = await tq.claimPlanReturn(ctx.db, pending.id);
    if (!claimed) continue;
    const charge = await q.findChargeById(ctx.db, claimed.chargeId);
    try {
      const result = await ctx.providers.paystack.refund({
        reference: charge?.reference ?? '',
        amount: claimed.amount,
        currency: claimed.currency,
      });
      if (result.status === 'failed') throw new ProviderError('paystack', 'refund refused');
      await ctx.db.transaction(async (tx) => {
        await tq.updatePlanReturn(tx, claimed.id, {
          status: 'refunded',
          providerRefundId: result.providerRefundId,
          failureReason: null,
        });
        await recordPlanTransferReturnRefund(
          { db: tx },
          {
            providerRefundId: result.providerRefundId,
            amount: claimed.amount,
            currency: claimed.currency,
            memo: `Plan transfer ${claimed.reason} refunded (${result.providerRefundId})`,
          },
        );
      });
      settled.push(claimed.id);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      ctx.log.warn({ err, returnId: claimed.id }, 'plan transfer return not refunded yet; asked again later');
      await tq.updatePlanReturn(ctx.db, claimed.id, { status: 'pending', failureReason: err.message });
    }
  }
  return settled;
}

/** The back office: plan transfer returns, newest first. */
export async function planReturnsForAdmin(db: DbOrTx, status?: string) {
  const rows = await tq.listPlanReturns(db, status, 200);
  return rows.map(({ ret, reference, plan, transferAccount }) => ({
    ...ret,
    reference,
    plan,
    accountNumber: transferAccount?.accountNumber ?? null,
  }));
}

/**
 * An administrator checked with Paystack that a return stuck in its refund call was not refunded: it
 * goes back to pending and the sweep asks again.
 */
export async function releaseStuckPlanReturn(db: DbOrTx, id: string) {
  const row = await tq.releasePlanReturn(db, id);
  if (row) return row;
  const existing = await tq.findPlanReturn(db, id);
  if (!existing) throw errors.notFound('Transfer return');
  throw fail('CONFLICT', { reason: `This return is ${existing.status}, not waiting on a refund call.` });
}

/** An administrator asks now for the refund of a return waiting for the sweep (a refused one). */
export async function retryPlanReturn(ctx: Pick<BillingCtx, 'db' | 'providers' | 'log'>, id: string) {
  const existing = await tq.findPlanReturn(ctx.db, id);
  if (!existing) throw errors.notFound('Transfer return');
  if (existing.status !== 'pending') {
    throw fail('CONFLICT', { reason: `This return is ${existing.status}, not waiting for its refund.` });
  }
  await settlePlanReturns(ctx, existing.chargeId);
  return (await tq.findPlanReturn(ctx.db, id))!;
}
