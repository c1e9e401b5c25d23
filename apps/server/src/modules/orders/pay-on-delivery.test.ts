// Pay on delivery (issue 30): the store's setting per delivery option, the storefront's checkout offering
// it, the order confirmed unpaid with its stock held (no expiry), and the vendor's two outcomes:
// delivered and paid (recorded off-platform, no fee) or failed (cancelled, stock back once).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, messages } from '../../platform/platform.schema';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { ledgerTransactions } from '../ledger/ledger.schema';
import { createOnDeliveryOrder } from '.';
import { offPlatformPayments, orders } from './orders.schema';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let variantId: string;
let productId: string;
let podOption: string;
let plainOption: string;

const optionInput = {
  kind: 'flat',
  name: 'Lagos rider',
  fee: 150_000,
  payOnDelivery: true,
  payOnDeliveryMax: 5_000_000,
} as const;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  const product = await createProduct(t, a, {
    title: 'Ankara wrapper',
    status: 'active',
    price: 1_200_000,
    stock: 100,
  });
  productId = product.id;
  variantId = product.variants[0]!.id;
  const pod = await t.app.inject({
    method: 'POST',
    url: `${a.base}/delivery-options`,
    headers: a.headers,
    payload: optionInput,
  });
  expect(pod.statusCode, pod.body).toBe(201);
  expect(pod.json()).toMatchObject({ payOnDelivery: true, payOnDeliveryMax: 5_000_000 });
  podOption = pod.json().id;
  const plain = await t.app.inject({
    method: 'POST',
    url: `${a.base}/delivery-options`,
    headers: a.headers,
    payload: { kind: 'pickup', name: 'Stall pickup', address: '14 Balogun Market', hours: '9–6' },
  });
  expect(plain.json()).toMatchObject({ payOnDelivery: false, payOnDeliveryMax: null });
  plainOption = plain.json().id;
});
afterAll(() => t.close());

const store = () => ({
  id: a.storeId,
  name: 'Shop',
  currency: 'NGN',
  url: `http://${a.subdomain}.localhost:3000`,
});
const place = (quantity: number, deliveryOptionId = podOption, payOnDelivery = true) =>
  placeOrder({ db: t.database.db, storeId: a.storeId }, store(), [{ variantId, quantity }], customer, 'NGN', {
    deliveryOptionId,
    payOnDelivery,
  });

async function stock() {
  const res = await t.app.inject({ url: `${a.base}/products/${productId}`, headers: a.headers });
  return res.json().variants[0].stock as number;
}

const collect = (v: TestVendor, orderId: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${v.base}/orders/${orderId}/delivered-paid`,
    headers: v.headers,
    payload: payload as object,
  });
const action = (orderId: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: `${a.base}/orders/${orderId}/actions`,
    headers: a.headers,
    payload: { action: name, note: 'Customer was not home' },
  });

describe('pay on delivery at checkout', () => {
  it('confirms the order unpaid with its stock held and no reservation to expire', async () => {
    const before = await stock();
    const placed = await place(2);
    expect(placed.paymentMode).toBe('on_delivery');
    expect(await stock()).toBe(before - 2);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ status: 'confirmed', paymentMode: 'on_delivery', reservedUntil: null });
    const expiry = await t.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.type, 'orders.expire-reservation'), eq(jobs.dedupeKey, `order-expire:${placed.orderId}`)),
      );
    expect(expiry).toHaveLength(0);
    const detail = await t.app.inject({ url: `${a.base}/orders/${placed.orderId}`, headers: a.headers });
    expect(detail.json()).toMatchObject({
      status: 'confirmed',
      paymentMode: 'on_delivery',
      offPlatformPayments: [],
    });
    expect(detail.json().allowedActions).toEqual(['cancel']);
    // Nothing to pay through Kasuwa: the pay page refuses it.
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId: placed.orderId, method: 'paystack' },
    });
    expect(pay.statusCode).toBe(409);
  });

  it('refuses it over the option’s maximum, and with an option that does not offer it', async () => {
    // 5 × ₦12,000 + ₦1,500 delivery = ₦61,500, over the ₦50,000 maximum.
    await expect(place(5)).rejects.toMatchObject({ code: 'POD_OVER_LIMIT', statusCode: 422 });
    await expect(place(5)).rejects.toThrow('Pay on delivery is for orders up to ₦50,000');
    await expect(place(1, plainOption)).rejects.toMatchObject({ code: 'POD_NOT_OFFERED', statusCode: 422 });
    // The same cart paying now is fine.
    const now = await place(5, podOption, false);
    expect(now.paymentMode).toBe('escrow');
  });

  it('tells the vendor and the shopper it is pay on delivery', async () => {
    const placed = await place(1);
    const rows = await t.database.db.select({ body: messages.bodyText }).from(messages);
    const bodies = rows.map((r) => r.body).filter((body) => body.includes(`#${placed.number}`));
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.some((body) => /pay on delivery/i.test(body))).toBe(true);
  });

  it('offers it on the storefront checkout and shows a confirmed order on the tracking page', async () => {
    const host = (cookie = '') => ({ host: `${a.subdomain}.localhost:3000`, accept: 'text/html', cookie });
    const form = (url: string, body: Record<string, string>, cookie = '') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...host(cookie), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const added = await form('/cart', { variantId, quantity: '1' });
    const cookie = String(added.headers['set-cookie']).split(';')[0]!;
    const page = await t.app.inject({ url: '/checkout', headers: host(cookie) });
    expect(page.body).toContain('Pay on delivery possible for orders up to ₦50,000');
    expect(page.body).toContain('value="on_delivery"');
    const fields = {
      phone: '08031234567',
      name: 'Ngozi Eze',
      line1: '5 Awolowo Road',
      city: 'Ikoyi',
      state: 'Lagos',
      country: 'Nigeria',
      payment: 'on_delivery',
    };
    const refused = await form('/checkout', { ...fields, delivery: plainOption }, cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Stall pickup does not offer pay on delivery');
    const placed = await form('/checkout', { ...fields, delivery: podOption }, cookie);
    expect(placed.statusCode, placed.body).toBe(303);
    const tracking = await t.app.inject({ url: placed.headers.location as string, headers: host() });
    expect(tracking.body).toContain('Order confirmed: pay on delivery');
    expect(tracking.body).not.toContain('data-pay-now');
  });
});

