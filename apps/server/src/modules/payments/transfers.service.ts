import { formatMoney } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '../../platform/db';
import { errors, fail } from '../../platform/errors';
import { type OneOffAccount, ProviderError, type VerifiedCharge } from '../../platform/payments';
import { outstandingTransferReturns, recordTransferReturn, recordTransferReturnRefund } from '../ledger';
import { findOrderForPayment, type PayableOrder } from '../orders';
import * as q from './payments.queries';
import type { TransferAccount } from './payments.schema';
import type { ConfirmOutcome, PaymentsCtx } from './payments.service';
import * as tq from './transfers.queries';

// Transfers to an account for one payment only (docs/payments.md, "Bank transfer"): opening the
// account with the store's provider, and what happens to money that does not match.

/** How long a one-off account stays open: Paystack's default, and the order's stock hold. */
export const TRANSFER_WINDOW_MINUTES = 30;

export type TransferProvider = 'paystack' | 'flutterwave';

/**
 * The provider that opens the store's transfer accounts: Paystack when the store takes it, otherwise
 * Flutterwave; none (the shared account) when neither is on and set up, or the order is not in naira
 * (both offer transfer accounts in NGN only).
 */
export function transferProviderFor(
  ctx: PaymentsCtx,
  settings: { paystack: boolean; flutterwave: boolean },
  currency: string,
): TransferProvider | null {
  if (currency !== 'NGN') return null;
  if (settings.paystack && ctx.providers.paystack.configured) return 'paystack';
  if (settings.flutterwave && ctx.providers.flutterwave.configured) return 'flutterwave';
  return null;
}

/** Opens the account for this attempt with its provider and keeps it on the attempt. */
export async function openTransferAccount(
  ctx: PaymentsCtx,
  order: PayableOrder,
  attempt: q.AttemptRow,
  provider: TransferProvider,
): Promise<OneOffAccount> {
  const expiresAt = new Date(Date.now() + TRANSFER_WINDOW_MINUTES * 60_000);
  const account =
    provider === 'paystack'
      ? await ctx.providers.paystack.chargeBankTransfer({
          email: attempt.email,
          amount: attempt.amount,
          reference: attempt.reference,
          expiresAt,
          metadata: { order_id: order.id, order_number: order.number },
        })
      : await ctx.providers.flutterwave.chargeBankTransfer({
          txRef: attempt.reference,
          amount: attempt.amount,
          currency: attempt.currency,
          email: attempt.email,
          name: order.customerName || undefined,
          phone: order.phone || undefined,
          expiresInSeconds: TRANSFER_WINDOW_MINUTES * 60,
          narration: `Order ${order.number}`,
        });
  const transferAccount: TransferAccount = {
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
  };
  await q.updateAttempt(ctx.db, attempt.id, { transferAccount, expiresAt: account.expiresAt });
  return account;
}

/** Why money that came in goes back to the shopper (docs/payments.md). */
export type ReturnReason = 'underpaid' | 'overpaid' | 'late' | 'duplicate';

/**
 * Keeps money that is not kept for the order: a return row (once per provider transaction and reason)
 * and the ledger's debt to the shopper, in the caller's transaction. The refund itself is asked after
 * the commit (`settleTransferReturns`).
 */
export async function keepForReturn(
  db: DbOrTx,
  attempt: q.AttemptRow,
  charge: VerifiedCharge,
  reason: ReturnReason,
  amount: number,
): Promise<boolean> {
  const key = `${attempt.provider}:${charge.providerTransactionId || attempt.reference}:${reason}`;
  const row = await tq.insertReturn(
    { db, storeId: attempt.storeId },
    {
      id: uuidv7(),
      key,
      orderId: attempt.orderId,
      attemptId: attempt.id,
      provider: attempt.provider,
      providerTransactionId: charge.providerTransactionId || attempt.reference,
      reason,
      amount,
      currency: attempt.currency,
    },
  );
  if (!row) return false;
  await recordTransferReturn(
    { db },
    {
      key,
      storeId: attempt.storeId,
      orderId: attempt.orderId,
      amount,
      currency: attempt.currency,
      memo: `Transfer ${reason}: ${formatMoney(amount, attempt.currency)} owed back, reference ${attempt.reference}`,
    },
  );
  return true;
}

