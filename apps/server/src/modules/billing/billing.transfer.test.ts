// Over 400 lines on purpose: every outcome of a plan paid by transfer or USSD (exact, short, over, late,
// twice, replayed, forged, raced, the renewal rule) against one app and its Paystack sandbox.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders, signPaystack } from '../../platform/payments';
import { messages } from '../../platform/platform.schema';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { users } from '../admin-users/admin-users.schema';
import * as lq from '../ledger/ledger.queries';
import { platformSubscriptionRevenue } from '../ledger/ledger.service';
import { outstandingPlanOverpayments } from '../ledger/plan-overpayments.service';
import { getPlan } from '../plans';
import { type BillingCtx, DAY_MS } from './billing.plan.service';
import { remindManualRenewals } from './billing.reminders.service';
import { renewOne } from './billing.renewal.service';
import { settlePlanReturns } from './billing.returns.service';
import { billingCharges, planTransferReturns, subscriptions } from './billing.schema';
import { startManualCheckout } from './billing.transfer.service';

let t: TestContext;
let ctx: BillingCtx;
let base: string;
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const PREMIUM = getPlan('premium')!.monthlyPrice;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Listening, so the embedded Paystack sandbox can deliver its signed webhooks back.
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: base } });
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

const billingInfo = { billingName: 'Ada Vendor', billingEmail: 'transfer-plan@example.ng' };
const api = (v: TestVendor, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: v.headers, ...(payload ? { payload } : {}) });
const ngn = (rows: { currency: string; amount: number }[]) =>
  rows.find((r) => r.currency === 'NGN')?.amount ?? 0;
const revenue = async () => ngn(await platformSubscriptionRevenue({ db: t.database.db }));
const owed = async () => ngn(await outstandingPlanOverpayments({ db: t.database.db }));

type Started = {
  reference: string;
  quote: { amount: number; kind: string; periodStart: string };
  bankTransfer: { bankName: string; accountNumber: string; accountName: string; expiresAt: string } | null;
  ussd: { bankName: string; code: string } | null;
};

async function transfer(v: TestVendor, extra: object = {}): Promise<Started> {
  const started = await startManualCheckout(ctx, v.userId, {
    plan: 'premium',
    interval: 'monthly',
    payWith: 'transfer',
    ...billingInfo,
    ...extra,
  });
  return started as Started;
}

