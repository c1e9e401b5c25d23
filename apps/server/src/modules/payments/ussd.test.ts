import { USSD_BANKS } from '@kasuwa/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPaystack } from '../../platform/payments';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { orders } from '../orders/orders.schema';
import { paymentAttempts } from './payments.schema';

// USSD on the store's pay page (issue 31): the shopper picks a bank, gets the code from the provider
// that serves it, and the page shows the payment once the provider's (verified, idempotent) event says
// so; the sandbox's hooks stand in for the shopper's phone.

let t: TestContext;
let a: TestVendor;
let variantId: string;

beforeAll(async () => {
  const port = await freePort();
  // Listening: the embedded sandbox is called over HTTP and sends its webhooks back here.
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await createVendor(t);
  variantId = (await createProduct(t, a)).variants[0]!.id;
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

const host = (v: TestVendor, cookie = '') => ({
  host: `${v.subdomain}.localhost:3000`,
  accept: 'text/html',
  cookie,
});
const get = (v: TestVendor, url: string) => t.app.inject({ url, headers: host(v) });
const post = (v: TestVendor, url: string, body: Record<string, string>, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...host(v, cookie), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

/** An order placed on the store's checkout; answers its pay page's path. */
async function order(v: TestVendor, variant = variantId, email = 'ngozi@example.com'): Promise<string> {
  const added = await post(v, '/cart', { variantId: variant, quantity: '1' });
  const cookie = String(added.headers['set-cookie']).split(';')[0]!;
  const placed = await post(
    v,
    '/checkout',
    {
      phone: '08031234567',
      email,
      name: 'Ngozi Eze',
      line1: '5 Awolowo Road',
      city: 'Ikoyi',
      state: 'Lagos',
      country: 'Nigeria',
    },
    cookie,
  );
  expect(placed.statusCode, placed.body).toBe(303);
  return `${(placed.headers.location as string).replace('?placed=1', '').replace('/track/', '/orders/')}/pay`;
}

/** Picks the bank on the pay page; answers the payment page it is sent to and the payment's reference. */
async function payByUssd(v: TestVendor, payPath: string, bank: string) {
  const res = await post(v, payPath, { method: 'ussd', bank });
  expect(res.statusCode, res.body).toBe(303);
  const location = res.headers.location as string;
  const reference = /\/payment\/(KSW-[0-9a-f]{24})$/.exec(location)?.[1];
  expect(reference).toBeDefined();
  return { location, reference: reference! };
}

async function attempt(reference: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.reference, reference));
  return row!;
}

/** The shopper's phone: the sandbox completes or fails the charge, then its events are delivered. */
async function phone(provider: 'paystack' | 'flutterwave', reference: string, outcome: 'complete' | 'fail') {
  const path =
    provider === 'paystack'
      ? `/sandbox/paystack/_sandbox/ussd/${reference}/${outcome}`
      : `/sandbox/flutterwave/v3/_sandbox/ussd/${reference}/${outcome}`;
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${t.config.payments[provider].secretKey}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  await embeddedSandbox.state!.idle();
}

const setProviders = (v: TestVendor, body: Record<string, unknown>, headers = v.headers) =>
  t.app.inject({ method: 'PUT', url: `${v.base}/money/payment-methods`, headers, payload: body });

describe('USSD on the store’s pay page', () => {
  it('shows the marks of the ways to pay and the banks Paystack serves by USSD', async () => {
    const page = await get(a, await order(a));
    expect(page.statusCode).toBe(200);
    const marks = [...page.body.matchAll(/data-mark="([a-z]+)"/g)].map((m) => m[1]);
    expect(marks).toEqual(['mastercard', 'visa', 'verve', 'bank', 'ussd']);
    // Inline drawings only: the page asks no other server for a logo.
    expect(page.body).not.toMatch(/<img[^>]+src="https?:/);
    const select = /<select id="ussd-bank" name="bank"[^>]*>([\s\S]*?)<\/select>/.exec(page.body)?.[1] ?? '';
    const banks = [...select.matchAll(/<option value="([a-z]+)"/g)].map((m) => m[1]);
    expect(banks).toEqual(['gtbank', 'sterling', 'uba', 'zenith']);
    expect(Buffer.byteLength(page.body)).toBeLessThan(50_000);
  });

  it('gives the code to dial, then shows the order paid once Paystack’s event comes', async () => {
    const { location, reference } = await payByUssd(a, await order(a), 'gtbank');
    const row = await attempt(reference);
    expect(row).toMatchObject({
      provider: 'paystack',
      channel: 'ussd',
      ussdBank: 'gtbank',
      status: 'initialized',
    });
    expect(row.ussdCode).toMatch(/^\*737\*000\*\d{7}#$/);

    const waiting = await get(a, location);
    expect(waiting.body).toContain('data-payment-state="pending"');
    expect(waiting.body).toContain(`data-ussd-code="">${row.ussdCode}</p>`);
    expect(waiting.body).toContain(`href="tel:${row.ussdCode!.replaceAll('#', '%23')}"`);
    expect(waiting.body).toContain('GTBank account');
    // The page looks again by itself; the copy button waits for the island script.
    expect(waiting.body).toMatch(/http-equiv="refresh" content="10;url=[^"]+\?check=1"/);
    expect(waiting.body).toMatch(/data-copy="[^"]+"[^>]*hidden/);
    expect(Buffer.byteLength(waiting.body)).toBeLessThan(50_000);

    await phone('paystack', reference, 'complete');
    expect((await attempt(reference)).status).toBe('paid');
    const paid = await get(a, `${location}?check=1`);
    expect(paid.body).toContain('data-payment-state="received"');
    expect(paid.body).not.toContain('data-ussd-code');
  });

  it('says a declined USSD payment was not completed, and offers to pay again', async () => {
    const { location, reference } = await payByUssd(a, await order(a), 'zenith');
    await phone('paystack', reference, 'fail');
    // Paystack sends no event for it: the page's every third look asks Paystack itself.
    expect((await get(a, `${location}?check=1`)).body).toContain('data-payment-state="pending"');
    const asked = await get(a, `${location}?check=3`);
    expect(asked.body).toContain('data-payment-state="failed"');
    expect(asked.body).toContain('data-pay-again');
    expect((await attempt(reference)).status).toBe('failed');
  });

  it('refuses a bank no provider of the store serves, and a missing bank, with the form again', async () => {
    const payPath = await order(a);
    const access = await post(a, payPath, { method: 'ussd', bank: 'access' });
    expect(access.statusCode).toBe(422);
    expect(access.body).toContain('Choose your bank to get the USSD code.');
    expect((await post(a, payPath, { method: 'ussd' })).statusCode).toBe(422);
    expect((await post(a, payPath, { method: 'ussd', bank: '<script>' })).statusCode).toBe(422);
  });

  it('answers a replayed event once and refuses a forged one', async () => {
    const { reference } = await payByUssd(a, await order(a), 'uba');
    const forgedBody = JSON.stringify({
      event: 'charge.success',
      data: { id: 99, reference, amount: 1_500_000, currency: 'NGN', status: 'success', channel: 'ussd' },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signPaystack(forgedBody, 'sk_test_attacker'),
      },
      payload: forgedBody,
    });
    expect(forged.statusCode).toBe(401);
    expect((await attempt(reference)).status).toBe('initialized');

    const before = await balance(a);
    await phone('paystack', reference, 'complete');
    const after = await balance(a);
    expect(after - before).toBe(1_500_000);
    // The same signed event again, as Paystack may send it: taken as a duplicate, nothing moves.
    const c = embeddedSandbox.state!.paystack.get(reference)!;
    const raw = JSON.stringify({
      event: 'charge.success',
      data: { id: c.id, reference, amount: c.amount, currency: 'NGN', status: 'success', channel: 'ussd' },
    });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signPaystack(raw, t.config.payments.paystack.secretKey),
      },
      payload: raw,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await balance(a)).toBe(after);
  });
});

