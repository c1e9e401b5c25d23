import type {
  AccountPlanStatus,
  BillingCharge,
  BillingInterval,
  PlanCode,
  SubscriptionOverview,
} from '@kasuwa/contracts';
import type { SQL } from 'drizzle-orm';
import type { ActorContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { getAccount, lockAccount, setAccountPlan } from '../admin-users';
import { recordAudit } from '../audit';
import { availableBalance } from '../ledger';
import { entitlementsFor, getPlan } from '../plans';
import { accountStores, applyPlanToStores, keepStores } from '../stores';
import { renderPlanInvoicePdf } from './billing.pdf';
import type { BillingCtx } from './billing.plan.service';
import * as q from './billing.queries';
import type { BillingChargeRow } from './billing.schema';

// The account-facing views of a plan (overview, invoices, stores to keep) and the back office's
// (plan statuses, recurring revenue, a plan set by hand).

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
    paidWith:
      row.provider === 'balance'
        ? 'balance'
        : row.channel === 'bank_transfer'
          ? 'transfer'
          : row.channel === 'ussd'
            ? 'ussd'
            : 'card',
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
          cardExpires: sub.cardExpires,
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
