import {
  type BillingInterval,
  type CardChangeOutcome,
  formatMoney,
  type SubscriptionCheckoutInput,
  type SubscriptionQuote,
  subscriptionCheckoutSchema,
} from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config';
import type { DbOrTx } from '../../platform/db';
import { AppError, errors, fail } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { ProviderError, type SavedCard, type VerifiedCharge } from '../../platform/payments';
import { getAccount, setAccountPlan } from '../admin-users';
import { payPlanFromBalance, recordPlanPayment } from '../ledger';
import { entitlementsFor, getPlan } from '../plans';
import { applyPlanToStores } from '../stores';
import { applyCardCheck, refundCardCheck } from './billing.card.service';
import {
  addInterval,
  assertNoUnsettledRenewal,
  type BillingCtx,
  newBillingReference,
  quoteChange,
  scheduleChange,
} from './billing.plan.service';
import * as q from './billing.queries';
import type { BillingChargeRow } from './billing.schema';

// Buying a plan: the payment page's charge (steps 3 and 4), and applying a paid charge, however it was
// confirmed (webhook, return page, renewal answer or a store's balance), in one transaction.

/**
 * Step 3 of the payment page: a pending charge and the provider's hosted payment page for it. A
 * scheduled change (to a smaller plan) is recorded at once and needs no payment.
 */
export async function startCheckout(
  ctx: BillingCtx,
  userId: number,
  raw: SubscriptionCheckoutInput,
  now = new Date(),
): Promise<{ quote: SubscriptionQuote; authorizationUrl: string | null; reference: string | null }> {
  const input = subscriptionCheckoutSchema.parse(raw);
  const sub = await q.findSubscription(ctx.db, userId);
  const quote = quoteChange(sub, input.plan, input.interval, now);
  if (quote.kind === 'scheduled') {
    await scheduleChange(ctx.db, userId, input);
    return { quote, authorizationUrl: null, reference: null };
  }
  if (!ctx.providers.paystack.configured) throw fail('BILLING_UNAVAILABLE');
  await assertNoUnsettledRenewal(ctx.db, userId);
  const reference = newBillingReference();
  const charge = await q.insertCharge(ctx.db, {
    id: uuidv7(),
    userId,
    reference,
    kind: quote.kind,
    plan: input.plan,
    interval: input.interval,
    amount: quote.amount,
    credit: quote.credit,
    currency: quote.currency,
    billingName: input.billingName,
    billingEmail: input.billingEmail,
  });
  try {
    const started = await ctx.providers.paystack.initialize({
      email: input.billingEmail,
      amount: quote.amount,
      currency: quote.currency,
      reference,
      callbackUrl: `${ctx.config.publicUrl}/subscription/confirm`,
      channels: ['card'],
      metadata: {
        purpose: 'plan',
        userId,
        plan: input.plan,
        interval: input.interval,
        name: input.billingName,
      },
    });
    return { quote, authorizationUrl: started.authorizationUrl, reference };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err, reference }, 'plan payment could not start');
    await q.updateCharge(ctx.db, charge.id, { status: 'failed', failureReason: err.message });
    throw fail('BILLING_UNAVAILABLE');
  }
}

export type ApplyOutcome =
  | 'paid'
  | 'already_paid'
  | 'unknown_reference'
  | 'amount_mismatch'
  | 'pending'
  | 'failed'
  /** A card check: its card replaced the saved one, or could not be saved; refunded either way. */
  | 'card_replaced'
  | 'card_not_saved';

/**
 * A provider says a plan charge succeeded (webhook, return page or renewal answer). In one transaction:
 * the charge is marked paid, the subscription and the account's plan move, the stores fit the plan,
 * the ledger records the revenue and the receipt e-mail is queued. The charge row is locked and its
 * status checked first, so a replayed or concurrent confirmation changes nothing. A card check instead
 * saves its card (billing.card.service) and is refunded once that has committed.
 */
export async function applyPaidCharge(
  ctx: Pick<BillingCtx, 'db' | 'config' | 'providers' | 'log'>,
  verified: VerifiedCharge,
  card: SavedCard | null,
  now = new Date(),
): Promise<ApplyOutcome> {
  const applied = await ctx.db.transaction(async (tx) => {
    const charge = await q.findChargeByReference(tx, verified.reference, true);
    if (!charge) return { outcome: 'unknown_reference' as const };
    if (['paid', 'refunding', 'refunded'].includes(charge.status))
      return { outcome: 'already_paid' as const };
    if (verified.amount !== charge.amount || verified.currency !== charge.currency) {
      return { outcome: 'amount_mismatch' as const };
    }
    if (verified.status === 'pending') return { outcome: 'pending' as const };
    if (verified.status === 'failed') {
      await q.updateCharge(tx, charge.id, { status: 'failed', failureReason: 'Declined by the bank' });
      return { outcome: 'failed' as const };
    }
    if (charge.kind === 'card_check') {
      const saved = await applyCardCheck(tx, ctx.config, charge, card, now);
      return {
        outcome: saved === 'replaced' ? ('card_replaced' as const) : ('card_not_saved' as const),
        charge,
      };
    }
    await activateCharge(tx, ctx.config, charge, card, now);
    return { outcome: 'paid' as const };
  });
  if ('charge' in applied && applied.charge) {
    try {
      await refundCardCheck(ctx, applied.charge.id);
    } catch (err) {
      // The check and its card are committed; failing this confirmation (a webhook answered 500 is
      // sent again) would not refund it either. refundCardCheck has logged it and left it for a person.
      ctx.log.error({ err, reference: applied.charge.reference }, 'card check not refunded');
    }
  }
  return applied.outcome;
}

