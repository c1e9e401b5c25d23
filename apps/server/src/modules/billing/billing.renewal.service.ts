import { type BillingInterval, formatMoney } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config';
import type { DbOrTx } from '../../platform/db';
import { fail } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { ProviderError } from '../../platform/payments';
import { setAccountPlan } from '../admin-users/admin-users.service';
import { notifyAccount } from '../messaging/messaging.service';
import { entitlementsFor } from '../plans/entitlements.service';
import { getPlan } from '../plans/plans.service';
import { applyPlanToStores } from '../stores/stores.plan.service';
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
import type { SubscriptionRow } from './billing.schema';

// Renewals: at the end of each paid period Kasuwa charges the saved card. A decline opens a grace
// period of GRACE_DAYS with one retry a day (the plan's features stay on); the last failed retry, or a
// cancellation at period end, brings the account to Free.

export type RenewalOutcome =
  | 'renewed'
  | 'ended'
  | 'grace'
  | 'downgraded'
  | 'provider_unavailable'
  | 'not_due';

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

export async function renewOne(ctx: BillingCtx, userId: number, now = new Date()): Promise<RenewalOutcome> {
  const prepared = await ctx.db.transaction(async (tx) => {
    const sub = await q.findSubscription(tx, userId, true);
    if (!sub || sub.status === 'cancelled' || !sub.nextAttemptAt || sub.nextAttemptAt > now) {
      return { outcome: 'not_due' as const };
    }
    if (sub.cancelAtPeriodEnd) {
      await endSubscription(tx, ctx.config, sub, 'cancelled');
      return { outcome: 'ended' as const };
    }
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
    return { outcome: 'charge' as const, sub, values };
  });
  if (prepared.outcome !== 'charge') return prepared.outcome;
  const { sub, values } = prepared;

  // The vendor chose to renew from a store's balance: it pays when it can, the saved card when it is short.
  let balanceShort = false;
  if (sub.renewFromStoreId) {
    const paid = await renewFromBalance(ctx, values, sub.renewFromStoreId, now);
    if (paid === 'paid') return 'renewed';
    if (paid === 'not_due') return 'not_due';
    balanceShort = true;
  }
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
      // Unknown whether the card was charged: the charge stays pending (its webhook may still come)
      // and the next sweep tries again with a new reference.
      ctx.log.warn({ err, userId, reference: charge.reference }, 'renewal charge: provider unavailable');
      return 'provider_unavailable';
    }
  }
  if (result?.charge?.status === 'success') {
    const outcome = await applyPaidCharge(ctx, result.charge, null, now);
    if (outcome === 'paid' || outcome === 'already_paid') return 'renewed';
  }
  const reason = !sub.authorizationCode
    ? balanceShort
      ? 'The store balance was too low and no card is saved'
      : 'No saved card'
    : result?.message || 'Declined by the bank';
  return ctx.db.transaction(async (tx) => {
    await q.updateCharge(tx, charge.id, { status: 'failed', failureReason: reason });
    const locked = await q.findSubscription(tx, userId, true);
    if (!locked || locked.status === 'cancelled') return 'not_due';
    return recordFailure(tx, ctx, locked, now, reason, charge.amount, charge.currency);
  });
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
    subject: `Your Kasuwa ${planName} plan has ended`,
    text: [
      reason === 'unpaid'
        ? `We could not renew your ${planName} plan after ${GRACE_DAYS} days of retries, so your account is now on Free.`
        : `Your ${planName} plan ended as you asked, and your account is now on Free.`,
      'Nothing was deleted. Stores beyond the Free plan stay online but read-only until you choose which to keep or upgrade again.',
      '',
      `Choose a plan: ${config.publicUrl}/subscription`,
    ].join('\n'),
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
  await notifyAccount({ db: tx, config: ctx.config }, sub.userId, event, {
    to: sub.billingEmail,
    template: 'plan-renewal-failed',
    subject: `We could not renew your Kasuwa ${planName} plan`,
    text: [
      `Charging ${formatMoney(amount, currency)} to your card${sub.cardLast4 ? ` ending ${sub.cardLast4}` : ''} failed: ${reason}.`,
      `Your ${planName} features stay on until ${graceUntil.toUTCString()}. We will try again once a day until then; after that your account moves to Free (nothing is deleted).`,
      '',
      `Replace your card (we then try it within minutes): ${ctx.config.publicUrl}/subscription`,
    ].join('\n'),
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
