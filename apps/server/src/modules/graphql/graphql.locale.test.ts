import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, customer, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

// The Storefront API's checkout keeps the shopper's language on the order (issue 33), as the
// storefront's own checkout does: the `locale` asked for when the store offers it, else the
// reader's (Accept-Language) among the store's, else the store's default.

const SF = '/api/storefront/graphql';
let t: TestContext;
let vendor: TestVendor;
let variantId: string;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await createVendor(t);
  variantId = (await createProduct(t, vendor, tshirt)).variants[0]!.id;
  const offered = await t.app.inject({
    method: 'PATCH',
    url: `${vendor.base}/settings`,
    headers: vendor.headers,
    payload: { defaultLocale: 'en-NG', locales: ['en-NG', 'ha', 'yo'] },
  });
  expect(offered.statusCode, offered.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const gql = (query: string, variables: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: SF, payload: { query, variables }, headers });

async function orderIn(args: string, headers: Record<string, string> = {}): Promise<string> {
  const created = await gql(
    'mutation($s: String!, $v: String!) { cartCreate(store: $s, lines: [{ variantId: $v, quantity: 1 }]) { token } }',
    { s: vendor.subdomain, v: variantId },
  );
  const token = created.json().data.cartCreate.token as string;
  const placed = await gql(
    `mutation($s: String!, $c: JSON!) { checkout(store: $s, customer: $c${args}) { order { orderId } } }`,
    { s: vendor.subdomain, c: customer },
    { 'x-shop-token': token, ...headers },
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const id = placed.json().data.checkout.order.orderId as string;
  const result = await t.database.db.execute(sql`select locale from orders where id = ${id}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    locale: string;
  }[];
  return rows[0]!.locale;
}

describe('checkout over the Storefront API', () => {
  it('saves the language asked for when the store offers it', async () => {
    expect(await orderIn(', locale: "ha"')).toBe('ha');
  });

  it('falls back to the reader’s language among the store’s, then the store’s default', async () => {
    expect(await orderIn('', { 'accept-language': 'yo-NG,yo;q=0.9' })).toBe('yo');
    expect(await orderIn(', locale: "fr"', { 'accept-language': 'de' })).toBe('en-NG');
    expect(await orderIn('')).toBe('en-NG');
  });

  it('refuses a language Kasuwa does not speak with a validation code', async () => {
    const placed = await gql(
      'mutation($s: String!, $c: JSON!) { checkout(store: $s, customer: $c, locale: "de") { order { orderId } } }',
      { s: vendor.subdomain, c: customer },
    );
    expect(placed.statusCode).toBe(400);
    expect(placed.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });
});
