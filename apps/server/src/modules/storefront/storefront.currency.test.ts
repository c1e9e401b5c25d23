import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { paymentAttempts } from '../payments/payments.schema';

let t: TestContext;
/** A second API process on the same database: a rate change must reach its cached pages too. */
let other: App;
let a: TestVendor;
let product: { id: string; variants: { id: string; sku: string }[] };

beforeAll(async () => {
  const port = await freePort();
  // Listening, so payment initialisation can reach the embedded provider sandbox.
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  other = await buildApp(
    { config: t.config, database: t.database, tokens: t.tokens, startedAt: Date.now() },
    { logger: false },
  );
  await other.ready();
  a = await createVendor(t, { plan: 'enterprise' });
  product = await createProduct(t, a, tshirt);
  await setRate('USD', 'NGN', '1550.25');
  const enabled = await t.app.inject({
    method: 'PATCH',
    url: `${a.base}/settings`,
    headers: a.headers,
    payload: { enabledCurrencies: ['USD'] },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await other.close();
  await t.close();
});

async function setRate(base: string, quote: string, rate: string) {
  const token = await t.tokens.signAccess({ sub: 1, aud: 'admin', role: 'super_admin', name: 'ops' });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/exchange-rates',
    headers: { authorization: `Bearer ${token}` },
    payload: { base, quote, rate },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const host = (cookie = '') => ({ host: `${a.subdomain}.localhost:3000`, accept: 'text/html', cookie });
const get = (url: string, cookie = '', app: App = t.app) => app.inject({ url, headers: host(cookie) });
const usd = () => `kasuwa_cur_${a.storeId}=USD`;

function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [String(set)] : []).map((c) => c.split(';')[0]!);
}

describe('storefront in a chosen currency', () => {
  it('offers a currency selector that works without JavaScript and remembers the choice per store', async () => {
    const home = await get('/');
    expect(home.body).toContain(`action="/currency" method="get"`);
    expect(home.body).toContain('<option value="USD">USD</option>');
    expect(home.body).toContain('₦15,000');
    expect(home.body).not.toContain('data-fx-note');

    const chosen = await get('/currency?currency=USD&return=%2Fproducts%2Fadire-t-shirt');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/products/adire-t-shirt');
    expect(cookiesOf(chosen)).toContain(usd());

    // Not enabled, or a redirect off the store: no cookie, back to the store's home page.
    const refused = await get('/currency?currency=GBP&return=%2F%2Fevil.example');
    expect(cookiesOf(refused)).toEqual([]);
    expect(refused.headers.location).toBe('/');
    const byPath = await t.app.inject({
      url: `/s/${a.subdomain}/currency?currency=USD&return=%2Fcart`,
      headers: { accept: 'text/html' },
    });
    expect(byPath.headers.location).toBe(`/s/${a.subdomain}/cart`);
  });

  it('shows every price converted at the current admin rate, labelled, half-up at the cent', async () => {
    const home = await get('/', usd());
    // ₦15,000 at 1 USD = ₦1,550.25 is 967.58 cents → US$9.68.
    expect(home.body).toContain('US$9.68');
    expect(home.body).not.toContain('₦15,000');
    expect(home.body).toContain('<option value="USD" selected="">USD</option>');
    expect(home.body).toMatch(
      /Prices shown in USD, converted from NGN at today’s exchange rate \(1 USD =\s*₦1,550\.25\)/,
    );
    const page = await get('/products/adire-t-shirt', usd());
    expect(page.body).toContain('US$9.68');
    expect(page.body).toContain('US$10.64'); // ₦16,500 → 1064.34 cents
    // A cookie naming a currency the store does not offer is ignored.
    expect((await get('/', `kasuwa_cur_${a.storeId}=GBP`)).body).toContain('₦15,000');
  });

  it('keeps each currency its own cached page, and a rate change shows at once in every process', async () => {
    const ngn1 = await get('/products/adire-t-shirt');
    const usd1 = await get('/products/adire-t-shirt', usd());
    const ngn2 = await get('/products/adire-t-shirt');
    const usd2 = await get('/products/adire-t-shirt', usd());
    expect(ngn2.headers['x-kasuwa-cache']).toBe('hit');
    expect(usd2.headers['x-kasuwa-cache']).toBe('hit');
    for (const res of [ngn1, ngn2]) expect(res.body).not.toContain('US$');
    for (const res of [usd1, usd2]) expect(res.body).not.toContain('₦15,000');
    await get('/', usd(), other); // warm the other process

    await setRate('USD', 'NGN', '1600');
    for (const app of [t.app, other]) {
      const after = await get('/', usd(), app);
      expect(after.headers['x-kasuwa-cache']).toBe('miss');
      // ₦15,000 / 1600 = 937.5 cents → half-up to US$9.38.
      expect(after.body).toContain('US$9.38');
      expect(after.body).not.toContain('US$9.68');
    }
  });

  it('checks out in USD: converted lines, the rate snapshot on the order, and payment in USD', async () => {
    const [medium, large] = product.variants;
    const post = (url: string, body: Record<string, string>, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...host(cookie), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    let cookie = usd();
    for (const [variant, quantity] of [
      [medium!, '3'],
      [large!, '1'],
    ] as const) {
      const added = await post('/cart', { variantId: variant.id, quantity }, cookie);
      expect(added.statusCode).toBe(303);
      cookie = `${usd()}; ${cookiesOf(added).find((c) => c.startsWith('kcart_'))}`;
    }
    // At 1600: ₦15,000 → 937.5 → 938 cents × 3 = 2814; ₦16,500 → 1031.25 → 1031; total 3845.
    const cart = await get('/cart', cookie);
    expect(cart.body).toContain('US$28.14');
    expect(cart.body).toContain('US$38.45');
    const cartJson = await t.app.inject({
      url: '/cart.json',
      headers: { ...host(cookie), accept: 'application/json' },
    });
    expect(cartJson.json()).toMatchObject({ subtotal: 3845, currency: 'USD' });
    expect((await get('/checkout', cookie)).body).toContain('US$38.45');

    const placed = await post(
      '/checkout',
      {
        email: 'ama@example.com',
        phone: '08031234567',
        name: 'Ama Mensah',
        line1: '5 Awolowo Road',
        city: 'Ikoyi',
        state: 'Lagos',
        country: 'Nigeria',
      },
      cookie,
    );
    expect(placed.statusCode, placed.body).toBe(303);
    const list = await t.app.inject({ url: `${a.base}/orders`, headers: a.headers });
    const summary = list.json().items[0];
    expect(summary).toMatchObject({ currency: 'USD', total: 3845 });
    const orderUrl = `${a.base}/orders/${summary.id}`;
    const order = (await t.app.inject({ url: orderUrl, headers: a.headers })).json();
    expect(order).toMatchObject({
      currency: 'USD',
      subtotal: 3845,
      total: 3845,
      exchangeRate: { storeCurrency: 'NGN', base: 'USD', quote: 'NGN', rateMicros: 1_600_000_000 },
    });
    expect(
      order.items.map((i: { sku: string; unitPrice: number; quantity: number; lineTotal: number }) => [
        i.sku,
        i.unitPrice,
        i.quantity,
        i.lineTotal,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['ADR-M', 938, 3, 2814],
        ['ADR-L', 1031, 1, 1031],
      ]),
    );
    // Stock is reserved exactly as before: in units, whatever the currency.
    const stocked = (
      await t.app.inject({ url: `${a.base}/products/${product.id}`, headers: a.headers })
    ).json();
    expect(stocked.variants.map((v: { stock: number }) => v.stock)).toEqual([7, 2]);

    const tracking = await get(placed.headers.location as string);
    expect(tracking.body).toContain('Pay US$38.45 now');
    expect(tracking.body).toMatch(/href="\/orders\/[A-Za-z0-9_-]{43}\/pay" data-pay-now/);

    // The payment charges the order's own amount in its own currency.
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId: order.id, method: 'paystack' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    expect(pay.json().amount).toBe(3845);
    const [attempt] = await t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, pay.json().reference));
    expect(attempt).toMatchObject({ amount: 3845, currency: 'USD' });

    // A later rate change moves storefront prices but never the order.
    await setRate('USD', 'NGN', '1400');
    const again = (await t.app.inject({ url: orderUrl, headers: a.headers })).json();
    expect(again).toMatchObject({
      currency: 'USD',
      total: 3845,
      exchangeRate: { rateMicros: 1_600_000_000 },
    });
    expect(again.items).toEqual(order.items);
  });
});