/** The sandbox's control: the vendor's bank sends `amount` (the exact one when omitted). */
async function send(account: string, body: { amount?: number; late?: boolean } = {}) {
  const res = await fetch(`${base}/sandbox/_sandbox/transfer-accounts/${account}/transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { outcome: string };
  await embeddedSandbox.state!.idle();
  return answer.outcome;
}

const paystackHook = (event: string, data: object, secret = t.config.payments.paystack.secretKey) => {
  const raw = JSON.stringify({ event, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystack(raw, secret) },
    payload: raw,
  });
};

/**
 * A transfer Paystack reports as it came (its documented behaviour refunds wrong amounts itself; this is
 * what Kasuwa does if money of another amount, or a second transaction, is reported all the same). The
 * sandbox's charge is marked paid so its refund API takes the refund.
 */
async function arrives(reference: string, amount: number, id = Math.floor(Math.random() * 1e9)) {
  const c = embeddedSandbox.state!.paystack.get(reference)!;
  c.status = 'success';
  const res = await paystackHook('charge.success', {
    id,
    status: 'success',
    reference,
    amount,
    currency: 'NGN',
    channel: 'bank_transfer',
  });
  expect(res.statusCode).toBe(200);
  await embeddedSandbox.state!.idle();
  return res;
}

async function chargeOf(reference: string) {
  const [row] = await t.database.db
    .select()
    .from(billingCharges)
    .where(eq(billingCharges.reference, reference));
  return row!;
}
async function returnsOf(reference: string) {
  const c = await chargeOf(reference);
  return t.database.db.select().from(planTransferReturns).where(eq(planTransferReturns.chargeId, c.id));
}
async function planOf(v: TestVendor) {
  const [row] = await t.database.db.select({ plan: users.plan }).from(users).where(eq(users.id, v.userId));
  return row!.plan;
}
async function subscriptionOf(v: TestVendor) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, v.userId));
  return row!;
}
async function expectLedgerSettled() {
  expect(await lq.unbalancedTransactions(t.database.db)).toEqual([]);
  expect(await owed()).toBe(0);
}

describe('a plan paid by transfer to a one-off account', () => {
  it('gives the account with its bank, the exact amount and an expiry; a second Pay gets the same account', async () => {
    const v = await createVendor(t);
    const res = await api(v, 'POST', '/api/subscription/checkout', {
      plan: 'premium',
      interval: 'monthly',
      payWith: 'transfer',
      ...billingInfo,
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json() as Started;
    expect(started.quote.amount).toBe(PREMIUM);
    expect(started.bankTransfer).toMatchObject({
      bankName: 'Test Bank',
      accountName: 'TEST-MANAGED-ACCOUNT',
    });
    expect(started.bankTransfer!.accountNumber).toMatch(/^\d{10}$/);
    const minutes = (Date.parse(started.bankTransfer!.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30);
    const again = await transfer(v);
    expect(again.reference).toBe(started.reference);
    expect(again.bankTransfer!.accountNumber).toBe(started.bankTransfer!.accountNumber);
    const status = await api(v, 'GET', `/api/subscription/payments/${started.reference}`);
    expect(status.json()).toMatchObject({
      status: 'pending',
      method: 'transfer',
      amount: PREMIUM,
      returns: [],
    });
  });

  it('the exact transfer applies the plan once; a replayed event adds nothing, a forged one is refused', async () => {
    const v = await createVendor(t);
    const started = await transfer(v);
    const before = await revenue();
    const waiting = await api(v, 'POST', `/api/subscription/payments/${started.reference}/check`);
    expect(waiting.json().status).toBe('pending');
    expect(await send(started.bankTransfer!.accountNumber)).toBe('paid');
    expect(await planOf(v)).toBe('premium');
    expect((await api(v, 'GET', `/api/subscription/payments/${started.reference}`)).json().status).toBe(
      'paid',
    );
    expect(await revenue()).toBe(before + PREMIUM);
    const c = embeddedSandbox.state!.paystack.get(started.reference)!;
    const data = {
      id: c.id,
      status: 'success',
      reference: started.reference,
      amount: PREMIUM,
      currency: 'NGN',
    };
    const replay = await paystackHook('charge.success', data);
    expect(replay.json()).toMatchObject({ outcome: 'already_paid' });
    const forged = await paystackHook('charge.success', { ...data, id: 1 }, 'sk_test_not_ours');
    expect(forged.statusCode).toBe(401);
    expect(await revenue()).toBe(before + PREMIUM);
    expect(await returnsOf(started.reference)).toEqual([]);
    const sub = await subscriptionOf(v);
    // Nothing to renew from: no card was saved.
    expect(sub).toMatchObject({ status: 'active', plan: 'premium', authorizationCode: null });
    const history = (await api(v, 'GET', '/api/subscription')).json().history;
    expect(history[0]).toMatchObject({ status: 'paid', paidWith: 'transfer' });
    await expectLedgerSettled();
  });

  it("another account's payment is not found; a stranger is refused", async () => {
    const v = await createVendor(t);
    const other = await createVendor(t);
    const started = await transfer(v);
    expect((await api(other, 'GET', `/api/subscription/payments/${started.reference}`)).statusCode).toBe(404);
    expect(
      (await api(other, 'POST', `/api/subscription/payments/${started.reference}/check`)).statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({ url: `/api/subscription/payments/${started.reference}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a wrong amount is refused by Paystack itself: nothing applied, nothing kept, the account still open', async () => {
    const v = await createVendor(t);
    const started = await transfer(v);
    const before = await revenue();
    expect(await send(started.bankTransfer!.accountNumber, { amount: PREMIUM - 100 })).toBe(
      'rejected_amount',
    );
    expect(await planOf(v)).toBe('free');
    expect(await revenue()).toBe(before);
    const status = (await api(v, 'GET', `/api/subscription/payments/${started.reference}`)).json();
    expect(status).toMatchObject({ status: 'pending', rejectedAmount: PREMIUM - 100, returns: [] });
    expect(await send(started.bankTransfer!.accountNumber)).toBe('paid');
    expect(await planOf(v)).toBe('premium');
  });
});

