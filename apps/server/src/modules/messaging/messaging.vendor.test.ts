import { DEFAULT_NOTIFICATION_PREFERENCES } from '@kasuwa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../platform/platform.schema';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { stores } from '../stores/stores.schema';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
});
afterAll(() => t.close());

const products = new Map<number, string>();
async function order(vendor: TestVendor, buyer: typeof customer) {
  if (!products.has(vendor.storeId)) {
    products.set(vendor.storeId, (await createProduct(t, vendor)).variants[0]!.id);
  }
  return placeOrder(
    { db: t.database.db, storeId: vendor.storeId },
    { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: `http://${vendor.subdomain}.localhost:3000` },
    [{ variantId: products.get(vendor.storeId)!, quantity: 1 }],
    buyer,
  );
}

const prefs = (vendor: TestVendor, payload?: object) =>
  t.app.inject({
    method: payload ? 'PATCH' : 'GET',
    url: `${vendor.base}/notifications`,
    headers: vendor.headers,
    ...(payload ? { payload } : {}),
  });

describe('notification preferences', () => {
  it('starts from the defaults (SMS and e-mail for paid orders) and changes one channel at a time', async () => {
    const initial = await prefs(a);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(initial.json().events.order_paid).toEqual({ sms: true, email: true });

    const changed = await prefs(a, { events: { order_paid: { sms: false } }, smsPhone: '0803 123 4567' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().events.order_paid).toEqual({ sms: false, email: true });
    expect(changed.json().smsPhone).toBe('+2348031234567');
    expect((await prefs(a)).json()).toEqual(changed.json());
    // Another store keeps its own.
    expect((await prefs(b)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect((await prefs(a, { smsPhone: '' })).json().smsPhone).toBe('');
  });

  it('answers 400 for a number that cannot be normalised, unknown events and wrong types', async () => {
    for (const body of [
      { smsPhone: '12345' },
      { smsPhone: 'call me' },
      { events: { order_shipped: { sms: true } } },
      { events: { order_paid: { sms: 'yes' } } },
      { events: { order_paid: { fax: true } } },
      { whatsapp: true },
    ]) {
      const res = await prefs(a, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it("refuses another vendor's store and anonymous callers", async () => {
    const other = await t.app.inject({ url: `${b.base}/notifications`, headers: a.headers });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: `${a.base}/notifications` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('message log', () => {
  it("lists the store's own e-mails and SMS, newest first, filtered and paginated", async () => {
    await t.database.db.update(stores).set({ phone: '08037778888' }).where(eq(stores.id, b.storeId));
    // A phone-only customer: the order's tracking link goes by SMS; the vendor gets the new order by e-mail.
    const placed = await order(b, { ...customer, email: '', phone: '0803 555 1234' });
    await order(b, customer);
    const [sms] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, b.storeId), eq(messages.template, 'order-received')));
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+2348035551234', status: 'queued' });
    expect(sms!.bodyText).toContain(placed.trackingUrl);

    const list = await t.app.inject({ url: `${b.base}/messages`, headers: b.headers });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    const templates = body.items.map((m: { template: string }) => m.template);
    expect(templates).toEqual([
      'order-placed-vendor',
      'order-placed',
      'order-placed-vendor',
      'order-received',
    ]);
    expect(body.total).toBe(4);

    const onlySms = (
      await t.app.inject({ url: `${b.base}/messages?channel=sms`, headers: b.headers })
    ).json();
    expect(onlySms.items.map((m: { template: string }) => m.template)).toEqual(['order-received']);
    expect(onlySms.items[0]).toMatchObject({ status: 'queued', costUnits: 1, provider: null });

    const page2 = (
      await t.app.inject({ url: `${b.base}/messages?limit=3&page=2`, headers: b.headers })
    ).json();
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.items).toHaveLength(1);
    const delivered = await t.app.inject({ url: `${b.base}/messages?status=delivered`, headers: b.headers });
    expect(delivered.json()).toMatchObject({ items: [], total: 0 });
  });

  it("never shows another store's messages", async () => {
    const mine = (await t.app.inject({ url: `${a.base}/messages`, headers: a.headers })).json();
    expect(mine.items.every((m: { recipient: string }) => m.recipient !== '+2348035551234')).toBe(true);
    expect((await t.app.inject({ url: `${b.base}/messages`, headers: a.headers })).statusCode).toBe(404);
  });

  it('answers 400 for bad filters and pages', async () => {
    for (const query of ['channel=fax', 'status=opened', 'page=0', 'limit=500', 'page=abc']) {
      const res = await t.app.inject({ url: `${a.base}/messages?${query}`, headers: a.headers });
      expect(res.statusCode, query).toBe(400);
    }
    const whatsapp = await t.app.inject({
      url: `${a.base}/messages?channel=whatsapp&status=read`,
      headers: a.headers,
    });
    expect(whatsapp.statusCode).toBe(200);
  });
});
