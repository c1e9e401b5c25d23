import { PLATFORM_FEE_BPS, percentOfBps } from '@kasuwa/contracts';
import type { DbOrTx } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { StoreScope } from '../../platform/tenant';
import * as q from './ledger.queries';

// Reads the payments screens show (a store's entries, the platform's fee revenue), exported as they are.
export { platformFeeRevenue, storeEntries } from './ledger.queries';

/**
 * Double-entry ledger. Sign convention: a positive entry raises what the account holds. Store
 * accounts and platform fees never go below zero; `provider_clearing` is the contra account (the money
 * the providers hold for us), so it runs negative by what was captured and not yet paid out or refunded.
 */
export const STORE_ACCOUNTS = ['store_escrow', 'store_available', 'store_payout_pending'] as const;
/**
 * `platform_subscriptions`: what vendors paid for their plans, the platform's own revenue, never escrow.
 * `card_verifications`: card checks taken from vendors and owed back to them until their refund is
 * accepted; never revenue, and it never goes below zero (a refund needs a check it gives back).
 * `plan_overpayments`: second payments of a plan purchase already applied, owed back to the vendor
 * until their refund is accepted (plan-overpayments.service.ts); guarded the same way.
 * `transfer_returns`: shoppers' bank transfers not kept for their order (underpaid, overpaid excess,
 * late for a cancelled order, sent twice), owed back until the refund is accepted (transfer-returns.service.ts).
 */
export const PLATFORM_ACCOUNTS = [
  'platform_fees',
  'provider_clearing',
  'refunds',
  'platform_subscriptions',
  'card_verifications',
  'plan_overpayments',
  'transfer_returns',
] as const;
export type AccountKind = (typeof STORE_ACCOUNTS)[number] | (typeof PLATFORM_ACCOUNTS)[number];

export interface LedgerCtx {
  db: DbOrTx;
}

export interface EntryInput {
  kind: AccountKind;
  /** Omit for platform accounts. */
  storeId?: number;
  currency: string;
  amount: number;
}

export interface PostInput {
  kind: string;
  /** Idempotency: a second post with the same key changes nothing and answers `posted: false`. */
  key: string;
  storeId?: number;
  orderId?: string;
  memo?: string;
  entries: EntryInput[];
}

/** A programming error, never a user error: the caller built entries that do not balance. */
export class LedgerImbalanceError extends Error {}

const isPlatform = (kind: AccountKind) => (PLATFORM_ACCOUNTS as readonly string[]).includes(kind);

export function assertBalanced(entries: EntryInput[]): void {
  if (entries.length < 2) throw new LedgerImbalanceError('a transaction needs at least two entries');
  const sums = new Map<string, bigint>();
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) {
      throw new LedgerImbalanceError(`entry amount must be a non-zero integer of minor units: ${e.amount}`);
    }
    if (!/^[A-Z]{3}$/.test(e.currency)) throw new LedgerImbalanceError(`bad currency ${e.currency}`);
    if (!isPlatform(e.kind) && !(e.storeId && e.storeId > 0)) {
      throw new LedgerImbalanceError(`store account ${e.kind} needs a store`);
    }
    sums.set(e.currency, (sums.get(e.currency) ?? 0n) + BigInt(e.amount));
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new LedgerImbalanceError(`entries do not balance in ${currency}: ${sum}`);
  }
}

/**
 * Posts one balanced transaction. Accounts that must not go negative are locked first and checked
 * after the entries are written, all inside one database transaction, so concurrent postings queue.
 */