describe('plan transfers that do not match (the same rules as orders)', () => {
  it('underpaid: not applied, the whole amount refunded and shown', async () => {
    const v = await createVendor(t);
    const started = await transfer(v);
    const before = await revenue();
    await arrives(started.reference, PREMIUM - 50_000);
    expect(await planOf(v)).toBe('free');
    expect(await revenue()).toBe(before);
    const status = (await api(v, 'GET', `/api/subscription/payments/${started.reference}`)).json();
    expect(status).toMatchObject({
      status: 'underpaid',
      returns: [{ reason: 'underpaid', amount: PREMIUM - 50_000, status: 'refunded' }],
    });
    await expectLedgerSettled();
  });

  it('overpaid: the plan is applied at its price, the excess refunded', async () => {
    const v = await createVendor(t);
    const started = await transfer(v);
    const before = await revenue();
    await arrives(started.reference, PREMIUM + 20_000);
    expect(await planOf(v)).toBe('premium');
    expect(await revenue()).toBe(before + PREMIUM);
    expect(await returnsOf(started.reference)).toMatchObject([
      { reason: 'overpaid', amount: 20_000, status: 'refunded' },
    ]);
    await expectLedgerSettled();
    // Paystack reports the refund failed after all: owed again, and asked again by the sweep.
    const [row] = await returnsOf(started.reference);
    const failed = await paystackHook('refund.failed', {
      refund_reference: row!.providerRefundId,
      transaction_reference: started.reference,
    });
    expect(failed.json()).toMatchObject({ outcome: 'refund_failed' });
    expect(await owed()).toBe(20_000);
    expect((await returnsOf(started.reference))[0]).toMatchObject({ status: 'pending' });
    await settlePlanReturns(ctx, row!.chargeId);
    expect((await returnsOf(started.reference))[0]).toMatchObject({ status: 'refunded' });
    await expectLedgerSettled();
  });

  it('twice: a second transfer into the paid account is refunded whole; its replay adds nothing', async () => {
    const v = await createVendor(t);
    const started = await transfer(v);
    await arrives(started.reference, PREMIUM, 7001);
    const before = await revenue();
    await arrives(started.reference, PREMIUM, 7002);
    await arrives(started.reference, PREMIUM, 7002);
    expect(await revenue()).toBe(before);
    expect(await returnsOf(started.reference)).toMatchObject([
      { reason: 'duplicate', amount: PREMIUM, status: 'refunded' },
    ]);
    await expectLedgerSettled();
  });

  it('late, after the plan was bought another way: refunded whole; late for a purchase that stands: applied', async () => {
    const v = await createVendor(t);
    const first = await transfer(v);
    // Bought meanwhile by USSD: the transfer's quote no longer holds.
    const ussd = await startManualCheckout(ctx, v.userId, {
      plan: 'premium',
      interval: 'monthly',
      payWith: 'ussd',
      ussdBank: 'gtbank',
      ...billingInfo,
    });
    await arrives(ussd.reference!, PREMIUM);
    expect(await planOf(v)).toBe('premium');
    await t.database.db
      .update(billingCharges)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(billingCharges.reference, first.reference));
    const before = await revenue();
    await arrives(first.reference, PREMIUM);
    expect(await revenue()).toBe(before);
    expect((await chargeOf(first.reference)).status).toBe('returned');
    expect(await returnsOf(first.reference)).toMatchObject([{ reason: 'late', status: 'refunded' }]);

    const w = await createVendor(t);
    const open = await transfer(w);
    await t.database.db
      .update(billingCharges)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(billingCharges.reference, open.reference));
    await arrives(open.reference, PREMIUM);
    expect(await planOf(w)).toBe('premium');
    await expectLedgerSettled();
  });

  it('a refund Paystack refuses stays owed; an administrator asks again, full rights only', async () => {
    const v = await createVendor(t);
    const started = await transfer(v);
    // The sandbox refuses refunds of a charge it does not hold as paid.
    const c = embeddedSandbox.state!.paystack.get(started.reference)!;
    await paystackHook('charge.success', {
      id: 9911,
      status: 'success',
      reference: started.reference,
      amount: 10_000,
      currency: 'NGN',
    });
    await embeddedSandbox.state!.idle();
    const [row] = await returnsOf(started.reference);
    expect(row).toMatchObject({ reason: 'underpaid', status: 'pending' });
    expect(await owed()).toBe(10_000);
    const admin = async (role = 'super_admin') =>
      `Bearer ${await t.tokens.signAccess({ sub: 1, aud: 'admin', role, name: 'ops' })}`;
    const list = await t.app.inject({
      url: '/api/admin/plan-transfer-returns?status=pending',
      headers: { authorization: await admin('employee_2') },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        id: row!.id,
        reference: started.reference,
        plan: 'premium',
        amount: 10_000,
        accountNumber: started.bankTransfer!.accountNumber,
      }),
    );
    expect((await t.app.inject({ url: '/api/admin/plan-transfer-returns' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/plan-transfer-returns', headers: v.headers })).statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      url: '/api/admin/plan-transfer-returns?status=lost',
      headers: { authorization: await admin() },
    });
    expect(bad.statusCode).toBe(400);
    const retry = async (role?: string, id = row!.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/plan-transfer-returns/${id}/retry`,
        headers: { authorization: await admin(role) },
      });
    expect((await retry('employee_2')).statusCode).toBe(403);
    c.status = 'success';
    expect((await retry()).json()).toMatchObject({ id: row!.id, status: 'refunded' });
    expect((await retry()).statusCode).toBe(409);
    expect((await retry(undefined, uuidv7())).statusCode).toBe(404);
    // A release is only for one stuck in its refund call.
    const release = await t.app.inject({
      method: 'POST',
      url: `/api/admin/plan-transfer-returns/${row!.id}/release`,
      headers: { authorization: await admin() },
    });
    expect(release.statusCode).toBe(409);
    await expectLedgerSettled();
  });
});

describe('a plan paid by USSD', () => {
  it('needs a bank Paystack serves; gives the code, and the plan applies when the phone completes', async () => {
    const v = await createVendor(t);
    const body = { plan: 'premium', interval: 'monthly', payWith: 'ussd', ...billingInfo };
    const noBank = await api(v, 'POST', '/api/subscription/checkout', body);
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().error.code).toBe('PLAN_USSD_BANK_REQUIRED');
    const notServed = await api(v, 'POST', '/api/subscription/checkout', { ...body, ussdBank: 'access' });
    expect(notServed.statusCode).toBe(400);
    const res = await api(v, 'POST', '/api/subscription/checkout', { ...body, ussdBank: 'gtbank' });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json() as Started;
    expect(started.ussd).toMatchObject({ bankName: 'GTBank' });
    expect(started.ussd!.code).toMatch(/^\*737\*/);
    const phone = await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/_sandbox/ussd/${started.reference}/complete`,
      headers: { authorization: `Bearer ${t.config.payments.paystack.secretKey}` },
    });
    expect(phone.statusCode).toBe(200);
    await embeddedSandbox.state!.idle();
    expect(await planOf(v)).toBe('premium');
    expect((await api(v, 'GET', `/api/subscription/payments/${started.reference}`)).json()).toMatchObject({
      status: 'paid',
      method: 'ussd',
      ussd: { bankName: 'GTBank' },
    });
  });
});