/**
 * Asks the provider to refund returns still owed (of one attempt, or the oldest of all). Each is claimed
 * first, so two callers never refund one twice; an accepted refund clears the ledger's debt, a refused
 * or unanswered one goes back to pending for the next try.
 */
export async function settleTransferReturns(ctx: PaymentsCtx, attemptId?: string, limit = 20) {
  const settled: string[] = [];
  for (const pending of await tq.pendingReturns(ctx.db, limit, attemptId)) {
    const claimed = await tq.claimReturn(ctx.db, pending.id);
    if (!claimed) continue;
    const attempt = await q.findAttemptById(ctx.db, claimed.attemptId);
    try {
      const result =
        claimed.provider === 'paystack'
          ? await ctx.providers.paystack.refund({
              reference: attempt?.reference ?? '',
              amount: claimed.amount,
              currency: claimed.currency,
            })
          : await ctx.providers.flutterwave.refund({
              transactionId: claimed.providerTransactionId,
              amount: claimed.amount,
              currency: claimed.currency,
            });
      if (result.status === 'failed')
        throw new ProviderError(claimed.provider as TransferProvider, 'refused');
      await ctx.db.transaction(async (tx) => {
        await tq.updateReturn(tx, claimed.id, {
          status: 'refunded',
          providerRefundId: result.providerRefundId,
          failureReason: null,
        });
        await recordTransferReturnRefund(
          { db: tx },
          {
            key: claimed.key,
            storeId: claimed.storeId,
            orderId: claimed.orderId,
            amount: claimed.amount,
            currency: claimed.currency,
            memo: `Transfer ${claimed.reason} refunded (${result.providerRefundId})`,
          },
        );
      });
      settled.push(claimed.id);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      ctx.log.warn({ err, returnId: claimed.id }, 'transfer return not refunded yet; asked again later');
      await tq.updateReturn(ctx.db, claimed.id, { status: 'pending', failureReason: err.message });
    }
  }
  return settled;
}

/**
 * `bank.transfer.rejected`: Paystack refused a transfer of the wrong amount and sends it back itself.
 * Nothing reaches the platform's balance, so nothing is posted; the event is recorded against the open
 * account it was for (the newest of the shopper's e-mail), which the pay page then tells her about.
 */
export async function noteRejectedTransfer(
  ctx: PaymentsCtx,
  rejected: { email: string; amount: number | null; message: string; transactionId: string },
  source: { sourceIp: string },
  /** Plans' transfer accounts (billing): the open one of this e-mail notes the refusal; its reference, or null. */
  planAccount?: (email: string, amount: number | null) => Promise<string | null>,
): Promise<string> {
  const attempt = rejected.email ? await tq.openTransferOfEmail(ctx.db, rejected.email, new Date()) : null;
  const plan =
    !attempt && rejected.email && planAccount ? await planAccount(rejected.email, rejected.amount) : null;
  const claimed = await q.claimEvent(ctx.db, {
    provider: 'paystack',
    eventKey: `paystack:bank.transfer.rejected:${rejected.transactionId || rejected.email}:${rejected.amount}`,
    eventType: 'bank.transfer.rejected',
    reference: attempt?.reference ?? plan ?? undefined,
    outcome: attempt || plan ? 'transfer_rejected' : 'unknown_reference',
    detail: `${rejected.amount ?? ''}`,
    sourceIp: source.sourceIp,
    signatureScheme: 'x-paystack-signature',
  });
  if (!claimed) return 'duplicate';
  return attempt || plan ? 'transfer_rejected' : 'unknown_reference';
}

// The caller (payments.service confirmCharge) holds the attempt's row lock in `tx`.
/**
 * Money that arrived in a one-off transfer account and is not kept for the order, whole (docs/payments.md):
 * a second transfer, one short of the total, or one for an order that can no longer be paid (cancelled
 * after the account expired, or paid another way). Kept for its return in the same transaction; null
 * when the transfer goes on to pay the order (exact, or over: the excess is returned there).
 */
