// Over 400 lines on purpose: every way a charge reaches us (start, redirect, webhooks of three
// providers, replays, forgeries) against one app and sandbox, sharing the store and order fixtures here.
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFlutterwave, signPaystack } from '../../platform/payments';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import * as ledgerQ from '../ledger/ledger.queries';
import { escrowHolds } from '../ledger/ledger.schema';
import { orders } from '../orders/orders.schema';
import { createPendingOrder } from '../orders/orders.service';
import { stores } from '../stores/stores.schema';
import { paymentAttempts, paymentEvents } from './payments.schema';

let t: TestContext;
let base: string;
const secret = () => t.config.payments.paystack.secretKey;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: base } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

let storeCounter = 0;
async function makeStore(overrides: Partial<typeof stores.$inferInsert> = {}) {
  storeCounter++;
  const [row] = await t.database.db
    .insert(stores)
    .values({
      name: `Shop ${storeCounter}`,
      username: `shop${storeCounter}`,
      subdomain: `payshop${storeCounter}`,
      ...overrides,
    })
    .returning();
  return row!;
}

async function makeOrder(storeId: number, total = 1_250_000, currency = 'NGN') {
  const id = uuidv7();
  const trackingToken = `track-${uuidv7()}-token`;
  await createPendingOrder(
    { db: t.database.db, storeId },
    {
      id,
      currency,
      email: 'ada@example.com',
      phone: '+2348012345678',
      customerName: 'Ada Obi',
      address: {
        line1: '1 Marina',
        line2: '',
        city: 'Lagos',
        state: 'Lagos',
        country: 'Nigeria',
        postalCode: '',
      },
      note: '',
      trackingToken,
      items: [
        {
          productId: uuidv7(),
          variantId: uuidv7(),
          title: 'Ankara dress',
          variantTitle: 'M',
          sku: 'ANK-M',
          unitPrice: total,
          quantity: 1,
          lineTotal: total,
        },
      ],
      subtotal: total,
      shipping: 0,
    },
  );
  return { id, trackingToken };
}

async function start(orderId: string, method = 'paystack') {
  const res = await t.app.inject({ method: 'POST', url: '/api/payments', payload: { orderId, method } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { reference: string; authorizationUrl?: string; checkoutUrl?: string; amount: number };
}

function paystackHook(body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signature ?? signPaystack(raw, secret()),
    },
    payload: raw,
  });
}

const chargeSuccess = (reference: string, amount: number, currency = 'NGN', id = 7001) => ({
  event: 'charge.success',
  data: {
    id,
    domain: 'test',
    status: 'success',
    reference,
    amount,
    currency,
    channel: 'card',
    paid_at: new Date().toISOString(),
  },
});

async function orderStatus(id: string) {
  const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row!.status;
}

async function outcomes(reference: string) {
  const rows = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
  return rows.map((r) => r.outcome).sort();
}

