import { storeTime } from '@kasuwa/storefront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';

// The storefront's own payment page and the phone-first checkout: email optional, state from a select
// (free text abroad), an unpaid order that says it awaits payment, store times in Lagos time.

let t: TestContext;
let a: TestVendor;
let variantId: string;

beforeAll(async () => {
  const port = await freePort();
  // Listening, so payment initialisation can reach the embedded provider sandbox.
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await createVendor(t);
  variantId = (await createProduct(t, a, tshirt)).variants[0]!.id;
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

const host = (cookie = '') => ({ host: `${a.subdomain}.localhost:3000`, accept: 'text/html', cookie });
const get = (url: string, cookie = '') => t.app.inject({ url, headers: host(cookie) });
const post = (url: string, body: Record<string, string>, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...host(cookie), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

const address = {
  phone: '08031234567',
  name: 'Ngozi Eze',
  line1: '5 Awolowo Road',
  city: 'Ikoyi',
  state: 'Lagos',
  country: 'Nigeria',
};

/** Adds one item and checks out with these fields; answers the tracking path. */
async function checkout(fields: Record<string, string>): Promise<string> {
  const added = await post('/cart', { variantId, quantity: '1' });
  const cookie = String(added.headers['set-cookie']).split(';')[0]!;
  const placed = await post('/checkout', fields, cookie);
  expect(placed.statusCode, placed.body).toBe(303);
  return (placed.headers.location as string).replace('?placed=1', '');
}

describe('phone-first checkout', () => {
  it('offers the 36 states and the FCT in a select, phone before the optional email', async () => {
    const added = await post('/cart', { variantId, quantity: '1' });
    const page = await get('/checkout', String(added.headers['set-cookie']).split(';')[0]!);
    expect(page.statusCode).toBe(200);
    const select = /<select id="f-state" name="state"[^>]*>([\s\S]*?)<\/select>/.exec(page.body)?.[1] ?? '';
    const options = [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]).filter(Boolean);
    expect(options).toHaveLength(37);
    expect(options).toContain('Federal Capital Territory');
    expect(page.body.indexOf('name="phone"')).toBeLessThan(page.body.indexOf('name="email"'));
    expect(page.body).toContain('Email (optional)');
    // The summary comes before the form, so a phone shows it first.
    expect(page.body.indexOf('Order summary')).toBeLessThan(page.body.indexOf('<form noValidate'));
  });

  it('places an order without an email and shows the tracking link on screen', async () => {
    const tracking = await checkout(address);
    const page = await get(`${tracking}?placed=1`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Order received: awaiting payment');
    expect(page.body).toContain('not paid yet');
    expect(page.body).not.toContain('emailed it');
    expect(page.body).toContain(`data-tracking-link="">http://${a.subdomain}.localhost:3000${tracking}</a>`);
    // Paying is the first action on the page.
    const firstButton = /<a class="btn[^"]*" href="([^"]+)"/.exec(page.body)?.[1];
    expect(firstButton).toBe(`${tracking.replace('/track/', '/orders/')}/pay`);
  });

  it('takes a free-text region for another country, and refuses a made-up Nigerian state', async () => {
    const tracking = await checkout({ ...address, country: 'Ghana', state: '', region: 'Greater Accra' });
    expect((await get(tracking)).body).toContain('Greater Accra, Ghana');

    const added = await post('/cart', { variantId, quantity: '1' });
    const cookie = String(added.headers['set-cookie']).split(';')[0]!;
    const refused = await post('/checkout', { ...address, state: 'Atlantis', region: 'x' }, cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Choose a Nigerian state.');
  });

  it('shows times in Lagos time (en-NG), never UTC', async () => {
    expect(storeTime('2026-11-23T23:30:00Z')).toBe('24 Nov 2026, 00:30');
    const page = await get(await checkout(address));
    expect(page.body).not.toContain('UTC');
    const at = /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(page.body);
    expect(at?.[2]).toBe(storeTime(at![1]!));
  });
});

describe('sharing a product', () => {
  it('offers a WhatsApp link and the link to copy, without JavaScript', async () => {
    const home = await get('/');
    const path = /href="(\/products\/[^"]+)"/.exec(home.body)?.[1];
    expect(path).toBeDefined();
    const page = await get(path!);
    const url = `http://${a.subdomain}.localhost:3000${path}`;
    expect(page.body).toContain(`href="https://wa.me/?text=${encodeURIComponent(`Adire T-shirt ${url}`)}"`);
    expect(page.body).toContain(`data-share-link="" value="${url}"`);
    // The share sheet and Copy buttons wait for the island to find the browser can do them.
    expect(page.body).toMatch(/data-share-native="[^>]*hidden/);
  });
});

describe('the storefront payment page', () => {
  it('shows the store, the items and the total, with the store’s methods and a way back', async () => {
    const tracking = await checkout({ ...address, email: 'ngozi@example.com' });
    const pay = await get(`${tracking.replace('/track/', '/orders/')}/pay`);
    expect(pay.statusCode).toBe(200);
    expect(pay.headers['cache-control']).toBe('no-store');
    expect(pay.body).toContain(`<title>Pay order #`);
    expect(pay.body).toMatch(/← Back to Shop [0-9a-f]+</);
    // Card first: it is what most shoppers pay with.
    expect(pay.body).toMatch(/<button class="btn primary" type="submit" data-pay-method="paystack">/);
    expect(pay.body).toContain('1 × Adire T-shirt');
    expect(pay.body).toMatch(/data-order-total="">₦15,000</);
    expect(pay.body).toContain('data-pay-method="paystack"');
    expect(pay.body).toContain('data-pay-method="bank_transfer"');
    expect(pay.body).not.toContain('Choose a plan');
    // The same page under the platform host's /s/{sub} path.
    const path = await get(`/s/${a.subdomain}${tracking.replace('/track/', '/orders/')}/pay`);
    expect(path.statusCode).toBe(200);
    expect(path.body).toContain(`action="/s/${a.subdomain}/orders/`);
  });

  it('answers 404 for another store’s order and for a made-up token', async () => {
    const tracking = await checkout(address);
    const other = await createVendor(t);
    const foreign = await t.app.inject({
      url: `${tracking.replace('/track/', '/orders/')}/pay`,
      headers: { host: `${other.subdomain}.localhost:3000`, accept: 'text/html' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Adire T-shirt');
    expect((await get('/orders/not-a-real-token-at-all-xxxxxxxx/pay')).statusCode).toBe(404);
    expect((await post('/orders/bad/pay', { method: 'paystack' })).statusCode).toBe(404);
  });

  it('asks for an email for a card receipt when the order has none, then goes to the provider', async () => {
    const pay = `${(await checkout(address)).replace('/track/', '/orders/')}/pay`;
    expect((await get(pay)).body).toContain('Email for the card receipt');
    const missing = await post(pay, { method: 'paystack' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('Enter an email address for the card receipt.');
    const bad = await post(pay, { method: 'paystack', email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Enter a valid email address.');
    const unknown = await post(pay, { method: 'bitcoin' });
    expect(unknown.statusCode).toBe(422);

    const started = await post(pay, { method: 'paystack', email: 'ngozi@example.com' });
    expect(started.statusCode, started.body).toBe(303);
    const provider = started.headers.location as string;
    expect(provider).toContain('/sandbox/paystack');
    // Paying on the sandbox marks the order paid; the page then says so and offers no method. The
    // sandbox sends the browser back to the store's own host (storefront.payment-result.test.ts).
    const paid = await fetch(`${provider}/pay`, { method: 'POST', redirect: 'manual' });
    const back = new URL(paid.headers.get('location')!);
    expect((await get(`${back.pathname}${back.search}`)).statusCode).toBe(303);
    const after = await get(pay);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('This order is paid.');
    expect(after.body).not.toContain('data-pay-method');
    const again = await post(pay, { method: 'paystack', email: 'ngozi@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This order is paid.');
  });

  it('sends a transfer on to its own page: the account for this order, Copy, countdown, "I have paid"', async () => {
    const tracking = await checkout(address);
    const pay = `${tracking.replace('/track/', '/orders/')}/pay`;
    const res = await post(pay, { method: 'bank_transfer' });
    expect(res.statusCode).toBe(303);
    const here = res.headers.location as string;
    expect(here).toMatch(/\/orders\/[^/]+\/payment\/KSW-[0-9a-f]{24}$/);
    const page = await get(here);
    expect(page.statusCode).toBe(200);
    // Under the pay page's budget for slow data: the page and its only script (styles are inline).
    const island = /<script src="([^"]+)"/.exec(page.body)![1]!;
    const script = await t.app.inject({ url: island, headers: host() });
    expect(script.statusCode).toBe(200);
    expect(Buffer.byteLength(page.body) + script.rawPayload.length).toBeLessThan(50 * 1024);
    const account = /data-copy-value="account">(\d{10})</.exec(page.body)?.[1];
    expect(account).toBeDefined();
    expect(page.body).toContain('Test Bank');
    expect(page.body).toContain('no reference to type');
    expect(page.body).toMatch(/data-copy="\d+"[^>]*hidden/);
    expect(page.body).toMatch(/data-expires="[^"]+Z"/);
    expect(page.body).toContain('I have paid');
    // Without JavaScript the page reloads itself; with it, the island asks the status address.
    expect(page.body).toMatch(/<noscript><meta http-equiv="refresh"/);
    const statusUrl = /data-status-url="([^"]+)"/.exec(page.body)![1]!;
    expect((await get(statusUrl)).json()).toEqual({ state: 'pending' });
    // "I have paid" before the money: asked, nothing yet.
    const asked = await get(`${here}/return`);
    expect(asked.headers.location).toBe(`${here}?asked=1`);
    expect((await get(`${here}?asked=1`)).body).toContain('Nothing has arrived yet');

    const sent = await t.app.inject({
      method: 'POST',
      url: `/sandbox/_sandbox/transfer-accounts/${account}/transfer`,
      payload: {},
    });
    expect(sent.json().outcome).toBe('paid');
    await embeddedSandbox.state!.idle();
    expect((await get(statusUrl)).json()).toEqual({ state: 'received' });
    expect((await get(here)).body).toContain('Payment received');
    // Another store's address does not know this payment.
    const other = await t.app.inject({ url: statusUrl, headers: { host: 'nostore.localhost:3000' } });
    expect(other.statusCode).toBe(404);
  });

  it('says what went back when a transfer was refused for its amount', async () => {
    const tracking = await checkout(address);
    const res = await post(`${tracking.replace('/track/', '/orders/')}/pay`, { method: 'bank_transfer' });
    const here = res.headers.location as string;
    const account = /data-copy-value="account">(\d{10})</.exec((await get(here)).body)![1];
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/_sandbox/transfer-accounts/${account}/transfer`,
      payload: { amount: 100 },
    });
    await embeddedSandbox.state!.idle();
    const page = await get(here);
    expect(page.body).toContain('data-transfer-rejected');
    expect(page.body).toContain('was not the exact amount');
  });
});
