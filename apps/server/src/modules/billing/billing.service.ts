import { randomBytes } from 'node:crypto';
import {
  type AccountPlanStatus,
  type BillingCharge,
  type BillingInterval,
  formatMoney,
  type PlanCode,
  type SubscriptionCheckoutInput,
  type SubscriptionOverview,
  type SubscriptionQuote,
  subscriptionCheckoutSchema,
} from '@kasuwa/contracts';
import type { SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config';
import type { ActorContext, RequestContext } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError, errors, fail } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { type PaymentProviders, ProviderError, type VerifiedCharge } from '../../platform/payments';
import { getAccount, lockAccount, setAccountPlan } from '../admin-users/admin-users.service';
import { recordAudit } from '../audit/audit.service';
import { availableBalance, payPlanFromBalance, recordPlanPayment } from '../ledger/ledger.service';
import { entitlementsFor } from '../plans/entitlements.service';
import { getPlan, PLAN_CATALOGUE } from '../plans/plans.service';
import { accountStores, applyPlanToStores, keepStores } from '../stores/stores.plan.service';
import { renderPlanInvoicePdf } from './billing.pdf';
import * as q from './billing.queries';
import type { BillingChargeRow, SubscriptionRow } from './billing.schema';

// A vendor account's paid plan. Kasuwa charges the card saved by the first payment for each renewal
// (docs/decisions/0003-plan-billing.md), so the period, the grace days and proration are all ours.

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
const isPaying = (sub: SubscriptionRow | undefined): sub is SubscriptionRow =>
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

export function newBillingReference(): string {
  return `PLN-${randomBytes(12).toString('hex')}`;
}

export async function quoteFor(
  ctx: Pick<BillingCtx, 'db'>,
  userId: number,
  input: unknown,
  now = new Date(),
) {
  const parsed = subscriptionCheckoutSchema.pick({ plan: true, interval: true }).parse(input);
  return quoteChange(await q.findSubscription(ctx.db, userId), parsed.plan, parsed.interval, now);
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
  | 'failed';

/**
 * A provider says a plan charge succeeded (webhook, return page or renewal answer). In one transaction:
 * the charge is marked paid, the subscription and the account's plan move, the stores fit the plan,
 * the ledger records the revenue and the receipt e-mail is queued. The charge row is locked and its
 * status checked first, so a replayed or concurrent confirmation changes nothing.
 */
export async function applyPaidCharge(
  ctx: Pick<BillingCtx, 'db' | 'config'>,
  verified: VerifiedCharge,
  card: { code: string; last4: string } | null,
  now = new Date(),
): Promise<ApplyOutcome> {
  return ctx.db.transaction(async (tx) => {
    const charge = await q.findChargeByReference(tx, verified.reference, true);
    if (!charge) return 'unknown_reference';
    if (charge.status === 'paid') return 'already_paid';
    if (verified.amount !== charge.amount || verified.currency !== charge.currency) return 'amount_mismatch';
    if (verified.status === 'pending') return 'pending';
    if (verified.status === 'failed') {
      await q.updateCharge(tx, charge.id, { status: 'failed', failureReason: 'Declined by the bank' });
      return 'failed';
    }
    await activateCharge(tx, ctx.config, charge, card, now);
    return 'paid';
  });
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
  card: { code: string; last4: string } | null,
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
  await queueEmail(tx, {
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
  });
}

export async function setCancelAtPeriodEnd(ctx: Pick<BillingCtx, 'db'>, userId: number, cancel: boolean) {
  const sub = await q.findSubscription(ctx.db, userId);
  if (!isPaying(sub)) throw fail('CONFLICT', { reason: 'You have no paid plan to cancel.' });
  await q.updateSubscription(ctx.db, userId, {
    cancelAtPeriodEnd: cancel,
    ...(cancel ? { pendingPlan: null, pendingInterval: null } : {}),
  });
}

export async function chooseStoresToKeep(ctx: Pick<BillingCtx, 'db'>, userId: number, keep: number[]) {
  const account = await getAccount(ctx, userId);
  await ctx.db.transaction((tx) =>
    keepStores({ db: tx }, userId, entitlementsFor({ plan: account?.plan ?? 'free' }), keep),
  );
}

function toCharge(row: BillingChargeRow): BillingCharge {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as BillingCharge['kind'],
    plan: row.plan,
    interval: row.interval as BillingInterval,
    amount: row.amount,
    credit: row.credit,
    currency: row.currency,
    status: row.status as BillingCharge['status'],
    paidWith: row.provider === 'balance' ? 'balance' : 'card',
    failureReason: row.failureReason,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** Plans are priced in naira; only the naira balance pays for them. */
const PLAN_CURRENCY = 'NGN';

/** The available naira balance of each of the account's stores: what a plan can be paid from. */
export async function accountBalances(ctx: Pick<BillingCtx, 'db'>, userId: number) {
  const owned = await accountStores(ctx, userId);
  return Promise.all(
    owned.map(async (s) => ({
      storeId: s.id,
      name: s.name,
      currency: PLAN_CURRENCY,
      available: await availableBalance({ db: ctx.db, storeId: s.id }, PLAN_CURRENCY),
    })),
  );
}

export async function overview(ctx: Pick<BillingCtx, 'db'>, userId: number): Promise<SubscriptionOverview> {
  const [account, sub, stores, history, balances] = await Promise.all([
    getAccount(ctx, userId),
    q.findSubscription(ctx.db, userId),
    accountStores(ctx, userId),
    q.chargesOfUser(ctx.db, userId),
    accountBalances(ctx, userId),
  ]);
  return {
    entitlements: entitlementsFor({
      plan: account?.plan ?? 'free',
      // users.plan is what every check reads; the subscription only adds that a renewal is overdue.
      status: sub?.status === 'grace' ? 'grace' : 'active',
    }),
    subscription: sub
      ? {
          plan: sub.plan as PlanCode,
          interval: sub.interval as BillingInterval,
          status: sub.status as 'active' | 'grace' | 'cancelled',
          currentPeriodStart: sub.currentPeriodStart.toISOString(),
          currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          pendingPlan: sub.pendingPlan,
          pendingInterval: sub.pendingInterval,
          graceUntil: sub.graceUntil?.toISOString() ?? null,
          cardLast4: sub.cardLast4,
          billingEmail: sub.billingEmail,
          renewFromStoreId: sub.renewFromStoreId,
        }
      : null,
    balances,
    usage: { stores: stores.length, readOnlyStores: stores.filter((s) => s.readOnly).length },
    stores,
    history: history.map(toCharge),
  };
}

/** Plans belong to vendor accounts (role `user`); staff accounts answer 404 here. */
export async function assertVendorAccount(ctx: Pick<BillingCtx, 'db'>, userId: number) {
  const account = await getAccount(ctx, userId);
  if (account?.role !== 'user') throw errors.notFound('Vendor account');
  return account;
}

/**
 * An administrator sets an account's plan by hand (a courtesy upgrade, a correction): the account's
 * entitlements and stores follow at once and the audit log keeps who, when, before and after. A paid
 * subscription keeps its own schedule: its next renewal or lapse sets the plan again.
 */
export async function setPlanByHand(ctx: ActorContext, userId: number, plan: PlanCode): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const account = await lockAccount({ db: tx }, userId);
    if (account?.role !== 'user') throw errors.notFound('Vendor account');
    await setAccountPlan({ db: tx }, userId, plan);
    await applyPlanToStores({ db: tx }, userId, entitlementsFor({ plan }));
    await recordAudit(
      { db: tx, actor: ctx.actor },
      {
        action: 'user.plan',
        entityType: 'user',
        entityId: userId,
        before: { plan: account.plan },
        after: { plan },
      },
    );
  });
}

