import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';

// A payment started on the store's own pay page comes back to the store's own result page (no
// JavaScript needed), in both addressing modes; the web app's payments keep their own result page.

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let variantId: string;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Listening, so payments can reach the embedded provider sandbox and it can send the browser back.
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: origin } });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await createVendor(t);
  b = await createVendor(t);
  variantId = (await createProduct(t, a, tshirt)).variants[0]!.id;
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

const hostOf = (v: TestVendor) => `${v.subdomain}.localhost:3000`;
const get = (url: string, v: TestVendor = a) =>
  t.app.inject({ url, headers: { host: hostOf(v), accept: 'text/html' } });
const post = (url: string, body: Record<string, string>, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: hostOf(a),
      accept: 'text/html',
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(body).toString(),
  });

const address = {
  phone: '08031234567',
  email: 'ngozi@example.com',
  name: 'Ngozi Eze',
  line1: '5 Awolowo Road',
  city: 'Ikoyi',
  state: 'Lagos',
  country: 'Nigeria',
};

/** Checks out one T-shirt on store A; answers the order's tracking token. */
async function placeOrder(): Promise<string> {
  const added = await post('/cart', { variantId, quantity: '1' });
  const cookie = String(added.headers['set-cookie']).split(';')[0]!;
  const placed = await post('/checkout', address, cookie);
  expect(placed.statusCode, placed.body).toBe(303);
  return /\/track\/([\w-]+)/.exec(String(placed.headers.location))![1]!;
}

/** Starts a card payment on the store's pay page (subdomain mode); answers the sandbox's page. */
async function startCard(token: string): Promise<{ provider: string; reference: string }> {
  const started = await post(`/orders/${token}/pay`, { method: 'paystack' });
  expect(started.statusCode, started.body).toBe(303);
  const provider = String(started.headers.location);
  expect(provider).toContain('/sandbox/paystack');
  const status = await t.database.db.execute(
    sql`select reference from payment_attempts where store_id = ${a.storeId} order by created_at desc limit 1`,
  );
  const reference = (status as unknown as { rows: { reference: string }[] }).rows[0]!.reference;
  return { provider, reference };
}

