import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { orderEvents } from '../orders/orders.schema';
import { transitionOrder } from '../orders/orders.service';
import { periodsOf, rangeOf, visitSource } from './analytics.service';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
});
afterAll(() => t.close());

async function order(vendor: TestVendor, lines: { variantId: string; quantity: number }[]) {
  return placeOrder(
    { db: t.database.db, storeId: vendor.storeId },
    { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: `http://${vendor.subdomain}.localhost:3000` },
    lines,
    customer,
  );
}

/** Pays an order and moves its payment to a chosen instant (the day it counts on). */
async function payAt(vendor: TestVendor, orderId: string, at: string) {
  const scope = { db: t.database.db, storeId: vendor.storeId };
  await transitionOrder(scope, orderId, 'pay', 'payment');
  await t.database.db
    .update(orderEvents)
    .set({ createdAt: new Date(at) })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'paid')));
}

const overview = (vendor: TestVendor, query: string, as = vendor) =>
  t.app.inject({ url: `${vendor.base}/analytics/overview?${query}`, headers: as.headers });

describe('vendor analytics overview', () => {
  it('counts revenue on the Lagos day an order was paid, against the period before', async () => {
    const agbada = await createProduct(t, a, {
      title: 'Agbada',
      status: 'active',
      price: 4_500_000,
      stock: 20,
    });
    const cap = await createProduct(t, a, {
      title: 'Fila cap',
      status: 'active',
      price: 1_000_000,
      stock: 20,
    });
    const [va, vc] = [agbada.variants[0]!.id, cap.variants[0]!.id];

    // 23:30 on 20 November in Lagos (UTC+1) and 00:30 on the 21st: either side of midnight.
    const late = await order(a, [{ variantId: va, quantity: 1 }]);
    await payAt(a, late.orderId, '2026-11-20T22:30:00Z');
    const early = await order(a, [
      { variantId: va, quantity: 1 },
      { variantId: vc, quantity: 3 },
    ]);
    await payAt(a, early.orderId, '2026-11-20T23:30:00Z');
    // The period before (18–19 November): one order.
    const before = await order(a, [{ variantId: vc, quantity: 1 }]);
    await payAt(a, before.orderId, '2026-11-19T10:00:00Z');
    // Paid, then refunded in full: not revenue.
    const refunded = await order(a, [{ variantId: vc, quantity: 2 }]);
    await payAt(a, refunded.orderId, '2026-11-21T09:00:00Z');
    await transitionOrder({ db: t.database.db, storeId: a.storeId }, refunded.orderId, 'refund', 'payment');
    // Placed, never paid: a checkout, not an order of the figures.
    await order(a, [{ variantId: vc, quantity: 1 }]);

    const res = await overview(a, 'range=custom&from=2026-11-20&to=2026-11-21&interval=day');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      currency: 'NGN',
      timeZone: 'Africa/Lagos',
      from: '2026-11-20',
      to: '2026-11-21',
      revenue: { value: 4_500_000 + 7_500_000, previous: 1_000_000 },
      orders: { value: 2, previous: 1 },
      averageOrderValue: { value: 6_000_000, previous: 1_000_000 },
      series: [
        { period: '2026-11-20', orders: 1, revenue: 4_500_000 },
        { period: '2026-11-21', orders: 1, revenue: 7_500_000 },
      ],
    });
    expect(body.bestSellers.slice(0, 2)).toEqual([
      { productId: agbada.id, title: 'Agbada', quantity: 2, revenue: 9_000_000 },
      { productId: cap.id, title: 'Fila cap', quantity: 3, revenue: 3_000_000 },
    ]);
    expect(body.ordersByStatus).toMatchObject({ paid: 3, refunded: 1, pending_payment: 1 });
    expect(body.products).toBe(2);
    expect(body.activeProducts).toBe(2);
    expect(body.latestOrders).toHaveLength(5);

    const weekly = (await overview(a, 'range=custom&from=2026-11-01&to=2026-11-30&interval=week')).json();
    expect(weekly.series.map((s: { period: string }) => s.period)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(weekly.series[3]).toMatchObject({ orders: 3, revenue: 13_000_000 });
  });

  it('counts storefront visits by source without cookies, link previews or moves inside the store', async () => {
    const shoe = await createProduct(t, b, {
      title: 'Ankara shoe',
      status: 'active',
      price: 2_000_000,
      stock: 5,
    });
    const host = `${b.subdomain}.localhost:3000`;
    const visit = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        url,
        headers: { host, accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 13)', ...headers },
      });
    expect((await visit('/', { referer: 'https://l.instagram.com/?u=x' })).statusCode).toBe(200);
    expect((await visit(`/products/${shoe.slug}?utm_source=whatsapp`)).statusCode).toBe(200);
    expect(
      (await visit(`/products/${shoe.slug}`, { referer: 'https://www.google.com.ng/' })).statusCode,
    ).toBe(200);
    expect((await visit('/')).statusCode).toBe(200);
    // A move inside the store, and WhatsApp's link preview: neither is a visit.
    await visit(`/products/${shoe.slug}`, { referer: `http://${host}/` });
    await visit('/', { 'user-agent': 'WhatsApp/2.23.20.0 A' });
    const added = await t.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { host, 'user-agent': 'Mozilla/5.0', referer: `http://${host}/products/${shoe.slug}` },
      payload: { variantId: shoe.variants[0]!.id, quantity: '1' },
    });
    expect(added.statusCode).toBe(303);

    const body = (await overview(b, 'range=today')).json();
    expect(body.visits.value).toBe(4);
    expect(body.funnel).toMatchObject({ visits: 4, carts: 1 });
    expect(
      Object.fromEntries(body.sources.map((s: { source: string; visits: number }) => [s.source, s.visits])),
    ).toEqual({
      whatsapp: 1,
      instagram: 1,
      facebook: 0,
      google: 1,
      direct: 1,
      other: 0,
    });
    expect(body.series.at(-1).visits).toBe(4);
    expect(body.revenue.value).toBe(0);
    expect(body.conversionRate.value).toBe(0);
  });

  it('keeps each store to its own figures and refuses bad periods with a clear 400', async () => {
    expect((await overview(a, 'range=7d', b)).statusCode).toBe(404);
    const other = (await overview(b, 'range=custom&from=2026-11-20&to=2026-11-21')).json();
    expect(other.orders.value).toBe(0);
    expect(other.bestSellers).toEqual([]);
    for (const query of [
      'range=custom',
      'range=custom&from=2026-11-21&to=2026-11-20',
      'range=custom&from=2020-01-01&to=2026-01-01',
      'range=year',
      'range=7d&interval=hour',
      'range=custom&from=2026-13-01&to=2026-13-02',
    ]) {
      const res = await overview(a, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_FAILED');
    }
    expect((await t.app.inject({ url: `${a.base}/analytics/overview` })).statusCode).toBe(401);
  });
});