/** Where each account's plan stands, for the back office's users and stores lists. */
export async function planStatuses(
  ctx: Pick<BillingCtx, 'db'>,
  accounts: { id: number; plan: string }[],
): Promise<Map<number, { planStatus: AccountPlanStatus; planUntil: string | null }>> {
  const subs = new Map(
    (await q.subscriptionsOf(ctx.db, [...new Set(accounts.map((a) => a.id))])).map((s) => [s.userId, s]),
  );
  const result = new Map<number, { planStatus: AccountPlanStatus; planUntil: string | null }>();
  for (const account of accounts) {
    const sub = subs.get(account.id);
    let planStatus: AccountPlanStatus;
    let until: Date | null = null;
    if (sub?.status === 'grace') {
      planStatus = 'grace';
      until = sub.graceUntil;
    } else if (sub?.status === 'active') {
      planStatus = sub.cancelAtPeriodEnd ? 'cancelling' : 'active';
      until = sub.currentPeriodEnd;
    } else if (account.plan !== 'free') {
      // users.plan is paid but nothing bills it: an administrator set it.
      planStatus = 'by_hand';
    } else {
      planStatus = sub ? 'ended' : 'free';
    }
    result.set(account.id, { planStatus, planUntil: until?.toISOString() ?? null });
  }
  return result;
}

/** Monthly recurring revenue and churn, for the administrators' platform overview. */
export interface RecurringRevenue {
  /** Per currency, in minor units: a month's price of every running paid plan (annual ÷ 12). */
  mrr: { currency: string; amount: number }[];
  paying: number;
  inGrace: number;
  /** Accounts paying at the period's start whose paid plan ended within it. */
  churned: number;
  /** `churned` of those paying at the start, in percent with one decimal. */
  churnRate: number;
}

export async function recurringRevenue(
  ctx: Pick<BillingCtx, 'db'>,
  period: { start: SQL; end: SQL },
): Promise<RecurringRevenue> {
  const [running, churn] = await Promise.all([
    q.runningByPlan(ctx.db),
    q.churnBetween(ctx.db, period.start, period.end),
  ]);
  const mrr = new Map<string, number>();
  let paying = 0;
  let inGrace = 0;
  for (const r of running) {
    const plan = getPlan(r.plan);
    if (!plan) continue;
    const monthly = r.interval === 'annual' ? Math.round(plan.annualPrice / 12) : plan.monthlyPrice;
    mrr.set(plan.currency, (mrr.get(plan.currency) ?? 0) + monthly * r.n);
    paying += r.n;
    if (r.status === 'grace') inGrace += r.n;
  }
  return {
    mrr: [...mrr].map(([currency, amount]) => ({ currency, amount })),
    paying,
    inGrace,
    churned: churn.churned,
    churnRate: churn.payingAtStart > 0 ? Math.round((churn.churned / churn.payingAtStart) * 1000) / 10 : 0,
  };
}

/** The PDF invoice of one of the account's paid plan charges; any other id is not found. */
export async function planInvoice(
  ctx: Pick<BillingCtx, 'db' | 'config'>,
  userId: number,
  chargeId: string,
): Promise<{ reference: string; pdf: Buffer }> {
  const charge = await q.paidChargeOfUser(ctx.db, userId, chargeId);
  if (!charge) throw errors.notFound('Invoice');
  return { reference: charge.reference, pdf: await renderPlanInvoicePdf(charge, ctx.config.publicUrl) };
}
