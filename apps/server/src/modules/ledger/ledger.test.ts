// Over 400 lines on purpose: the ledger's unit tests and its property test (every money path, random
// sequences, invariants after each) share the account and posting helpers defined here.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { openTestDatabase } from '../../test/harness';
import { type PricingRule, priceOrder } from '../discounts/pricing';
import {
  armRelease,
  captureToEscrow,
  heldAmount,
  releaseEscrow,
  reserveRefund,
  reverseRefund,
  setFrozen,
} from './escrow.service';
import * as q from './ledger.queries';
import {
  holdForPayout,
  LedgerImbalanceError,
  outstandingCardChecks,
  payPlanFromBalance,
  platformFee,
  platformSubscriptionRevenue,
  postTransaction,
  recordCardCheck,
  recordCardCheckRefund,
  recordPlanPayment,
  returnPayout,
  reverseCardCheckRefund,
  settlePayout,
  storeBalances,
} from './ledger.service';
import {
  outstandingPlanOverpayments,
  recordPlanOverpayment,
  recordPlanOverpaymentRefund,
  reversePlanOverpaymentRefund,
} from './plan-overpayments.service';
import {
  outstandingTransferReturns,
  recordTransferReturn,
  recordTransferReturnRefund,
} from './transfer-returns.service';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const ctx = () => ({ db: database.db });

