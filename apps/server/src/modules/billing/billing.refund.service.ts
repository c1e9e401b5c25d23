import type { Config } from '../../config';
import type { DbOrTx } from '../../platform/db';
import { queueEmail } from '../../platform/mail';
import { ProviderError } from '../../platform/payments';
import { accountLocale } from '../admin-users';
import {
  recordCardCheckRefund,
  recordPlanOverpayment,
  recordPlanOverpaymentRefund,
  reverseCardCheckRefund,
  reversePlanOverpaymentRefund,
  reversePlanTransferReturnRefund,
} from '../ledger';
import { renderEmail } from '../messages';
import { getPlan } from '../plans';
import { type BillingCtx, quoteBasis } from './billing.plan.service';
import * as q from './billing.queries';
import type { BillingChargeRow, SubscriptionRow } from './billing.schema';
import * as tq from './billing.transfer.queries';

// Plan money Kasuwa gives back through Paystack's refund API: a card check (billing.card.service), and a
// second payment of a purchase already applied (`refund_due`, billing.checkout.service). Both are owed
// to the vendor in the ledger until the refund is accepted, and follow the same claim: owed →
// refunding (asked) → refunded (accepted), back to owed when refused, so the sweep asks again.

/**
 * Whether a paid charge still buys what it was opened for. A renewal buys the period after the current
 * one, so not once that period was paid (or another plan started). A checkout buys a change of the
 * subscription as it was quoted from (`quoteBasis`); one opened before that was recorded is held to
 * the plan not having moved since it was opened.
 */
export function stillApplies(charge: BillingChargeRow, sub: SubscriptionRow | undefined): boolean {
  if (charge.kind === 'renewal') {
    return !!sub && sub.currentPeriodEnd.getTime() === charge.periodStart?.getTime();
  }
  if (charge.quotedFrom !== null) return quoteBasis(sub) === charge.quotedFrom;
  return !sub || sub.currentPeriodStart.getTime() <= charge.createdAt.getTime();
}

/**
 * A payment that arrived for a purchase already applied: recorded as owed back to the vendor (the
 * ledger's `plan_overpayments`, never revenue), shown in the billing history and e-mailed, in the
 * caller's transaction; the refund itself is asked once it has committed.
 */
export async function recordSecondPayment(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  charge: BillingChargeRow,
  sub: SubscriptionRow | undefined,
  now: Date,
): Promise<void> {
  const planName = getPlan(charge.plan)?.name ?? charge.plan;
  const twice = sub?.status === 'active' && sub.plan === charge.plan && sub.interval === charge.interval;
  const reason = twice
    ? 'Paid twice: this plan was already paid for, so this payment is refunded in full'
    : 'Your plan changed before this payment arrived, so it was not used and is refunded in full';
  await q.updateCharge(tx, charge.id, { status: 'refund_due', paidAt: now, failureReason: reason });
  await recordPlanOverpayment(
    { db: tx },
    {
      reference: charge.reference,
      amount: charge.amount,
      currency: charge.currency,
      memo: `${planName} plan (${charge.interval}) for account ${charge.userId}: paid twice, refunded`,
    },
  );
  const to = charge.billingEmail || sub?.billingEmail;
  if (!to) return;
  await queueEmail(tx, {
    to,
    template: 'plan-payment-refunded',
    ...renderEmail(
      'email.plan_payment_refunded',
      {
        plan: planName,
        amount: { amount: charge.amount, currency: charge.currency },
        interval: charge.interval,
        why: twice ? 'already_paid' : 'plan_changed',
        reference: charge.reference,
        url: `${config.publicUrl}/subscription`,
      },
      await accountLocale({ db: tx }, charge.userId),
    ),
  });
}

/** The status a charge owed back returns to when its refund is refused or fails later. */
const owedStatus = (charge: BillingChargeRow) => (charge.kind === 'card_check' ? 'paid' : 'refund_due');

function ledgerOf(charge: BillingChargeRow) {
  const checked = charge.kind === 'card_check';
  return {
    record: checked ? recordCardCheckRefund : recordPlanOverpaymentRefund,
    reverse: checked ? reverseCardCheckRefund : reversePlanOverpaymentRefund,
    what: checked ? 'Card check' : 'Second plan payment',
  };
}

/**
 * Gives a charge owed back to the vendor through Paystack's refund API, outside any transaction. The
 * charge is claimed first, so the return page, the webhook and the sweep never refund twice.
 * Accepted: the charge is refunded and the ledger clears the debt, together. Refused or unreachable: it
 * goes back to owed, and the billing sweep asks again.
 */
