import { setTimeout as sleep } from 'node:timers/promises';
import {
  type BillingInterval,
  type CardChangeOutcome,
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
import { accountLocale, getAccount, lockAccount, setAccountPlan } from '../admin-users';
import { payPlanFromBalance, recordPlanPayment } from '../ledger';
import { dateText, renderEmail } from '../messages';
import { entitlementsFor, getPlan } from '../plans';
import { applyPlanToStores } from '../stores';
import { applyCardCheck } from './billing.card.service';
import {
  addInterval,
  assertNoUnsettledRenewal,
  type BillingCtx,
  newBillingReference,
  quoteBasis,
  quoteChange,
  quoteRenewal,
  scheduleChange,
} from './billing.plan.service';
import * as q from './billing.queries';
import { recordSecondPayment, refundPlanCharge, stillApplies } from './billing.refund.service';
import { keepPlanReturn, settlePlanReturns } from './billing.returns.service';
import type { BillingChargeRow } from './billing.schema';
import { type ArrivalOutcome, transferArrival } from './billing.transfer.service';

// Buying a plan: the payment page's charge (steps 3 and 4), and applying a paid charge, however it was
// confirmed (webhook, return page, renewal answer or a store's balance), in one transaction.

/**
 * A second checkout of the same purchase (plan, interval, billing e-mail, and the subscription it was
 * quoted from) gets the page of the first while it is younger than this: an upgrade's credit was quoted when that
 * page opened, and shrinks with every minute of the period used since.
 */
export const CHECKOUT_REUSE_MS = 30 * 60_000;
/** A checkout whose page is still being opened (longer than a provider call may take). */
const OPENING_MS = 60_000;
/** How often, and how long at most, a second checkout waits for a page being opened at that moment. */
const OPENING_POLL_MS = 250;
const OPENING_POLLS = 40;

/**
 * Step 3 of the payment page: a pending charge and the provider's hosted payment page for it. A
 * scheduled change (to a smaller plan) is recorded at once and needs no payment. A second checkout of
 * the same purchase while the first's page is open gets that page again (same reference): checkouts
 * of one account queue on its row, so two at once cannot open two pages.
 */
export async function startCheckout(
  ctx: BillingCtx,
  userId: number,
  raw: SubscriptionCheckoutInput,
  now = new Date(),
): Promise<{ quote: SubscriptionQuote; authorizationUrl: string | null; reference: string | null }> {
  const input = subscriptionCheckoutSchema.parse(raw);
  for (let polls = 0; ; polls++) {
    const step = await ctx.db.transaction(async (tx) => {
      await lockAccount({ db: tx }, userId);
      const sub = await q.findSubscription(tx, userId);
      const quote = input.renewal
        ? quoteRenewal(sub, now)
        : quoteChange(sub, input.plan, input.interval, now);
      if (quote.kind === 'scheduled') {
        await scheduleChange(tx, userId, input);
        return { step: 'scheduled' as const, quote };
      }
      if (!ctx.providers.paystack.configured) throw fail('BILLING_UNAVAILABLE');
      await assertNoUnsettledRenewal(tx, userId);
      const basis = quoteBasis(sub);
      const age = (c: BillingChargeRow) => Date.now() - c.createdAt.getTime();
      const open = (await q.openCheckouts(tx, userId)).find(
        (c) =>
          c.plan === input.plan &&
          c.interval === input.interval &&
          c.quotedFrom === basis &&
          // Paystack's page shows the e-mail it was opened with: a new one needs a page of its own.
          c.billingEmail === input.billingEmail &&
          age(c) < (c.authorizationUrl ? CHECKOUT_REUSE_MS : OPENING_MS),
      );
      // What is paid on a page handed out again is what it was opened for.
      if (open)
        return {
          step: 'reuse' as const,
          quote: { ...quote, amount: open.amount, credit: open.credit },
          open,
        };
      const charge = await q.insertCharge(tx, {
        id: uuidv7(),
        userId,
        reference: newBillingReference(),
        kind: quote.kind,
        plan: input.plan,
        interval: input.interval,
        amount: quote.amount,
        credit: quote.credit,
        currency: quote.currency,
        billingName: input.billingName,
        billingEmail: input.billingEmail,
        quotedFrom: basis,
        ...(quote.kind === 'renewal'
          ? { periodStart: new Date(quote.periodStart), periodEnd: new Date(quote.periodEnd) }
          : {}),
      });
      return { step: 'new' as const, quote, charge };
    });
    if (step.step === 'new') return openPaymentPage(ctx, step.charge, step.quote);
    if (step.step === 'scheduled') return { quote: step.quote, authorizationUrl: null, reference: null };
    if (step.open.authorizationUrl) {
      return {
        quote: step.quote,
        authorizationUrl: step.open.authorizationUrl,
        reference: step.open.reference,
      };
    }
    // The same purchase's page is being opened by another request at this moment: its page is ours.
    if (polls >= OPENING_POLLS) {
      throw fail('CONFLICT', { reason: 'Your payment page is still opening. Please try again in a moment.' });
    }
    await sleep(OPENING_POLL_MS);
  }
}

/** Asks the provider for the charge's hosted page (outside any transaction) and keeps it for reuse. */
async function openPaymentPage(ctx: BillingCtx, charge: BillingChargeRow, quote: SubscriptionQuote) {
  const { reference } = charge;
  try {
    const started = await ctx.providers.paystack.initialize({
      email: charge.billingEmail,
      amount: charge.amount,
      currency: charge.currency,
      reference,
      callbackUrl: `${ctx.config.publicUrl}/subscription/confirm`,
      channels: ['card'],
      metadata: {
        purpose: 'plan',
        userId: charge.userId,
        plan: charge.plan,
        interval: charge.interval,
        name: charge.billingName,
      },
    });
    await q.updateCharge(ctx.db, charge.id, { authorizationUrl: started.authorizationUrl });
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
  /** Paid for a purchase another payment had already applied: not applied, refunded in full. */
  | 'paid_twice'
  /** A card check: its card replaced the saved one, or could not be saved; refunded either way. */
  | 'card_replaced'
  | 'card_not_saved'
  /** A plan transfer not kept for the plan, whole (billing.transfer.service transferArrival). */
  | ArrivalOutcome;

/**
 * A provider says a plan charge succeeded (webhook, return page or renewal answer). In one transaction:
 * the charge is marked paid, the subscription and the account's plan move, the stores fit the plan,
 * the ledger records the revenue and the receipt e-mail is queued. The charge row is locked and its
 * status checked first, so a replayed or concurrent confirmation changes nothing. A card check instead
 * saves its card (billing.card.service) and is refunded once that has committed.
 *
 * Every payment of one account queues on the account's row (a first plan has no subscription row to
 * lock), so of two payments of one purchase the second always sees the first: a payment whose quote
 * no longer holds (`stillApplies`) is not applied but owed back, and refunded once that has committed.
 */
export async function applyPaidCharge(
  ctx: Pick<BillingCtx, 'db' | 'config' | 'providers' | 'log'>,
  verified: VerifiedCharge,
  card: SavedCard | null,
  now = new Date(),
): Promise<ApplyOutcome> {
  const found = await q.findChargeByReference(ctx.db, verified.reference);
  if (!found) return 'unknown_reference';
  const applied = await ctx.db.transaction(async (tx) => {
    await lockAccount({ db: tx }, found.userId);
    const charge = (await q.findChargeByReference(tx, verified.reference, true))!;
    // A transfer's amount is the sender's: short, over, twice or late each have their rule.
    let excess = 0;
    if (charge.channel === 'bank_transfer') {
      const arrival = await transferArrival(tx, charge, verified, now);
      if ('outcome' in arrival) return { outcome: arrival.outcome, returns: charge.id };
      excess = arrival.excess;
    }
    if (['paid', 'refund_due', 'refunding', 'refunded'].includes(charge.status))
      return { outcome: 'already_paid' as const };
    if (verified.amount - excess !== charge.amount || verified.currency !== charge.currency) {
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
        refund: charge,
      };
    }
    const sub = await q.findSubscription(tx, charge.userId, true);
    if (!stillApplies(charge, sub)) {
      await recordSecondPayment(tx, ctx.config, charge, sub, now);
      return { outcome: 'paid_twice' as const, refund: charge };
    }
    await activateCharge(tx, ctx.config, charge, card, now);
    if (excess > 0) {
      const txId = verified.providerTransactionId || charge.reference;
      await keepPlanReturn(tx, charge, txId, 'overpaid', excess);
      return { outcome: 'paid' as const, returns: charge.id };
    }
    return { outcome: 'paid' as const };
  });
  if ('returns' in applied && applied.returns) {
    try {
      await settlePlanReturns(ctx, applied.returns);
    } catch (err) {
      // Owed in the ledger and asked again by the billing sweep.
      ctx.log.error({ err, reference: verified.reference }, 'plan transfer return not refunded');
    }
  }
  if ('refund' in applied && applied.refund) {
    try {
      await refundPlanCharge(ctx, applied.refund.id);
    } catch (err) {
      // The charge is committed as owed; failing this confirmation (a webhook answered 500 is sent
      // again) would not refund it either. refundPlanCharge has logged it and left it for a person.
      ctx.log.error({ err, reference: applied.refund.reference }, 'plan charge not refunded');
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
    const locale = await accountLocale({ db: tx }, charge.userId);
    await queueEmail(tx, {
      to,
      template: 'plan-payment-receipt',
      ...renderEmail(
        'email.plan_active',
        {
          plan: planName,
          amount: { amount: charge.amount, currency: charge.currency },
          interval: charge.interval,
          credit: charge.credit > 0 ? { amount: charge.credit, currency: charge.currency } : null,
          until: dateText(periodEnd, locale),
          reference: charge.reference,
          url: `${config.publicUrl}/subscription`,
        },
        locale,
      ),
    });
  }
}

/** The vendor came back from the payment page: the charge is verified with the provider and applied. */
export async function confirmCheckout(ctx: BillingCtx, userId: number, reference: string) {
  const charge = await q.findChargeByReference(ctx.db, reference);
  // Another account's reference answers as if it did not exist.
  if (!charge || charge.userId !== userId) throw errors.notFound('Payment');
  // A second payment of a purchase already applied, however far its refund has got.
  if (['refund_due', 'refunding', 'refunded'].includes(charge.status)) return 'paid_twice';
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
  if (current.status === 'paid') await refundPlanCharge(ctx, current.id);
  // On a checked card a reason says it was not saved (billing.card.service).
  return current.failureReason ? 'not_reusable' : 'replaced';
}
