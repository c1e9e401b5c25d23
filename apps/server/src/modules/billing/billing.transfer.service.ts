import {
  type BillingInterval,
  formatMoney,
  PLAN_USSD_BANKS,
  type PlanPaymentStatus,
  type SubscriptionCheckoutInput,
  type SubscriptionQuote,
  subscriptionCheckoutSchema,
} from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '../../platform/db';
import { errors, fail } from '../../platform/errors';
import { ProviderError, type VerifiedCharge } from '../../platform/payments';
import { lockAccount } from '../admin-users';
import {
  assertNoUnsettledRenewal,
  type BillingCtx,
  newBillingReference,
  quoteBasis,
  quoteChange,
  quoteRenewal,
  scheduleChange,
} from './billing.plan.service';
import * as q from './billing.queries';
import { stillApplies } from './billing.refund.service';
import { keepPlanReturn } from './billing.returns.service';
import type { BillingChargeRow } from './billing.schema';
import * as tq from './billing.transfer.queries';

// Paying a plan by bank transfer (a one-off Paystack account) or USSD (docs/billing.md, "Transfers and
// USSD"): opening the account or code, "I have paid", and the money of a transfer that is not kept for
// the plan (short, over, late, twice), owed back to the vendor until Paystack refunds it.

/** How long a plan's transfer account stays open: Paystack's default, as for orders. */
export const PLAN_TRANSFER_MINUTES = 30;
/** A still-open account is handed out again only while this much of it is left to pay in. */
const REUSE_MARGIN_MS = 5 * 60_000;
type ManualMethod = 'transfer' | 'ussd';

export interface ManualCheckout {
  quote: SubscriptionQuote;
  authorizationUrl: null;
  reference: string | null;
  bankTransfer: { bankName: string; accountNumber: string; accountName: string; expiresAt: string } | null;
  ussd: { bankName: string; code: string } | null;
}

/**
 * Step 3 of the payment page by transfer or USSD: a pending charge and its one-off account (or USSD
 * code) from Kasuwa's Paystack. A second "Pay" of the same purchase while its account is open gets that
 * account again, so the vendor is never given two accounts that could both be paid.
 */