export async function refundPlanCharge(
  ctx: Pick<BillingCtx, 'db' | 'providers' | 'log'>,
  chargeId: string,
): Promise<'refunded' | 'retry_later' | 'not_due'> {
  const charge = await q.claimRefund(ctx.db, chargeId);
  if (!charge) return 'not_due';
  let providerRefundId: string;
  try {
    const result = await ctx.providers.paystack.refund({
      reference: charge.reference,
      amount: charge.amount,
      currency: charge.currency,
    });
    if (result.status === 'failed') throw new ProviderError('paystack', 'refund refused');
    providerRefundId = result.providerRefundId;
  } catch (err) {
    if (!(err instanceof ProviderError)) {
      // Unknown whether Paystack took it: left `refunding` for a person to look at, never asked twice.
      ctx.log.error({ err, reference: charge.reference }, 'plan refund failed unexpectedly');
      throw err;
    }
    ctx.log.warn({ err, reference: charge.reference }, 'plan refund refused; retried by the sweep');
    await q.updateCharge(ctx.db, charge.id, { status: owedStatus(charge) });
    return 'retry_later';
  }
  const ledger = ledgerOf(charge);
  await ctx.db.transaction(async (tx) => {
    await q.updateCharge(tx, charge.id, { status: 'refunded', providerRefundId });
    await ledger.record(
      { db: tx },
      {
        providerRefundId,
        amount: charge.amount,
        currency: charge.currency,
        memo: `${ledger.what} ${charge.reference} refunded`,
      },
    );
  });
  return 'refunded';
}

/** The billing sweep: charges owed back whose refund could not be made at once are asked again. */
export async function refundOutstandingPlanCharges(ctx: Pick<BillingCtx, 'db' | 'providers' | 'log'>) {
  const due = await q.chargesToRefund(ctx.db);
  const outcomes: { id: string; outcome: string }[] = [];
  for (const { id } of due) {
    try {
      outcomes.push({ id, outcome: await refundPlanCharge(ctx, id) });
    } catch (err) {
      ctx.log.error({ err, id }, 'plan refund failed');
      outcomes.push({ id, outcome: 'error' });
    }
  }
  return outcomes;
}

/** A `refund.failed` for a refund that is between Paystack's answer and our write of it. */
export const PLAN_REFUND_IN_FLIGHT = 'plan_refund_in_flight';

/**
 * Paystack's `refund.*` event for a plan reference (a card check or a second payment). Only
 * `refund.failed` changes anything: the refund that was accepted did not go through, so the platform
 * owes the money again (the ledger posting is reversed) and the charge returns to owed for the sweep.
 * A second event for the same refund changes nothing.
 */
export async function finishPlanRefund(
  ctx: Pick<BillingCtx, 'db'>,
  providerRefundId: string,
  status: 'processed' | 'failed' | 'pending',
  transactionReference: string,
): Promise<string> {
  if (status !== 'failed') return status === 'processed' ? 'refund_processed' : 'ignored';
  return ctx.db.transaction(async (tx) => {
    // A plan transfer's return (short, over, twice) is refunded by its own row, not the charge.
    const planReturn = await failPlanReturnRefund(tx, providerRefundId);
    if (planReturn) return planReturn;
    const charge = await q.findChargeByReference(tx, transactionReference, true);
    // Only card checks and second payments are ever refunded; a plan that was applied is not.
    const refundable =
      charge?.kind === 'card_check' || ['refund_due', 'refunding', 'refunded'].includes(charge?.status ?? '');
    if (!charge || !refundable) return 'unknown_refund';
    if (charge.status === 'refunding') return PLAN_REFUND_IN_FLIGHT;
    if (charge.status !== 'refunded' || charge.providerRefundId !== providerRefundId) return 'already_final';
    const ledger = ledgerOf(charge);
    await ledger.reverse(
      { db: tx },
      {
        providerRefundId,
        amount: charge.amount,
        currency: charge.currency,
        memo: `${ledger.what} ${charge.reference}: refund failed`,
      },
    );
    await q.updateCharge(tx, charge.id, { status: owedStatus(charge), providerRefundId: null });
    return 'refund_failed';
  });
}

/**
 * Paystack's `refund.failed` for a plan transfer return it had accepted: the platform owes the money
 * again (the ledger posting is reversed) and the return goes back to pending for the sweep. Null when
 * the refund is not a plan transfer return's; a second event changes nothing.
 */
export async function failPlanReturnRefund(tx: DbOrTx, providerRefundId: string): Promise<string | null> {
  const row = await tq.findPlanReturnByRefund(tx, providerRefundId);
  if (!row) return null;
  if (row.status !== 'refunded') return 'already_final';
  await reversePlanTransferReturnRefund(
    { db: tx },
    {
      providerRefundId,
      amount: row.amount,
      currency: row.currency,
      memo: `Plan transfer ${row.reason} refund failed (${providerRefundId})`,
    },
  );
  await tq.updatePlanReturn(tx, row.id, {
    status: 'pending',
    providerRefundId: null,
    failureReason: 'Refund failed at Paystack',
  });
  return 'refund_failed';
}