describe('analytics helpers', () => {
  it('reads the source from utm_source first, then the referrer host', () => {
    expect(visitSource('WhatsApp', undefined, 'shop.kasuwa.ng')).toBe('whatsapp');
    expect(visitSource('ig', 'https://google.com/', 'shop.kasuwa.ng')).toBe('instagram');
    expect(visitSource('newsletter', undefined, 'shop.kasuwa.ng')).toBe('other');
    expect(visitSource(undefined, 'https://wa.me/2348012345678', 'shop.kasuwa.ng')).toBe('whatsapp');
    expect(visitSource(undefined, 'https://m.facebook.com/', 'shop.kasuwa.ng')).toBe('facebook');
    expect(visitSource(undefined, 'https://www.google.co.uk/', 'shop.kasuwa.ng')).toBe('google');
    expect(visitSource(undefined, 'https://notgoogle.example/', 'shop.kasuwa.ng')).toBe('other');
    expect(visitSource(undefined, 'https://SHOP.kasuwa.ng/cart', 'shop.kasuwa.ng')).toBe('internal');
    expect(visitSource(undefined, 'not a url', 'shop.kasuwa.ng')).toBe('other');
    expect(visitSource(undefined, undefined, 'shop.kasuwa.ng')).toBe('direct');
  });

  it('turns a range into Lagos days and the periods of a chart', () => {
    // 23:30 UTC on 22 November is already the 23rd in Lagos.
    expect(rangeOf({ range: 'today', interval: 'day' }, new Date('2026-11-22T23:30:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(rangeOf({ range: '7d', interval: 'day' }, new Date('2026-03-02T12:00:00Z'))).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
    });
    expect(periodsOf('2026-01-30', '2026-03-01', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(periodsOf('2026-11-20', '2026-11-22', 'day')).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });
});
