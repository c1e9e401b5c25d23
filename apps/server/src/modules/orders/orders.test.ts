import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../platform/platform.schema';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { expireReservationJob } from '../payments/reservation-expiry.jobs';
import { findOrderForTracking, transitionOrder } from './orders.service';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
});
afterAll(() => t.close());

async function order(vendor: TestVendor, variantId: string, quantity = 1) {
  return placeOrder(
    { db: t.database.db, storeId: vendor.storeId },
    { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: `http://${vendor.subdomain}.localhost:3000` },
    [{ variantId, quantity }],
    customer,
  );
}

async function stockOf(vendor: TestVendor, productId: string) {
  const p = (
    await t.app.inject({ url: `${vendor.base}/products/${productId}`, headers: vendor.headers })
  ).json();
  return p.variants[0].stock as number;
}

describe('orders', () => {
  it('places a pending-payment order, reserves stock and emails the tracking link', async () => {
    const p = await createProduct(t, a, { title: 'Agbada', status: 'active', price: 4_500_000, stock: 5 });
    const placed = await order(a, p.variants[0]!.id, 2);
    expect(placed.total).toBe(9_000_000);
    expect(placed.trackingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await stockOf(a, p.id)).toBe(3);
    const mail = await t.database.db.select().from(messages).where(eq(messages.template, 'order-placed'));
    expect(mail.at(-1)!.bodyText).toContain(placed.trackingUrl);
    const tracked = await findOrderForTracking({ db: t.database.db }, placed.trackingToken);
    expect(tracked).toMatchObject({ id: placed.orderId, status: 'pending_payment', total: 9_000_000 });
    expect(await findOrderForTracking({ db: t.database.db }, 'x'.repeat(43))).toBeNull();

    const list = await t.app.inject({ url: `${a.base}/orders?status=pending_payment`, headers: a.headers });
    expect(list.json().items[0]).toMatchObject({
      id: placed.orderId,
      itemCount: 2,
      customerName: 'Chioma Buyer',
    });
    const detail = await t.app.inject({ url: `${a.base}/orders/${placed.orderId}`, headers: a.headers });
    expect(detail.json()).toMatchObject({
      status: 'pending_payment',
      allowedActions: ['cancel'],
      items: [{ title: 'Agbada', quantity: 2 }],
    });
  });

  it('refuses to sell more than is in stock, or inactive products', async () => {
    const p = await createProduct(t, a, { title: 'Gele', status: 'active', price: 100, stock: 1 });
    await expect(order(a, p.variants[0]!.id, 2)).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
      statusCode: 409,
    });
    expect(await stockOf(a, p.id)).toBe(1);
    const draft = await createProduct(t, a, { title: 'Secret', price: 100, stock: 5 });
    await expect(order(a, draft.variants[0]!.id)).rejects.toMatchObject({ code: 'ITEM_UNAVAILABLE' });
    // A variant of another store is not sold here.
    await expect(order(b, p.variants[0]!.id)).rejects.toMatchObject({ code: 'ITEM_UNAVAILABLE' });
    await expect(
      placeOrder(
        { db: t.database.db, storeId: a.storeId },
        { id: a.storeId, name: 'S', currency: 'NGN', url: '' },
        [{ variantId: p.variants[0]!.id, quantity: 1 }],
        { ...customer, email: 'nope' },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      placeOrder(
        { db: t.database.db, storeId: a.storeId },
        { id: a.storeId, name: 'S', currency: 'NGN', url: '' },
        [{ variantId: p.variants[0]!.id, quantity: 1 }],
        { ...customer, address: { ...customer.address, state: 'Texas' } },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('moves through the state machine and refuses illegal transitions', async () => {
    const p = await createProduct(t, a, { title: 'Aso oke', status: 'active', price: 100, stock: 5 });
    const { orderId } = await order(a, p.variants[0]!.id);
    const act = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `${a.base}/orders/${orderId}/actions`,
        headers: a.headers,
        payload: { action },
      });
    const early = await act('ship');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('ILLEGAL_TRANSITION');
    expect((await act('teleport')).statusCode).toBe(400);
    // Payment (next issue) moves it to paid through the same function.
    await transitionOrder({ db: t.database.db, storeId: a.storeId }, orderId, 'pay', 'payment', {
      actorLabel: 'payment',
    });
    expect((await act('cancel')).statusCode).toBe(409);
    for (const [action, status] of [
      ['start_processing', 'processing'],
      ['ship', 'shipped'],
      ['mark_delivered', 'delivered'],
      ['complete', 'completed'],
    ]) {
      const res = await act(action!);
      expect(res.statusCode, action).toBe(200);
      expect(res.json().status).toBe(status);
    }
    expect((await act('ship')).statusCode).toBe(409);
    const detail = (await t.app.inject({ url: `${a.base}/orders/${orderId}`, headers: a.headers })).json();
    expect(detail.events.map((e: { to: string }) => e.to)).toEqual([
      'pending_payment',
      'paid',
      'processing',
      'shipped',
      'delivered',
      'completed',
    ]);
    expect(detail.allowedActions).toEqual([]);
  });

  it('returns stock once when an order is cancelled or its reservation expires', async () => {
    const p = await createProduct(t, a, { title: 'Akara mix', status: 'active', price: 100, stock: 4 });
    const v = p.variants[0]!.id;
    const first = await order(a, v, 3);
    expect(await stockOf(a, p.id)).toBe(1);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${a.base}/orders/${first.orderId}/actions`,
      headers: a.headers,
      payload: { action: 'cancel', note: 'Customer called' },
    });
    expect(cancel.json().status).toBe('cancelled');
    expect(await stockOf(a, p.id)).toBe(4);

    const second = await order(a, v, 2);
    const env = { db: t.database.db, config: t.config, log: t.app.log };
    await expireReservationJob.handle({ orderId: second.orderId, storeId: a.storeId }, env, {
      id: 1,
      attempts: 1,
      maxAttempts: 10,
    });
    await expireReservationJob.handle({ orderId: second.orderId, storeId: a.storeId }, env, {
      id: 1,
      attempts: 2,
      maxAttempts: 10,
    });
    expect(await stockOf(a, p.id)).toBe(4);
    const detail = (
      await t.app.inject({ url: `${a.base}/orders/${second.orderId}`, headers: a.headers })
    ).json();
    expect(detail.status).toBe('cancelled');
    expect(detail.events.at(-1).actor).toBe('system');

    // A paid order is left alone by the expiry job.
    const third = await order(a, v, 1);
    await transitionOrder({ db: t.database.db, storeId: a.storeId }, third.orderId, 'pay', 'payment');
    expect(
      await expireReservationJob.handle({ orderId: third.orderId, storeId: a.storeId }, env, {
        id: 1,
        attempts: 1,
        maxAttempts: 10,
      }),
    ).toEqual({ skipped: 'paid' });
    expect(await stockOf(a, p.id)).toBe(3);
    const history = (
      await t.app.inject({ url: `${a.base}/inventory/${v}/adjustments`, headers: a.headers })
    ).json();
    expect(
      history.items.map((h: { reason: string; delta: number }) => `${h.reason}:${h.delta}`).slice(0, 5),
    ).toEqual([
      'order_reserved:-1',
      'reservation_released:2',
      'order_reserved:-2',
      'reservation_released:3',
      'order_reserved:-3',
    ]);
  });

  it('filters, pages and validates the list', async () => {
    const page = await t.app.inject({ url: `${a.base}/orders?limit=2&page=1`, headers: a.headers });
    expect(page.json()).toMatchObject({ page: 1, limit: 2 });
    expect(page.json().items).toHaveLength(2);
    expect(page.json().total).toBeGreaterThan(2);
    const byEmail = await t.app.inject({ url: `${a.base}/orders?q=buyer@example`, headers: a.headers });
    expect(byEmail.json().total).toBe(page.json().total);
    expect((await t.app.inject({ url: `${a.base}/orders?status=lost`, headers: a.headers })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: `${a.base}/orders?limit=1000`, headers: a.headers })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ url: `${a.base}/orders?from=yesterday`, headers: a.headers })).statusCode,
    ).toBe(400);
  });

  it("numbers each store's orders from #1001, online and escrow unless said otherwise", async () => {
    const c = await createVendor(t);
    const d = await createVendor(t);
    const pc = await createProduct(t, c, { title: 'Aso oke', status: 'active', price: 900_000, stock: 9 });
    const pd = await createProduct(t, d, { title: 'Kente', status: 'active', price: 900_000, stock: 9 });
    await order(c, pc.variants[0]!.id);
    await order(d, pd.variants[0]!.id);
    await order(c, pc.variants[0]!.id);
    // A refused order (more than the stock) rolls back and leaves no gap.
    await expect(order(c, pc.variants[0]!.id, 50)).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    await order(c, pc.variants[0]!.id);
    const list = async (v: TestVendor) =>
      (await t.app.inject({ url: `${v.base}/orders`, headers: v.headers })).json().items as {
        number: number;
        channel: string;
        paymentMode: string;
      }[];
    expect((await list(c)).map((o) => o.number)).toEqual([1003, 1002, 1001]);
    expect((await list(d)).map((o) => o.number)).toEqual([1001]);
    expect((await list(d))[0]).toMatchObject({ channel: 'online', paymentMode: 'escrow' });
  });

  it('keeps orders of one store from another', async () => {
    const p = await createProduct(t, a, { title: 'Suya spice', status: 'active', price: 100, stock: 5 });
    const { orderId } = await order(a, p.variants[0]!.id);
    expect((await t.app.inject({ url: `${b.base}/orders/${orderId}`, headers: b.headers })).statusCode).toBe(
      404,
    );
    const act = await t.app.inject({
      method: 'POST',
      url: `${b.base}/orders/${orderId}/actions`,
      headers: b.headers,
      payload: { action: 'cancel' },
    });
    expect(act.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${a.base}/orders/${orderId}/actions`,
          headers: b.headers,
          payload: { action: 'cancel' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `${b.base}/orders`, headers: b.headers })).json().total).toBe(0);
    const still = (await t.app.inject({ url: `${a.base}/orders/${orderId}`, headers: a.headers })).json();
    expect(still.status).toBe('pending_payment');
  });
});
