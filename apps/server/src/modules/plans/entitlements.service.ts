import {
  type Entitlements,
  PLAN_FEATURE_LABELS,
  type PlanCode,
  type PlanFeature,
  type SubscriptionStatus,
} from '@kasuwa/contracts';
import { fail } from '../../platform/errors';
import { getPlan, PLAN_CATALOGUE } from './plans.service';

// The one place that decides what an account may do. Every check on the server and every lock on a
// screen asks `entitlementsFor`; nothing else reads a plan's limits to allow or refuse.

export interface AccountPlan {
  /** The account's plan code (`users.plan`): the plan it pays for, Free when it pays for none. */
  plan: string;
  /** The subscription's status; an account that never subscribed is `active` on Free. */
  status?: SubscriptionStatus;
}

/**
 * A paid plan counts while it is `active` or in its `grace` days after a failed renewal; a `cancelled`
 * subscription (lapsed, or ended at period end) gives Free. An unknown code gives Free as well.
 */
export function entitlementsFor(account: AccountPlan): Entitlements {
  const status = account.status ?? 'active';
  const paid = getPlan(account.plan);
  const plan = paid && status !== 'cancelled' ? paid : PLAN_CATALOGUE[0]!;
  return { plan: plan.code, planName: plan.name, status, ...plan.limits };
}

/** The cheapest plan that includes `feature`, for the "upgrade to …" of an error or a locked screen. */
export function planUnlocking(feature: PlanFeature): { code: PlanCode; name: string } | null {
  const plan = PLAN_CATALOGUE.find((p) => p.limits[feature]);
  return plan ? { code: plan.code, name: plan.name } : null;
}

/** The cheapest plan that allows more than `stores` stores. */
export function planForStores(stores: number): { code: PlanCode; name: string } {
  const plan =
    PLAN_CATALOGUE.find((p) => p.limits.maxStores === null || p.limits.maxStores > stores) ??
    PLAN_CATALOGUE.at(-1)!;
  return { code: plan.code, name: plan.name };
}

/** Refuses with PLAN_REQUIRED (403) naming the plan that unlocks `feature`. */
export function assertFeature(entitlements: Entitlements, feature: PlanFeature): void {
  if (entitlements[feature]) return;
  const unlocking = planUnlocking(feature);
  const label = PLAN_FEATURE_LABELS[feature];
  if (!unlocking) throw fail('FORBIDDEN', { reason: `${label} is coming soon.` });
  throw fail(
    'PLAN_REQUIRED',
    { feature: label, planName: entitlements.planName, requiredPlanName: unlocking.name },
    { feature, plan: entitlements.plan, requiredPlan: unlocking.code },
  );
}

/** Refuses with STORE_LIMIT_REACHED (403) when an account with `stores` stores may not open another. */
export function assertCanOpenStore(entitlements: Entitlements, stores: number): void {
  const limit = entitlements.maxStores;
  if (limit === null || stores < limit) return;
  const unlocking = planForStores(stores);
  throw fail(
    'STORE_LIMIT_REACHED',
    { planName: entitlements.planName, limit, requiredPlanName: unlocking.name },
    { plan: entitlements.plan, limit, requiredPlan: unlocking.code },
  );
}

/**
 * Refuses with STAFF_SEATS_EXHAUSTED (403) when a store whose owner has `entitlements` already uses
 * `used` staff seats (members and open invitations) and may not invite one more person.
 */
export function assertStaffSeat(entitlements: Entitlements, used: number): void {
  const limit = entitlements.staffSeats;
  if (limit === null || used < limit) return;
  const unlocking = PLAN_CATALOGUE.find((p) => p.limits.staffSeats === null || p.limits.staffSeats > used);
  throw fail(
    'STAFF_SEATS_EXHAUSTED',
    { planName: entitlements.planName, limit, requiredPlanName: unlocking?.name ?? null },
    { plan: entitlements.plan, limit, requiredPlan: unlocking?.code ?? null },
  );
}