export async function transferArrival(
  tx: DbOrTx,
  attempt: q.AttemptRow,
  charge: VerifiedCharge,
): Promise<{ outcome: ConfirmOutcome; detail: string } | null> {
  const returnAll = async (
    reason: 'underpaid' | 'late' | 'duplicate',
    status: string | null,
  ): Promise<{ outcome: ConfirmOutcome; detail: string }> => {
    const kept = await keepForReturn(tx, attempt, charge, reason, charge.amount);
    if (status) {
      await q.updateAttempt(tx, attempt.id, {
        status,
        failureReason: `${reason}: ${charge.amount} received`,
        providerTransactionId: attempt.providerTransactionId ?? (charge.providerTransactionId || null),
      });
    }
    const outcome: ConfirmOutcome =
      reason === 'underpaid' ? 'underpaid' : reason === 'late' ? 'late_returned' : 'duplicate_returned';
    return { outcome: kept ? outcome : 'already_returned', detail: `${charge.amount} received` };
  };
  const sameTransaction =
    !charge.providerTransactionId || charge.providerTransactionId === attempt.providerTransactionId;
  if (attempt.status === 'paid' || attempt.status === 'underpaid' || attempt.status === 'returned') {
    // The same transaction again (a verification after the event) changes nothing; another one is a
    // second transfer into the account.
    if (!sameTransaction) return returnAll('duplicate', null);
    return attempt.status === 'paid' ? null : { outcome: 'already_returned', detail: '' };
  }
  if (attempt.status !== 'initialized') return null;
  if (charge.amount < attempt.amount) return returnAll('underpaid', 'underpaid');
  const order = await findOrderForPayment({ db: tx }, attempt.orderId);
  if (order?.status !== 'pending_payment') {
    const paidElsewhere = await q.paidAttemptOfOrder({ db: tx, storeId: attempt.storeId }, attempt.orderId);
    return returnAll(paidElsewhere ? 'duplicate' : 'late', 'returned');
  }
  return null;
}

/** What the pay page shows of a transfer: the account, and what went back or was refused. */
export async function transferView(db: DbOrTx, attempt: q.AttemptRow) {
  if (!attempt.transferAccount && !attempt.shortCode) return null;
  const [returns, rejection] = await Promise.all([
    tq.returnsOfAttempt(db, attempt.id),
    tq.lastRejection(db, attempt.reference),
  ]);
  const rejectedAmount = rejection && /^\d+$/.test(rejection.detail) ? Number(rejection.detail) : null;
  return {
    account: attempt.transferAccount,
    expiresAt: attempt.expiresAt,
    shortCode: attempt.shortCode,
    returns: returns.map((r) => ({
      id: r.id,
      reason: r.reason as ReturnReason,
      amount: r.amount,
      status: r.status,
    })),
    rejectedAmount,
  };
}

/** An attempt found by the fallback's short code; a mistyped code is refused before any look-up. */
export async function attemptByShortCode(db: DbOrTx, code: string) {
  const attempt = await tq.findAttemptByShortCode(db, code);
  if (!attempt) throw errors.notFound('Payment');
  return attempt;
}

/** The back office's view: returns (newest first) and what is still owed per currency. */
export async function transferReturnsForAdmin(db: DbOrTx, status?: string) {
  const [rows, owed] = await Promise.all([
    tq.listReturns(db, status, 200),
    outstandingTransferReturns({ db }),
  ]);
  const items = rows.map(({ ret, reference, transferAccount }) => ({
    ...ret,
    reference,
    accountNumber: transferAccount?.accountNumber ?? null,
  }));
  return { items, owed };
}

/** An administrator asks now for the refund of a return waiting for the sweep (one the provider refused). */
export async function retryReturn(ctx: PaymentsCtx, id: string) {
  const existing = await tq.findReturn(ctx.db, id);
  if (!existing) throw errors.notFound('Transfer return');
  if (existing.status !== 'pending') {
    throw fail('CONFLICT', { reason: `This return is ${existing.status}, not waiting for its refund.` });
  }
  await settleTransferReturns(ctx, existing.attemptId);
  return (await tq.findReturn(ctx.db, id))!;
}

/**
 * An administrator checked with the provider that a return stuck in its refund call (the process died
 * before recording the answer) was not refunded: it goes back to pending and the sweep asks again.
 */
export async function releaseStuckReturn(db: DbOrTx, id: string) {
  const row = await tq.releaseClaim(db, id);
  if (row) return row;
  const existing = await tq.findReturn(db, id);
  if (!existing) throw errors.notFound('Transfer return');
  throw fail('CONFLICT', { reason: `This return is ${existing.status}, not waiting on a refund call.` });
}
