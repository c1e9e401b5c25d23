import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders, signPaystack } from '../../platform/payments';
import { messages } from '../../platform/platform.schema';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import * as lq from '../ledger/ledger.queries';
import { platformSubscriptionRevenue } from '../ledger/ledger.service';
import { outstandingPlanOverpayments } from '../ledger/plan-overpayments.service';
import { applyPaidCharge, CHECKOUT_REUSE_MS, startCheckout } from './billing.checkout.service';
import type { BillingCtx } from './billing.plan.service';
import { refundOutstandingPlanCharges } from './billing.refund.service';
import { RENEWAL_CLAIM_MS, renewOne } from './billing.renewal.service';
import { billingCharges, subscriptions } from './billing.schema';

// A plan purchase paid twice (issue 29): the first payment is applied, every later payment of the same
// purchase is refunded in full through Paystack and owed in the ledger until then, never revenue; a
// second checkout of the same purchase while the first page is open gets that page again.

let t: TestContext;
let ctx: BillingCtx;
beforeAll(async () => {
  const port = await freePort();
  // Listening, so the embedded Paystack sandbox can deliver its signed webhooks back.
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

const billingInfo = { billingName: 'Ada Vendor', billingEmail: 'twice@example.ng' };
const api = (v: TestVendor, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: v.headers, ...(payload ? { payload } : {}) });
const ngn = (rows: { currency: string; amount: number }[]) =>
  rows.find((r) => r.currency === 'NGN')?.amount ?? 0;
const revenue = async () => ngn(await platformSubscriptionRevenue({ db: t.database.db }));
const owed = async () => ngn(await outstandingPlanOverpayments({ db: t.database.db }));
const sandboxCharge = (reference: string) => embeddedSandbox.state!.paystack.get(reference)!;

type Page = { authorizationUrl: string; reference: string; quote: { amount: number; credit: number } };

/** The payment page's checkout, over HTTP (its rate limit, 20 a minute, allows the first test only). */
async function checkoutOverHttp(v: TestVendor, plan = 'premium', interval = 'monthly'): Promise<Page> {
  const res = await api(v, 'POST', '/api/subscription/checkout', { plan, interval, ...billingInfo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The same checkout through its service, for the tests that open many pages. */
async function checkout(v: TestVendor, plan: 'premium' | 'enterprise' = 'premium'): Promise<Page> {
  const page = await startCheckout(ctx, v.userId, { plan, interval: 'monthly', ...billingInfo });
  if (!page.authorizationUrl || !page.reference) throw new Error('no payment page');
  return { authorizationUrl: page.authorizationUrl, reference: page.reference, quote: page.quote };
}

/** The vendor left the page open past the reuse window: the next checkout opens a page of its own. */
const age = (reference: string) =>
  t.database.db
    .update(billingCharges)
    .set({ createdAt: sql`now() - ${`${CHECKOUT_REUSE_MS + 60_000} milliseconds`}::interval` })
    .where(eq(billingCharges.reference, reference));

/** The pay button of the sandbox's hosted page; its signed `charge.success` webhook follows. */
async function payPage(authorizationUrl: string) {
  const res = await t.app.inject({ method: 'POST', url: `${new URL(authorizationUrl).pathname}/pay` });
  expect(res.statusCode).toBe(303);
}

async function chargeOf(reference: string) {
  const [row] = await t.database.db
    .select()
    .from(billingCharges)
    .where(eq(billingCharges.reference, reference));
  return row!;
}

async function subscriptionOf(v: TestVendor) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, v.userId));
  return row!;
}

const paystackWebhook = (event: string, data: object) => {
  const raw = JSON.stringify({ event, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystack(raw, t.config.payments.paystack.secretKey),
    },
    payload: raw,
  });
};

const chargeSuccess = (reference: string) => {
  const c = sandboxCharge(reference);
  return paystackWebhook('charge.success', {
    id: c.id,
    status: 'success',
    reference,
    amount: c.amount,
    currency: c.currency,
    authorization: { authorization_code: `AUTH_${c.id}`, last4: '4081', reusable: true },
  });
};

const refundEmails = () =>
  t.database.db
    .select()
    .from(messages)
    .where(
      and(eq(messages.template, 'plan-payment-refunded'), eq(messages.recipient, billingInfo.billingEmail)),
    );