describe('USSD confirmations racing', () => {
  it('the provider’s event, its replays and the page asking the provider at once make one payment', async () => {
    const { location, reference } = await payByUssd(a, await order(a), 'gtbank');
    // The shopper approved on her phone; the event and the page's looks arrive together.
    const c = embeddedSandbox.state!.paystack.get(reference)!;
    c.status = 'success';
    c.paidAt = new Date().toISOString();
    const raw = JSON.stringify({
      event: 'charge.success',
      data: { id: c.id, reference, amount: c.amount, currency: 'NGN', status: 'success', channel: 'ussd' },
    });
    const hook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/paystack',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signPaystack(raw, t.config.payments.paystack.secretKey),
        },
        payload: raw,
      });
    const before = await balance(a);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, hook),
      ...Array.from({ length: 6 }, () => get(a, `${location}/return`)),
      ...Array.from({ length: 3 }, (_, i) => get(a, `${location}?check=${(i + 1) * 3}`)),
    ]);
    for (const r of results) expect(r.statusCode).toBeLessThan(400);
    expect(await balance(a)).toBe(before + c.amount);
    expect((await attempt(reference)).status).toBe('paid');
    const outcomes = results.slice(0, 6).map((r) => r.json<{ outcome: string }>().outcome);
    expect(outcomes.filter((o) => o === 'paid').length).toBeLessThanOrEqual(1);
  });
});

