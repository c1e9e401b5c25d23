import type { BillingInterval } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config';
import type { DbOrTx } from '../../platform/db';
import { fail } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { ProviderError } from '../../platform/payments';
import { accountLocale, lockAccount, setAccountPlan } from '../admin-users';
import { dateText, renderEmail } from '../messages';
import { notifyAccount } from '../messaging';
import { entitlementsFor, getPlan } from '../plans';
import { applyPlanToStores } from '../stores';
import { renewFromBalance } from './billing.balance.service';
import { applyPaidCharge } from './billing.checkout.service';
import {
  addInterval,
  type BillingCtx,
  DAY_MS,
  GRACE_DAYS,
  isPaying,
  newBillingReference,
  priceOf,
} from './billing.plan.service';
import * as q from './billing.queries';
import { renewalDueEmail } from './billing.reminders.service';
import type { BillingChargeRow, SubscriptionRow } from './billing.schema';

// Renewals: at the end of each paid period Kasuwa charges the saved card. A decline opens a grace
// period of GRACE_DAYS with one retry a day (the plan's features stay on); the last failed retry, or a
// cancellation at period end, brings the account to Free.

export type RenewalOutcome =
  | 'renewed'
  | 'ended'
  | 'grace'
  | 'downgraded'
  | 'provider_unavailable'
  /** A charge was sent and its outcome is not known yet: it is verified before anything else is charged. */
  | 'unsettled'
  | 'not_due';

/**
 * How long one run holds a renewal it claimed (`next_attempt_at` moved this far ahead): longer than a
 * charge and its verify can take (30 s a call, a verify retried three times). A run that dies holding it
 * leaves its attempt to the first run after it, which verifies that attempt before anything else.
 */
export const RENEWAL_CLAIM_MS = 10 * 60_000;

export async function renewDue(ctx: BillingCtx, now = new Date()) {
  const due = await q.dueSubscriptions(ctx.db, now);
  const outcomes: { userId: number; outcome: RenewalOutcome | 'error' }[] = [];
  for (const { userId } of due) {
    try {
      outcomes.push({ userId, outcome: await renewOne(ctx, userId, now) });
    } catch (err) {
      // One account's failure must not stop the others; it is retried on the next sweep.
      ctx.log.error({ err, userId }, 'plan renewal failed');
      outcomes.push({ userId, outcome: 'error' });
    }
  }
  return outcomes;
}

/**
 * Renews one account if it is due. Never charges twice for one period, whatever is lost on the way:
 * - the run first claims the renewal under the subscription's row lock (`next_attempt_at` moves
 *   RENEWAL_CLAIM_MS ahead), so a second sweep at the same time finds it not due;
 * - the attempt (its reference) is committed before the provider is asked, and stays `pending` when no
 *   answer comes (timeout, 5xx, crash);
 * - a later run settles a pending attempt from `GET /transaction/verify/:reference` before anything
 *   else: taken → applied once (the same row lock and ledger key as its webhook); declined → the usual
 *   grace; not found → marked failed and charged again under a new reference; still unknown → left.
 */
