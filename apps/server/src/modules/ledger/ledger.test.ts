// Over 400 lines on purpose: the ledger's unit tests and its property test (every money path, random
// sequences, invariants after each) share the account and posting helpers defined here.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { LocalStorage } from '../../platform/storage';
import { tshirt } from '../../test/commerce';
import { openTestDatabase } from '../../test/harness';
import { users } from '../admin-users/admin-users.schema';
import { createProduct } from '../catalog';
import { deliveryOptions } from '../discounts/discounts.schema';
import { type PricingRule, priceOrder } from '../discounts/pricing';
import { insertOffPlatform, offPlatformOf } from '../orders/orders.queries';
import { createOnDeliveryOrder, createPendingOrder } from '../orders/orders.service';
import { recordSale } from '../sales';
import { stores } from '../stores/stores.schema';
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
  recordPlanTransferReturn,
  recordPlanTransferReturnRefund,
  reversePlanOverpaymentRefund,
  reversePlanTransferReturnRefund,
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
const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLog,
} as never;

/** Every account's balance: what a step that moves no money must leave exactly as it was. */
async function ledgerTotals() {
  const result = await database.db.execute(sql`
    select account_id, sum(amount)::bigint as total from ledger_entries group by account_id order by account_id`);
  return (result as unknown as { rows: unknown[] }).rows;
}

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
/** A one-line order for the property test's off-platform sales (the ledger never reads it). */
function offPlatformOrder(id: string, currency: string, amount: number) {
  return {
    id,
    currency,
    email: '',
    phone: '+2348012345678',
    customerName: 'Walk-in',
    address: { line1: '-', line2: '', city: 'Lagos', state: 'Lagos', country: 'Nigeria', postalCode: '' },
    note: '',
    trackingToken: `property-${id}`,
    items: [
      {
        productId: null,
        variantId: null,
        title: 'Goods',
        variantTitle: '',
        sku: '',
        unitPrice: amount,
        quantity: 1,
        lineTotal: amount,
      },
    ],
    subtotal: amount,
    shipping: 0,
    channel: 'walk_in' as const,
  };
}

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
    | { t: 'plan_twice'; amount: number; refund: 'accepted' | 'refused' | 'failed_later' | 'asked_twice' }
    | { t: 'sale_paid'; quantity: number; manualDiscount: number; extra: number; delivered: boolean }
    | {
        t: 'off_platform';
        order: number;
        kind: 'paid_outside' | 'on_delivery';
        amount: number;
        late: boolean;
      }
    | {
        t: 'plan_transfer';
        price: number;
        sent: number;
        stillApplies: boolean;
        again: boolean;
        refund: 'accepted' | 'refused' | 'failed_later' | 'asked_twice';
      }
    | {
        t: 'transfer';
        order: number;
        expected: number;
        sent: number;
        orderOpen: boolean;
        refund: 'accepted' | 'refused' | 'asked_twice';
      };

  /** A real store with a product, for sales recorded as paid to the vendor directly (New sale). */
  let shop: { storeId: number; variantId: string; deliveryId: string };
  beforeAll(async () => {
    const [user] = await database.db
      .insert(users)
      .values({ username: 'ledgershop', email: 'ledgershop@example.com', firstName: 'Ada', lastName: 'Shop' })
      .returning();
    const [store] = await database.db
      .insert(stores)
      .values({ userId: user!.id, name: 'Ledger shop', username: 'ledgershop', subdomain: 'ledgershop' })
      .returning();
    const scope = { db: database.db, storeId: store!.id };
    const product = await createProduct(
      scope,
      {
        ...tshirt,
        title: 'Wrapper',
        price: 750_000,
        options: [],
        variants: [{ options: {}, price: 750_000, sku: 'W', stock: 1_000_000 }],
      },
      new LocalStorage('/tmp/kasuwa-ledger-test', '/media'),
    );
    const deliveryId = uuidv7();
    await database.db
      .insert(deliveryOptions)
      .values({ id: deliveryId, storeId: store!.id, kind: 'flat', name: 'Rider', fee: 150_000 });
    shop = { storeId: store!.id, variantId: product.variants[0]!.id, deliveryId };
  });

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
    // A sale recorded as paid to the vendor directly (cash, her own account): it must move no ledger money.
    fc.record({
      t: fc.constant('sale_paid' as const),
      quantity: fc.integer({ min: 1, max: 5 }),
      manualDiscount: fc.integer({ min: 0, max: 750_000 }),
      extra: fc.integer({ min: 0, max: 100_000 }),
      delivered: fc.boolean(),
    }),
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
    // A sale paid outside Kasuwa or on delivery: recorded for reports only. `late`: the provider's money
    // for an order paid outside still arrived, and is refunded in full (docs/payments.md).
    fc.record({
      t: fc.constant('off_platform' as const),
      order: fc.nat(3),
      kind: fc.constantFrom('paid_outside' as const, 'on_delivery' as const),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
      late: fc.boolean(),
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
    // A plan paid by transfer (billing.transfer.service transferArrival): short, exact or over, for a
    // purchase that still stands or not, perhaps a second transfer into the account; what is not kept for
    // the plan is owed back to the vendor (`plan_overpayments`) until its refund holds.
    fc.record({
      t: fc.constant('plan_transfer' as const),
      price: fc.integer({ min: 1, max: 5_000_000 }),
      sent: fc.integer({ min: 1, max: 6_000_000 }),
      stillApplies: fc.boolean(),
      again: fc.boolean(),
      refund: fc.constantFrom(
        'accepted' as const,
        'refused' as const,
        'failed_later' as const,
        'asked_twice' as const,
      ),
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

  it('holds for random sequences of payments (with discounts and delivery), transfers short, over, late or twice, releases, refunds, disputes, payouts, plans paid from the balance, twice by card or by transfer (short, over, late, twice), card checks, sales recorded as paid off-platform, and orders paid outside Kasuwa or on delivery', async () => {
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
          /** Orders recorded as paid off-platform: no hold and no ledger transaction may name them. */
          const offPlatform: string[] = [];
          /** Orders paid off-platform: what the record says, and whether provider money came late. */
          const offOrders = Array.from({ length: 4 }, () => uuidv7());
          const offRecorded = new Map<string, { amount: number; storeId: number; late: boolean }>();
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
                case 'sale_paid': {
                  const before = await ledgerTotals();
                  const sold = await recordSale(
                    { db: database.db, storeId: shop.storeId, actor: null, permissions: [], log: silentLog },
                    { publicUrl: 'http://localhost:3000', BASE_DOMAIN: 'localhost' },
                    {
                      lines: [{ variantId: shop.variantId, quantity: o.quantity, priceReason: '' }],
                      customer: o.delivered
                        ? {
                            phone: '+2348031234567',
                            name: 'Ngozi',
                            email: '',
                            address: {
                              line1: '1 Marina',
                              line2: '',
                              city: 'Lagos',
                              state: 'Lagos',
                              country: 'Nigeria',
                              postalCode: '',
                            },
                          }
                        : null,
                      channel: o.delivered ? 'whatsapp' : 'walk_in',
                      deliveryOptionId: o.delivered ? shop.deliveryId : null,
                      discountCode: '',
                      manualDiscount: o.manualDiscount,
                      note: '',
                      outcome: {
                        kind: 'paid',
                        method: 'cash',
                        amountReceived: 750_000 * o.quantity - o.manualDiscount + 150_000 + o.extra,
                      },
                    },
                  );
                  expect(sold.order.paymentMode).toBe('off_platform');
                  offPlatform.push(sold.order.id);
                  expect(await ledgerTotals()).toEqual(before);
                  break;
                }
                case 'off_platform': {
                  const orderId = offOrders[o.order]!;
                  const storeId = storeOf(o.order);
                  const scope = { db: database.db, storeId };
                  if (!offRecorded.has(orderId)) {
                    const create = o.kind === 'on_delivery' ? createOnDeliveryOrder : createPendingOrder;
                    await create(scope, offPlatformOrder(orderId, currency, o.amount));
                  }
                  const row = await insertOffPlatform(scope, {
                    id: uuidv7(),
                    orderId,
                    kind: o.kind,
                    method: 'cash',
                    amount: o.amount,
                    currency,
                    recordedBy: 'property',
                  });
                  // One record per order: a second click or a race records nothing more.
                  if (offRecorded.has(orderId)) expect(row).toBeNull();
                  else offRecorded.set(orderId, { amount: o.amount, storeId, late: false });
                  const recorded = offRecorded.get(orderId)!;
                  if (o.late && o.kind === 'paid_outside' && !recorded.late) {
                    // The provider's money lands in escrow first, then goes back whole: never kept twice.
                    const captured = await captureToEscrow(ctx(), {
                      orderId,
                      storeId,
                      amount: recorded.amount,
                      currency,
                      paymentKey: `${run}-off-${o.order}`,
                    });
                    expect(captured).toBe('captured');
                    recorded.late = true;
                    const hold = (await q.findHold(database.db, orderId))!;
                    await reserveRefund(ctx(), {
                      orderId,
                      storeId,
                      amount: heldAmount(hold),
                      refundKey: `${run}-off-refund-${o.order}`,
                    });
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
                case 'plan_transfer': {
                  const back = async (reason: string, amount: number) => {
                    const item = { key: `${run}-${n}-${reason}`, amount, currency, memo: reason };
                    await recordPlanTransferReturn(ctx(), item);
                    // The same arrival again (a replayed event) owes nothing more.
                    expect((await recordPlanTransferReturn(ctx(), item)).posted).toBe(false);
                    overpaidNow += amount;
                    if (o.refund === 'refused') return;
                    const refund = {
                      providerRefundId: `${run}-${n}-${reason}-r1`,
                      amount,
                      currency,
                      memo: 'r',
                    };
                    await recordPlanTransferReturnRefund(ctx(), refund);
                    overpaidNow -= amount;
                    if (o.refund === 'asked_twice') {
                      expect((await recordPlanTransferReturnRefund(ctx(), refund)).posted).toBe(false);
                    }
                    if (o.refund === 'failed_later') {
                      await reversePlanTransferReturnRefund(ctx(), refund);
                      expect((await reversePlanTransferReturnRefund(ctx(), refund)).posted).toBe(false);
                      overpaidNow += amount;
                      await recordPlanTransferReturnRefund(ctx(), {
                        ...refund,
                        providerRefundId: `${run}-${n}-${reason}-r2`,
                      });
                      overpaidNow -= amount;
                    }
                  };
                  if (o.sent < o.price) await back('underpaid', o.sent);
                  else if (!o.stillApplies) await back('late', o.sent);
                  else {
                    const paidPlan = { reference: `${run}-${n}`, amount: o.price, currency, memo: 'plan' };
                    await recordPlanPayment(ctx(), paidPlan);
                    // Its event again: the plan is revenue once.
                    await recordPlanPayment(ctx(), paidPlan);
                    planPaid += o.price;
                    if (o.sent > o.price) await back('overpaid', o.sent - o.price);
                  }
                  if (o.again) await back('duplicate', o.sent);
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
              // A recorded sale is never refused here: a refusal would hide it from the invariants.
              if (!(err instanceof AppError) || o.t === 'sale_paid') throw err;
            }
          }
          expect(await q.unbalancedTransactions(database.db)).toEqual([]);
          expect(await negativeBalances()).toEqual([]);
          // Card checks are never revenue, and the platform owes exactly the ones not given back.
          expect(await planRevenue()).toBe(revenueBefore + planPaid);
          expect(await cardChecksOwed()).toBe(owedBefore + owed);
          // A plan paid twice is revenue once; the platform owes exactly the second payments not given back.
          expect(await overpaid()).toBe(overpaidBefore + overpaidNow);
          for (const orderId of offPlatform) {
            expect(await q.findHold(database.db, orderId)).toBeFalsy();
            const named = (await database.db.execute(
              sql`select count(*)::int as n from ledger_transactions where order_id = ${orderId}`,
            )) as unknown as { rows: { n: number }[] };
            expect(named.rows[0]!.n).toBe(0);
          }
          for (const [orderId, recorded] of offRecorded) {
            const scope = { db: database.db, storeId: recorded.storeId };
            const records = await offPlatformOf(scope, orderId);
            expect(records.map((r) => r.amount)).toEqual([recorded.amount]);
            const hold = await q.findHold(database.db, orderId);
            if (!recorded.late) {
              // Off-platform money never enters the ledger.
              expect(hold).toBeNull();
              continue;
            }
            // Late provider money for an order paid outside: all of it refunded, none released, no fee.
            expect(hold).toMatchObject({
              captured: recorded.amount,
              refunded: recorded.amount,
              released: 0,
              fee: 0,
            });
          }
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