describe('the vendor closes a pay-on-delivery order', () => {
  it('delivered and paid: recorded off-platform with no ledger money, completed, counted once', async () => {
    const placed = await place(1);
    const res = await collect(a, placed.orderId, { method: 'cash', amount: 1_350_000 });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order.status).toBe('completed');
    expect(order.events.map((e: { to: string }) => e.to)).toEqual(['confirmed', 'paid', 'completed']);
    expect(order.offPlatformPayments).toEqual([
      expect.objectContaining({ kind: 'on_delivery', method: 'cash', amount: 1_350_000, currency: 'NGN' }),
    ]);
    const entries = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, placed.orderId));
    expect(entries).toHaveLength(0);
    const again = await collect(a, placed.orderId, { method: 'cash', amount: 1_350_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ILLEGAL_TRANSITION');
    const rows = await t.database.db
      .select()
      .from(offPlatformPayments)
      .where(eq(offPlatformPayments.orderId, placed.orderId));
    expect(rows).toHaveLength(1);
  });

  it('failed: cancelled, and the stock comes back exactly once', async () => {
    const placed = await place(3);
    const held = await stock();
    const cancelled = await action(placed.orderId, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await stock()).toBe(held + 3);
    expect((await action(placed.orderId, 'cancel')).statusCode).toBe(409);
    expect(await stock()).toBe(held + 3);
    expect((await collect(a, placed.orderId, { method: 'cash', amount: 100 })).statusCode).toBe(409);
  });

  it('refuses other orders, other stores, strangers and bad input with catalogue codes', async () => {
    const placed = await place(1);
    const escrow = await place(1, podOption, false);
    const notPod = await collect(a, escrow.orderId, { method: 'cash', amount: 100 });
    expect(notPod.statusCode).toBe(409);
    expect(notPod.json().error.code).toBe('NOT_PAY_ON_DELIVERY');
    const otherStore = await collect(b, placed.orderId, { method: 'cash', amount: 100 });
    expect(otherStore.statusCode).toBe(404);
    const viaOtherStore = await t.app.inject({
      method: 'POST',
      url: `${b.base}/orders/${placed.orderId}/delivered-paid`,
      headers: a.headers,
      payload: { method: 'cash', amount: 100 },
    });
    expect(viaOtherStore.statusCode).toBe(404);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `${a.base}/orders/${placed.orderId}/delivered-paid`,
      payload: { method: 'cash', amount: 100 },
    });
    expect(stranger.statusCode).toBe(401);
    for (const bad of [
      { method: 'cash', amount: 0 },
      { method: 'bitcoin', amount: 100 },
      { method: 'cash', amount: 10.5 },
      { method: 'cash', amount: 100, proofUrl: 'not a link' },
      {},
    ]) {
      const res = await collect(a, placed.orderId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const still = await t.app.inject({ url: `${a.base}/orders/${placed.orderId}`, headers: a.headers });
    expect(still.json().status).toBe('confirmed');
  });

  it('creates a pay-on-delivery order for the New sale flow in the caller’s transaction', async () => {
    const row = await t.database.db.transaction((tx) =>
      createOnDeliveryOrder(
        { db: tx, storeId: a.storeId },
        {
          id: '01936f3e-0000-7000-8000-00000000c0d1',
          currency: 'NGN',
          email: '',
          phone: '+2348012345678',
          customerName: 'Walk-in',
          address: {
            line1: '-',
            line2: '',
            city: 'Lagos',
            state: 'Lagos',
            country: 'Nigeria',
            postalCode: '',
          },
          note: '',
          trackingToken: 'walk-in-tracking-token-0001',
          items: [
            {
              productId: null,
              variantId: null,
              title: 'Ankara wrapper',
              variantTitle: '',
              sku: '',
              unitPrice: 500_000,
              quantity: 1,
              lineTotal: 500_000,
            },
          ],
          subtotal: 500_000,
          shipping: 0,
          channel: 'whatsapp',
          paymentMode: 'escrow',
        },
        { actor: 'user:Ada' },
      ),
    );
    expect(row).toMatchObject({ status: 'confirmed', paymentMode: 'on_delivery', channel: 'whatsapp' });
    expect(row.reservedUntil).toBeNull();
  });
});