export async function renewOne(ctx: BillingCtx, userId: number, now = new Date()): Promise<RenewalOutcome> {
  const claim = await ctx.db.transaction(async (tx) => {
    // The account row first, as every plan payment takes it (billing.checkout.service): no deadlock.
    await lockAccount({ db: tx }, userId);
    const sub = await q.findSubscription(tx, userId, true);
    if (!sub || sub.status === 'cancelled' || !sub.nextAttemptAt || sub.nextAttemptAt > now) {
      return { outcome: 'not_due' as const };
    }
    const unsettled = await q.unsettledRenewal(tx, userId);
    if (!unsettled && sub.cancelAtPeriodEnd) {
      await endSubscription(tx, ctx.config, sub, 'cancelled');
      return { outcome: 'ended' as const };
    }
    const claimedUntil = new Date(now.getTime() + RENEWAL_CLAIM_MS);
    await q.updateSubscription(tx, userId, { nextAttemptAt: claimedUntil });
    return { outcome: 'claimed' as const, sub, unsettled, claimedUntil };
  });
  if (claim.outcome !== 'claimed') return claim.outcome;
  const { sub, unsettled, claimedUntil } = claim;
  if (unsettled) return settleUnsettled(ctx, sub, unsettled, claimedUntil, now);

  const plan = sub.pendingPlan ?? sub.plan;
  const interval = (sub.pendingInterval ?? sub.interval) as BillingInterval;
  const periodStart = sub.currentPeriodEnd;
  const values = {
    id: uuidv7(),
    userId,
    reference: newBillingReference(),
    kind: 'renewal',
    plan,
    interval,
    amount: priceOf(plan, interval),
    currency: getPlan(plan)?.currency ?? 'NGN',
    billingName: sub.billingName,
    billingEmail: sub.billingEmail,
    periodStart,
    periodEnd: addInterval(periodStart, interval),
  };

  // The vendor chose to renew from a store's balance: it pays when it can, the saved card when it is short.
  let balanceShort = false;
  if (sub.renewFromStoreId) {
    const paid = await renewFromBalance(ctx, values, sub.renewFromStoreId, claimedUntil, now);
    if (paid === 'paid') return 'renewed';
    if (paid === 'not_due') return 'not_due';
    balanceShort = true;
  }
  // Committed before the provider is asked: if its answer is lost, this reference is what is verified.
  const charge = await q.insertCharge(ctx.db, values);

  let result: Awaited<ReturnType<typeof ctx.providers.paystack.chargeAuthorization>> | null = null;
  if (sub.authorizationCode) {
    try {
      result = await ctx.providers.paystack.chargeAuthorization({
        authorizationCode: sub.authorizationCode,
        email: sub.billingEmail,
        amount: charge.amount,
        currency: charge.currency,
        reference: charge.reference,
        metadata: { purpose: 'plan', userId, plan: charge.plan, interval: charge.interval },
      });
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      // Unknown whether the card was charged: the attempt stays pending (its webhook may still come)
      // and the first run after the claim verifies it before charging anything again.
      ctx.log.warn({ err, userId, reference: charge.reference }, 'renewal charge: no answer');
      return 'provider_unavailable';
    }
  }
  if (result?.charge?.status === 'success') {
    const outcome = await applyPaidCharge(ctx, result.charge, null, now);
    if (outcome === 'paid' || outcome === 'already_paid') return 'renewed';
    // The period was paid meanwhile (a plan bought on the payment page): this charge is refunded.
    if (outcome === 'paid_twice') return 'not_due';
  }
  // Paystack answered but not finally (e.g. still processing): verified by the next run, never re-sent.
  if (result?.charge?.status === 'pending') return 'unsettled';
  const reason = !sub.authorizationCode
    ? balanceShort
      ? 'The store balance was too low and no card is saved'
      : 'No saved card'
    : result?.message || 'Declined by the bank';
  return failRenewal(ctx, charge.id, userId, now, reason, charge.amount, charge.currency);
}

/** A renewal charge was declined (or could not be made): recorded, and the account goes to grace. */
function failRenewal(
  ctx: BillingCtx,
  chargeId: string,
  userId: number,
  now: Date,
  reason: string,
  amount: number,
  currency: string,
): Promise<RenewalOutcome> {
  return ctx.db.transaction(async (tx) => {
    await lockAccount({ db: tx }, userId);
    await q.updateCharge(tx, chargeId, { status: 'failed', failureReason: reason });
    const locked = await q.findSubscription(tx, userId, true);
    if (!locked || locked.status === 'cancelled') return 'not_due';
    return recordFailure(tx, ctx, locked, now, reason, amount, currency);
  });
}

/**
 * A renewal attempt whose answer never came, settled from what Paystack says of its reference. The
 * caller holds the claim (`claimedUntil`), so no other run charges meanwhile.
 */
