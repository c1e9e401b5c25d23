import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/admin-fixtures';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { subscriptions } from '../billing/billing.schema';
import { captureToEscrow, releaseEscrow, reserveRefund } from '../ledger/escrow.service';
import { ledgerTransactions } from '../ledger/ledger.schema';
import { holdForPayout, recordPlanPayment, settlePayout } from '../ledger/ledger.service';
import { disputes } from '../payments/payments.schema';

let t: TestContext;
let c: TestVendor;
let d: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  c = await createVendor(t);
  d = await createVendor(t);
});
afterAll(() => t.close());

const ledger = () => ({ db: t.database.db });

async function capture(vendor: TestVendor, amount: number, currency = 'NGN') {
  const orderId = randomUUID();
  await captureToEscrow(ledger(), {
    orderId,
    storeId: vendor.storeId,
    amount,
    currency,
    paymentKey: `k-${orderId}`,
  });
  return orderId;
}

/** Moves every ledger transaction of the given orders (or of the plan payments, by key) to an instant. */
async function at(instant: string, orderIds: string[]) {
  await t.database.db
    .update(ledgerTransactions)
    .set({ createdAt: new Date(instant) })
    .where(inArray(ledgerTransactions.orderId, orderIds));
}

describe('platform overview', () => {
  it('adds up every store per currency from the ledger, by Lagos day, with stores, disputes and the top stores', async () => {
    // Before the range (18 November): ₦50,000 at store D, released.
    const old = await capture(d, 5_000_000);
    await releaseEscrow(ledger(), old, 'delivered');
    // 20 November, 23:30 in Lagos: store C ₦10,000, ₦2,000 refunded, the rest released (fee ₦120).
    const sold = await capture(c, 1_000_000);
    await reserveRefund(ledger(), {
      orderId: sold,
      storeId: c.storeId,
      amount: 200_000,
      refundKey: `r-${sold}`,
    });
    await releaseEscrow(ledger(), sold, 'delivered');
    // 21 November, 00:30 in Lagos: store D ₦30,000 held, store C $50 held.
    const held = await capture(d, 3_000_000);
    const dollars = await capture(c, 5_000, 'USD');
    await at('2026-11-18T10:00:00Z', [old]);
    await at('2026-11-20T22:30:00Z', [sold]);
    await at('2026-11-20T23:30:00Z', [held, dollars]);
    // A payout paid and a plan payment on the 21st (no order: by their keys).
    await holdForPayout(ledger(), {
      payoutId: 'pp1',
      storeId: d.storeId,
      amount: 1_000_000,
      currency: 'NGN',
    });
    await settlePayout(ledger(), { payoutId: 'pp1', storeId: d.storeId, amount: 1_000_000, currency: 'NGN' });
    await recordPlanPayment(ledger(), {
      reference: 'plan-1',
      amount: 1_000_000,
      currency: 'NGN',
      memo: 'Premium',
    });
    await t.database.db
      .update(ledgerTransactions)
      .set({ createdAt: new Date('2026-11-21T12:00:00Z') })
      .where(inArray(ledgerTransactions.key, ['plan-payment:plan-1']));
    await t.database.db
      .update(ledgerTransactions)
      .set({ createdAt: new Date('2026-11-21T12:00:00Z') })
      .where(eq(ledgerTransactions.kind, 'payout_paid'));
    await t.database.db.insert(disputes).values({
      id: randomUUID(),
      storeId: d.storeId,
      orderId: held,
      reason: 'not delivered',
    });

    // Plans: Premium monthly running, Enterprise annual in grace, and a Premium that ended on the 21st.
    const sub = (userId: number, plan: string, interval: string, status: string, updatedAt: string) => ({
      userId,
      plan,
      interval,
      status,
      currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
      billingEmail: `owner${userId}@example.com`,
      createdAt: new Date('2026-11-01T00:00:00Z'),
      updatedAt: new Date(updatedAt),
    });
    await t.database.db
      .insert(subscriptions)
      .values([
        sub(90_001, 'premium', 'monthly', 'active', '2026-11-01T00:00:00Z'),
        sub(90_002, 'enterprise', 'annual', 'grace', '2026-11-19T00:00:00Z'),
        sub(90_003, 'premium', 'monthly', 'cancelled', '2026-11-21T10:00:00Z'),
      ]);

    const admin = await signIn(t, 'super_admin');
    const res = await t.app.inject({
      url: '/api/admin/analytics/overview?range=custom&from=2026-11-20&to=2026-11-21&interval=day',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [ngn, usd] = body.currencies;
    expect(ngn).toEqual({
      currency: 'NGN',
      gmv: 4_000_000,
      orders: 2,
      refunds: 200_000,
      platformFees: 12_000,
      subscriptions: 1_000_000,
      paidOut: 1_000_000,
      // ₦30,000 of D still held at the end of the 21st (C's ₦10,000 was refunded and released).
      escrowHeld: 3_000_000,
    });
    expect(usd).toMatchObject({ currency: 'USD', gmv: 5_000, orders: 1, escrowHeld: 5_000 });
    expect(body.series.filter((p: { currency: string }) => p.currency === 'NGN')).toEqual([
      { period: '2026-11-20', currency: 'NGN', gmv: 1_000_000, orders: 1, platformFees: 12_000 },
      { period: '2026-11-21', currency: 'NGN', gmv: 3_000_000, orders: 1, platformFees: 0 },
    ]);
    expect(body.stores).toMatchObject({ total: 2, new: 0, selling: 2 });
    expect(body.openDisputes).toBe(1);
    // ₦10,000 + ₦350,000 ÷ 12; one of the three paying at the start ended: 33.3% churn.
    expect(body.subscriptions).toEqual({
      mrr: [{ currency: 'NGN', amount: 1_000_000 + Math.round(35_000_000 / 12) }],
      paying: 2,
      inGrace: 1,
      churned: 1,
      churnRate: 33.3,
    });
    expect(body.topStores.map((s: { storeId: number; currency: string }) => [s.storeId, s.currency])).toEqual(
      [
        [d.storeId, 'NGN'],
        [c.storeId, 'NGN'],
        [c.storeId, 'USD'],
      ],
    );
    expect(body.topStores[0].name).toBeTruthy();

    const csv = await t.app.inject({
      url: '/api/admin/analytics/overview.csv?range=custom&from=2026-11-20&to=2026-11-21',
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'period,currency,gmv,orders,platform_fees,refunds,subscriptions,paid_out,escrow_held',
    );
    expect(lines).toContain('2026-11-20,NGN,10000.00,1,120.00,,,,');
    expect(lines).toContain(
      'total 2026-11-20 to 2026-11-21,NGN,40000.00,2,120.00,2000.00,10000.00,10000.00,30000.00',
    );
  });

  it('is for full-rights administrators only, and refuses a bad range with a 400', async () => {
    const url = '/api/admin/analytics/overview?range=7d';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: c.headers })).statusCode).toBe(401);
    const support = await signIn(t, 'support_admin');
    expect((await t.app.inject({ url, headers: support.headers })).statusCode).toBe(403);
    const admin = await signIn(t, 'admin');
    expect((await t.app.inject({ url, headers: admin.headers })).statusCode).toBe(200);
    const bad = await t.app.inject({
      url: '/api/admin/analytics/overview?range=custom&from=2026-11-22&to=2026-11-21',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    const nul = await t.app.inject({
      url: '/api/admin/analytics/overview.csv?range=x%00',
      headers: admin.headers,
    });
    expect(nul.statusCode).toBe(400);
  });
});
