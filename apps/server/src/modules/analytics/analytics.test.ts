// Over 400 lines on purpose: the overview and the financial report are checked against hand-computed
// fixtures (refunds, discounts, another currency, both sides of Lagos midnight) sharing one seeded app.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { placeOrder } from '../checkout/checkout.service';
import { captureToEscrow, releaseEscrow, reserveRefund } from '../ledger/escrow.service';
import { ledgerTransactions } from '../ledger/ledger.schema';
import { holdForPayout, settlePayout } from '../ledger/ledger.service';
import { orderEvents, orders } from '../orders/orders.schema';
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

  it('counts storefront visits by source and each cart once a day, without personal data, link previews or moves inside the store', async () => {
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
    const add = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/cart',
        headers: {
          host,
          'user-agent': 'Mozilla/5.0',
          referer: `http://${host}/products/${shoe.slug}`,
          ...(cookie ? { cookie } : {}),
        },
        payload: { variantId: shoe.variants[0]!.id, quantity: '1' },
      });
    const added = await add();
    expect(added.statusCode).toBe(303);
    // The same cart again: one cart however many adds; its cookie holds the day and nothing else.
    const dayCookie = added.cookies.find((c) => c.name === `kcartday_${b.storeId}`);
    expect(dayCookie?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await add(added.cookies.map((c) => `${c.name}=${c.value}`).join('; '));
    expect(again.statusCode).toBe(303);
    expect(again.cookies.find((c) => c.name === `kcartday_${b.storeId}`)).toBeUndefined();
    expect((await overview(b, 'range=today')).json().funnel.carts).toBe(1);
    // Another shopper's cart counts once more.
    expect((await add()).statusCode).toBe(303);

    const body = (await overview(b, 'range=today')).json();
    expect(body.visits.value).toBe(4);
    expect(body.funnel).toMatchObject({ visits: 4, carts: 2 });
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

describe('financial report', () => {
  it('reads the period from the ledger, per currency, and its balances reconcile to the kobo', async () => {
    const c = await createVendor(t);
    const ledger = { db: t.database.db };
    const capture = async (amount: number, currency = 'NGN') => {
      const orderId = randomUUID();
      await captureToEscrow(ledger, {
        orderId,
        storeId: c.storeId,
        amount,
        currency,
        paymentKey: `k-${orderId}`,
      });
      return orderId;
    };
    // Before the period (19 November, Lagos): ₦20,000 captured and released.
    const old = await capture(2_000_000);
    await releaseEscrow(ledger, old, 'delivered');
    // In the period: ₦10,000 captured, ₦2,000 refunded, the rest released (1.5% fee on ₦8,000 = ₦120),
    // ₦5,000 paid out; ₦3,000 captured and still held; and $50 captured in another currency.
    const sold = await capture(1_000_000);
    await reserveRefund(ledger, {
      orderId: sold,
      storeId: c.storeId,
      amount: 200_000,
      refundKey: `r-${sold}`,
    });
    await releaseEscrow(ledger, sold, 'delivered');
    await holdForPayout(ledger, { payoutId: 'p1', storeId: c.storeId, amount: 500_000, currency: 'NGN' });
    await settlePayout(ledger, { payoutId: 'p1', storeId: c.storeId, amount: 500_000, currency: 'NGN' });
    await capture(300_000);
    await capture(5_000, 'USD');
    // Place the movements in time: the old order on the 19th, the rest on the 21st.
    const oldTx = await t.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, old));
    await t.database.db
      .update(ledgerTransactions)
      .set({ createdAt: new Date('2026-11-21T10:00:00Z') })
      .where(eq(ledgerTransactions.storeId, c.storeId));
    await t.database.db
      .update(ledgerTransactions)
      .set({ createdAt: new Date('2026-11-19T10:00:00Z') })
      .where(
        inArray(
          ledgerTransactions.id,
          oldTx.map((r) => r.id),
        ),
      );

    const res = await t.app.inject({
      url: `${c.base}/analytics/financial?from=2026-11-20&to=2026-11-21`,
      headers: c.headers,
    });
    expect(res.statusCode).toBe(200);
    const [ngn, usd] = res.json().currencies;
    expect(ngn).toEqual({
      currency: 'NGN',
      // No order of this store was paid: the ledger's captures were posted directly.
      goods: 0,
      discounts: 0,
      deliveryFees: 0,
      grossSales: 1_300_000,
      refunds: 200_000,
      platformFees: 12_000,
      net: 1_088_000,
      releasedToAvailable: 788_000,
      paidOut: 500_000,
      escrow: { opening: 0, closing: 300_000 },
      available: { opening: 1_970_000, closing: 1_970_000 + 788_000 - 500_000 },
      payoutPending: { opening: 0, closing: 0 },
    });
    // Opening + what came in − what went out = closing, for each account.
    expect(
      ngn.escrow.opening + ngn.grossSales - ngn.refunds - ngn.releasedToAvailable - ngn.platformFees,
    ).toBe(ngn.escrow.closing);
    expect(usd).toMatchObject({ currency: 'USD', grossSales: 5_000, escrow: { opening: 0, closing: 5_000 } });

    const csv = await t.app.inject({
      url: `${c.base}/analytics/financial.csv?from=2026-11-20&to=2026-11-21`,
      headers: c.headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(rows[0]?.slice(0, 10)).toEqual([
      'from',
      'to',
      'currency',
      'goods',
      'discounts',
      'delivery_fees',
      'gross_sales',
      'refunds',
      'platform_fees',
      'net',
    ]);
    expect(rows[1]?.slice(0, 10)).toEqual([
      '2026-11-20',
      '2026-11-21',
      'NGN',
      '0.00',
      '0.00',
      '0.00',
      '13000.00',
      '2000.00',
      '120.00',
      '10880.00',
    ]);
    expect(rows[2]?.slice(2, 7)).toEqual(['USD', '0.00', '0.00', '0.00', '50.00']);

    const pdf = await t.app.inject({
      url: `${c.base}/analytics/financial.pdf?from=2026-11-20&to=2026-11-21`,
      headers: c.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Financial report');
    expect(text).toContain('20 Nov 2026 to 21 Nov 2026');
    expect(text).toMatch(/Gross sales captured\s+NGN\s?13,000\.00/);
    expect(text).toMatch(/Net\s+NGN\s?10,880\.00/);
    expect(text).toMatch(/In escrow at the end\s+USD\s?50\.00/);
    expect(
      (
        await t.app.inject({
          url: `${c.base}/analytics/financial.pdf?from=2026-11-20&to=2026-11-21`,
          headers: a.headers,
        })
      ).statusCode,
    ).toBe(404);

    // Another store sees none of it; a bad range is a clear 400.
    const other = await t.app.inject({
      url: `${a.base}/analytics/financial?from=2026-11-20&to=2026-11-21`,
      headers: a.headers,
    });
    // (Store A's own paid orders give it goods, but none of C's money.)
    for (const r of other.json().currencies) {
      expect(r).toMatchObject({ grossSales: 0, refunds: 0, platformFees: 0, escrow: { closing: 0 } });
    }
    expect(
      (
        await t.app.inject({
          url: `${c.base}/analytics/financial?from=2026-11-20&to=2026-11-21`,
          headers: a.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `${c.base}/analytics/financial?from=2026-11-22&to=2026-11-21`,
          headers: c.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          url: `${c.base}/analytics/financial.csv?from=x&to=2026-11-21`,
          headers: c.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('financial report lines from the orders', () => {
  it('adds the goods, discounts and delivery fees of the orders paid in the period, per currency', async () => {
    const e = await createVendor(t);
    const shirt = await createProduct(t, e, {
      title: 'Ankara shirt',
      status: 'active',
      price: 1_500_000,
      stock: 10,
    });
    const line = [{ variantId: shirt.variants[0]!.id, quantity: 2 }];
    const inPeriod = await order(e, line);
    const outside = await order(e, line);
    // Its discount and delivery as checkout would have priced them: ₦3,000 off, ₦1,500 delivery.
    await t.database.db
      .update(orders)
      .set({ discount: 300_000, shipping: 150_000, total: 3_000_000 - 300_000 + 150_000 })
      .where(eq(orders.id, inPeriod.orderId));
    await payAt(e, inPeriod.orderId, '2026-11-21T09:00:00Z');
    await payAt(e, outside.orderId, '2026-11-23T09:00:00Z');
    const res = await t.app.inject({
      url: `${e.base}/analytics/financial?from=2026-11-20&to=2026-11-21`,
      headers: e.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().currencies).toEqual([
      expect.objectContaining({
        currency: 'NGN',
        goods: 3_000_000,
        discounts: 300_000,
        deliveryFees: 150_000,
      }),
    ]);
    const pdf = pdfText(
      (
        await t.app.inject({
          url: `${e.base}/analytics/financial.pdf?from=2026-11-20&to=2026-11-21`,
          headers: e.headers,
        })
      ).rawPayload,
    );
    expect(pdf).toMatch(/Discounts\s+-?NGN\s?-?3,000\.00/);
    expect(pdf).toMatch(/Delivery fees\s+NGN\s?1,500\.00/);
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
