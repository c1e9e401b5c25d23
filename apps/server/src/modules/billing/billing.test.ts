// Over 400 lines on purpose: a plan's whole life (buy, renew, fail, grace, downgrade, upgrade, cancel, the
// administrator's hand change) runs against one app and one Paystack sandbox set up here.
import type { Role } from '@kasuwa/contracts';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders, signPaystack } from '../../platform/payments';
import { messages } from '../../platform/platform.schema';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { signIn } from '../../test/admin-fixtures';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { freePort } from '../../test/ports';
import { users } from '../admin-users/admin-users.schema';
import { platformSubscriptionRevenue } from '../ledger/ledger.service';
import { type BillingCtx, DAY_MS, quoteChange } from './billing.plan.service';
import { renewOne } from './billing.renewal.service';
import { billingCharges, subscriptions } from './billing.schema';

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

const api = (v: TestVendor, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: v.headers, ...(payload ? { payload } : {}) });
const overview = async (v: TestVendor) => (await api(v, 'GET', '/api/subscription')).json();
const billingInfo = { billingName: 'Ada Vendor', billingEmail: 'billing@example.ng' };

/** Steps 3 and 4 of the payment page: the provider's hosted page, paid with the sandbox card. */
async function pay(v: TestVendor, plan: string, interval: string) {
  const res = await api(v, 'POST', '/api/subscription/checkout', { plan, interval, ...billingInfo });
  expect(res.statusCode, res.body).toBe(200);
  const { authorizationUrl, reference, quote } = res.json();
  const paid = await t.app.inject({ method: 'POST', url: `${new URL(authorizationUrl).pathname}/pay` });
  expect(paid.statusCode).toBe(303);
  await embeddedSandbox.state!.idle();
  return { reference: reference as string, quote };
}

async function subscriptionOf(v: TestVendor) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, v.userId));
  return row!;
}

const emailsTo = (template: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.template, template), eq(messages.recipient, billingInfo.billingEmail)));

const openStore = (v: TestVendor, subdomain: string) =>
  api(v, 'POST', '/api/vendor/stores', {
    name: subdomain,
    subdomain,
    templateCategory: 'Fashion',
    themeId: 1,
  });

describe('proration', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const sub = {
    userId: 1,
    plan: 'premium',
    interval: 'monthly',
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: new Date('2026-01-31T00:00:00Z'),
  } as Parameters<typeof quoteChange>[0];

  it('takes the unused part of the paid period off a bigger plan, by time', () => {
    const half = new Date('2026-01-16T00:00:00Z');
    const q = quoteChange(sub, 'enterprise', 'monthly', half);
    expect(q).toMatchObject({ kind: 'upgrade', price: 3_500_000, credit: 500_000, amount: 3_000_000 });
    expect(q.periodStart).toBe(half.toISOString());
    const annual = quoteChange(sub, 'premium', 'annual', half);
    expect(annual).toMatchObject({ kind: 'upgrade', price: 10_000_000, credit: 500_000, amount: 9_500_000 });
  });

  it('schedules a smaller plan for the period end and refuses the same plan', () => {
    const q = quoteChange({ ...sub!, plan: 'enterprise' }, 'premium', 'monthly', start);
    expect(q).toMatchObject({
      kind: 'scheduled',
      amount: 0,
      periodStart: sub!.currentPeriodEnd.toISOString(),
    });
    expect(() => quoteChange(sub, 'premium', 'monthly', start)).toThrow('already on this plan');
  });
});

