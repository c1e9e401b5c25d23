import type { SubscriptionCheckoutInput, SubscriptionQuote } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config';
import type { Db } from '../../platform/db';
import { AppError, errors, fail } from '../../platform/errors';
import { lockAccount } from '../admin-users';
import { accountStores } from '../stores';
import { activateCharge } from './billing.checkout.service';
import {
  assertNoUnsettledRenewal,
  newBillingReference,
  quoteChange,
  scheduleChange,
} from './billing.plan.service';
import * as q from './billing.queries';
import type { BillingChargeRow, NewBillingCharge } from './billing.schema';

// Paying a plan from the vendor's Kasuwa balance: the available (released) NGN balance of one of the
// vendor's stores pays instead of a card. No provider is involved, so the charge, the ledger movement
// (store_available → platform_subscriptions) and the new plan commit together or not at all.

interface BalanceCtx {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
}

/** The store must be one of the account's own: any other id answers as if it did not exist. */
export async function assertOwnStore(ctx: { db: Db }, userId: number, storeId: number | undefined) {
  if (!storeId) throw fail('BALANCE_STORE_REQUIRED');
  const owned = await accountStores(ctx, userId);
  if (!owned.some((s) => s.id === storeId)) throw errors.notFound('Store');
  return storeId;
}

/**
 * Pays the change to `input.plan` from the chosen store's available balance at once. The account row
 * is locked and the quote taken again under the lock, so two payments racing for one account cannot
 * both buy the same period; the ledger locks the store's balance, so a payout or another plan payment
 * racing for the same money is refused (PLAN_BALANCE_SHORT) rather than overdrawing it.
 */
export async function payFromBalance(
  ctx: BalanceCtx,
  userId: number,
  input: SubscriptionCheckoutInput & { balanceStoreId: number },
  now: Date,
): Promise<{ quote: SubscriptionQuote; authorizationUrl: null; reference: string | null }> {
  return ctx.db.transaction(async (tx) => {
    await lockAccount({ db: tx }, userId);
    const sub = await q.findSubscription(tx, userId, true);
    const quote = quoteChange(sub, input.plan, input.interval, now);
    // A smaller plan starts at the period end and costs nothing now, whatever pays for it later.
    if (quote.kind === 'scheduled') {
      await scheduleChange(tx, userId, input);
      return { quote, authorizationUrl: null, reference: null };
    }
    await assertNoUnsettledRenewal(tx, userId);
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
      provider: 'balance',
      balanceStoreId: input.balanceStoreId,
      billingName: input.billingName,
      billingEmail: input.billingEmail,
    });
    await activateCharge(tx, ctx.config, charge, null, now);
    return { quote, authorizationUrl: null, reference: charge.reference };
  });
}

/**
 * A renewal paid from the store's balance, in one transaction with the new period: 'paid'; 'short'
 * (nothing changed, the caller tries the saved card); 'not_due' when the caller's claim on the renewal
 * (`claimedUntil`) is no longer there (another run renewed it meanwhile).
 */
export async function renewFromBalance(
  ctx: BalanceCtx,
  charge: NewBillingCharge & { periodStart: Date },
  storeId: number,
  claimedUntil: Date,
  now: Date,
): Promise<'paid' | 'short' | 'not_due'> {
  try {
    return await ctx.db.transaction(async (tx) => {
      // The account row first, as every plan payment takes it (billing.checkout.service): no deadlock.
      await lockAccount({ db: tx }, charge.userId);
      const sub = await q.findSubscription(tx, charge.userId, true);
      const stillDue =
        sub &&
        sub.status !== 'cancelled' &&
        // Still this run's claim (billing.renewal.service): nobody renewed it meanwhile.
        sub.nextAttemptAt?.getTime() === claimedUntil.getTime() &&
        sub.currentPeriodEnd.getTime() === charge.periodStart.getTime();
      if (!stillDue) return 'not_due';
      const row: BillingChargeRow = await q.insertCharge(tx, {
        ...charge,
        provider: 'balance',
        balanceStoreId: storeId,
      });
      await activateCharge(tx, ctx.config, row, null, now);
      return 'paid';
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'PLAN_BALANCE_SHORT') return 'short';
    throw err;
  }
}

/** Where renewals are paid from: a store's balance (the saved card when it is short), or the card. */
export async function setRenewalMethod(
  ctx: { db: Db },
  userId: number,
  input: { payWith: 'card' | 'balance'; balanceStoreId?: number },
) {
  const sub = await q.findSubscription(ctx.db, userId);
  if (!sub || sub.status === 'cancelled') {
    throw fail('CONFLICT', { reason: 'You have no paid plan to renew.' });
  }
  if (input.payWith === 'card') {
    if (!sub.authorizationCode) {
      throw fail('CONFLICT', { reason: 'No card is saved yet. Pay once by card to save one.' });
    }
    await q.updateSubscription(ctx.db, userId, { renewFromStoreId: null });
    return;
  }
  const storeId = await assertOwnStore(ctx, userId, input.balanceStoreId);
  await q.updateSubscription(ctx.db, userId, { renewFromStoreId: storeId });
}