describe('the renewal of a plan paid without a card', () => {
  it('reminds 7, 3 and 1 days before; the next period is paid ahead; unpaid, grace then Free', async () => {
    const v = await createVendor(t);
    const email = `remind-${v.userId}@example.ng`;
    const started = await transfer(v, { billingEmail: email });
    await send(started.bankTransfer!.accountNumber);
    const sub = await subscriptionOf(v);
    const end = sub.currentPeriodEnd.getTime();
    const reminders = async () =>
      (
        await t.database.db
          .select()
          .from(messages)
          .where(and(eq(messages.template, 'plan-renewal-due'), eq(messages.recipient, email)))
      ).map((m) => m.subject);
    const at = (daysBefore: number) => new Date(end - daysBefore * DAY_MS);
    await remindManualRenewals(ctx, at(10));
    expect(await reminders()).toEqual([]);
    await remindManualRenewals(ctx, at(6.5));
    await remindManualRenewals(ctx, at(6));
    expect(await reminders()).toEqual(['Your Kasuwa Premium plan ends in 7 days']);
    await remindManualRenewals(ctx, at(2.5));
    await remindManualRenewals(ctx, at(0.5));
    expect(await reminders()).toHaveLength(3);

    // Too early to pay ahead.
    const early = await api(v, 'POST', '/api/subscription/checkout', {
      plan: 'premium',
      interval: 'monthly',
      payWith: 'transfer',
      renewal: true,
      ...billingInfo,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PLAN_RENEWAL_NOT_DUE');
    // Two days left: the next period is paid ahead and starts when this one ends.
    const soon = new Date(Date.now() + 2 * DAY_MS);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: soon, nextAttemptAt: soon })
      .where(eq(subscriptions.userId, v.userId));
    const ahead = await transfer(v, { renewal: true });
    expect(ahead.quote).toMatchObject({ kind: 'renewal', amount: PREMIUM, periodStart: soon.toISOString() });
    await send(ahead.bankTransfer!.accountNumber);
    const renewed = await subscriptionOf(v);
    expect(renewed.currentPeriodStart.toISOString()).toBe(soon.toISOString());
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(soon.getTime() + 27 * DAY_MS);

    // Not paid at the end: grace with a reminder to pay, then Free after the grace days.
    const w = await createVendor(t);
    const other = await transfer(w);
    await send(other.bankTransfer!.accountNumber);
    const wEnd = (await subscriptionOf(w)).currentPeriodEnd;
    expect(await renewOne(ctx, w.userId, new Date(wEnd.getTime() + 1000))).toBe('grace');
    expect(await planOf(w)).toBe('premium');
    const graceEnd = (await subscriptionOf(w)).graceUntil!;
    expect(await renewOne(ctx, w.userId, new Date(graceEnd.getTime() + 1000))).toBe('downgraded');
    expect(await planOf(w)).toBe('free');
  });
});