export async function startManualCheckout(
  ctx: BillingCtx,
  userId: number,
  raw: SubscriptionCheckoutInput,
  now = new Date(),
): Promise<ManualCheckout> {
  const input = subscriptionCheckoutSchema.parse(raw);
  const method = input.payWith as ManualMethod;
  const bank = PLAN_USSD_BANKS.find((b) => b.id === input.ussdBank);
  if (method === 'ussd' && !bank) throw fail('PLAN_USSD_BANK_REQUIRED');
  const channel = method === 'transfer' ? 'bank_transfer' : 'ussd';
  const step = await ctx.db.transaction(async (tx) => {
    await lockAccount({ db: tx }, userId);
    const sub = await q.findSubscription(tx, userId);
    const quote = input.renewal ? quoteRenewal(sub, now) : quoteChange(sub, input.plan, input.interval, now);
    if (quote.kind === 'scheduled') {
      await scheduleChange(tx, userId, input);
      return { quote };
    }
    if (!ctx.providers.paystack.configured) throw fail('BILLING_UNAVAILABLE');
    await assertNoUnsettledRenewal(tx, userId);
    const kind = quote.kind;
    const basis = quoteBasis(sub);
    if (method === 'transfer') {
      const open = await tq.openManualCharge(
        tx,
        { userId, plan: quote.plan, interval: quote.interval, kind, quotedFrom: basis, channel },
        new Date(now.getTime() + REUSE_MARGIN_MS),
      );
      if (open?.transferAccount)
        return { quote: { ...quote, amount: open.amount, credit: open.credit }, open };
    }
    const charge = await q.insertCharge(tx, {
      id: uuidv7(),
      userId,
      reference: newBillingReference(),
      kind,
      plan: quote.plan,
      interval: quote.interval,
      amount: quote.amount,
      credit: quote.credit,
      currency: quote.currency,
      billingName: input.billingName,
      billingEmail: input.billingEmail,
      quotedFrom: basis,
      channel,
      ussdBank: bank?.id ?? null,
      ...(kind === 'renewal'
        ? { periodStart: new Date(quote.periodStart), periodEnd: new Date(quote.periodEnd) }
        : {}),
    });
    return { quote, charge };
  });
  const none = { authorizationUrl: null, bankTransfer: null, ussd: null } as const;
  if ('open' in step && step.open) {
    return { ...none, quote: step.quote, reference: step.open.reference, bankTransfer: accountOf(step.open) };
  }
  if (!('charge' in step) || !step.charge) return { ...none, quote: step.quote, reference: null };
  const { charge } = step;
  const metadata = { purpose: 'plan', userId, plan: charge.plan, interval: charge.interval };
  try {
    if (method === 'transfer') {
      const account = await ctx.providers.paystack.chargeBankTransfer({
        email: charge.billingEmail,
        amount: charge.amount,
        reference: charge.reference,
        expiresAt: new Date(now.getTime() + PLAN_TRANSFER_MINUTES * 60_000),
        metadata,
      });
      const transferAccount = {
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
      };
      await q.updateCharge(ctx.db, charge.id, { transferAccount, expiresAt: account.expiresAt });
      return {
        ...none,
        quote: step.quote,
        reference: charge.reference,
        bankTransfer: { ...transferAccount, expiresAt: account.expiresAt.toISOString() },
      };
    }
    const started = await ctx.providers.paystack.chargeUssd({
      email: charge.billingEmail,
      amount: charge.amount,
      reference: charge.reference,
      bank: bank!.code,
      metadata,
    });
    await q.updateCharge(ctx.db, charge.id, { ussdCode: started.ussdCode });
    return {
      ...none,
      quote: step.quote,
      reference: charge.reference,
      ussd: { bankName: bank!.name, code: started.ussdCode },
    };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err, reference: charge.reference }, `plan ${method} could not start`);
    await q.updateCharge(ctx.db, charge.id, { status: 'failed', failureReason: err.message });
    throw fail('BILLING_UNAVAILABLE');
  }
}

function accountOf(charge: BillingChargeRow) {
  if (!charge.transferAccount || !charge.expiresAt) return null;
  return { ...charge.transferAccount, expiresAt: charge.expiresAt.toISOString() };
}

/** What the payment screen shows of a plan payment by transfer or USSD; another account's is not found. */
export async function planPaymentStatus(
  ctx: Pick<BillingCtx, 'db'>,
  userId: number,
  reference: string,
): Promise<PlanPaymentStatus> {
  const charge = await q.findChargeByReference(ctx.db, reference);
  if (!charge || charge.userId !== userId || charge.kind === 'card_check') throw errors.notFound('Payment');
  const returns = await tq.returnsOfCharge(ctx.db, charge.id);
  const bank = PLAN_USSD_BANKS.find((b) => b.id === charge.ussdBank);
  return {
    reference: charge.reference,
    status: charge.status as PlanPaymentStatus['status'],
    method:
      charge.provider === 'balance'
        ? 'balance'
        : charge.channel === 'bank_transfer'
          ? 'transfer'
          : charge.channel === 'ussd'
            ? 'ussd'
            : 'card',
    plan: charge.plan,
    interval: charge.interval as BillingInterval,
    amount: charge.amount,
    currency: charge.currency,
    bankTransfer: accountOf(charge),
    ussd: charge.ussdCode ? { bankName: bank?.name ?? '', code: charge.ussdCode } : null,
    rejectedAmount: charge.rejectedAmount,
    returns: returns.map((r) => ({
      id: r.id,
      reason: r.reason as PlanPaymentStatus['returns'][number]['reason'],
      amount: r.amount,
      status: r.status as PlanPaymentStatus['returns'][number]['status'],
    })),
  };
}

/**
 * "I have paid": Paystack is asked at once (check pending charge, then the full verify) and a payment
 * it confirms is applied exactly as its event would be (the same row lock decides which comes first).
 */
