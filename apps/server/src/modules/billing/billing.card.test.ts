import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders, signPaystack } from '../../platform/payments';
import { messages } from '../../platform/platform.schema';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { signIn } from '../../test/admin-fixtures';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import * as lq from '../ledger/ledger.queries';
import { outstandingCardChecks, platformSubscriptionRevenue } from '../ledger/ledger.service';
import type { BillingCtx } from './billing.plan.service';
import { refundOutstandingPlanCharges } from './billing.refund.service';
import { renewDue, renewOne } from './billing.renewal.service';
import { billingCharges, subscriptions } from './billing.schema';

// Replacing the saved card while a plan runs: a ₦50 card check on Paystack's page, refunded at once.

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

const VERVE = '5060666666666666666';
const billingInfo = { billingName: 'Ada Vendor', billingEmail: 'card@example.ng' };
const api = (v: TestVendor, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: v.headers, ...(payload ? { payload } : {}) });
const overview = async (v: TestVendor) => (await api(v, 'GET', '/api/subscription')).json();
const owed = async () =>
  (await outstandingCardChecks({ db: t.database.db })).find((r) => r.currency === 'NGN')?.amount ?? 0;
const revenue = async () =>
  (await platformSubscriptionRevenue({ db: t.database.db })).find((r) => r.currency === 'NGN')?.amount ?? 0;
const sandboxCharge = (reference: string) => embeddedSandbox.state!.paystack.get(reference)!;
const sandboxKey = () => ({ authorization: `Bearer ${t.config.payments.paystack.secretKey}` });

/** Clicks a button of the sandbox's hosted page: pay (with the default card or the Verve one) or decline. */
async function onPaystackPage(authorizationUrl: string, action: 'pay' | 'decline', card?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${new URL(authorizationUrl).pathname}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: card ? `card=${card}` : '',
  });
  expect(res.statusCode).toBe(303);
  await embeddedSandbox.state!.idle();
  return res.headers.location as string;
}

async function subscribe(v: TestVendor) {
  const res = await api(v, 'POST', '/api/subscription/checkout', {
    plan: 'premium',
    interval: 'monthly',
    ...billingInfo,
  });
  expect(res.statusCode, res.body).toBe(200);
  await onPaystackPage(res.json().authorizationUrl, 'pay');
  return subscriptionOf(v);
}

async function subscriptionOf(v: TestVendor) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, v.userId));
  return row!;
}