async function negativeBalances() {
  const result = await database.db.execute(sql`
    select a.store_id, a.kind, a.currency, coalesce(sum(e.amount), 0)::bigint as balance
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.kind not in ('provider_clearing', 'refunds')
    group by a.id having coalesce(sum(e.amount), 0) < 0`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('postTransaction', () => {
  it('refuses entries that do not balance per currency, and zero or fractional amounts', async () => {
    const post = (entries: Parameters<typeof postTransaction>[1]['entries']) =>
      postTransaction(ctx(), { kind: 'test', key: `t:${uuidv7()}`, entries });
    await expect(
      post([
        { kind: 'refunds', currency: 'NGN', amount: 5 },
        { kind: 'provider_clearing', currency: 'NGN', amount: -4 },
      ]),
    ).rejects.toThrow(LedgerImbalanceError);
    // Balanced in total but not per currency.
    await expect(
      post([
        { kind: 'refunds', currency: 'NGN', amount: 5 },
        { kind: 'provider_clearing', currency: 'USD', amount: -5 },
      ]),
    ).rejects.toThrow(/do not balance in/);
    await expect(
      post([
        { kind: 'refunds', currency: 'NGN', amount: 0 },
        { kind: 'provider_clearing', currency: 'NGN', amount: 0 },
      ]),
    ).rejects.toThrow(LedgerImbalanceError);
    await expect(
      post([
        { kind: 'refunds', currency: 'NGN', amount: 1.5 },
        { kind: 'provider_clearing', currency: 'NGN', amount: -1.5 },
      ]),
    ).rejects.toThrow(LedgerImbalanceError);
    await expect(
      post([
        { kind: 'store_escrow', currency: 'NGN', amount: 1 },
        { kind: 'provider_clearing', currency: 'NGN', amount: -1 },
      ]),
    ).rejects.toThrow(/needs a store/);
  });

  it('posts once per key and refuses to overdraw a store account', async () => {
    const key = `t:${uuidv7()}`;
    const input = {
      kind: 'test',
      key,
      entries: [
        { kind: 'provider_clearing' as const, currency: 'NGN', amount: -100 },
        { kind: 'store_available' as const, storeId: 901, currency: 'NGN', amount: 100 },
      ],
    };
    expect((await postTransaction(ctx(), input)).posted).toBe(true);
    expect((await postTransaction(ctx(), input)).posted).toBe(false);
    const overdraw = holdForPayout(ctx(), { payoutId: uuidv7(), storeId: 901, amount: 101, currency: 'NGN' });
    await expect(overdraw).rejects.toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_FUNDS' });
    const [b] = await storeBalances({ ...ctx(), storeId: 901 }, new Map());
    expect(b).toMatchObject({ currency: 'NGN', available: 100, escrow: 0 });
  });
});

describe('escrow', () => {
  it('captures once, releases the amount less 1.5% and refuses refunds beyond the capture', async () => {
    const orderId = uuidv7();
    const storeId = 902;
    const pay = { orderId, storeId, amount: 1_000_000, currency: 'NGN', paymentKey: `pay-${orderId}` };
    expect(await captureToEscrow(ctx(), pay)).toBe('captured');
    expect(await captureToEscrow(ctx(), pay)).toBe('replayed');
    // A second payment of the same order is refused as a value, and none of it is posted.
    const second = { ...pay, paymentKey: `pay2-${orderId}` };
    expect(await captureToEscrow(ctx(), second)).toBe('order_already_captured');
    const [captured] = await storeBalances({ ...ctx(), storeId }, new Map());
    expect(captured).toMatchObject({ escrow: 1_000_000 });
    await expect(
      reserveRefund(ctx(), { orderId, storeId, amount: 1_000_001, refundKey: 'r0' }),
    ).rejects.toMatchObject({ code: 'REFUND_EXCEEDS_CAPTURE' });
    await reserveRefund(ctx(), { orderId, storeId, amount: 200_000, refundKey: `r1-${orderId}` });
    const token = await armRelease(ctx(), orderId, 7);
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(await armRelease(ctx(), orderId, 7)).toBeNull();
    const hold = await releaseEscrow(ctx(), orderId, 'Customer confirmed receipt');
    expect(hold.fee).toBe(12_000);
    expect(hold.released).toBe(788_000);
    expect(platformFee(800_000)).toBe(12_000);
    await releaseEscrow(ctx(), orderId, 'again');
    const [b] = await storeBalances({ ...ctx(), storeId }, new Map());
    expect(b).toMatchObject({ escrow: 0, available: 788_000 });
    await expect(
      reserveRefund(ctx(), { orderId, storeId, amount: 1, refundKey: 'late' }),
    ).rejects.toMatchObject({ code: 'ESCROW_RELEASED' });
  });

  it('keeps frozen escrow from releasing until the dispute is resolved', async () => {
    const orderId = uuidv7();
    await captureToEscrow(ctx(), {
      orderId,
      storeId: 903,
      amount: 5_000,
      currency: 'USD',
      paymentKey: `p-${orderId}`,
    });
    await setFrozen(ctx(), orderId, true);
    await expect(releaseEscrow(ctx(), orderId, 'x')).rejects.toMatchObject({ code: 'ESCROW_FROZEN' });
    await setFrozen(ctx(), orderId, false);
    expect((await releaseEscrow(ctx(), orderId, 'x')).status).toBe('released');
  });

  it('racing refunds never exceed the capture', async () => {
    const orderId = uuidv7();
    await captureToEscrow(ctx(), {
      orderId,
      storeId: 904,
      amount: 10_000,
      currency: 'NGN',
      paymentKey: `p-${orderId}`,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        reserveRefund(ctx(), { orderId, storeId: 904, amount: 3_000, refundKey: `${orderId}-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const hold = await q.findHold(database.db, orderId);
    expect(hold!.refunded).toBe(9_000);
  });
});

/** Any sequence of money operations keeps every transaction balanced and no balance negative. */
describe('ledger invariants (property)', () => {
  type Op =
    | { t: 'pay'; order: number; amount: number }
    | {
        t: 'checkout';
        order: number;
        lines: number[];
        rule: PricingRule | null;
        delivery: number;
        freeAbove: number | null;
      }
    | { t: 'deliver' | 'release' | 'dispute' | 'resolve'; order: number }
    | { t: 'refund'; order: number; amount: number; providerFails: boolean }
    | { t: 'payout'; store: number; amount: number; succeeds: boolean }
    | { t: 'plan'; store: number; amount: number }
    | { t: 'card_check'; amount: number; refund: 'accepted' | 'refused' | 'failed_later' | 'asked_twice' }
    | {
        t: 'transfer';
        order: number;
        expected: number;
        sent: number;
        orderOpen: boolean;
        refund: 'accepted' | 'refused' | 'asked_twice';
      }
    | { t: 'plan_twice'; amount: number; refund: 'accepted' | 'refused' | 'failed_later' | 'asked_twice' };

  const rule: fc.Arbitrary<PricingRule> = fc.record({
    id: fc.constant('r1'),
    code: fc.constant('CODE'),
    title: fc.constant('CODE'),
    type: fc.constantFrom('percentage' as const, 'fixed_amount' as const, 'free_delivery' as const),
    percentBps: fc.integer({ min: 1, max: 10_000 }),
    amount: fc.integer({ min: 1, max: 6_000_000 }),
    minSubtotal: fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: null }),
    minQuantity: fc.constant(null),
    appliesTo: fc.constant('all' as const),
    collectionIds: fc.constant([]),
    productIds: fc.constant([]),
    combinable: fc.boolean(),
  });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      t: fc.constant('checkout' as const),
      order: fc.nat(5),
      lines: fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 4 }),
      rule: fc.option(rule, { nil: null }),
      delivery: fc.integer({ min: 0, max: 500_000 }),
      freeAbove: fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: null }),
    }),
    fc.record({
      t: fc.constant('pay' as const),
      order: fc.nat(5),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
    }),
    fc.record({
      t: fc.constantFrom('deliver' as const, 'release' as const, 'dispute' as const, 'resolve' as const),
      order: fc.nat(5),
    }),
    fc.record({
      t: fc.constant('refund' as const),
      order: fc.nat(5),
      amount: fc.integer({ min: 1, max: 3_000_000 }),
      providerFails: fc.boolean(),
    }),
    fc.record({
      t: fc.constant('payout' as const),
      store: fc.nat(2),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
      succeeds: fc.boolean(),
    }),
    // A vendor pays a plan from a store's available balance (the platform's revenue, not escrow).
    fc.record({
      t: fc.constant('plan' as const),
      store: fc.nat(2),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
    }),
    // A card check (a vendor replacing its saved card) and what became of its refund.
    fc.record({
      t: fc.constant('card_check' as const),
      amount: fc.integer({ min: 1, max: 10_000 }),
      refund: fc.constantFrom(
        'accepted' as const,
        'refused' as const,
        'failed_later' as const,
        'asked_twice' as const,
      ),
    }),
    // A bank transfer into a one-off account, short, exact or over, for an order open or not
    // (payments.service confirmCharge): what is not kept for the order is owed back until refunded.
    fc.record({
      t: fc.constant('transfer' as const),
      order: fc.nat(5),
      expected: fc.integer({ min: 1, max: 3_000_000 }),
      sent: fc.integer({ min: 1, max: 4_000_000 }),
      orderOpen: fc.boolean(),
      refund: fc.constantFrom('accepted' as const, 'refused' as const, 'asked_twice' as const),
    }),
    // A plan paid twice by card: the first payment is revenue, the second owed back until refunded.
    fc.record({
      t: fc.constant('plan_twice' as const),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
      refund: fc.constantFrom(
        'accepted' as const,
        'refused' as const,
        'failed_later' as const,
        'asked_twice' as const,
      ),
    }),
  );

  it('holds for random sequences of payments (with discounts and delivery), transfers short, over, late or twice, releases, refunds, disputes, payouts, plans paid from the balance or twice by card, and card checks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 25 }),
        fc.constantFrom('NGN', 'USD'),
        async (ops, currency) => {
          const run = uuidv7();
          const orders = Array.from({ length: 6 }, () => uuidv7());
          /** What each checkout said the customer pays; escrow must have captured exactly that. */
          const paid = new Map<string, number>();
          const storeOf = (i: number) => 9_100 + (i % 3);
          const planRevenue = async () =>
            (await platformSubscriptionRevenue(ctx())).find((r) => r.currency === currency)?.amount ?? 0;
          const revenueBefore = await planRevenue();
          let planPaid = 0;
          const cardChecksOwed = async () =>
            (await outstandingCardChecks(ctx())).find((r) => r.currency === currency)?.amount ?? 0;
          const owedBefore = await cardChecksOwed();
          /** Card checks taken and not given back: what `card_verifications` must hold. */
          let owed = 0;
          const overpaid = async () =>
            (await outstandingPlanOverpayments(ctx())).find((r) => r.currency === currency)?.amount ?? 0;
          const overpaidBefore = await overpaid();
          /** Second plan payments taken and not given back: what `plan_overpayments` must hold. */
          let overpaidNow = 0;
          const transfersOwed = async () =>
            (await outstandingTransferReturns(ctx())).find((r) => r.currency === currency)?.amount ?? 0;
          const transfersOwedBefore = await transfersOwed();
          /** Transfer money not kept for its order and not yet refunded: what `transfer_returns` must hold. */
          let transfersOwedNow = 0;
          for (const [n, o] of ops.entries()) {
            try {
              switch (o.t) {
                case 'pay':
                  if (
                    (await captureToEscrow(ctx(), {
                      orderId: orders[o.order]!,
                      storeId: storeOf(o.order),
                      amount: o.amount,
                      currency,
                      paymentKey: `${run}-${o.order}`,
                    })) === 'captured'
                  )
                    paid.set(orders[o.order]!, o.amount);
                  break;
                case 'checkout': {
                  const priced = priceOrder({
                    lines: o.lines.map((lineTotal, i) => ({
                      productId: `p${i}`,
                      collectionIds: [],
                      quantity: 1,
                      lineTotal,
                    })),
                    code: o.rule,
                    automatic: [],
                    feeFor: (goods) => (o.freeAbove !== null && goods >= o.freeAbove ? 0 : o.delivery),
                  });
                  // What is charged is what the lines cost less their discounts, plus delivery.
                  priced.lineDiscounts.forEach((d, i) => {
                    expect(d).toBeGreaterThanOrEqual(0);
                    expect(d).toBeLessThanOrEqual(o.lines[i]!);
                  });
                  const goods = o.lines.reduce((sum, l, i) => sum + l - priced.lineDiscounts[i]!, 0);
                  expect(priced.total).toBe(goods + priced.shipping);
                  expect(priced.shipping).toBeGreaterThanOrEqual(0);
                  if (priced.total === 0) break;
                  const outcome = await captureToEscrow(ctx(), {
                    orderId: orders[o.order]!,
                    storeId: storeOf(o.order),
                    amount: priced.total,
                    currency,
                    paymentKey: `${run}-${o.order}`,
                  });
                  if (outcome === 'captured') paid.set(orders[o.order]!, priced.total);
                  break;
                }
                case 'deliver':
                  await armRelease(ctx(), orders[o.order]!, 7);
                  break;
                case 'release':
                  await releaseEscrow(ctx(), orders[o.order]!, 'property');
                  break;
                case 'dispute':
                case 'resolve':
                  await setFrozen(ctx(), orders[o.order]!, o.t === 'dispute');
                  break;
                case 'refund': {
                  const key = `${run}-${n}`;
                  await reserveRefund(ctx(), {
                    orderId: orders[o.order]!,
                    storeId: storeOf(o.order),
                    amount: o.amount,
                    refundKey: key,
                  });
                  if (o.providerFails)
                    await reverseRefund(ctx(), {
                      orderId: orders[o.order]!,
                      amount: o.amount,
                      refundKey: key,
                    });
                  break;
                }
                case 'payout': {
                  const p = { payoutId: `${run}-${n}`, storeId: 9_100 + o.store, amount: o.amount, currency };
                  await holdForPayout(ctx(), p);
                  if (o.succeeds) await settlePayout(ctx(), p);
                  else await returnPayout(ctx(), p);
                  break;
                }
                case 'plan': {
                  const storeId = 9_100 + o.store;
                  const before = (await storeBalances({ db: database.db, storeId }, new Map())).find(
                    (b) => b.currency === currency,
                  );
                  const plan = {
                    reference: `${run}-${n}`,
                    storeId,
                    amount: o.amount,
                    currency,
                    memo: 'plan',
                  };
                  try {
                    await payPlanFromBalance(ctx(), plan);
                    planPaid += o.amount;
                  } catch (err) {
                    // Refused only when the balance is short, and then nothing moved.
                    expect(o.amount).toBeGreaterThan(before?.available ?? 0);
                    throw err;
                  }
                  // Posting the same charge again moves nothing.
                  expect((await payPlanFromBalance(ctx(), plan)).posted).toBe(false);
                  break;
                }
                case 'card_check': {
                  const check = { reference: `${run}-${n}`, amount: o.amount, currency, memo: 'check' };
                  await recordCardCheck(ctx(), check);
                  expect((await recordCardCheck(ctx(), check)).posted).toBe(false);
                  owed += o.amount;
                  if (o.refund === 'refused') break;
                  const refund = {
                    providerRefundId: `${run}-${n}-r1`,
                    amount: o.amount,
                    currency,
                    memo: 'r',
                  };
                  await recordCardCheckRefund(ctx(), refund);
                  owed -= o.amount;
                  if (o.refund === 'asked_twice') {
                    // The same refund reported twice (return page and sweep) moves nothing more.
                    expect((await recordCardCheckRefund(ctx(), refund)).posted).toBe(false);
                  }
                  if (o.refund === 'failed_later') {
                    await reverseCardCheckRefund(ctx(), refund);
                    expect((await reverseCardCheckRefund(ctx(), refund)).posted).toBe(false);
                    owed += o.amount;
                    // Asked again under the provider's new refund id: given back once more.
                    await recordCardCheckRefund(ctx(), { ...refund, providerRefundId: `${run}-${n}-r2` });
                    owed -= o.amount;
                  }
                  break;
                }
                case 'transfer': {
                  const orderId = orders[o.order]!;
                  const storeId = storeOf(o.order);
                  const back = async (reason: string, amount: number) => {
                    const item = {
                      key: `${run}-${n}-${reason}`,
                      storeId,
                      orderId,
                      amount,
                      currency,
                      memo: reason,
                    };
                    await recordTransferReturn(ctx(), item);
                    // The same arrival again (a replayed event) owes nothing more.
                    expect((await recordTransferReturn(ctx(), item)).posted).toBe(false);
                    transfersOwedNow += amount;
                    if (o.refund === 'refused') return;
                    await recordTransferReturnRefund(ctx(), item);
                    transfersOwedNow -= amount;
                    if (o.refund === 'asked_twice') {
                      expect((await recordTransferReturnRefund(ctx(), item)).posted).toBe(false);
                    }
                  };
                  if (o.sent < o.expected) await back('underpaid', o.sent);
                  else if (!o.orderOpen) await back('late', o.sent);
                  else {
                    const captured = await captureToEscrow(ctx(), {
                      orderId,
                      storeId,
                      amount: o.expected,
                      currency,
                      paymentKey: `${run}-${n}`,
                    });
                    if (captured === 'captured') {
                      paid.set(orderId, o.expected);
                      if (o.sent > o.expected) await back('overpaid', o.sent - o.expected);
                    } else await back('duplicate', o.sent);
                  }
                  break;
                }
                case 'plan_twice': {
                  const first = { reference: `${run}-${n}-a`, amount: o.amount, currency, memo: 'plan' };
                  await recordPlanPayment(ctx(), first);
                  planPaid += o.amount;
                  const second = { reference: `${run}-${n}-b`, amount: o.amount, currency, memo: 'twice' };
                  await recordPlanOverpayment(ctx(), second);
                  expect((await recordPlanOverpayment(ctx(), second)).posted).toBe(false);
                  overpaidNow += o.amount;
                  if (o.refund === 'refused') break;
                  const refund = {
                    providerRefundId: `${run}-${n}-r1`,
                    amount: o.amount,
                    currency,
                    memo: 'r',
                  };
                  await recordPlanOverpaymentRefund(ctx(), refund);
                  overpaidNow -= o.amount;
                  if (o.refund === 'asked_twice') {
                    expect((await recordPlanOverpaymentRefund(ctx(), refund)).posted).toBe(false);
                  }
                  if (o.refund === 'failed_later') {
                    await reversePlanOverpaymentRefund(ctx(), refund);
                    expect((await reversePlanOverpaymentRefund(ctx(), refund)).posted).toBe(false);
                    overpaidNow += o.amount;
                    await recordPlanOverpaymentRefund(ctx(), {
                      ...refund,
                      providerRefundId: `${run}-${n}-r2`,
                    });
                    overpaidNow -= o.amount;
                  }
                  // Nothing can give back more than was paid twice.
                  await expect(
                    recordPlanOverpaymentRefund(ctx(), {
                      ...refund,
                      providerRefundId: `${run}-${n}-x`,
                      amount: o.amount + (overpaidBefore + overpaidNow) + 1,
                    }),
                  ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
                  break;
                }
              }
            } catch (err) {
              // Refusals (overdraw, frozen, over-refund, unknown escrow) are expected outcomes, nothing else.
              if (!(err instanceof AppError)) throw err;
            }
          }
          expect(await q.unbalancedTransactions(database.db)).toEqual([]);
          expect(await negativeBalances()).toEqual([]);
          // Card checks are never revenue, and the platform owes exactly the ones not given back.
          expect(await planRevenue()).toBe(revenueBefore + planPaid);
          expect(await cardChecksOwed()).toBe(owedBefore + owed);
          // A plan paid twice is revenue once; the platform owes exactly the second payments not given back.
          expect(await overpaid()).toBe(overpaidBefore + overpaidNow);
          // Transfers: owed back exactly what was not kept and not yet refunded.
          expect(await transfersOwed()).toBe(transfersOwedBefore + transfersOwedNow);
          for (const orderId of orders) {
            const hold = await q.findHold(database.db, orderId);
            if (!hold) continue;
            expect(heldAmount(hold)).toBeGreaterThanOrEqual(0);
            // Escrow holds what the customer paid; a release takes the 1.5% fee of what was still held.
            expect(hold.captured).toBe(paid.get(orderId));
            if (hold.status === 'released') {
              expect(hold.released + hold.fee).toBe(hold.captured - hold.refunded);
              expect(hold.fee).toBe(platformFee(hold.captured - hold.refunded));
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