async function settleUnsettled(
  ctx: BillingCtx,
  sub: SubscriptionRow,
  attempt: BillingChargeRow,
  claimedUntil: Date,
  now: Date,
): Promise<RenewalOutcome> {
  let found: Awaited<ReturnType<typeof ctx.providers.paystack.lookup>>;
  try {
    found = await ctx.providers.paystack.lookup(attempt.reference);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err, userId: sub.userId, reference: attempt.reference }, 'renewal verify: no answer');
    return 'provider_unavailable';
  }
  if (found.state === 'found') {
    const verified = found.charge;
    if (verified.status === 'pending') return 'unsettled';
    if (verified.status === 'failed') {
      return failRenewal(
        ctx,
        attempt.id,
        sub.userId,
        now,
        'Declined by the bank',
        attempt.amount,
        attempt.currency,
      );
    }
    const outcome = await applyPaidCharge(ctx, verified, null, now);
    if (outcome === 'paid' || outcome === 'already_paid') return 'renewed';
    if (outcome === 'paid_twice') return releaseClaim(ctx, sub.userId, claimedUntil, now);
    // Paystack's amount or currency differs from the attempt's: nothing is applied or charged again
    // (the claim runs out and the next run asks again); a person must look at it.
    ctx.log.error(
      { userId: sub.userId, reference: attempt.reference, outcome },
      'renewal verify: Paystack disagrees with the attempt',
    );
    return 'unsettled';
  }
  // Paystack never took it: the attempt failed, the claim is given back and the renewal runs again
  // (a new reference), as if this run had just started.
  const released = await ctx.db.transaction(async (tx) => {
    await lockAccount({ db: tx }, sub.userId);
    const locked = await q.findSubscription(tx, sub.userId, true);
    if (locked?.nextAttemptAt?.getTime() !== claimedUntil.getTime()) return false;
    const current = await q.findChargeByReference(tx, attempt.reference, true);
    if (current?.status !== 'pending') return false;
    await q.updateCharge(tx, attempt.id, {
      status: 'failed',
      failureReason: 'Not received by Paystack (no answer; verify found no charge)',
    });
    await q.updateSubscription(tx, sub.userId, { nextAttemptAt: now });
    return true;
  });
  return released ? renewOne(ctx, sub.userId, now) : 'not_due';
}

/**
 * The attempt being settled paid a period that was bought another way meanwhile (a plan paid on the
 * payment page; the attempt is refunded): the claim is given back and the subscription renews as it
 * now stands, at once if that is due.
 */
async function releaseClaim(
  ctx: BillingCtx,
  userId: number,
  claimedUntil: Date,
  now: Date,
): Promise<RenewalOutcome> {
  const released = await ctx.db.transaction(async (tx) => {
    await lockAccount({ db: tx }, userId);
    const locked = await q.findSubscription(tx, userId, true);
    if (locked?.nextAttemptAt?.getTime() !== claimedUntil.getTime()) return false;
    await q.updateSubscription(tx, userId, { nextAttemptAt: locked.currentPeriodEnd });
    return true;
  });
  return released ? renewOne(ctx, userId, now) : 'not_due';
}

/** Downgrades an account to Free: the subscription ends, the stores fit Free. Nothing is deleted. */
export async function endSubscription(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  sub: SubscriptionRow,
  reason: 'cancelled' | 'unpaid',
): Promise<void> {
  await q.updateSubscription(tx, sub.userId, {
    status: 'cancelled',
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    pendingInterval: null,
    nextAttemptAt: null,
    graceUntil: null,
  });
  await setAccountPlan({ db: tx }, sub.userId, 'free');
  await applyPlanToStores({ db: tx }, sub.userId, entitlementsFor({ plan: 'free' }));
  const planName = getPlan(sub.plan)?.name ?? sub.plan;
  const email = {
    to: sub.billingEmail,
    template: reason === 'unpaid' ? 'plan-downgraded-unpaid' : 'plan-ended',
    ...renderEmail(
      'email.plan_ended',
      { plan: planName, reason, graceDays: GRACE_DAYS, url: `${config.publicUrl}/subscription` },
      await accountLocale({ db: tx }, sub.userId),
    ),
  };
  // The vendor asked for it: the e-mail confirms it. Unpaid: a renewal problem, told as the vendor chose.
  if (reason === 'cancelled') await queueEmail(tx, email);
  else
    await notifyAccount(
      { db: tx, config },
      sub.userId,
      {
        kind: 'plan_renewal',
        stage: 'free',
        planName,
        graceEndsAt: null,
        reason: 'unpaid',
      },
      email,
    );
}