describe('buying, renewing and losing a plan', () => {
  let a: TestVendor;
  let b: TestVendor;
  let secondStore: { id: number; subdomain: string };

  beforeAll(async () => {
    a = await createVendor(t);
    b = await createVendor(t);
  });

  it('a Free vendor is refused a second store, pays for Premium and opens it', async () => {
    expect((await overview(a)).entitlements).toMatchObject({ plan: 'free', maxStores: 1 });
    expect((await openStore(a, `second-${a.userId}`)).json().error.details.requiredPlan).toBe('premium');

    const { reference, quote } = await pay(a, 'premium', 'monthly');
    expect(quote).toMatchObject({ kind: 'subscribe', amount: 1_000_000, credit: 0 });
    const o = await overview(a);
    expect(o.entitlements).toMatchObject({ plan: 'premium', status: 'active', maxStores: 5 });
    expect(o.subscription).toMatchObject({
      plan: 'premium',
      interval: 'monthly',
      status: 'active',
      cardLast4: '4081',
    });
    expect(o.history).toMatchObject([{ reference, status: 'paid', amount: 1_000_000, kind: 'subscribe' }]);
    expect(await platformSubscriptionRevenue(ctx)).toEqual([{ currency: 'NGN', amount: 1_000_000 }]);
    expect(await emailsTo('plan-payment-receipt')).toHaveLength(1);

    // The paid charge's invoice, as a PDF; none for another account or an unknown id.
    const invoiceUrl = `/api/subscription/charges/${o.history[0].id}/invoice.pdf`;
    const invoice = await api(a, 'GET', invoiceUrl);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain(`Invoice ${reference}`);
    expect(text).toContain('New subscription: Premium plan, monthly');
    expect(text).toMatch(/Total paid\s+NGN\s?10,000\.00/);
    expect(text).toContain('Billed to: Ada Vendor, billing@example.ng');
    expect((await api(b, 'GET', invoiceUrl)).statusCode).toBe(404);
    expect((await api(a, 'GET', '/api/subscription/charges/not-an-id/invoice.pdf')).statusCode).toBe(400);
    expect((await t.app.inject({ url: invoiceUrl })).statusCode).toBe(401);

    const opened = await openStore(a, `second-${a.userId}`);
    expect(opened.statusCode, opened.body).toBe(201);
    secondStore = opened.json().store;
  });

  it('ignores a replayed webhook and refuses a forged one', async () => {
    const [charge] = await t.database.db
      .select()
      .from(billingCharges)
      .where(eq(billingCharges.userId, a.userId));
    const raw = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 1,
        status: 'success',
        reference: charge!.reference,
        amount: charge!.amount,
        currency: 'NGN',
      },
    });
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/paystack',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload: raw,
      });
    const replay = await send(signPaystack(raw, t.config.payments.paystack.secretKey));
    expect(replay.json()).toMatchObject({ received: true, outcome: 'already_paid' });
    const forged = await send(signPaystack(raw, 'sk_test_not_ours'));
    expect(forged.statusCode).toBe(401);
    expect(await platformSubscriptionRevenue(ctx)).toEqual([{ currency: 'NGN', amount: 1_000_000 }]);
    expect((await overview(a)).history).toHaveLength(1);
  });

  it("keeps accounts apart: another vendor sees only its own plan and cannot confirm A's payment", async () => {
    const theirs = await overview(b);
    expect(theirs).toMatchObject({ subscription: null, history: [], entitlements: { plan: 'free' } });
    expect(theirs.stores.map((s: { id: number }) => s.id)).toEqual([b.storeId]);
    const [charge] = await t.database.db
      .select()
      .from(billingCharges)
      .where(eq(billingCharges.userId, a.userId));
    const res = await api(b, 'POST', '/api/subscription/confirm', { reference: charge!.reference });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/subscription' })).statusCode).toBe(401);
  });

  it('renews at the period end by charging the saved card', async () => {
    const before = await subscriptionOf(a);
    const at = new Date(before.currentPeriodEnd.getTime() + 60_000);
    expect(await renewOne(ctx, a.userId, at)).toBe('renewed');
    const after = await subscriptionOf(a);
    expect(after.currentPeriodStart.toISOString()).toBe(before.currentPeriodEnd.toISOString());
    expect(after.status).toBe('active');
    expect(await platformSubscriptionRevenue(ctx)).toEqual([{ currency: 'NGN', amount: 2_000_000 }]);
    // Not due again until the new period ends.
    expect(await renewOne(ctx, a.userId, at)).toBe('not_due');
  });

  it('a failed renewal opens 3 days of grace with daily retries and e-mails, then falls to Free without deleting', async () => {
    const sub = await subscriptionOf(a);
    const decline = await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/_sandbox/authorizations/${sub.authorizationCode}/decline`,
      headers: { authorization: `Bearer ${t.config.payments.paystack.secretKey}` },
      payload: { decline: true },
    });
    expect(decline.statusCode).toBe(200);
    const end = sub.currentPeriodEnd.getTime();
    expect(await renewOne(ctx, a.userId, new Date(end + 1000))).toBe('grace');
    const o = await overview(a);
    expect(o.entitlements).toMatchObject({ plan: 'premium', status: 'grace' });
    expect((await emailsTo('plan-renewal-failed')).length).toBe(1);
    // Still Premium in grace: the second store takes products.
    expect((await openStore(a, `third-${a.userId}`)).statusCode).toBe(201);

    expect(await renewOne(ctx, a.userId, new Date(end + 1000 + DAY_MS))).toBe('grace');
    expect(await renewOne(ctx, a.userId, new Date(end + 1000 + 2 * DAY_MS))).toBe('grace');
    expect((await emailsTo('plan-renewal-failed')).length).toBe(3);
    expect(await renewOne(ctx, a.userId, new Date(end + 1000 + 3 * DAY_MS))).toBe('downgraded');
    expect(await emailsTo('plan-downgraded-unpaid')).toHaveLength(1);

    const [user] = await t.database.db.select().from(users).where(eq(users.id, a.userId));
    expect(user!.plan).toBe('free');
    const down = await overview(a);
    expect(down.entitlements.plan).toBe('free');
    expect(down.stores).toHaveLength(3);
    expect(down.stores.map((s: { readOnly: boolean }) => s.readOnly)).toEqual([false, true, true]);
    expect(await platformSubscriptionRevenue(ctx)).toEqual([{ currency: 'NGN', amount: 2_000_000 }]);

    // The read-only store keeps its storefront but takes no products.
    const page = await t.app.inject({
      url: '/',
      headers: { host: `${secondStore.subdomain}.localhost:3000`, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const product = await api(a, 'POST', `/api/vendor/stores/${secondStore.id}/products`, {
      title: 'Bag',
      status: 'active',
      price: 1000,
      variants: [],
    });
    expect(product.json().error.code).toBe('STORE_READ_ONLY');

    // The vendor chooses which store to keep; more than the plan allows is refused.
    expect(
      (await api(a, 'POST', '/api/subscription/stores', { keep: [a.storeId, secondStore.id] })).statusCode,
    ).toBe(400);
    const kept = await api(a, 'POST', '/api/subscription/stores', { keep: [secondStore.id] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().stores.find((s: { id: number }) => s.id === secondStore.id).readOnly).toBe(false);
    expect(kept.json().stores.find((s: { id: number }) => s.id === a.storeId).readOnly).toBe(true);
    expect((await api(b, 'POST', '/api/subscription/stores', { keep: [secondStore.id] })).statusCode).toBe(
      404,
    );
  });
});

describe('upgrades and cancellation', () => {
  it('upgrades Premium to Enterprise mid-period for the price less the unused part', async () => {
    const v = await createVendor(t);
    await pay(v, 'premium', 'monthly');
    const quote = await api(v, 'POST', '/api/subscription/quote', {
      plan: 'enterprise',
      interval: 'monthly',
    });
    expect(quote.json()).toMatchObject({ kind: 'upgrade', price: 3_500_000 });
    expect(quote.json().credit).toBeGreaterThan(990_000);
    const { quote: paidQuote } = await pay(v, 'enterprise', 'monthly');
    const o = await overview(v);
    expect(o.entitlements).toMatchObject({ plan: 'enterprise', multiCurrency: true, maxStores: null });
    expect(o.history[0]).toMatchObject({
      kind: 'upgrade',
      amount: paidQuote.amount,
      credit: paidQuote.credit,
    });
  });

  it('annual billing runs a year', async () => {
    const v = await createVendor(t);
    const { quote } = await pay(v, 'premium', 'annual');
    expect(quote.amount).toBe(10_000_000);
    const sub = await subscriptionOf(v);
    const days = (sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(365);
  });

  it('cancels at period end: the plan runs out, no charge is taken, the account is Free', async () => {
    const v = await createVendor(t);
    await pay(v, 'premium', 'monthly');
    const cancelled = await api(v, 'POST', '/api/subscription/cancel', { cancel: true });
    expect(cancelled.json().subscription.cancelAtPeriodEnd).toBe(true);
    expect(cancelled.json().entitlements.plan).toBe('premium');
    const sub = await subscriptionOf(v);
    expect(await renewOne(ctx, v.userId, new Date(sub.currentPeriodEnd.getTime() + 1000))).toBe('ended');
    const o = await overview(v);
    expect(o.entitlements.plan).toBe('free');
    expect(o.subscription.status).toBe('cancelled');
    expect(o.history).toHaveLength(1);
    expect((await api(v, 'POST', '/api/subscription/cancel', {})).statusCode).toBe(409);
  });

  it('refuses bad input with 400s', async () => {
    const v = await createVendor(t);
    expect(
      (
        await api(v, 'POST', '/api/subscription/checkout', {
          plan: 'free',
          interval: 'monthly',
          ...billingInfo,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api(v, 'POST', '/api/subscription/checkout', {
          plan: 'premium',
          interval: 'weekly',
          ...billingInfo,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api(v, 'POST', '/api/subscription/checkout', {
          plan: 'premium',
          interval: 'monthly',
          billingName: '',
          billingEmail: 'x',
        })
      ).statusCode,
    ).toBe(400);
    expect((await api(v, 'POST', '/api/subscription/confirm', { reference: 'PLN-nope' })).statusCode).toBe(
      404,
    );
  });
});

describe('administrators', () => {
  const adminHeaders = async (role: Role) => (await signIn(t, role)).headers;

  it('see the plan in the users list and set a plan by hand, audited; read-only roles may not', async () => {
    const v = await createVendor(t, { plan: 'free' });
    const headers = await adminHeaders('super_admin');
    const user = await t.app.inject({ url: `/api/admin/users/${v.userId}`, headers });
    expect(user.json().user?.plan, user.body).toBe('free');

    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${v.userId}/plan`,
      headers: await adminHeaders('support_admin'),
      payload: { plan: 'enterprise' },
    });
    expect(refused.statusCode).toBe(403);

    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${v.userId}/plan`,
      headers,
      payload: { plan: 'enterprise' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().entitlements).toMatchObject({ plan: 'enterprise', multiCurrency: true });
    expect((await openStore(v, `byhand-${v.userId}`)).statusCode).toBe(201);

    const audit = await t.app.inject({ url: '/api/admin/audit-log?action=user.plan', headers });
    expect(audit.body).toContain('user.plan');

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${v.userId}/plan`,
      headers,
      payload: { plan: 'gold' },
    });
    expect(bad.statusCode).toBe(400);
    const staff = await t.app.inject({ url: '/api/admin/users/999999/subscription', headers });
    expect(staff.statusCode).toBe(404);
  });

  it('see where each plan stands (renews, ends at period end, overdue, by hand) in the users and stores lists', async () => {
    const headers = await adminHeaders('support_admin');
    const free = await createVendor(t);
    const renewing = await createVendor(t);
    const cancelling = await createVendor(t);
    const overdue = await createVendor(t);
    await pay(renewing, 'premium', 'monthly');
    await pay(cancelling, 'premium', 'annual');
    await api(cancelling, 'POST', '/api/subscription/cancel', { cancel: true });
    await pay(overdue, 'premium', 'monthly');
    const sub = await subscriptionOf(overdue);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/_sandbox/authorizations/${sub.authorizationCode}/decline`,
      headers: { authorization: `Bearer ${t.config.payments.paystack.secretKey}` },
      payload: { decline: true },
    });
    expect(await renewOne(ctx, overdue.userId, new Date(sub.currentPeriodEnd.getTime() + 1000))).toBe(
      'grace',
    );
    const byHand = await createVendor(t);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${byHand.userId}/plan`,
      headers: await adminHeaders('super_admin'),
      payload: { plan: 'premium' },
    });

    const expected = [
      [free, 'free', 'free'],
      [renewing, 'premium', 'active'],
      [cancelling, 'premium', 'cancelling'],
      [overdue, 'premium', 'grace'],
      [byHand, 'premium', 'by_hand'],
    ] as const;
    for (const [v, plan, planStatus] of expected) {
      const [account] = await t.database.db.select().from(users).where(eq(users.id, v.userId));
      const listed = await t.app.inject({ url: `/api/admin/users?search=${account!.email}`, headers });
      expect(listed.statusCode, listed.body).toBe(200);
      const user = listed.json().users.find((u: { id: number }) => u.id === v.userId);
      expect(user, planStatus).toMatchObject({ plan, planStatus });
      const stores = await t.app.inject({ url: `/api/admin/stores?user=${v.userId}`, headers });
      expect(stores.json().stores[0].user).toMatchObject({ id: v.userId, plan, planStatus });
    }
    const renews = await t.app.inject({ url: `/api/admin/stores?user=${renewing.userId}`, headers });
    expect(renews.json().stores[0].user.planUntil).toBe(
      (await subscriptionOf(renewing)).currentPeriodEnd.toISOString(),
    );
  });
});