describe('payment settings', () => {
  it('lists the enabled methods of a store domain with public keys only', async () => {
    const store = await makeStore();
    const res = await t.app.inject({ url: `/api/payment-settings?domain=${store.subdomain}.localhost` });
    expect(res.statusCode).toBe(200);
    const { paymentSettings } = res.json();
    expect(paymentSettings.map((s: { method: string }) => s.method)).toEqual([
      'paga',
      'paystack',
      'bank_transfer',
    ]);
    expect(res.body).not.toContain(t.config.payments.paystack.secretKey);
    expect(res.body).not.toContain(t.config.payments.paga.secretKey);
    expect(paymentSettings[0].url).toBe(`${base}/sandbox/paga`);
    expect((await t.app.inject({ url: '/api/payment-settings?domain=nope-none' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/payment-settings' })).statusCode).toBe(400);
  });
});

describe('starting a payment', () => {
  it('initializes with the amount of the order and an unguessable unique reference', async () => {
    const store = await makeStore();
    const order = await makeOrder(store.id, 990_000);
    const a = await start(order.id);
    const b = await start(order.id);
    expect(a.reference).toMatch(/^KSW-[0-9a-f]{24}$/);
    expect(a.reference).not.toBe(b.reference);
    expect(a.amount).toBe(990_000);
    expect(a.authorizationUrl).toContain('/sandbox/paystack/checkout/');
  });

  it('refuses bad input, unknown orders, disabled methods and orders not awaiting payment with 4xx', async () => {
    const store = await makeStore();
    const order = await makeOrder(store.id);
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/payments', payload });
    expect((await post({ orderId: 'nope', method: 'paystack' })).statusCode).toBe(400);
    expect((await post({ orderId: order.id, method: 'cash' })).statusCode).toBe(400);
    expect((await post({ orderId: uuidv7(), method: 'paystack' })).statusCode).toBe(404);
    const fw = await post({ orderId: order.id, method: 'flutterwave' });
    expect(fw.statusCode).toBe(422);
    expect(fw.json().error.code).toBe('METHOD_NOT_AVAILABLE');
    const gbp = await makeOrder(store.id, 1000, 'GBP');
    expect((await post({ orderId: gbp.id, method: 'paystack' })).json().error.code).toBe(
      'CURRENCY_NOT_SUPPORTED',
    );
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    expect((await post({ orderId: order.id, method: 'paystack' })).statusCode).toBe(409);
  });
});

describe('Paystack end to end on the sandbox', () => {
  it('redirect flow: hosted page → callback verifies server-side → order paid, money in escrow', async () => {
    const store = await makeStore();
    const order = await makeOrder(store.id, 1_250_000);
    const { reference, authorizationUrl } = await start(order.id);
    const pay = await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const callback = pay.headers.get('location')!;
    expect(callback).toContain('/api/payments/paystack/callback?reference=');
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(303);
    // The sandbox's webhook may arrive before the browser does; either way it is paid exactly once.
    expect(back.headers.get('location')).toMatch(
      new RegExp(`^/payment/result\\?reference=${reference}&outcome=(paid|already_paid)$`),
    );
    expect(await orderStatus(order.id)).toBe('paid');
    const [hold] = await t.database.db.select().from(escrowHolds).where(eq(escrowHolds.orderId, order.id));
    expect(hold).toMatchObject({ captured: 1_250_000, status: 'held' });
    const status = await t.app.inject({ url: `/api/payments/${reference}` });
    expect(status.json()).toMatchObject({ status: 'paid', amount: 1_250_000, currency: 'NGN' });
    // The sandbox's signed webhook arrives too and changes nothing.
    await embeddedSandbox.state!.idle();
    const txs = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where order_id = ${order.id}`,
    );
    expect((txs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect((await outcomes(reference)).filter((o) => o === 'paid')).toHaveLength(1);
  });

  it('a declined payment stays unpaid', async () => {
    const store = await makeStore();
    const order = await makeOrder(store.id);
    const { reference, authorizationUrl } = await start(order.id);
    const res = await fetch(`${authorizationUrl}/decline`, { method: 'POST', redirect: 'manual' });
    const back = await fetch(res.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toContain('outcome=failed');
    expect(await orderStatus(order.id)).toBe('pending_payment');
    expect((await t.app.inject({ url: `/api/payments/${reference}` })).json().status).toBe('failed');
  });
});

describe('Paystack webhooks', () => {
  it('100 concurrent replays of one webhook make one payment and one ledger transaction', async () => {
    const store = await makeStore();
    const order = await makeOrder(store.id, 500_000);
    const { reference } = await start(order.id);
    const body = chargeSuccess(reference, 500_000, 'NGN', 880_001);
    const results = await Promise.all(Array.from({ length: 100 }, () => paystackHook(body)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const paid = results.filter((r) => r.json().outcome === 'paid');
    expect(paid).toHaveLength(1);
    expect(await orderStatus(order.id)).toBe('paid');
    const ledgerTx = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where order_id = ${order.id}`,
    );
    expect((ledgerTx as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const attempts = await t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    expect(attempts.filter((a) => a.status === 'paid')).toHaveLength(1);
    const recorded = await outcomes(reference);
    expect(recorded.filter((o) => o === 'paid')).toHaveLength(1);
    expect(recorded.filter((o) => o === 'duplicate')).toHaveLength(99);
    expect(await ledgerQ.unbalancedTransactions(t.database.db)).toEqual([]);
  });

  it('two payments of one order confirmed at once: one is captured, the other kept aside for a refund', async () => {
    const store = await makeStore();
    const order = await makeOrder(store.id, 400_000);
    const first = await start(order.id);
    const second = await start(order.id);
    const results = await Promise.all([
      paystackHook(chargeSuccess(first.reference, 400_000, 'NGN', 880_101)),
      paystackHook(chargeSuccess(second.reference, 400_000, 'NGN', 880_102)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().outcome).sort()).toEqual(['paid', 'second_payment']);
    const attempts = await t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    expect(attempts.map((a) => a.status).sort()).toEqual(['needs_refund', 'paid']);
    const [hold] = await t.database.db.select().from(escrowHolds).where(eq(escrowHolds.orderId, order.id));
    expect(hold).toMatchObject({ captured: 400_000 });
    const ledgerTx = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where order_id = ${order.id}`,
    );
    expect((ledgerTx as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('refuses and records a forged signature, a wrong amount, a wrong currency and an unknown reference', async () => {
    const store = await makeStore();
    const order = await makeOrder(store.id, 300_000);
    const { reference } = await start(order.id);

    const forged = await paystackHook(chargeSuccess(reference, 300_000), 'f'.repeat(128));
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(chargeSuccess(reference, 300_000)),
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed with another key: what an attacker without our secret can produce.
    const raw = JSON.stringify(chargeSuccess(reference, 300_000));
    expect((await paystackHook(JSON.parse(raw), signPaystack(raw, 'sk_test_attacker'))).statusCode).toBe(401);
    const rejected = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.outcome, 'rejected_signature'));
    expect(rejected.length).toBeGreaterThanOrEqual(3);

    expect((await paystackHook(chargeSuccess(reference, 299_999, 'NGN', 91))).json().outcome).toBe(
      'amount_mismatch',
    );
    expect((await paystackHook(chargeSuccess(reference, 300_000, 'USD', 92))).json().outcome).toBe(
      'currency_mismatch',
    );
    expect(
      (await paystackHook(chargeSuccess('KSW-000000000000000000000000', 300_000, 'NGN', 93))).json().outcome,
    ).toBe('unknown_reference');
    expect(await orderStatus(order.id)).toBe('pending_payment');
    expect(await outcomes(reference)).toEqual(['amount_mismatch', 'currency_mismatch']);
    const unknown = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.outcome, 'unknown_reference'));
    expect(unknown.length).toBeGreaterThanOrEqual(1);
    // The genuine event still pays afterwards.
    expect((await paystackHook(chargeSuccess(reference, 300_000, 'NGN', 94))).json().outcome).toBe('paid');
  });

  it('answers 400 to a malformed body that is correctly signed, and 200 to events it ignores', async () => {
    const raw = '{not json';
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystack(raw, secret()) },
      payload: raw,
    });
    expect(bad.statusCode).toBe(400);
    const ignored = await paystackHook({ event: 'subscription.create', data: { id: 1 } });
    expect(ignored.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('Flutterwave and the Paga wallet frame', () => {
  it('Flutterwave: hosted link → redirect → verified by id; a replayed webhook changes nothing; a forged hash is refused', async () => {
    const store = await makeStore();
    const order = await makeOrder(store.id, 420_050);
    await t.database.db.execute(
      sql`insert into store_payment_settings (store_id, flutterwave) values (${store.id}, true)`,
    );
    const { reference, authorizationUrl } = await start(order.id, 'flutterwave');
    const pay = await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const back = await fetch(pay.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toMatch(/outcome=(paid|already_paid)/);
    expect(await orderStatus(order.id)).toBe('paid');
    await embeddedSandbox.state!.idle();
    const charge = embeddedSandbox.state!.flutterwave.get(reference)!;
    const raw = JSON.stringify({
      event: 'charge.completed',
      data: { id: charge.id, tx_ref: reference, amount: 4200.5, currency: 'NGN', status: 'successful' },
    });
    const hash = t.config.payments.flutterwave.webhookHash;
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/flutterwave',
      headers: { 'content-type': 'application/json', 'flutterwave-signature': signFlutterwave(raw, hash) },
      payload: raw,
    });
    expect(['duplicate', 'already_paid']).toContain(replay.json().outcome);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/flutterwave',
      headers: { 'content-type': 'application/json', 'verif-hash': 'guessed-hash' },
      payload: raw,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('Paga: the frame URL carries the documented parameters; the order counts as paid only after server-side verify', async () => {
    const store = await makeStore();
    const order = await makeOrder(store.id, 250_000);
    const { reference, checkoutUrl } = await start(order.id, 'paga');
    const url = new URL(checkoutUrl!);
    expect(url.pathname).toBe('/sandbox/paga/checkout/params');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      amount: '2500.00',
      currency: 'NGN',
      email: 'ada@example.com',
      phone_number: '+2348012345678',
      button_label: 'Pay now',
    });
    expect(url.searchParams.get('public_key')).toBe(t.config.payments.paga.publicKey);
    // Unpaid: verify says so and nothing changes.
    const early = await t.app.inject({ method: 'POST', url: `/api/payments/${reference}/verify` });
    expect(early.json().status).toBe('initialized');
    expect(await orderStatus(order.id)).toBe('pending_payment');
    const frame = await fetch(url);
    expect(frame.status).toBe(200);
    const pay = await fetch(`${base}/sandbox/paga/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        reference,
        amount: '2500.00',
        currency: 'NGN',
        charge_url: url.searchParams.get('charge_url')!,
      }).toString(),
      redirect: 'manual',
    });
    const charge = await fetch(pay.headers.get('location')!);
    expect(await charge.text()).toContain('Payment received');
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('bank transfer gives an account for this payment only from the store’s provider', async () => {
    const store = await makeStore();
    const order = await makeOrder(store.id, 100_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId: order.id, method: 'bank_transfer' },
    });
    // Paystack is on by default: its transfer charge, no shared account (transfers.test.ts has the rest).
    expect(res.json()).toMatchObject({ method: 'bank_transfer', bankTransfer: { bankName: 'Test Bank' } });
    expect(res.json().bankTransfer.accountNumber).not.toBe('0123456789');
    expect(await orderStatus(order.id)).toBe('pending_payment');
  });
});