export async function setCancelAtPeriodEnd(ctx: Pick<BillingCtx, 'db'>, userId: number, cancel: boolean) {
  const sub = await q.findSubscription(ctx.db, userId);
  if (!isPaying(sub)) throw fail('CONFLICT', { reason: 'You have no paid plan to cancel.' });
  await q.updateSubscription(ctx.db, userId, {
    cancelAtPeriodEnd: cancel,
    ...(cancel ? { pendingPlan: null, pendingInterval: null } : {}),
  });
}

async function recordFailure(
  tx: Parameters<typeof endSubscription>[0],
  ctx: BillingCtx,
  sub: SubscriptionRow,
  now: Date,
  reason: string,
  amount: number,
  currency: string,
): Promise<RenewalOutcome> {
  const graceUntil = sub.graceUntil ?? new Date(now.getTime() + GRACE_DAYS * DAY_MS);
  if (sub.status === 'grace' && now >= graceUntil) {
    await endSubscription(tx, ctx.config, sub, 'unpaid');
    return 'downgraded';
  }
  const next = new Date(Math.min(now.getTime() + DAY_MS, graceUntil.getTime()));
  await q.updateSubscription(tx, sub.userId, {
    status: 'grace',
    graceUntil,
    nextAttemptAt: next,
    failedAttempts: sub.failedAttempts + 1,
  });
  const planName = getPlan(sub.plan)?.name ?? sub.plan;
  // A plan paid by transfer or USSD had nothing to charge: the vendor is asked to pay, not told of a decline.
  const nothingToCharge = !sub.authorizationCode && !sub.renewFromStoreId;
  const event = {
    kind: 'plan_renewal' as const,
    // The first refusal opens the grace period; later ones are retries failing within it.
    stage: sub.status === 'grace' ? ('failed' as const) : ('grace' as const),
    planName,
    graceEndsAt: graceUntil.toLocaleDateString('en-NG', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
    reason,
  };
  const locale = await accountLocale({ db: tx }, sub.userId);
  if (nothingToCharge) {
    await notifyAccount(
      { db: tx, config: ctx.config },
      sub.userId,
      event,
      renewalDueEmail(ctx.config.publicUrl, sub, 0, graceUntil, locale),
    );
    return 'grace';
  }
  await notifyAccount({ db: tx, config: ctx.config }, sub.userId, event, {
    to: sub.billingEmail,
    template: 'plan-renewal-failed',
    ...renderEmail(
      'email.plan_renewal_failed',
      {
        plan: planName,
        amount: { amount, currency },
        last4: sub.cardLast4 ?? null,
        reason,
        until: dateText(graceUntil, locale),
        url: `${ctx.config.publicUrl}/subscription`,
      },
      locale,
    ),
  });
  return 'grace';
}

/**
 * Sandbox only (tests and the demo): brings the account's next billing event to now, so the sweep
 * renews it, fails it (with a card the sandbox declines) or, in grace, ends it at once instead of in a
 * month or three days. Nothing else about the subscription changes.
 */
export async function bringBillingEventForward(
  ctx: Pick<BillingCtx, 'db'>,
  userId: number,
  now = new Date(),
) {
  const sub = await q.findSubscription(ctx.db, userId);
  if (!sub || sub.status === 'cancelled') return false;
  await q.updateSubscription(ctx.db, userId, {
    nextAttemptAt: now,
    ...(sub.status === 'grace' ? { graceUntil: now } : { currentPeriodEnd: now }),
  });
  return true;
}
