import type { Entitlements } from '@kasuwa/contracts';
import type { DbContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import * as q from './stores.lookup.queries';

// What a plan change does to an account's stores. Nothing is ever deleted: stores beyond the plan's
// limit turn read-only (storefront up, no new products or orders) and paid-only settings stop showing,
// until the vendor chooses which stores to keep or upgrades. The stored values come back with a plan.

export interface AccountStore {
  id: number;
  name: string;
  subdomain: string;
  readOnly: boolean;
}

export async function accountStores(ctx: DbContext, userId: number): Promise<AccountStore[]> {
  return q.storesOfAccount(ctx.db, userId);
}

/**
 * Fits the account's stores to `entitlements`: the stores the vendor chose to keep (or, without a
 * choice, the oldest ones) stay writable up to the limit, the rest turn read-only; customisation
 * shows, and other currencies are offered, only when the plan includes them. Call it in the transaction that changes the plan.
 */
export async function applyPlanToStores(
  ctx: DbContext,
  userId: number,
  entitlements: Entitlements,
  keep?: number[],
): Promise<void> {
  const owned = await accountStores(ctx, userId);
  const limit = entitlements.maxStores ?? owned.length;
  const preferred = keep ?? owned.filter((s) => !s.readOnly).map((s) => s.id);
  const order = [...preferred, ...owned.map((s) => s.id).filter((id) => !preferred.includes(id))];
  const writable = new Set(order.slice(0, limit));
  for (const store of owned) {
    await q.setStorePlanSwitches(ctx.db, userId, store.id, {
      readOnly: !writable.has(store.id),
      customisationOff: !entitlements.customisation,
      multiCurrencyOff: !entitlements.multiCurrency,
      customDomainOff: !entitlements.customDomain,
    });
  }
}

/** The vendor chooses which stores stay writable after a downgrade; the rest turn read-only. */
export async function keepStores(
  ctx: DbContext,
  userId: number,
  entitlements: Entitlements,
  storeIds: number[],
): Promise<AccountStore[]> {
  const owned = await accountStores(ctx, userId);
  const ids = [...new Set(storeIds)];
  if (ids.some((id) => !owned.some((s) => s.id === id))) throw fail('NOT_FOUND', { what: 'Store' });
  if (entitlements.maxStores !== null && ids.length > entitlements.maxStores) {
    throw fail('BAD_REQUEST', {
      reason: `Your ${entitlements.planName} plan includes ${entitlements.maxStores} store${entitlements.maxStores === 1 ? '' : 's'}: choose at most that many.`,
    });
  }
  await applyPlanToStores(ctx, userId, entitlements, ids);
  return accountStores(ctx, userId);
}
