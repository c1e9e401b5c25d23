import { randomBytes } from 'node:crypto';
import {
  type BillingInterval,
  type PlanCode,
  type SubscriptionQuote,
  subscriptionCheckoutSchema,
} from '@kasuwa/contracts';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { PaymentProviders } from '../../platform/payments';
import { getPlan, PLAN_CATALOGUE } from '../plans';
import * as q from './billing.queries';
import type { SubscriptionRow } from './billing.schema';

// A vendor account's paid plan. Kasuwa charges the card saved by the first payment for each renewal
// (docs/decisions/0003-plan-billing.md), so the period, the grace days and proration are all ours.
// This file holds what a plan costs and when its periods run; checkout, renewals, the payment method
// and the account's views live in the other billing.*.service.ts files.

export interface BillingCtx {
  db: Db;
  config: Config;
  providers: PaymentProviders;
  log: RequestContext['log'];
}

export const GRACE_DAYS = 3;
export const DAY_MS = 24 * 60 * 60 * 1000;

export function addInterval(from: Date, interval: BillingInterval): Date {
  const d = new Date(from);
  if (interval === 'monthly') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
}

export function priceOf(plan: string, interval: BillingInterval): number {
  const p = getPlan(plan);
  if (!p) return 0;
  return interval === 'monthly' ? p.monthlyPrice : p.annualPrice;
}

const rank = (plan: string) => PLAN_CATALOGUE.findIndex((p) => p.code === plan);
export const isPaying = (sub: SubscriptionRow | undefined): sub is SubscriptionRow =>
  !!sub && sub.status !== 'cancelled';

/**
 * The cost of moving to `plan`/`interval` at `now`. A first plan (or one after a lapse) costs its price.
 * A bigger plan or a longer interval starts now and costs its price less the unused part of the paid
 * period (by time, to the kobo, rounded down in the vendor's favour). A smaller plan or a shorter
 * interval is scheduled for the end of the paid period: nothing is refunded, nothing is paid now.
 */
export function quoteChange(
  sub: SubscriptionRow | undefined,
  plan: PlanCode,
  interval: BillingInterval,
  now: Date,
): SubscriptionQuote {
  const price = priceOf(plan, interval);
  const currency = getPlan(plan)?.currency ?? 'NGN';
  const base = { plan, interval, price, currency };
  // In grace the last renewal is unpaid: any plan chosen then is paid in full and starts now.
  if (!isPaying(sub) || sub.status === 'grace') {
    return {
      ...base,
      kind: 'subscribe',
      credit: 0,
      amount: price,
      periodStart: now.toISOString(),
      periodEnd: addInterval(now, interval).toISOString(),
    };
  }
  if (sub.plan === plan && sub.interval === interval) throw fail('PLAN_UNCHANGED');
  const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
  const left = Math.max(0, sub.currentPeriodEnd.getTime() - now.getTime());
  const paid = priceOf(sub.plan, sub.interval as BillingInterval);
  const credit =
    sub.status === 'active' && total > 0 ? Number((BigInt(paid) * BigInt(left)) / BigInt(total)) : 0;
  const smaller = rank(plan) < rank(sub.plan) || (rank(plan) === rank(sub.plan) && interval === 'monthly');
  if (smaller || price - credit <= 0) {
    return {
      ...base,
      kind: 'scheduled',
      credit: 0,
      amount: 0,
      periodStart: sub.currentPeriodEnd.toISOString(),
      periodEnd: addInterval(sub.currentPeriodEnd, interval).toISOString(),
    };
  }
  return {
    ...base,
    kind: 'upgrade',
    credit,
    amount: price - credit,
    periodStart: now.toISOString(),
    periodEnd: addInterval(now, interval).toISOString(),
  };
}

/** The next period can be paid ahead from this long before it starts (the first reminder). */
export const PAY_AHEAD_DAYS = 7;

/**
 * The next period of the running plan, paid ahead (a plan paid without a card does not renew by itself).
 * In grace the unpaid period is over: paying then starts a new one now, as any checkout in grace does.
 */
export function quoteRenewal(sub: SubscriptionRow | undefined, now: Date): SubscriptionQuote {
  if (!isPaying(sub)) throw fail('PLAN_RENEWAL_NOT_DUE');
  if (sub.status === 'grace')
    return quoteChange(sub, sub.plan as never, sub.interval as BillingInterval, now);
  const early = sub.currentPeriodEnd.getTime() - now.getTime() > PAY_AHEAD_DAYS * DAY_MS;
  // A scheduled change starts at the end of the period and is paid then, on the plan it names.
  if (early || sub.pendingPlan || sub.pendingInterval) throw fail('PLAN_RENEWAL_NOT_DUE');
  const interval = sub.interval as BillingInterval;
  const price = priceOf(sub.plan, interval);
  return {
    plan: sub.plan as SubscriptionQuote['plan'],
    interval,
    kind: 'renewal',
    price,
    credit: 0,
    amount: price,
    currency: getPlan(sub.plan)?.currency ?? 'NGN',
    periodStart: sub.currentPeriodEnd.toISOString(),
    periodEnd: addInterval(sub.currentPeriodEnd, interval).toISOString(),
  };
}

/**
 * What a checkout's quote was taken from: the paid period as it stood (none, or its status, plan,
 * interval and start). Every payment that is applied moves it, so a checkout whose basis is gone was
 * quoted for a purchase that another payment already made (paid twice), or for a plan and period that
 * no longer are (its credit or its start would be wrong): its payment is refunded, not applied.
 * Pending changes, cancelling at period end and the saved card do not move it; they change no price.
 */
export function quoteBasis(sub: SubscriptionRow | undefined): string {
  if (!sub) return 'none';
  return [sub.status, sub.plan, sub.interval, sub.currentPeriodStart.toISOString()].join('|');
}

export function newBillingReference(): string {
  return `PLN-${randomBytes(12).toString('hex')}`;
}

export async function quoteFor(
  ctx: Pick<BillingCtx, 'db'>,
  userId: number,
  input: unknown,
  now = new Date(),
) {
  const parsed = subscriptionCheckoutSchema.pick({ plan: true, interval: true, renewal: true }).parse(input);
  const sub = await q.findSubscription(ctx.db, userId);
  if (parsed.renewal) return quoteRenewal(sub, now);
  return quoteChange(sub, parsed.plan, parsed.interval, now);
}

/** A move to a smaller plan or a shorter interval, taken at the next renewal; nothing is paid now. */
export async function scheduleChange(
  db: DbOrTx,
  userId: number,
  input: { plan: PlanCode; interval: BillingInterval },
) {
  await q.updateSubscription(db, userId, {
    pendingPlan: input.plan,
    pendingInterval: input.interval,
    cancelAtPeriodEnd: false,
  });
}

/**
 * Refuses a plan payment while a renewal charge awaits its answer (billing.renewal.service settles it
 * within minutes): paying now could buy the same period twice, or the late renewal could undo the plan
 * just bought.
 */
export async function assertNoUnsettledRenewal(db: DbOrTx, userId: number): Promise<void> {
  if (await q.unsettledRenewal(db, userId)) {
    throw fail('CONFLICT', {
      reason:
        'Your renewal payment is still being confirmed with the bank. Please try again in a few minutes.',
    });
  }
}