export async function postTransaction(
  ctx: LedgerCtx,
  input: PostInput,
): Promise<{ posted: boolean; id: number | null }> {
  assertBalanced(input.entries);
  return ctx.db.transaction(async (tx) => {
    const keys = input.entries.map((e) => ({
      storeId: isPlatform(e.kind) ? 0 : e.storeId!,
      kind: e.kind,
      currency: e.currency,
    }));
    const ids = await q.accountIds(tx, keys);
    const row = await q.insertTransaction(tx, {
      kind: input.kind,
      key: input.key,
      storeId: input.storeId ?? 0,
      orderId: input.orderId,
      memo: input.memo ?? '',
    });
    if (!row) return { posted: false, id: null };
    // Debited accounts that must stay non-negative: every store account, and the fee account.
    const guarded = [
      ...new Set(
        input.entries
          .map((e, i) => ({ e, id: ids.get(q.keyOf(keys[i]!))! }))
          .filter(({ e }) => e.amount < 0 && e.kind !== 'provider_clearing' && e.kind !== 'refunds')
          .map(({ id }) => id),
      ),
    ];
    await q.lockAccounts(tx, guarded);
    await q.insertEntries(
      tx,
      input.entries.map((e, i) => ({
        transactionId: row.id,
        accountId: ids.get(q.keyOf(keys[i]!))!,
        storeId: keys[i]!.storeId,
        amount: e.amount,
        currency: e.currency,
      })),
    );
    for (const id of guarded) {
      if ((await q.balanceOf(tx, id)) < 0) {
        throw fail('INSUFFICIENT_FUNDS');
      }
    }
    return { posted: true, id: row.id };
  });
}

export interface StoreBalances {
  currency: string;
  escrow: number;
  available: number;
  payoutPending: number;
  paidOut: number;
}

/** A store's balances per currency, derived from entries. `paidOut` sums completed payouts. */
export async function storeBalances(ctx: StoreScope, paidOut: Map<string, number>): Promise<StoreBalances[]> {
  const rows = await q.balancesOfStore(ctx);
  const byCurrency = new Map<string, StoreBalances>();
  const get = (currency: string) => {
    let b = byCurrency.get(currency);
    if (!b) {
      b = { currency, escrow: 0, available: 0, payoutPending: 0, paidOut: paidOut.get(currency) ?? 0 };
      byCurrency.set(currency, b);
    }
    return b;
  };
  for (const r of rows) {
    const b = get(r.currency);
    if (r.kind === 'store_escrow') b.escrow = r.balance;
    if (r.kind === 'store_available') b.available = r.balance;
    if (r.kind === 'store_payout_pending') b.payoutPending = r.balance;
  }
  for (const currency of paidOut.keys()) get(currency);
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export function platformFee(amount: number): number {
  return percentOfBps(amount, PLATFORM_FEE_BPS);
}

/** A requested payout leaves the available balance at once, so it cannot be spent twice. */
export async function holdForPayout(
  ctx: LedgerCtx,
  input: { payoutId: string; storeId: number; amount: number; currency: string },
) {
  return postTransaction(ctx, {
    kind: 'payout_requested',
    key: `payout:${input.payoutId}`,
    storeId: input.storeId,
    memo: 'Payout requested',
    entries: [
      { kind: 'store_available', storeId: input.storeId, currency: input.currency, amount: -input.amount },
      {
        kind: 'store_payout_pending',
        storeId: input.storeId,
        currency: input.currency,
        amount: input.amount,
      },
    ],
  });
}

/** The provider confirmed the transfer: the money has left the platform. */
export async function settlePayout(
  ctx: LedgerCtx,
  input: { payoutId: string; storeId: number; amount: number; currency: string },
) {
  return postTransaction(ctx, {
    kind: 'payout_paid',
    key: `payout-settled:${input.payoutId}`,
    storeId: input.storeId,
    memo: 'Payout transferred to the bank account',
    entries: [
      {
        kind: 'store_payout_pending',
        storeId: input.storeId,
        currency: input.currency,
        amount: -input.amount,
      },
      { kind: 'provider_clearing', currency: input.currency, amount: input.amount },
    ],
  });
}

/** The transfer failed: the money returns to the available balance. */
export async function returnPayout(
  ctx: LedgerCtx,
  input: { payoutId: string; storeId: number; amount: number; currency: string },
) {
  return postTransaction(ctx, {
    kind: 'payout_failed',
    key: `payout-settled:${input.payoutId}`,
    storeId: input.storeId,
    memo: 'Payout failed; returned to the available balance',
    entries: [
      {
        kind: 'store_payout_pending',
        storeId: input.storeId,
        currency: input.currency,
        amount: -input.amount,
      },
      { kind: 'store_available', storeId: input.storeId, currency: input.currency, amount: input.amount },
    ],
  });
}

/**
 * A vendor paid for a plan: the provider holds the money for the platform, and it is the platform's
 * subscription revenue. Keyed by the charge's reference, so a replayed confirmation posts nothing.
 */
export async function recordPlanPayment(
  ctx: LedgerCtx,
  input: { reference: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'plan_payment',
    key: `plan-payment:${input.reference}`,
    memo: input.memo,
    entries: [
      { kind: 'provider_clearing', currency: input.currency, amount: -input.amount },
      { kind: 'platform_subscriptions', currency: input.currency, amount: input.amount },
    ],
  });
}

