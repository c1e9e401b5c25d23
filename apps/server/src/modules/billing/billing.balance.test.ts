import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { createProviders } from '../../platform/payments';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { users } from '../admin-users/admin-users.schema';
import { captureToEscrow, releaseEscrow } from '../ledger/escrow.service';
import * as lq from '../ledger/ledger.queries';
import { availableBalance, holdForPayout, platformSubscriptionRevenue } from '../ledger/ledger.service';
import { payFromBalance } from './billing.balance.service';
import type { BillingCtx } from './billing.plan.service';
import { renewDue, renewOne } from './billing.renewal.service';
import { billingCharges, subscriptions } from './billing.schema';

let t: TestContext;
let ctx: BillingCtx;
beforeAll(async () => {
  const port = await freePort();
  // Listening, so the embedded Paystack sandbox can deliver its signed webhooks back (card payments).
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  ctx = {
    db: t.database.db,
    config: t.config,
    providers: createProviders(t.config.payments),
    log: pino({ level: 'silent' }),
  };
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

const PREMIUM = 1_000_000;
const billingInfo = { billingName: 'Ada Vendor', billingEmail: 'billing@example.ng' };
const api = (v: TestVendor, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: v.headers, ...(payload ? { payload } : {}) });
const overview = async (v: TestVendor) => (await api(v, 'GET', '/api/subscription')).json();
const available = (storeId: number) => availableBalance({ db: t.database.db, storeId }, 'NGN');
const revenue = async () =>
  (await platformSubscriptionRevenue({ db: t.database.db })).find((r) => r.currency === 'NGN')?.amount ?? 0;

/** Sales released from escrow: what makes a store's available balance, less the 1.5% fee. */
async function earn(storeId: number, gross: number) {
  const orderId = uuidv7();
  await captureToEscrow(
    { db: t.database.db },
    { orderId, storeId, amount: gross, currency: 'NGN', paymentKey: `sale-${orderId}` },
  );
  await releaseEscrow({ db: t.database.db }, orderId, 'delivered');
}

const chargesOf = (userId: number) =>
  t.database.db.select().from(billingCharges).where(eq(billingCharges.userId, userId));
const subscriptionOf = async (userId: number) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

const payWithBalance = (v: TestVendor, storeId: number | undefined, plan = 'premium') =>
  api(v, 'POST', '/api/subscription/checkout', {
    plan,
    interval: 'monthly',
    ...billingInfo,
    payWith: 'balance',
    ...(storeId ? { balanceStoreId: storeId } : {}),
  });

describe('paying a plan from the Kasuwa balance', () => {
  it('moves the price from the store balance to plan revenue with the plan, in one step', async () => {
    const v = await createVendor(t);
    await earn(v.storeId, 2_000_000);
    const before = { available: await available(v.storeId), revenue: await revenue() };
    expect(before.available).toBe(1_970_000);
    expect((await overview(v)).balances).toEqual([
      { storeId: v.storeId, name: expect.any(String), currency: 'NGN', available: 1_970_000 },
    ]);

    const res = await payWithBalance(v, v.storeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      authorizationUrl: null,
      quote: { kind: 'subscribe', amount: PREMIUM },
    });
    expect(res.json().reference).toMatch(/^PLN-/);

    const o = await overview(v);
    expect(o.entitlements.plan).toBe('premium');
    expect(o.subscription).toMatchObject({ plan: 'premium', status: 'active', renewFromStoreId: v.storeId });
    expect(o.history).toMatchObject([{ status: 'paid', paidWith: 'balance', amount: PREMIUM }]);
    expect(o.balances[0].available).toBe(before.available - PREMIUM);
    expect(await revenue()).toBe(before.revenue + PREMIUM);
    // Escrow is untouched: the money came from the released balance, not from held sales.
    const [escrow] = (await lq.balancesOfStore({ db: t.database.db, storeId: v.storeId })).filter(
      (b) => b.kind === 'store_escrow',
    );
    expect(escrow?.balance).toBe(0);
    expect(await lq.unbalancedTransactions(t.database.db)).toEqual([]);

    // The paid charge has its invoice like a card payment.
    const invoice = await api(v, 'GET', `/api/subscription/charges/${o.history[0].id}/invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
  });

  it('refuses a short balance with a clear 409 and changes nothing', async () => {
    const v = await createVendor(t);
    await earn(v.storeId, 500_000);
    const before = { available: await available(v.storeId), revenue: await revenue() };
    const res = await payWithBalance(v, v.storeId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PLAN_BALANCE_SHORT',
      message: expect.stringContaining('does not cover the plan'),
    });
    expect(await available(v.storeId)).toBe(before.available);
    expect(await revenue()).toBe(before.revenue);
    expect(await chargesOf(v.userId)).toEqual([]);
    expect(await subscriptionOf(v.userId)).toBeUndefined();
    expect((await overview(v)).entitlements.plan).toBe('free');
  });

  it("asks for the store, and never lets a vendor pay from another account's store", async () => {
    const a = await createVendor(t);
    const b = await createVendor(t);
    await earn(b.storeId, 2_000_000);
    const missing = await payWithBalance(a, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('BALANCE_STORE_REQUIRED');
    const foreign = await payWithBalance(a, b.storeId);
    expect(foreign.statusCode).toBe(404);
    expect(await available(b.storeId)).toBe(1_970_000);
    expect(await chargesOf(a.userId)).toEqual([]);
    const bad = await api(a, 'POST', '/api/subscription/checkout', {
      plan: 'premium',
      interval: 'monthly',
      ...billingInfo,
      payWith: 'cash',
    });
    expect(bad.statusCode).toBe(400);
    // B's balance and plan show only to B.
    expect((await overview(a)).balances.map((x: { storeId: number }) => x.storeId)).toEqual([a.storeId]);
    expect(
      (
        await api(a, 'POST', '/api/subscription/renewal-method', {
          payWith: 'balance',
          balanceStoreId: b.storeId,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('renews from the balance, falls back to the saved card when it is short, and to grace without one', async () => {
    const v = await createVendor(t);
    await earn(v.storeId, 3_000_000); // 2,955,000 available
    expect((await payWithBalance(v, v.storeId)).statusCode).toBe(200);

    // Period end: the balance pays the renewal.
    let sub = (await subscriptionOf(v.userId))!;
    expect(await renewOne(ctx, v.userId, new Date(sub.currentPeriodEnd.getTime() + 1000))).toBe('renewed');
    expect(await available(v.storeId)).toBe(2_955_000 - 2 * PREMIUM);
    const renewal = (await overview(v)).history[0];
    expect(renewal).toMatchObject({ kind: 'renewal', paidWith: 'balance', status: 'paid' });

    // A second run for the same moment finds nothing due.
    expect(await renewOne(ctx, v.userId, new Date(sub.currentPeriodEnd.getTime() + 1000))).toBe('not_due');

    // 955,000 left is short of the price and there is no card: grace, nothing taken.
    sub = (await subscriptionOf(v.userId))!;
    const at = new Date(sub.currentPeriodEnd.getTime() + 1000);
    expect(await renewOne(ctx, v.userId, at)).toBe('grace');
    expect(await available(v.storeId)).toBe(955_000);
    const failed = (await overview(v)).history[0];
    expect(failed).toMatchObject({ kind: 'renewal', status: 'failed', paidWith: 'card' });
    expect(failed.failureReason).toContain('balance was too low');

    // More sales come in; the next daily retry pays from the balance and ends the grace.
    await earn(v.storeId, 1_000_000);
    expect(await renewOne(ctx, v.userId, new Date(at.getTime() + 24 * 3600_000))).toBe('renewed');
    expect((await overview(v)).subscription).toMatchObject({ status: 'active', graceUntil: null });
  });

  it('lets a vendor who paid by card renew from the balance instead, and the card covers a short balance', async () => {
    const v = await createVendor(t);
    const res = await api(v, 'POST', '/api/subscription/checkout', {
      plan: 'premium',
      interval: 'monthly',
      ...billingInfo,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.inject({ method: 'POST', url: `${new URL(res.json().authorizationUrl).pathname}/pay` });
    // The return page's verification, racing the webhook: whichever applies the payment saves the card.
    const confirmed = await api(v, 'POST', '/api/subscription/confirm', { reference: res.json().reference });
    expect(['paid', 'already_paid']).toContain(confirmed.json().outcome);
    await embeddedSandbox.state!.idle();
    expect((await overview(v)).subscription).toMatchObject({ renewFromStoreId: null, cardLast4: '4081' });

    const chosen = await api(v, 'POST', '/api/subscription/renewal-method', {
      payWith: 'balance',
      balanceStoreId: v.storeId,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().subscription.renewFromStoreId).toBe(v.storeId);

    // The balance is empty: the saved card pays, and the choice stays for the next renewal.
    const sub = (await subscriptionOf(v.userId))!;
    expect(await renewOne(ctx, v.userId, new Date(sub.currentPeriodEnd.getTime() + 1000))).toBe('renewed');
    const o = await overview(v);
    expect(o.history[0]).toMatchObject({ kind: 'renewal', paidWith: 'card', status: 'paid' });
    expect(o.subscription.renewFromStoreId).toBe(v.storeId);

    const other = await createVendor(t);
    const foreign = await api(v, 'POST', '/api/subscription/renewal-method', {
      payWith: 'balance',
      balanceStoreId: other.storeId,
    });
    expect(foreign.statusCode).toBe(404);
    const back = await api(v, 'POST', '/api/subscription/renewal-method', { payWith: 'card' });
    expect(back.json().subscription.renewFromStoreId).toBeNull();
  });
});

describe('sandbox: a billing event on demand', () => {
  it('brings the renewal, then the end of grace, to now for the sweep', async () => {
    const v = await createVendor(t);
    expect((await api(v, 'POST', '/api/subscription/_sandbox/due-now')).statusCode).toBe(404);
    await earn(v.storeId, 1_200_000); // pays one month, not the renewal
    expect((await payWithBalance(v, v.storeId)).statusCode).toBe(200);
    expect(await renewDue(ctx)).not.toContainEqual(expect.objectContaining({ userId: v.userId }));
    expect((await api(v, 'POST', '/api/subscription/_sandbox/due-now')).json()).toEqual({ due: true });
    expect(await renewDue(ctx)).toContainEqual({ userId: v.userId, outcome: 'grace' });
    expect((await api(v, 'POST', '/api/subscription/_sandbox/due-now')).statusCode).toBe(200);
    expect(await renewDue(ctx)).toContainEqual({ userId: v.userId, outcome: 'downgraded' });
    expect((await overview(v)).entitlements.plan).toBe('free');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/subscription/_sandbox/due-now' })).statusCode,
    ).toBe(401);
  });
});

describe('racing for one balance', () => {
  it('two plan payments and a payout never overdraw it and lose nothing', async () => {
    for (const gross of [1_600_000, 2_100_000, 3_100_000]) {
      const v = await createVendor(t);
      await earn(v.storeId, gross);
      const start = await available(v.storeId);
      const revenueBefore = await revenue();
      const input = { plan: 'premium' as const, interval: 'monthly' as const, ...billingInfo };
      const now = new Date();
      const results = await Promise.allSettled([
        payFromBalance(ctx, v.userId, { ...input, balanceStoreId: v.storeId }, now),
        payFromBalance(ctx, v.userId, { ...input, balanceStoreId: v.storeId }, now),
        holdForPayout(
          { db: t.database.db },
          { payoutId: uuidv7(), storeId: v.storeId, amount: PREMIUM, currency: 'NGN' },
        ),
      ]);
      for (const r of results) {
        // A loser is refused with a typed answer (short balance, or already on the plan), never a crash.
        if (r.status === 'rejected') {
          expect(r.reason).toBeInstanceOf(AppError);
          expect(['PLAN_BALANCE_SHORT', 'PLAN_UNCHANGED', 'INSUFFICIENT_FUNDS']).toContain(r.reason.code);
        }
      }
      const planPaid = results.slice(0, 2).filter((r) => r.status === 'fulfilled').length;
      const payoutHeld = results[2]!.status === 'fulfilled' ? 1 : 0;
      // One period is bought once, whatever raced for it.
      expect(planPaid).toBeLessThanOrEqual(1);
      const end = await available(v.storeId);
      expect(end).toBeGreaterThanOrEqual(0);
      expect(end).toBe(start - (planPaid + payoutHeld) * PREMIUM);
      expect(await revenue()).toBe(revenueBefore + planPaid * PREMIUM);
      const paid = (await chargesOf(v.userId)).filter((c) => c.status === 'paid');
      expect(paid).toHaveLength(planPaid);
      const [account] = await t.database.db.select().from(users).where(eq(users.id, v.userId));
      expect(account!.plan).toBe(planPaid ? 'premium' : 'free');
      // With enough for both, neither the payout nor the plan was refused.
      if (start >= 2 * PREMIUM) expect(planPaid + payoutHeld).toBe(2);
      else expect(planPaid + payoutHeld).toBe(1);
    }
    expect(await lq.unbalancedTransactions(t.database.db)).toEqual([]);
    const negative = await t.database.db.execute(sql`
      select a.id from ledger_accounts a join ledger_entries e on e.account_id = a.id
      where a.kind like 'store_%' group by a.id having sum(e.amount) < 0`);
    expect((negative as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(billingCharges)
        .where(and(eq(billingCharges.provider, 'balance'), eq(billingCharges.status, 'pending'))),
    ).toEqual([]);
  });
});