async function chargeOf(reference: string) {
  const [row] = await t.database.db
    .select()
    .from(billingCharges)
    .where(eq(billingCharges.reference, reference));
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

describe('replacing the saved card', () => {
  let a: TestVendor;
  let b: TestVendor;
  let checkReference: string;
  let oldAuthorization: string;

  beforeAll(async () => {
    a = await createVendor(t);
    b = await createVendor(t);
  });

  it('checks the new card for ₦50, saves it for renewals and refunds the check at once', async () => {
    const before = await subscribe(a);
    expect(before.cardLast4).toBe('4081');
    oldAuthorization = before.authorizationCode!;
    const revenueBefore = await revenue();

    const started = await api(a, 'POST', '/api/subscription/payment-method');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ amount: 5_000, currency: 'NGN' });
    checkReference = started.json().reference;
    // The sandbox's page returns to the subscription page with the reference, as Paystack does.
    const back = new URL(await onPaystackPage(started.json().authorizationUrl, 'pay', VERVE));
    expect(back.pathname).toBe('/subscription');
    expect(back.searchParams.get('card')).toBe('check');
    expect(back.searchParams.get('reference')).toBe(checkReference);

    const confirmed = await api(a, 'POST', '/api/subscription/payment-method/confirm', {
      reference: checkReference,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().outcome).toBe('replaced');
    expect(confirmed.json().subscription.subscription).toMatchObject({ cardLast4: '6666', status: 'active' });
    expect(confirmed.json().subscription.history[0]).toMatchObject({
      kind: 'card_check',
      status: 'refunded',
      amount: 5_000,
    });

    const after = await subscriptionOf(a);
    expect(after.authorizationCode).not.toBe(before.authorizationCode);
    expect(after.currentPeriodEnd).toEqual(before.currentPeriodEnd);
    // Refunded in full at Paystack; the ledger owes nothing and no plan revenue came of it.
    expect(sandboxCharge(checkReference).refunded).toBe(5_000);
    expect(await owed()).toBe(0);
    expect(await revenue()).toBe(revenueBefore);
    expect(await lq.unbalancedTransactions(t.database.db)).toEqual([]);
    const mail = await t.database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.template, 'plan-card-changed'), eq(messages.recipient, billingInfo.billingEmail)),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.bodyText).toContain('ending 6666 instead of the card ending 4081');
    // A card check is no sale: it has no invoice.
    const invoice = await api(
      a,
      'GET',
      `/api/subscription/charges/${(await chargeOf(checkReference)).id}/invoice.pdf`,
    );
    expect(invoice.statusCode).toBe(404);
  });

  it('renews on the new card from then on', async () => {
    const sub = await subscriptionOf(a);
    // The old card would now decline: only the new one can make this renewal succeed.
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/_sandbox/authorizations/${oldAuthorization}/decline`,
      headers: sandboxKey(),
      payload: { decline: true },
    });
    expect(await renewOne(ctx, a.userId, new Date(sub.currentPeriodEnd.getTime() + 1000))).toBe('renewed');
    const renewal = (await overview(a)).history.find((c: { kind: string }) => c.kind === 'renewal');
    expect(renewal).toMatchObject({ status: 'paid' });
    expect(sandboxCharge(renewal.reference).last4).toBe('6666');
  });

  it('is idempotent: a second confirmation or a replayed webhook changes nothing', async () => {
    const owedBefore = await owed();
    const again = await api(a, 'POST', '/api/subscription/payment-method/confirm', {
      reference: checkReference,
    });
    expect(again.json().outcome).toBe('replaced');
    const check = await chargeOf(checkReference);
    const replay = await paystackWebhook('charge.success', {
      id: sandboxCharge(checkReference).id,
      status: 'success',
      reference: checkReference,
      amount: 5_000,
      currency: 'NGN',
      authorization: { authorization_code: 'AUTH_someone_else', last4: '9999', reusable: true },
    });
    expect(replay.json()).toMatchObject({ outcome: 'already_paid' });
    expect((await subscriptionOf(a)).cardLast4).toBe('6666');
    expect(sandboxCharge(checkReference).refunded).toBe(5_000);
    expect(await chargeOf(checkReference)).toEqual(check);
    expect(await owed()).toBe(owedBefore);
  });

  it('a refund Paystack fails later is owed again and asked for again by the sweep', async () => {
    const check = await chargeOf(checkReference);
    expect(check.providerRefundId).toBeTruthy();
    // Paystack could not refund after all: the money is back on the transaction.
    sandboxCharge(checkReference).refunded = 0;
    const event = {
      status: 'failed',
      transaction_reference: checkReference,
      refund_reference: check.providerRefundId,
      amount: '5000',
      currency: 'NGN',
    };
    expect((await paystackWebhook('refund.failed', event)).json()).toMatchObject({
      outcome: 'refund_failed',
    });
    expect((await paystackWebhook('refund.failed', event)).json()).toMatchObject({
      outcome: 'already_final',
    });
    expect(await owed()).toBe(5_000);
    expect((await chargeOf(checkReference)).status).toBe('paid');
    // The card saved by the check stays: the check itself went through.
    expect((await subscriptionOf(a)).cardLast4).toBe('6666');

    // Paystack unreachable: the check stays paid and owed, for the next sweep.
    const offline = {
      ...ctx,
      providers: createProviders({
        ...t.config.payments,
        paystack: { ...t.config.payments.paystack, baseUrl: 'http://127.0.0.1:9/paystack' },
      }),
    };
    expect(await refundOutstandingPlanCharges(offline)).toEqual([{ id: check.id, outcome: 'retry_later' }]);
    expect((await chargeOf(checkReference)).status).toBe('paid');

    expect(await refundOutstandingPlanCharges(ctx)).toEqual([{ id: check.id, outcome: 'refunded' }]);
    await embeddedSandbox.state!.idle();
    expect((await chargeOf(checkReference)).status).toBe('refunded');
    expect(sandboxCharge(checkReference).refunded).toBe(5_000);
    expect(await owed()).toBe(0);
    expect(await lq.unbalancedTransactions(t.database.db)).toEqual([]);
  });

  it('a declined card changes nothing: the old card stays and nothing is owed', async () => {
    const v = await createVendor(t);
    const before = await subscribe(v);
    const started = await api(v, 'POST', '/api/subscription/payment-method');
    await onPaystackPage(started.json().authorizationUrl, 'decline');
    const confirmed = await api(v, 'POST', '/api/subscription/payment-method/confirm', {
      reference: started.json().reference,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().outcome).toBe('declined');
    const after = await subscriptionOf(v);
    expect(after.authorizationCode).toBe(before.authorizationCode);
    expect(after.cardLast4).toBe('4081');
    expect(await chargeOf(started.json().reference)).toMatchObject({ status: 'failed' });
    expect(sandboxCharge(started.json().reference).refunded).toBe(0);
    expect(await owed()).toBe(0);
  });

  it('in grace, the overdue renewal is charged to the new card at the next sweep', async () => {
    const v = await createVendor(t);
    const sub = await subscribe(v);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/paystack/_sandbox/authorizations/${sub.authorizationCode}/decline`,
      headers: sandboxKey(),
      payload: { decline: true },
    });
    const end = sub.currentPeriodEnd.getTime();
    expect(await renewOne(ctx, v.userId, new Date(end + 1000))).toBe('grace');

    const started = await api(v, 'POST', '/api/subscription/payment-method');
    await onPaystackPage(started.json().authorizationUrl, 'pay', VERVE);
    const confirmed = await api(v, 'POST', '/api/subscription/payment-method/confirm', {
      reference: started.json().reference,
    });
    expect(confirmed.json().outcome).toBe('replaced');
    // Due now, not a day after the failure.
    const outcomes = await renewDue(ctx, new Date(end + 2000));
    expect(outcomes).toContainEqual({ userId: v.userId, outcome: 'renewed' });
    expect(await overview(v)).toMatchObject({
      entitlements: { plan: 'premium', status: 'active' },
      subscription: { status: 'active', cardLast4: '6666' },
    });
  });

  it('belongs to the account: other vendors, administrators and strangers cannot start or confirm it', async () => {
    // No paid plan: no card to replace.
    const none = await api(b, 'POST', '/api/subscription/payment-method');
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('CONFLICT');
    // Another vendor cannot confirm A's check, nor learn it exists.
    const theirs = await api(b, 'POST', '/api/subscription/payment-method/confirm', {
      reference: checkReference,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await overview(b)).history).toEqual([]);
    // A plan payment's reference is not a card check, even for its own account.
    const planCharge = (await overview(a)).history.find((c: { kind: string }) => c.kind === 'subscribe');
    expect(
      (await api(a, 'POST', '/api/subscription/payment-method/confirm', { reference: planCharge.reference }))
        .statusCode,
    ).toBe(404);
    // Signed out, or an administrator's token: refused before anything is looked at.
    expect((await t.app.inject({ method: 'POST', url: '/api/subscription/payment-method' })).statusCode).toBe(
      401,
    );
    const admin = await signIn(t, 'super_admin');
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/payment-method/confirm',
      headers: admin.headers,
      payload: { reference: checkReference },
    });
    expect(asAdmin.statusCode).toBe(401);
  });

  it('refuses bad input with 4xx', async () => {
    const confirm = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscription/payment-method/confirm',
        headers: { ...a.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    expect((await confirm({})).statusCode).toBe(400);
    expect((await confirm({ reference: '' })).statusCode).toBe(400);
    expect((await confirm({ reference: 42 })).statusCode).toBe(400);
    expect((await confirm({ reference: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await confirm({ reference: 'PLN-unknown' })).statusCode).toBe(404);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/payment-method/confirm',
      headers: { ...a.headers, 'content-type': 'application/json' },
      payload: '{"reference":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});