/**
 * A vendor paid for a plan from a store's available balance: the money moves from the store to the
 * platform's subscription revenue, never through escrow. The store account is locked and must stay
 * non-negative (INSUFFICIENT_FUNDS otherwise), so racing plan payments and payouts cannot spend the same
 * money twice. Same key as a card payment of the reference: one charge posts once, however it was paid.
 */
export async function payPlanFromBalance(
  ctx: LedgerCtx,
  input: { reference: string; storeId: number; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'plan_payment_balance',
    key: `plan-payment:${input.reference}`,
    storeId: input.storeId,
    memo: input.memo,
    entries: [
      { kind: 'store_available', storeId: input.storeId, currency: input.currency, amount: -input.amount },
      { kind: 'platform_subscriptions', currency: input.currency, amount: input.amount },
    ],
  });
}

/**
 * A card check (the small charge verifying a vendor's replacement card) succeeded: the provider holds
 * the money, and the platform owes it back. Keyed by the check's reference: a replay posts nothing.
 */
export async function recordCardCheck(
  ctx: LedgerCtx,
  input: { reference: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'card_check',
    key: `card-check:${input.reference}`,
    memo: input.memo,
    entries: [
      { kind: 'provider_clearing', currency: input.currency, amount: -input.amount },
      { kind: 'card_verifications', currency: input.currency, amount: input.amount },
    ],
  });
}

/**
 * The provider accepted the card check's refund: what was owed goes back to the vendor, as refunds of
 * orders do. Keyed by the provider's refund id, so a refund refused later and asked again posts again.
 */
export async function recordCardCheckRefund(
  ctx: LedgerCtx,
  input: { providerRefundId: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'card_check_refund',
    key: `card-check-refund:${input.providerRefundId}`,
    memo: input.memo,
    entries: [
      { kind: 'card_verifications', currency: input.currency, amount: -input.amount },
      { kind: 'refunds', currency: input.currency, amount: input.amount },
    ],
  });
}

/** The provider reported that refund failed after all: the platform owes the money again. */
export async function reverseCardCheckRefund(
  ctx: LedgerCtx,
  input: { providerRefundId: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'card_check_refund_reversal',
    key: `card-check-refund-reversal:${input.providerRefundId}`,
    memo: input.memo,
    entries: [
      { kind: 'refunds', currency: input.currency, amount: -input.amount },
      { kind: 'card_verifications', currency: input.currency, amount: input.amount },
    ],
  });
}

/** What the platform owes vendors for card checks not yet refunded, per currency. */
export function outstandingCardChecks(ctx: LedgerCtx) {
  return q.platformAccountBalances(ctx.db, 'card_verifications');
}

/** A store's available balance in one currency (what a payout or a plan payment may take). */
export async function availableBalance(ctx: StoreScope, currency: string): Promise<number> {
  const rows = await q.balancesOfStore(ctx);
  return rows.find((r) => r.kind === 'store_available' && r.currency === currency)?.balance ?? 0;
}

/** The platform's plan revenue per currency (sum of `platform_subscriptions` entries). */
export function platformSubscriptionRevenue(ctx: LedgerCtx) {
  return q.platformAccountBalances(ctx.db, 'platform_subscriptions');
}