describe.runIf(postgres)('racing on PostgreSQL', () => {
  it('the transfer event and "I have paid" at once apply the plan once', async () => {
    const v = await createVendor(t);
    const started = await transfer(v);
    const before = await revenue();
    const [answers] = await Promise.all([
      Promise.all(
        Array.from({ length: 4 }, () =>
          api(v, 'POST', `/api/subscription/payments/${started.reference}/check`),
        ),
      ),
      send(started.bankTransfer!.accountNumber),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await planOf(v)).toBe('premium');
    expect(await revenue()).toBe(before + PREMIUM);
    const paid = await t.database.db
      .select()
      .from(billingCharges)
      .where(and(eq(billingCharges.userId, v.userId), eq(billingCharges.status, 'paid')));
    expect(paid).toHaveLength(1);
  });

  it('two transfers into one account at once: applied once, the second refunded once', async () => {
    const v = await createVendor(t);
    const started = await transfer(v);
    const before = await revenue();
    await Promise.all([arrives(started.reference, PREMIUM, 8101), arrives(started.reference, PREMIUM, 8102)]);
    expect(await revenue()).toBe(before + PREMIUM);
    expect(await returnsOf(started.reference)).toMatchObject([{ reason: 'duplicate', status: 'refunded' }]);
    await expectLedgerSettled();
  });
});