async function expectLedgerBalanced() {
  expect(await lq.unbalancedTransactions(t.database.db)).toEqual([]);
  // Every second payment was given back: nothing is owed any more.
  expect(await owed()).toBe(0);
}

describe('a plan paid twice', () => {
  it('a second checkout of the same plan while the first page is open gets that page again', async () => {
    const v = await createVendor(t);
    const first = await checkoutOverHttp(v);
    const again = await checkoutOverHttp(v);
    expect(again.reference).toBe(first.reference);
    expect(again.authorizationUrl).toBe(first.authorizationUrl);
    // Another plan is another purchase: a page of its own.
    const other = await checkoutOverHttp(v, 'enterprise');
    expect(other.reference).not.toBe(first.reference);
    // Many at once (a double click, two tabs): one page for all of them.
    const w = await createVendor(t);
    const racing = await Promise.all(Array.from({ length: 8 }, () => checkoutOverHttp(w)));
    expect(new Set(racing.map((r) => r.reference)).size).toBe(1);
    const rows = await t.database.db.select().from(billingCharges).where(eq(billingCharges.userId, w.userId));
    expect(rows).toHaveLength(1);
  });

  it('two checkouts of one plan paid one after the other: one period, the second refunded in full', async () => {
    const v = await createVendor(t);
    const revenueBefore = await revenue();
    const first = await checkout(v);
    await age(first.reference);
    const second = await checkout(v);
    expect(second.reference).not.toBe(first.reference);

    await payPage(first.authorizationUrl);
    await embeddedSandbox.state!.idle();
    const period = await subscriptionOf(v);
    expect(period).toMatchObject({ plan: 'premium', status: 'active' });
    await payPage(second.authorizationUrl);
    await embeddedSandbox.state!.idle();

    // The period the first payment bought stands; the second bought nothing and is given back.
    const after = await subscriptionOf(v);
    expect(after.currentPeriodStart).toEqual(period.currentPeriodStart);
    expect(after.currentPeriodEnd).toEqual(period.currentPeriodEnd);
    expect(await chargeOf(first.reference)).toMatchObject({ status: 'paid' });
    expect(await chargeOf(second.reference)).toMatchObject({
      status: 'refunded',
      failureReason: expect.stringMatching(/^Paid twice/),
    });
    expect(sandboxCharge(second.reference).refunded).toBe(1_000_000);
    expect(sandboxCharge(first.reference).refunded).toBe(0);
    expect(await revenue()).toBe(revenueBefore + 1_000_000);
    await expectLedgerBalanced();

    // The vendor sees it in the billing history and is told by e-mail.
    const history = (await api(v, 'GET', '/api/subscription')).json().history;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: second.reference, status: 'refunded' }),
        expect.objectContaining({ reference: first.reference, status: 'paid' }),
      ]),
    );
    const mails = (await refundEmails()).filter((m) => m.bodyText.includes(second.reference));
    expect(mails).toHaveLength(1);
    // The return page of the second payment says so.
    const confirm = await api(v, 'POST', '/api/subscription/confirm', { reference: second.reference });
    expect(confirm.json().outcome).toBe('paid_twice');

    // A replayed webhook of either payment changes nothing and asks for no second refund.
    expect((await chargeSuccess(second.reference)).json()).toMatchObject({ outcome: 'already_paid' });
    expect((await chargeSuccess(first.reference)).json()).toMatchObject({ outcome: 'already_paid' });
    await embeddedSandbox.state!.idle();
    expect(sandboxCharge(second.reference).refunded).toBe(1_000_000);
    expect(await revenue()).toBe(revenueBefore + 1_000_000);
    expect(await subscriptionOf(v)).toEqual(after);
    await expectLedgerBalanced();
  });

  it('an upgrade paid twice takes the credit once and refunds the second payment', async () => {
    const v = await createVendor(t);
    const bought = await checkout(v);
    await payPage(bought.authorizationUrl);
    await embeddedSandbox.state!.idle();
    const revenueBefore = await revenue();

    const first = await checkout(v, 'enterprise');
    expect(first.quote.credit).toBeGreaterThan(0);
    await age(first.reference);
    const second = await checkout(v, 'enterprise');
    expect(second.reference).not.toBe(first.reference);
    await payPage(second.authorizationUrl);
    await embeddedSandbox.state!.idle();
    const upgraded = await subscriptionOf(v);
    expect(upgraded.plan).toBe('enterprise');
    await payPage(first.authorizationUrl);
    await embeddedSandbox.state!.idle();

    expect(await subscriptionOf(v)).toEqual(upgraded);
    const upgrades = await t.database.db
      .select()
      .from(billingCharges)
      .where(and(eq(billingCharges.userId, v.userId), eq(billingCharges.kind, 'upgrade')));
    expect(upgrades.filter((c) => c.status === 'paid').map((c) => c.reference)).toEqual([second.reference]);
    expect(await chargeOf(first.reference)).toMatchObject({ status: 'refunded' });
    expect(sandboxCharge(first.reference).refunded).toBe(first.quote.amount);
    expect(await revenue()).toBe(revenueBefore + second.quote.amount);
    await expectLedgerBalanced();
  });

  it('a page of another plan paid after the plan changed is refunded, not applied at its old price', async () => {
    const v = await createVendor(t);
    const premium = await checkout(v);
    const enterprise = await checkout(v, 'enterprise');
    await payPage(enterprise.authorizationUrl);
    await embeddedSandbox.state!.idle();
    await payPage(premium.authorizationUrl);
    await embeddedSandbox.state!.idle();
    expect(await subscriptionOf(v)).toMatchObject({ plan: 'enterprise' });
    expect(await chargeOf(premium.reference)).toMatchObject({
      status: 'refunded',
      failureReason: expect.stringMatching(/^Your plan changed/),
    });
    await expectLedgerBalanced();
  });

  it('a refund Paystack cannot take at once is owed and asked again by the sweep', async () => {
    const v = await createVendor(t);
    const first = await checkout(v);
    await age(first.reference);
    const second = await checkout(v);
    await payPage(first.authorizationUrl);
    await embeddedSandbox.state!.idle();
    // The second payment arrives while Paystack's refund API cannot be reached.
    sandboxCharge(second.reference).status = 'success';
    const offline = {
      ...ctx,
      providers: createProviders({
        ...t.config.payments,
        paystack: { ...t.config.payments.paystack, baseUrl: 'http://127.0.0.1:9/paystack' },
      }),
    };
    const c = sandboxCharge(second.reference);
    const verified = {
      reference: second.reference,
      amount: c.amount,
      currency: c.currency,
      status: 'success' as const,
      providerTransactionId: String(c.id),
    };
    expect(await applyPaidCharge(offline, verified, null)).toBe('paid_twice');
    expect(await chargeOf(second.reference)).toMatchObject({ status: 'refund_due' });
    expect(await owed()).toBe(1_000_000);
    expect(await lq.unbalancedTransactions(t.database.db)).toEqual([]);

    const swept = await refundOutstandingPlanCharges(ctx);
    expect(swept).toEqual([{ id: (await chargeOf(second.reference)).id, outcome: 'refunded' }]);
    await embeddedSandbox.state!.idle();
    expect(sandboxCharge(second.reference).refunded).toBe(1_000_000);

    // Paystack reports later that the refund failed: owed again, and the sweep gives it back once more.
    const refunded = await chargeOf(second.reference);
    sandboxCharge(second.reference).refunded = 0;
    const failed = {
      status: 'failed',
      transaction_reference: second.reference,
      refund_reference: refunded.providerRefundId,
      amount: '1000000',
      currency: 'NGN',
    };
    expect((await paystackWebhook('refund.failed', failed)).json()).toMatchObject({
      outcome: 'refund_failed',
    });
    expect((await paystackWebhook('refund.failed', failed)).json()).toMatchObject({
      outcome: 'already_final',
    });
    expect(await chargeOf(second.reference)).toMatchObject({ status: 'refund_due' });
    expect(await owed()).toBe(1_000_000);
    await refundOutstandingPlanCharges(ctx);
    await embeddedSandbox.state!.idle();
    expect(await chargeOf(second.reference)).toMatchObject({ status: 'refunded' });
    await expectLedgerBalanced();
  });

  it('a renewal answered late, after an upgrade bought the next period, is refunded and undoes nothing', async () => {
    const v = await createVendor(t);
    const bought = await checkout(v);
    await payPage(bought.authorizationUrl);
    await embeddedSandbox.state!.idle();
    const sub = await subscriptionOf(v);
    const revenueBefore = await revenue();
    // The upgrade page is opened before the renewal, so nothing refuses it.
    const upgrade = await checkout(v, 'enterprise');
    // At the period end Paystack takes the renewal, but neither its answer nor its webhook arrives.
    const lose = await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/_sandbox/authorizations/${sub.authorizationCode}/lose-answer`,
      headers: { authorization: `Bearer ${t.config.payments.paystack.secretKey}` },
      payload: { times: 1, webhook: false },
    });
    expect(lose.statusCode).toBe(200);
    const at = new Date(sub.currentPeriodEnd.getTime() + 60_000);
    expect(await renewOne(ctx, v.userId, at)).toBe('provider_unavailable');
    const [renewal] = await t.database.db
      .select()
      .from(billingCharges)
      .where(and(eq(billingCharges.userId, v.userId), eq(billingCharges.kind, 'renewal')));
    // The vendor pays the upgrade page meanwhile: Enterprise from now on.
    await payPage(upgrade.authorizationUrl);
    await embeddedSandbox.state!.idle();
    const upgraded = await subscriptionOf(v);
    expect(upgraded.plan).toBe('enterprise');

    // The lost renewal is verified when the Enterprise period is due: Paystack took it, but its period
    // was bought by the upgrade, so it is refunded and the Enterprise period renews in the same run.
    const due = new Date(
      Math.max(upgraded.currentPeriodEnd.getTime(), at.getTime() + RENEWAL_CLAIM_MS) + 1_000,
    );
    expect(await renewOne(ctx, v.userId, due)).toBe('renewed');
    await embeddedSandbox.state!.idle();
    expect(await chargeOf(renewal!.reference)).toMatchObject({ status: 'refunded' });
    expect(sandboxCharge(renewal!.reference).refunded).toBe(renewal!.amount);
    const renewed = await subscriptionOf(v);
    expect(renewed).toMatchObject({ plan: 'enterprise', currentPeriodStart: upgraded.currentPeriodEnd });
    expect(await revenue()).toBe(revenueBefore + upgrade.quote.amount + 3_500_000);
    await expectLedgerBalanced();
  });

  it('N checkouts of one plan paid at once: one period, N−1 refunds, the ledger balanced', async () => {
    const n = 8;
    const v = await createVendor(t);
    const revenueBefore = await revenue();
    const pages: { authorizationUrl: string; reference: string }[] = [];
    for (let i = 0; i < n; i++) {
      // Through the service: the route's rate limit (20 a minute) is not what this test is about.
      const page = await startCheckout(ctx, v.userId, {
        plan: 'premium',
        interval: 'monthly',
        ...billingInfo,
      });
      if (!page.authorizationUrl || !page.reference) throw new Error('no payment page');
      await age(page.reference);
      pages.push({ authorizationUrl: page.authorizationUrl, reference: page.reference });
    }
    expect(new Set(pages.map((p) => p.reference)).size).toBe(n);
    // Every page paid at once: the sandbox sends the N webhooks concurrently.
    await Promise.all(pages.map((p) => payPage(p.authorizationUrl)));
    await embeddedSandbox.state!.idle();

    const charges = await Promise.all(pages.map((p) => chargeOf(p.reference)));
    expect(charges.filter((c) => c.status === 'paid')).toHaveLength(1);
    expect(charges.filter((c) => c.status === 'refunded')).toHaveLength(n - 1);
    const refundedOnPaystack = pages.filter((p) => sandboxCharge(p.reference).refunded === 1_000_000);
    expect(refundedOnPaystack).toHaveLength(n - 1);
    const paid = charges.find((c) => c.status === 'paid')!;
    expect(await subscriptionOf(v)).toMatchObject({
      plan: 'premium',
      status: 'active',
      currentPeriodStart: paid.periodStart,
      currentPeriodEnd: paid.periodEnd,
    });
    expect(await revenue()).toBe(revenueBefore + 1_000_000);
    await expectLedgerBalanced();
  });
});