async function balance(v: TestVendor): Promise<number> {
  const res = await t.app.inject({ url: `${v.base}/money/balance`, headers: v.headers });
  expect(res.statusCode, res.body).toBe(200);
  const ngn = (res.json() as { balances: { currency: string; escrow: number }[] }).balances.find(
    (b) => b.currency === 'NGN',
  );
  return ngn?.escrow ?? 0;
}

describe('USSD through Flutterwave, for a store that has only Flutterwave on', () => {
  let f: TestVendor;
  let fVariant: string;
  beforeAll(async () => {
    f = await createVendor(t);
    fVariant = (await createProduct(t, f)).variants[0]!.id;
    const res = await setProviders(f, {
      paystack: false,
      flutterwave: true,
      paga: false,
      bankTransfer: false,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lists every bank Flutterwave serves and pays through it', async () => {
    const payPath = await order(f, fVariant);
    const page = await get(f, payPath);
    expect([...page.body.matchAll(/data-pay-method="([a-z_]+)"/g)].map((m) => m[1])).toEqual([
      'flutterwave',
      'ussd',
    ]);
    const select = /<select id="ussd-bank" name="bank"[^>]*>([\s\S]*?)<\/select>/.exec(page.body)?.[1] ?? '';
    expect([...select.matchAll(/<option value="([a-z]+)"/g)]).toHaveLength(USSD_BANKS.length);

    const { location, reference } = await payByUssd(f, payPath, 'gtbank');
    const row = await attempt(reference);
    expect(row).toMatchObject({ provider: 'flutterwave', channel: 'ussd' });
    expect(row.ussdCode).toMatch(/^\*058\*000\*\d{7}#$/);
    await phone('flutterwave', reference, 'complete');
    expect((await attempt(reference)).status).toBe('paid');
    expect((await get(f, location)).body).toContain('data-payment-state="received"');
  });

  it('takes Flutterwave’s failed event as the end of the payment', async () => {
    const { reference } = await payByUssd(f, await order(f, fVariant), 'access');
    await phone('flutterwave', reference, 'fail');
    expect((await attempt(reference)).status).toBe('failed');
  });
});

describe('USSD through the payments API', () => {
  it('starts a USSD payment and refuses one without a bank or from a bank the store has no provider for', async () => {
    await order(a);
    const [latest] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.storeId, a.storeId))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    const id = latest!.id;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId: id, method: 'ussd', ussdBank: 'sterling' },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ method: 'paystack', ussd: { bankName: 'Sterling Bank' } });
    expect(started.json().ussd.code).toMatch(/^\*822\*/);

    const noBank = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId: id, method: 'ussd' },
    });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().error.code).toBe('VALIDATION_FAILED');
    const wema = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId: id, method: 'ussd', ussdBank: 'wema' },
    });
    expect(wema.statusCode).toBe(422);
    expect(wema.json().error.code).toBe('USSD_BANK_NOT_AVAILABLE');
  });
});

describe('the vendor’s payment providers', () => {
  it('refuses turning off the last provider, with a catalogue code', async () => {
    const v = await createVendor(t);
    const res = await setProviders(v, {
      paystack: false,
      flutterwave: false,
      paga: false,
      bankTransfer: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('PAYMENT_PROVIDER_REQUIRED');
    const now = await t.app.inject({ url: `${v.base}/money/payment-methods`, headers: v.headers });
    expect(now.json()).toEqual({ paystack: true, paga: true, flutterwave: false, bankTransfer: true });
  });

  it('refuses bad input with 400 and another store’s vendor or a stranger with 404 and 401', async () => {
    const v = await createVendor(t);
    const bad = await setProviders(v, {
      paystack: 'yes',
      flutterwave: true,
      paga: false,
      bankTransfer: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    const body = { paystack: false, flutterwave: true, paga: false, bankTransfer: false };
    const other = await setProviders(a, body, v.headers);
    expect(other.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${a.base}/money/payment-methods`, headers: v.headers })).statusCode,
    ).toBe(404);
    expect((await setProviders(a, body, { authorization: '' })).statusCode).toBe(401);
    const mine = await t.app.inject({ url: `${a.base}/money/payment-methods`, headers: a.headers });
    expect(mine.json()).toMatchObject({ paystack: true, flutterwave: false });
  });
});