/**
 * Applies a charge known to be paid, in the caller's transaction: the charge is marked paid, the
 * subscription and the account's plan move, the stores fit the plan, the ledger records the revenue
 * (from the provider, or from the store's balance, refused when short) and the receipt e-mail is queued.
 */
export async function activateCharge(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  charge: BillingChargeRow,
  card: SavedCard | null,
  now: Date,
): Promise<void> {
  const renewal = charge.kind === 'renewal' && charge.periodStart && charge.periodEnd;
  const periodStart = renewal ? charge.periodStart! : now;
  const periodEnd = renewal ? charge.periodEnd! : addInterval(now, charge.interval as BillingInterval);
  await q.updateCharge(tx, charge.id, { status: 'paid', paidAt: now, periodStart, periodEnd });
  const account = await getAccount({ db: tx }, charge.userId);
  const previous = await q.findSubscription(tx, charge.userId, true);
  await q.upsertSubscription(tx, {
    userId: charge.userId,
    plan: charge.plan,
    interval: charge.interval,
    status: 'active',
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    pendingInterval: null,
    authorizationCode: card?.code ?? previous?.authorizationCode ?? null,
    cardLast4: card?.last4 ?? previous?.cardLast4 ?? null,
    cardExpires: card ? (card.expires ?? null) : (previous?.cardExpires ?? null),
    cardExpiryWarnedFor: card ? null : (previous?.cardExpiryWarnedFor ?? null),
    // Paying from a balance makes it the renewal method; a plan bought by card renews on the card; a
    // renewal keeps what the vendor chose (a short balance falls back to the card once, not for good).
    renewFromStoreId:
      charge.provider === 'balance'
        ? charge.balanceStoreId
        : charge.kind === 'renewal'
          ? (previous?.renewFromStoreId ?? null)
          : null,
    billingEmail: charge.billingEmail || previous?.billingEmail || account?.email || '',
    billingName: charge.billingName || previous?.billingName || '',
    nextAttemptAt: periodEnd,
    graceUntil: null,
    failedAttempts: 0,
  });
  await setAccountPlan({ db: tx }, charge.userId, charge.plan);
  await applyPlanToStores({ db: tx }, charge.userId, entitlementsFor({ plan: charge.plan }));
  const planName = getPlan(charge.plan)?.name ?? charge.plan;
  const posting = {
    reference: charge.reference,
    amount: charge.amount,
    currency: charge.currency,
    memo: `${planName} plan (${charge.interval}) for account ${charge.userId}`,
  };
  if (charge.provider === 'balance') {
    try {
      await payPlanFromBalance({ db: tx }, { ...posting, storeId: charge.balanceStoreId! });
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw fail('PLAN_BALANCE_SHORT');
      throw err;
    }
  } else {
    await recordPlanPayment({ db: tx }, posting);
  }
  const to = charge.billingEmail || previous?.billingEmail || account?.email;
  if (to) {
    await queueEmail(tx, {
      to,
      template: 'plan-payment-receipt',
      subject: `Your Kasuwa ${planName} plan is active`,
      text: [
        `Thank you. We received ${formatMoney(charge.amount, charge.currency)} for the ${planName} plan (${charge.interval}).`,
        charge.credit > 0
          ? `The unused part of your previous plan, ${formatMoney(charge.credit, charge.currency)}, was taken off.`
          : '',
        `Your plan runs until ${periodEnd.toUTCString()} and renews on that day.`,
        `Reference: ${charge.reference}`,
        '',
        `Manage your plan: ${config.publicUrl}/subscription`,
      ]
        .filter(Boolean)
        .join('\n'),
    });
  }
}

/** The vendor came back from the payment page: the charge is verified with the provider and applied. */
export async function confirmCheckout(ctx: BillingCtx, userId: number, reference: string) {
  const charge = await q.findChargeByReference(ctx.db, reference);
  // Another account's reference answers as if it did not exist.
  if (!charge || charge.userId !== userId) throw errors.notFound('Payment');
  if (charge.status !== 'pending') return charge.status;
  let verified: VerifiedCharge | null;
  try {
    verified = await ctx.providers.paystack.verify(reference);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    throw fail('BILLING_UNAVAILABLE');
  }
  if (!verified) return 'pending';
  // The return page may beat the webhook: the card it saved must be kept either way, for renewals.
  return applyPaidCharge(ctx, verified, verified.savedCard ?? null);
}

/**
 * The vendor came back from Paystack's page after a card check: it is verified and applied (unless the
 * webhook was first), and refunded. Another account's reference, or one that is not a card check, is
 * not found. The answer says whether the new card now pays renewals.
 */
export async function confirmCardChange(
  ctx: BillingCtx,
  userId: number,
  reference: string,
): Promise<CardChangeOutcome> {
  const charge = await q.findChargeByReference(ctx.db, reference);
  if (!charge || charge.userId !== userId || charge.kind !== 'card_check') {
    throw errors.notFound('Card check');
  }
  if (charge.status === 'pending') {
    let verified: VerifiedCharge | null;
    try {
      verified = await ctx.providers.paystack.verify(reference);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      throw fail('BILLING_UNAVAILABLE');
    }
    if (!verified) return 'pending';
    await applyPaidCharge(ctx, verified, verified.savedCard ?? null);
  }
  const current = (await q.findChargeByReference(ctx.db, reference))!;
  if (current.status === 'pending') return 'pending';
  if (current.status === 'failed') return 'declined';
  // A refund the provider could not take at once is asked again here, as the sweep would.
  if (current.status === 'paid') await refundCardCheck(ctx, current.id);
  // On a checked card a reason says it was not saved (billing.card.service).
  return current.failureReason ? 'not_reusable' : 'replaced';
}
