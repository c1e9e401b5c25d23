import { DEFAULT_NOTIFICATION_PREFERENCES } from '@kasuwa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../platform/platform.schema';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { applyVendorAction, transitionOrder } from '../orders/orders.service';
import { stores } from '../stores/stores.schema';
import { notificationPreferences } from './messaging.schema';

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
    expect(initial.json().events.order_paid).toEqual({ sms: true, email: true, whatsapp: false });
    expect(initial.json().events.plan_renewal).toEqual({ sms: true, email: true, whatsapp: false });
    expect(initial.json().customerWhatsApp).toBe(false);

    const changed = await prefs(a, { events: { order_paid: { sms: false } }, smsPhone: '0803 123 4567' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().events.order_paid).toEqual({ sms: false, email: true, whatsapp: false });
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

describe('WhatsApp notifications', () => {
  const whatsappOf = (storeId: number) =>
    t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, storeId), eq(messages.channel, 'whatsapp')));

  it('a preference saved before WhatsApp existed keeps its switches; WhatsApp is off until turned on', async () => {
    const c = await createVendor(t);
    await t.database.db.insert(notificationPreferences).values({
      storeId: c.storeId,
      // As stored before the WhatsApp switch and the plan renewal event.
      preferences: {
        smsPhone: '+2348030000000',
        events: { order_paid: { sms: false, email: false } },
      } as never,
    });
    const got = (await prefs(c)).json();
    expect(got.events.order_paid).toEqual({ sms: false, email: false, whatsapp: false });
    expect(got.events.plan_renewal).toEqual({ sms: true, email: true, whatsapp: false });
    expect(got.smsPhone).toBe('+2348030000000');
  });

  it('tells the vendor by WhatsApp template when they turn it on, and refuses it when WhatsApp is not configured', async () => {
    const c = await createVendor(t);
    const on = await prefs(c, { smsPhone: '0803 600 0001', events: { order_placed: { whatsapp: true } } });
    expect(on.statusCode).toBe(200);
    expect(on.json().events.order_placed).toEqual({ sms: false, email: true, whatsapp: true });
    await order(c, { ...customer, name: 'Kemi' });
    const [sent] = await whatsappOf(c.storeId);
    expect(sent).toMatchObject({
      recipient: '+2348036000001',
      template: 'kasuwa_store_alert',
      status: 'queued',
    });
    expect(sent!.bodyText).toMatch(/^Kasuwa alert for Shop .*: .*new order #\d+ from Kemi/);
    // Another store's vendor got nothing by WhatsApp.
    expect(await whatsappOf(b.storeId)).toHaveLength(0);

    const saved = t.config.whatsapp;
    t.config.whatsapp = { ...saved, enabled: false };
    try {
      const refused = await prefs(c, { events: { order_paid: { whatsapp: true } } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('WHATSAPP_UNAVAILABLE');
      expect((await prefs(c, { customerWhatsApp: true })).statusCode).toBe(409);
      // Turning it off is always allowed.
      expect((await prefs(c, { events: { order_placed: { whatsapp: false } } })).statusCode).toBe(200);
      const channels = await t.app.inject({ url: `${c.base}/messaging/channels`, headers: c.headers });
      expect(channels.json().whatsapp.available).toBe(false);
    } finally {
      t.config.whatsapp = saved;
    }
    expect((await prefs(c, { events: { order_paid: { whatsapp: 'yes' } } })).statusCode).toBe(400);
  });

  it("customers' order messages go by WhatsApp once the store chose it: received (instead of SMS) and shipped", async () => {
    const c = await createVendor(t);
    // Default: a phone-only customer gets the SMS, nobody a WhatsApp message.
    await order(c, { ...customer, email: '', phone: '0803 700 0001' });
    expect(await whatsappOf(c.storeId)).toHaveLength(0);
    const smsBefore = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, c.storeId), eq(messages.template, 'order-received')));
    expect(smsBefore).toHaveLength(1);

    expect((await prefs(c, { customerWhatsApp: true })).json().customerWhatsApp).toBe(true);
    const phoneOnly = await order(c, { ...customer, email: '', phone: '0803 700 0002' });
    const withEmail = await order(c, { ...customer, phone: '0803 700 0003' });
    const sent = await whatsappOf(c.storeId);
    expect(sent.map((m) => [m.recipient, m.template])).toEqual([
      ['+2348037000002', 'order_received'],
      ['+2348037000003', 'order_received'],
    ]);
    expect(sent[0]!.bodyText).toContain(phoneOnly.trackingUrl);
    // No SMS for the phone-only customer this time; the e-mail still goes to the one who gave it.
    const sms = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, c.storeId), eq(messages.template, 'order-received')));
    expect(sms).toHaveLength(1);
    const mail = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, c.storeId), eq(messages.template, 'order-placed')));
    expect(mail.map((m) => m.recipient)).toEqual([customer.email]);

    const scope = { db: t.database.db, storeId: c.storeId };
    await transitionOrder(scope, withEmail.orderId, 'pay', 'payment');
    await applyVendorAction(scope, t.config, withEmail.orderId, 'ship', '', {
      carrier: 'GIG Logistics',
      trackingNumber: 'GIG123',
    });
    const shipped = (await whatsappOf(c.storeId)).filter((m) => m.template === 'order_shipped');
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toMatchObject({ recipient: '+2348037000003' });
    expect(shipped[0]!.bodyText).toContain('GIG Logistics, tracking number GIG123');
    expect(shipped[0]!.bodyText).toMatch(/\/track\/[A-Za-z0-9_-]{20,}/);
  });
});