export async function checkPlanPayment(
  ctx: BillingCtx,
  userId: number,
  reference: string,
  apply: (charge: VerifiedCharge) => Promise<unknown>,
): Promise<PlanPaymentStatus> {
  const charge = await q.findChargeByReference(ctx.db, reference);
  if (!charge || charge.userId !== userId || charge.kind === 'card_check') throw errors.notFound('Payment');
  if (charge.status === 'pending' && charge.provider === 'paystack') {
    let verified: VerifiedCharge | null;
    try {
      verified =
        (await ctx.providers.paystack.checkCharge(reference)) ??
        (await ctx.providers.paystack.verify(reference));
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      throw fail('BILLING_UNAVAILABLE');
    }
    if (verified?.status === 'success') await apply(verified);
  }
  return planPaymentStatus(ctx, userId, reference);
}

export type ArrivalOutcome = 'underpaid' | 'late_returned' | 'duplicate_returned' | 'already_returned';

/**
 * A transfer that reached a plan's one-off account, decided under the account's row lock in the
 * caller's transaction (billing.checkout.service applyPaidCharge). Money not kept for the plan is kept
 * for its return: short (whole, the charge `underpaid`), a second transfer into the account (whole), or
 * one for a purchase another payment made first (whole, `late` when the account had closed; the charge
 * `returned`). Otherwise the plan is applied with its price and `excess` is what came over it.
 */
export async function transferArrival(
  tx: DbOrTx,
  charge: BillingChargeRow,
  verified: VerifiedCharge,
  now: Date,
): Promise<{ outcome: ArrivalOutcome } | { excess: number }> {
  if (verified.status !== 'success' || verified.currency !== charge.currency) return { excess: 0 };
  const txId = verified.providerTransactionId || charge.reference;
  const returnAll = async (reason: 'underpaid' | 'late' | 'duplicate', status: string | null) => {
    const kept = await keepPlanReturn(tx, charge, txId, reason, verified.amount);
    if (status) {
      await q.updateCharge(tx, charge.id, {
        status,
        providerTransactionId: txId,
        failureReason: `${reason}: ${formatMoney(verified.amount, charge.currency)} received, refunded`,
      });
    }
    const outcome: ArrivalOutcome =
      reason === 'underpaid' ? 'underpaid' : reason === 'late' ? 'late_returned' : 'duplicate_returned';
    return { outcome: kept ? outcome : ('already_returned' as const) };
  };
  if (charge.status !== 'pending') {
    // The transaction that settled it, seen again, changes nothing; another one is a second transfer.
    if (charge.providerTransactionId && txId !== charge.providerTransactionId) {
      return returnAll('duplicate', null);
    }
    return charge.status === 'paid' ? { excess: 0 } : { outcome: 'already_returned' };
  }
  if (verified.amount < charge.amount) return returnAll('underpaid', 'underpaid');
  const sub = await q.findSubscription(tx, charge.userId, true);
  if (!stillApplies(charge, sub)) {
    const late = !!charge.expiresAt && charge.expiresAt.getTime() < now.getTime();
    return returnAll(late ? 'late' : 'duplicate', 'returned');
  }
  // Paid, perhaps after the account closed: a plan holds no stock, so money for a purchase that still
  // stands buys it rather than making the vendor pay again.
  await q.updateCharge(tx, charge.id, { providerTransactionId: txId });
  return { excess: verified.amount - charge.amount };
}

/**
 * `bank.transfer.rejected` with no order account of this e-mail: Paystack refused a transfer of the
 * wrong amount into the vendor's open plan account and sent it back itself. Nothing reached Kasuwa, so
 * nothing is posted; the payment screen says so, and the account stays open for the exact amount.
 */
export async function notePlanTransferRejected(
  ctx: Pick<BillingCtx, 'db'>,
  email: string,
  amount: number | null,
  now = new Date(),
): Promise<string | null> {
  const charge = await tq.openTransferOfEmail(ctx.db, email, now);
  if (!charge) return null;
  if (amount !== null) await q.updateCharge(ctx.db, charge.id, { rejectedAmount: amount });
  return charge.reference;
}