describe('plan renewal problems reach the vendor as the notification settings say', () => {
  it('SMS and the billing e-mail by default, each switch honoured, the e-mail never sent twice', async () => {
    const v = await createVendor(t);
    await pay(v, 'premium', 'monthly');
    // A second store of the same account with the same number: still one SMS per problem.
    const second = await openStore(v, `renew-${v.userId}`);
    expect(second.statusCode).toBe(201);
    const secondId = second.json().store.id as number;
    const prefs = (storeId: number, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/vendor/stores/${storeId}/notifications`,
        headers: v.headers,
        payload,
      });
    expect((await prefs(v.storeId, { smsPhone: '0803 555 0101' })).statusCode).toBe(200);
    expect((await prefs(secondId, { smsPhone: '+2348035550101' })).statusCode).toBe(200);
    const sub = await subscriptionOf(v);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/_sandbox/authorizations/${sub.authorizationCode}/decline`,
      headers: { authorization: `Bearer ${t.config.payments.paystack.secretKey}` },
      payload: { decline: true },
    });
    const ofAccount = async () => {
      const rows = await t.database.db.select().from(messages);
      const mine = rows.filter((m) => m.createdAt >= sub.createdAt);
      return {
        emails: mine.filter(
          (m) =>
            m.channel === 'email' &&
            m.recipient === billingInfo.billingEmail &&
            ['plan-renewal-failed', 'plan-downgraded-unpaid'].includes(m.template),
        ),
        sms: mine.filter((m) => m.template === 'plan-renewal-vendor' && m.recipient === '+2348035550101'),
      };
    };
    const before = await ofAccount();
    const end = sub.currentPeriodEnd.getTime();

    // Defaults: SMS and e-mail.
    expect(await renewOne(ctx, v.userId, new Date(end + 1000))).toBe('grace');
    let now = await ofAccount();
    expect(now.emails.length - before.emails.length).toBe(1);
    expect(now.sms.length - before.sms.length).toBe(1);
    const sms = now.sms.at(-1)!;
    expect(sms.storeId).toBe(v.storeId);
    expect(sms.bodyText).toMatch(/Premium renewal payment for .* failed\. Your plan works until/);

    // E-mail off in both stores: the billing e-mail is not sent, the SMS still is.
    for (const id of [v.storeId, secondId])
      expect((await prefs(id, { events: { plan_renewal: { email: false } } })).statusCode).toBe(200);
    expect(await renewOne(ctx, v.userId, new Date(end + 1000 + DAY_MS))).toBe('grace');
    const afterOff = await ofAccount();
    expect(afterOff.emails.length).toBe(now.emails.length);
    expect(afterOff.sms.length).toBe(now.sms.length + 1);

    // SMS off, e-mail back on in one store only: one e-mail (not one per store), no SMS.
    for (const id of [v.storeId, secondId]) await prefs(id, { events: { plan_renewal: { sms: false } } });
    await prefs(secondId, { events: { plan_renewal: { email: true } } });
    expect(await renewOne(ctx, v.userId, new Date(end + 1000 + 2 * DAY_MS))).toBe('grace');
    now = await ofAccount();
    expect(now.emails.length).toBe(afterOff.emails.length + 1);
    expect(now.sms.length).toBe(afterOff.sms.length);

    // Falling to Free: the SMS says so.
    await prefs(v.storeId, { events: { plan_renewal: { sms: true } } });
    expect(await renewOne(ctx, v.userId, new Date(end + 1000 + 3 * DAY_MS))).toBe('downgraded');
    const last = await ofAccount();
    expect(last.emails.filter((m) => m.template === 'plan-downgraded-unpaid')).toHaveLength(1);
    expect(last.sms.length).toBe(now.sms.length + 1);
    expect(last.sms.at(-1)!.bodyText).toContain('is now on the Free plan');
  });
});
