import type { Product } from '@kasuwa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

// Every storefront form and query string goes through a zod schema: what a browser (or anyone) can
// post answers an HTML page that says what to change, never a 500 and never a JSON body.

let t: TestContext;
let a: TestVendor;
let product: Product;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  product = await createProduct(t, a, tshirt);
});
afterAll(() => t.close());

const host = () => ({ host: `${a.subdomain}.localhost:3000`, accept: 'text/html' });
const variant = () => product.variants[0]!.id;

function post(url: string, body: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...host(), 'content-type': 'application/x-www-form-urlencoded', ...extra },
    payload: body,
  });
}

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set[0] : String(set)).split(';')[0]!;
}

function expectHtml(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('text/html');
  expect(res.body.startsWith('<!doctype html>')).toBe(true);
}

describe('add to cart and cart update forms', () => {
  it('refuses a typed quantity that is not 1 to 99 with the cart page and what to enter (422)', async () => {
    for (const quantity of ['abc', '0', '100', '1.5', '-1', '1e400', '99999999999999999999999']) {
      const res = await post('/cart', `variantId=${variant()}&quantity=${encodeURIComponent(quantity)}`);
      expectHtml(res, 422);
      expect(res.body).toContain('Enter a quantity from 1 to 99.');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const twice = await post('/cart', `variantId=${variant()}&quantity=1&quantity=2`);
    expectHtml(twice, 422);
  });

  it('refuses a missing or malformed option with 400 HTML, and JSON only when JSON is asked for', async () => {
    for (const body of ['', 'quantity=1', 'variantId=12345&quantity=1', `variantId=${variant()}x`]) {
      const res = await post('/cart', body);
      expectHtml(res, 400);
      expect(res.body).toContain('Choose an option and a quantity.');
    }
    const json = await post('/cart', `variantId=${variant()}&quantity=500`, { accept: 'application/json' });
    // The island's JSON answer is the catalogue's VALIDATION_FAILED; the form's reason is in details.
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid.',
        details: [{ path: 'body', message: 'Enter a quantity from 1 to 99.' }],
      },
    });
  });

  it('keeps the cart when an update is refused, and still updates and removes', async () => {
    const added = await post('/cart', `variantId=${variant()}&quantity=2`);
    expect(added.statusCode).toBe(303);
    const cookie = cookieOf(added);
    for (const quantity of ['abc', '100', '1e400']) {
      const res = await post('/cart/update', `variantId=${variant()}&quantity=${quantity}`, { cookie });
      expectHtml(res, 422);
      expect(res.body).toContain('Enter a quantity from 0 to 99.');
      expect(res.body).toContain('data-cart-count="">2</span>');
    }
    expectHtml(await post('/cart/update', `variantId=${variant()}`, { cookie }), 422);
    expectHtml(await post('/cart/update', 'variantId=42&quantity=1', { cookie }), 400);
    expectHtml(await post('/cart/update', '', { cookie }), 400);

    const updated = await post('/cart/update', `variantId=${variant()}&quantity=5`, { cookie });
    expect(updated.statusCode).toBe(303);
    const five = await t.app.inject({ url: '/cart.json', headers: { ...host(), cookie: cookieOf(updated) } });
    expect(five.json().count).toBe(5);
    const removed = await post('/cart/update', `variantId=${variant()}&quantity=0`, {
      cookie: cookieOf(updated),
    });
    expect(removed.statusCode).toBe(303);
    const none = await t.app.inject({ url: '/cart.json', headers: { ...host(), cookie: cookieOf(removed) } });
    expect(none.json().count).toBe(0);
  });
});

describe('checkout form', () => {
  async function cartCookie() {
    return cookieOf(await post('/cart', `variantId=${variant()}&quantity=1`));
  }

  it('shows the form again with every field as typed and what to correct (422)', async () => {
    const cookie = await cartCookie();
    const missing = await post('/checkout', '', { cookie });
    expectHtml(missing, 422);
    expect(missing.body).toContain('Please correct the fields marked below.');
    // Email is optional; the phone is what the customer must give.
    expect(missing.body).not.toContain('Enter a valid email address.');
    expect(missing.body).toContain('Enter a valid phone number.');
    expect(missing.body).toContain('Enter the street address.');

    const note = 'n'.repeat(1500);
    const long = await post(
      '/checkout',
      new URLSearchParams({
        email: 'ada@example.com',
        phone: '08031234567',
        name: 'Ada Obi',
        line1: '1 Marina',
        city: 'Lagos',
        state: 'Lagos',
        note,
      }).toString(),
      { cookie },
    );
    // Too long a note is refused, not shortened behind the customer's back.
    expectHtml(long, 422);
    expect(long.body).toContain('value="ada@example.com"');
    expect(long.body).toContain(note);
  });

  it('reads a repeated field or a body that is not a form as empty fields, not a crash', async () => {
    const cookie = await cartCookie();
    const repeated = await post('/checkout', 'phone=08031234567&phone=08031234568', { cookie });
    expectHtml(repeated, 422);
    expect(repeated.body).toContain('Enter a valid phone number.');
    const json = await t.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { ...host(), 'content-type': 'application/json', cookie },
      payload: '[1,2,3]',
    });
    expectHtml(json, 422);
  });
});

describe('dispute report form and query strings', () => {
  it('shows the order again with what to change when the report is refused', async () => {
    const cookie = cookieOf(await post('/cart', `variantId=${variant()}&quantity=1`));
    const placed = await post(
      '/checkout',
      new URLSearchParams({
        email: 'ada@example.com',
        phone: '08031234567',
        name: 'Ada Obi',
        line1: '1 Marina',
        city: 'Lagos',
        state: 'Lagos',
      }).toString(),
      { cookie },
    );
    expect(placed.statusCode).toBe(303);
    const tracking = (placed.headers.location as string).replace('?placed=1', '');

    const empty = await post(`${tracking}/dispute`, '');
    expectHtml(empty, 422);
    expect(empty.body).toContain('Tell us what went wrong (at least 10 characters).');
    const short = await post(`${tracking}/dispute`, 'reason=broken');
    expectHtml(short, 422);
    expect(short.body).toContain('Tell us what went wrong (at least 10 characters).');

    const unknown = await post('/track/bad%20token/dispute', 'reason=It never arrived at all.');
    expectHtml(unknown, 404);
    expect(unknown.body).toContain('We could not find this order.');
  });

  it('answers odd query strings and path ids with a page, never an error', async () => {
    await t.app.inject({
      method: 'POST',
      url: `${a.base}/collections`,
      headers: a.headers,
      payload: { title: 'Clothing' },
    });
    for (const page of ['abc', '1e400', '-5', '999999999999', '2&page=3']) {
      expectHtml(await t.app.inject({ url: `/collections/clothing?page=${page}`, headers: host() }), 200);
    }
    const search = await t.app.inject({ url: '/search?q=adire&q=other', headers: host() });
    expectHtml(search, 200);
    expect(search.body).toContain('for “adire”');
    expectHtml(await t.app.inject({ url: `/products/${'x'.repeat(300)}`, headers: host() }), 404);
    expectHtml(await t.app.inject({ url: '/track/12345', headers: host() }), 404);
    expectHtml(await t.app.inject({ url: '/track/x?placed=1&placed=2', headers: host() }), 404);
    const currency = await t.app.inject({
      url: '/currency?currency=USD&currency=EUR&return=//evil.example',
      headers: host(),
    });
    expect(currency.statusCode).toBe(303);
    expect(currency.headers.location).toBe('/');
  });
});