/** What the sandbox's pay or decline button answers: where it sends the browser back. */
async function onSandbox(provider: string, outcome: 'pay' | 'decline'): Promise<URL> {
  const res = await fetch(`${provider}/${outcome}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

async function attemptStatus(reference: string): Promise<string> {
  return (await t.app.inject({ url: `/api/payments/${reference}` })).json().status;
}

describe('the storefront payment result page', () => {
  it('comes back to the store after a card payment and says it was received, with the order', async () => {
    const token = await placeOrder();
    const { provider, reference } = await startCard(token);
    const back = await onSandbox(provider, 'pay');
    // The store's own address (from the configuration), not the web app's /payment/result.
    expect(back.origin).toBe(`http://${a.subdomain}.localhost:${new URL(origin).port}`);
    expect(back.pathname).toBe(`/orders/${token}/payment/${reference}/return`);

    const returned = await get(`${back.pathname}${back.search}`);
    expect(returned.statusCode, returned.body).toBe(303);
    const result = String(returned.headers.location);
    expect(result).toBe(`/orders/${token}/payment/${reference}`);
    const page = await get(result);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('data-payment-state="received"');
    expect(page.body).toContain('<h1>Payment received</h1>');
    expect(page.body).toMatch(/We received your payment of ₦15,000 for order #\d+\./);
    expect(page.body).toMatch(/data-order-total="">₦15,000</);
    expect(page.body).toContain(`href="/track/${token}" data-tracking-link=""`);
    expect(page.body).toMatch(new RegExp(`data-payment-reference=""[^>]*>${reference}<`));
    expect(page.body).not.toContain('http-equiv="refresh"');
    expect(page.body).not.toContain('data-pay-again');
    // In the store's look: its header, name and theme.
    expect(page.body).toContain('class="theme-1');
    expect(page.body).toMatch(/Back to Shop [0-9a-f]+/);

    // Paid once, whether the browser or the sandbox's webhook came first; reloading changes nothing.
    await embeddedSandbox.state!.idle();
    expect(await attemptStatus(reference)).toBe('paid');
    expect((await get(`${back.pathname}${back.search}`)).statusCode).toBe(303);
    const order = await t.database.db.execute(
      sql`select o.status, (select count(*)::int from ledger_transactions l where l.order_id = o.id) as txs
          from orders o join payment_attempts p on p.order_id = o.id where p.reference = ${reference}`,
    );
    expect((order as unknown as { rows: unknown[] }).rows[0]).toEqual({ status: 'paid', txs: 1 });
    expect((await get(`/track/${token}`)).body).toMatch(/data-order-status="">Paid</);
  });

  it('says a declined payment was not completed and offers to pay again', async () => {
    const token = await placeOrder();
    const { provider, reference } = await startCard(token);
    const back = await onSandbox(provider, 'decline');
    const returned = await get(`${back.pathname}${back.search}`);
    expect(returned.statusCode).toBe(303);
    const page = await get(String(returned.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-payment-state="failed"');
    expect(page.body).toContain('<h1>Payment not completed</h1>');
    expect(page.body).toMatch(/Your payment of ₦15,000 for order #\d+ was not completed/);
    expect(page.body).toContain(`href="/orders/${token}/pay" data-pay-again=""`);
    expect(page.body).toMatch(/data-order-status="">Pending payment</);
    expect(await attemptStatus(reference)).toBe('failed');
  });

  it('waits for the provider by looking again for two minutes, then stops and offers to check', async () => {
    const token = await placeOrder();
    const { reference } = await startCard(token);
    const path = `/orders/${token}/payment/${reference}`;
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('data-payment-state="pending"');
    expect(first.body).toContain('<h1>Waiting for confirmation</h1>');
    expect(first.body).toContain(`<meta http-equiv="refresh" content="5;url=${path}?check=1"/>`);
    const last = await get(`${path}?check=24`);
    expect(last.body).not.toContain('http-equiv="refresh"');
    expect(last.body).toContain('has not confirmed your payment');
    expect(last.body).toContain(`href="${path}/return" data-check-again=""`);
    // A made-up count is read as the first look, not an error.
    expect((await get(`${path}?check=banana`)).body).toContain(`content="5;url=${path}?check=1"`);
    // Asking again while the shopper is still on the provider's page: still pending, nothing paid.
    const again = await get(`${path}/return`);
    expect(again.statusCode).toBe(303);
    expect((await get(path)).body).toContain('data-payment-state="pending"');
    expect(await attemptStatus(reference)).toBe('initialized');
  });

  it('answers a clear 404 for an unknown or malformed reference, token, or another order’s payment', async () => {
    const token = await placeOrder();
    const unknown = await get(`/orders/${token}/payment/KSW-${'0'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('We could not find this payment.');
    expect(unknown.headers['content-type']).toContain('text/html');
    for (const path of [
      `/orders/${token}/payment/not-a-reference`,
      `/orders/${token}/payment/KSW-${'0'.repeat(24)}/return`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('We could not find this payment.');
    }
    const otherToken = await get(`/orders/${'x'.repeat(30)}/payment/KSW-${'0'.repeat(24)}`);
    expect(otherToken.statusCode).toBe(404);
    expect(otherToken.body).toContain('We could not find this order.');
    // A real payment, shown under another order's token of the same store: not found.
    const { reference } = await startCard(token);
    const second = await placeOrder();
    const crossed = await get(`/orders/${second}/payment/${reference}`);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).toContain('We could not find this payment.');
    expect(crossed.body).not.toContain('data-payment-state');
  });

  it('shows nothing of a payment on another store’s address, and does not verify it there', async () => {
    const token = await placeOrder();
    const { provider, reference } = await startCard(token);
    const back = await onSandbox(provider, 'decline');
    for (const path of [`/orders/${token}/payment/${reference}`, `${back.pathname}${back.search}`]) {
      const res = await get(path, b);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('We could not find this order.');
      expect(res.body).not.toContain('Adire T-shirt');
      expect(res.body).not.toContain('data-payment-state');
    }
    // Store B's return page did not ask the provider: the declined payment is still unverified.
    expect(await attemptStatus(reference)).toBe('initialized');
    expect((await get(`${back.pathname}${back.search}`)).statusCode).toBe(303);
    expect(await attemptStatus(reference)).toBe('failed');
  });

  it('works on the platform host under /s/{sub} over HTTP, the way a browser without JavaScript goes', async () => {
    const token = await placeOrder();
    const pay = await fetch(`${origin}/s/${a.subdomain}/orders/${token}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ method: 'paystack' }).toString(),
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    const back = await onSandbox(pay.headers.get('location')!, 'pay');
    expect(back.origin).toBe(origin);
    expect(back.pathname).toMatch(
      new RegExp(`^/s/${a.subdomain}/orders/${token}/payment/KSW-[0-9a-f]{24}/return$`),
    );
    const returned = await fetch(back, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(returned.status).toBe(303);
    const result = returned.headers.get('location')!;
    expect(result).toBe(back.pathname.replace(/\/return$/, ''));
    const page = await fetch(`${origin}${result}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Payment received</h1>');
    expect(html).toContain(`href="/s/${a.subdomain}/track/${token}" data-tracking-link=""`);
  });

  it('leaves payments started from the web app on the web app’s result page', async () => {
    const token = await placeOrder();
    const order = await t.database.db.execute(
      sql`select id from orders where store_id = ${a.storeId} order by created_at desc limit 1`,
    );
    const orderId = (order as unknown as { rows: { id: string }[] }).rows[0]!.id;
    expect(token).toBeTruthy();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId, method: 'paystack', email: 'ngozi@example.com' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const back = await onSandbox(started.json().authorizationUrl, 'pay');
    expect(back.pathname).toBe('/api/payments/paystack/callback');
    const callback = await fetch(back, { redirect: 'manual' });
    expect(callback.headers.get('location')).toMatch(/^\/payment\/result\?reference=KSW-/);
  });
});
