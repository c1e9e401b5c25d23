import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { orders } from '../orders/orders.schema';
import { transitionOrder } from '../orders/orders.service';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
const variants = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  for (const v of [a, b]) variants.set(v.storeId, (await createProduct(t, v)).variants[0]!.id);
});
afterAll(() => t.close());

type Buyer = Partial<typeof customer> & { marketingConsent?: boolean };

/** Places an order of `quantity` T-shirts (₦5,000 each in the fixture), paid unless told otherwise. */
async function buy(vendor: TestVendor, buyer: Buyer, { quantity = 1, pay = true } = {}) {
  const scope = { db: t.database.db, storeId: vendor.storeId };
  const order = await placeOrder(
    scope,
    { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: `http://${vendor.subdomain}.localhost:3000` },
    [{ variantId: variants.get(vendor.storeId)!, quantity }],
    { ...customer, ...buyer },
  );
  if (pay) await transitionOrder(scope, order.orderId, 'pay', 'payment');
  return order;
}

const list = (vendor: TestVendor, query = '', as = vendor) =>
  t.app.inject({ url: `${vendor.base}/customers?${query}`, headers: as.headers });
const patch = (vendor: TestVendor, phone: string, payload: object, as = vendor) =>
  t.app.inject({
    method: 'PATCH',
    url: `${vendor.base}/customers/${encodeURIComponent(phone)}`,
    headers: as.headers,
    payload,
  });

describe('customers list', () => {
  let unit = 0;

  beforeAll(async () => {
    unit = (await buy(a, { phone: '08031110001', name: 'Ada Eze' })).total;
    // The same customer typed their number another way, and gave an e-mail this time.
    await buy(a, { phone: '+234 803 111 0001', name: 'Ada Eze', email: 'ada@example.ng' }, { quantity: 2 });
    // Placed, never paid: listed, but with no orders or spending.
    await buy(a, { phone: '0705 222 0002', name: 'Bayo Unpaid', email: '' }, { pay: false });
    await buy(a, {
      phone: '08093330003',
      name: 'Chika Obi',
      email: 'chika@example.ng',
      marketingConsent: true,
    });
    await buy(b, { phone: '08031110001', name: 'Ada in store B' });
  });

  it('groups orders by the normalised phone number, with kept orders, spending and the latest details', async () => {
    const res = await list(a, 'sort=spent');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((c: { name: string }) => c.name)).toEqual(['Ada Eze', 'Chika Obi', 'Bayo Unpaid']);
    expect(body.items[0]).toMatchObject({
      phone: '+2348031110001',
      email: 'ada@example.ng',
      orders: 2,
      totalSpent: unit * 3,
      currency: 'NGN',
      tags: [],
      notes: '',
      marketingConsent: false,
      consentUpdatedAt: null,
    });
    expect(body.items[2]).toMatchObject({ phone: '+2347052220002', orders: 0, totalSpent: 0, email: '' });
    // Orders are stored with the number in E.164.
    const stored = await t.database.db
      .select({ phone: orders.phone })
      .from(orders)
      .where(eq(orders.storeId, a.storeId));
    expect(new Set(stored.map((o) => o.phone))).toEqual(
      new Set(['+2348031110001', '+2347052220002', '+2348093330003']),
    );
  });

  it('records marketing consent ticked at checkout, and never from an unticked box', async () => {
    const consenting = (await list(a, 'consented=true')).json();
    expect(consenting.items.map((c: { name: string }) => c.name)).toEqual(['Chika Obi']);
    expect(consenting.items[0].consentUpdatedAt).toEqual(expect.any(String));
    // Ordering again without ticking the box keeps the consent.
    await buy(a, { phone: '08093330003', name: 'Chika Obi', email: 'chika@example.ng' });
    expect((await list(a, 'consented=true')).json().total).toBe(1);
    const others = (await list(a, 'consented=false')).json();
    expect(others.items.map((c: { name: string }) => c.name).sort()).toEqual(['Ada Eze', 'Bayo Unpaid']);
  });

  it('searches by name, e-mail and the number as people type it; sorts and pages', async () => {
    const names = async (query: string) =>
      (await list(a, query)).json().items.map((c: { name: string }) => c.name);
    expect(await names('search=chika')).toEqual(['Chika Obi']);
    expect(await names('search=ADA%40example')).toEqual(['Ada Eze']);
    expect(await names(`search=${encodeURIComponent('0803 111')}`)).toEqual(['Ada Eze']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('sort=name')).toEqual(['Ada Eze', 'Bayo Unpaid', 'Chika Obi']);
    // Two orders each by now: the more recent buyer first.
    expect(await names('sort=orders')).toEqual(['Chika Obi', 'Ada Eze', 'Bayo Unpaid']);
    const page2 = (await list(a, 'sort=name&limit=2&page=2')).json();
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.items.map((c: { name: string }) => c.name)).toEqual(['Chika Obi']);
  });

  it('keeps tags and notes, filters by tag, and lets the vendor record a withdrawn consent only', async () => {
    const tagged = await patch(a, '0803 111 0001', {
      tags: ['VIP', 'wholesale', 'vip'],
      notes: 'Pays on time.',
    });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json()).toMatchObject({
      phone: '+2348031110001',
      tags: ['vip', 'wholesale'],
      notes: 'Pays on time.',
    });
    expect((await list(a, 'tag=vip')).json().items.map((c: { name: string }) => c.name)).toEqual(['Ada Eze']);
    expect((await list(a, 'tag=vip&consented=true')).json().total).toBe(0);
    expect((await list(a, 'tag=nobody')).json().total).toBe(0);

    const grant = await patch(a, '+2348031110001', { marketingConsent: true });
    expect(grant.statusCode).toBe(400);
    const withdrawn = await patch(a, '+2348093330003', { marketingConsent: false });
    expect(withdrawn.json()).toMatchObject({ marketingConsent: false, consentUpdatedAt: expect.any(String) });
    expect((await list(a, 'consented=true')).json().total).toBe(0);
  });

  it('exports the filtered list as CSV in major units', async () => {
    const res = await t.app.inject({ url: `${a.base}/customers.csv?sort=name`, headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.name)).toEqual(['Ada Eze', 'Bayo Unpaid', 'Chika Obi']);
    expect(rows[0]).toMatchObject({
      phone: '+2348031110001',
      orders: '2',
      total_spent: ((unit * 3) / 100).toFixed(2),
      currency: 'NGN',
      tags: 'vip; wholesale',
      marketing_consent: 'no',
    });
  });

  it('answers 400 for bad input and 404 for a number that never ordered here', async () => {
    for (const query of ['sort=best', 'limit=500', 'page=0', 'consented=maybe', `tag=${'x'.repeat(41)}`]) {
      const res = await list(a, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    for (const body of [{}, { tags: ['a'.repeat(41)] }, { notes: 'n'.repeat(2001) }, { tags: 'vip' }]) {
      expect((await patch(a, '+2348031110001', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(a, '+2348090000000', { notes: 'x' })).statusCode).toBe(404);
    expect((await patch(a, 'not a phone', { notes: 'x' })).statusCode).toBe(404);
  });

  it("keeps each store's customers to itself", async () => {
    const own = (await list(b)).json();
    expect(own.items.map((c: { name: string }) => c.name)).toEqual(['Ada in store B']);
    expect(own.items[0].tags).toEqual([]);
    expect((await list(a, '', b)).statusCode).toBe(404);
    expect((await patch(a, '+2348031110001', { notes: 'x' }, b)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${a.base}/customers` })).statusCode).toBe(401);
  });
});