describe('orders list filters', () => {
  it('filters by payment mode and channel, and refuses unknown values', async () => {
    const pod = await t.app.inject({
      url: `${a.base}/orders?paymentMode=on_delivery&limit=100`,
      headers: a.headers,
    });
    expect(pod.statusCode).toBe(200);
    const items = pod.json().items as { paymentMode: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((o) => o.paymentMode === 'on_delivery')).toBe(true);
    const whatsapp = await t.app.inject({ url: `${a.base}/orders?channel=whatsapp`, headers: a.headers });
    expect(whatsapp.json().items.map((o: { channel: string }) => o.channel)).toEqual(['whatsapp']);
    const online = await t.app.inject({
      url: `${a.base}/orders?channel=online&paymentMode=escrow`,
      headers: a.headers,
    });
    expect(online.json().items.every((o: { paymentMode: string }) => o.paymentMode === 'escrow')).toBe(true);
    for (const q of ['channel=telegram', 'paymentMode=cash']) {
      const res = await t.app.inject({ url: `${a.base}/orders?${q}`, headers: a.headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the overview breaks sales down by channel and payment', () => {
  it('counts a pay-on-delivery order once it is delivered and paid, apart from escrow sales', async () => {
    const v = await createVendor(t);
    const overview = async () => {
      const res = await t.app.inject({ url: `${v.base}/analytics/overview?range=7d`, headers: v.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        salesByChannel: { channel: string; orders: number; revenue: number }[];
        salesByPayment: { paymentMode: string; orders: number; revenue: number }[];
      };
    };
    const row = await t.database.db.transaction((tx) =>
      createOnDeliveryOrder(
        { db: tx, storeId: v.storeId },
        {
          id: '01936f3e-0000-7000-8000-00000000c0d2',
          currency: 'NGN',
          email: '',
          phone: '+2348012345678',
          customerName: 'Bisi',
          address: {
            line1: '-',
            line2: '',
            city: 'Lagos',
            state: 'Lagos',
            country: 'Nigeria',
            postalCode: '',
          },
          note: '',
          trackingToken: 'breakdown-tracking-token-0002',
          items: [
            {
              productId: null,
              variantId: null,
              title: 'Zobo',
              variantTitle: '',
              sku: '',
              unitPrice: 250_000,
              quantity: 2,
              lineTotal: 500_000,
            },
          ],
          subtotal: 500_000,
          shipping: 0,
          channel: 'instagram',
        },
      ),
    );
    // Confirmed but unpaid: not a sale yet.
    expect((await overview()).salesByPayment).toEqual([]);
    expect((await collect(v, row.id, { method: 'pos', amount: 500_000 })).statusCode).toBe(200);
    const after = await overview();
    expect(after.salesByPayment).toEqual([{ paymentMode: 'on_delivery', orders: 1, revenue: 500_000 }]);
    expect(after.salesByChannel).toEqual([{ channel: 'instagram', orders: 1, revenue: 500_000 }]);
  });
});
