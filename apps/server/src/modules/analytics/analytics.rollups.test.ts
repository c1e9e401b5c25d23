import { storeDay } from '@kasuwa/storefront';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../platform/jobs';
import { jobs } from '../../platform/platform.schema';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { setRate } from '../currencies/currencies.service';
import { captureToEscrow } from '../ledger/escrow.service';
import { ledgerTransactions } from '../ledger/ledger.schema';
import { orderEvents, orders } from '../orders/orders.schema';
import { transitionOrder } from '../orders/orders.service';
import { analyticsRollupJob, scheduleAnalyticsRollup } from './analytics.jobs';
import { addDays, closeYesterday, rollUpStaleDays } from './analytics.rollups';
import { analyticsDailySales, analyticsDirtyDays } from './analytics.schema';

let t: TestContext;
let v: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  v = await createVendor(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const scope = () => ({ db: db(), storeId: v.storeId });

async function order(lines: { variantId: string; quantity: number }[], currency = 'NGN') {
  return placeOrder(
    scope(),
    { id: v.storeId, name: 'Shop', currency: 'NGN', url: `http://${v.subdomain}.localhost:3000` },
    lines,
    customer,
    currency,
  );
}

/** Places the order ten minutes before `paidAt` and pays it at `paidAt`, the instants its figures count on. */
async function paidAt(orderId: string, at: Date) {
  await transitionOrder(scope(), orderId, 'pay', 'payment');
  await db()
    .update(orderEvents)
    .set({ createdAt: at })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'paid')));
  await db()
    .update(orders)
    .set({ createdAt: new Date(at.getTime() - 10 * 60_000) })
    .where(eq(orders.id, orderId));
}

const overview = async (from: string, to: string) => {
  const res = await t.app.inject({
    url: `${v.base}/analytics/overview?range=custom&from=${from}&to=${to}&interval=day`,
    headers: v.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const staleDays = async () =>
  (
    await db()
      .selectDistinct({ day: analyticsDirtyDays.day })
      .from(analyticsDirtyDays)
      .where(sql`${analyticsDirtyDays.storeId} = ${v.storeId}`)
  )
    .map((r) => r.day)
    .sort();

describe('analytics daily rollups', () => {
  const today = storeDay(new Date());
  // Three Lagos days ago, and the day after it: orders either side of the midnight between them.
  const d1 = addDays(today, -3);
  const d2 = addDays(today, -2);
  let agbada: Awaited<ReturnType<typeof createProduct>>;
  let late: string;

  it('agree with the live figures: Lagos midnight, a refund and a foreign-currency order at its locked rate', async () => {
    agbada = await createProduct(t, v, { title: 'Agbada', status: 'active', price: 4_500_000, stock: 50 });
    const cap = await createProduct(t, v, {
      title: 'Fila cap',
      status: 'active',
      price: 1_000_000,
      stock: 50,
    });
    const [va, vc] = [agbada.variants[0]!.id, cap.variants[0]!.id];
    await setRate({ db: db() }, { base: 'USD', quote: 'NGN', rateMicros: 1_600_000_000, by: 'test' });

    // 23:30 on d1 in Lagos (UTC+1), then 00:30 on d2.
    late = (await order([{ variantId: va, quantity: 1 }])).orderId;
    await paidAt(late, new Date(`${d1}T22:30:00Z`));
    const early = (
      await order([
        { variantId: va, quantity: 1 },
        { variantId: vc, quantity: 3 },
      ])
    ).orderId;
    await paidAt(early, new Date(`${d1}T23:30:00Z`));
    // Paid on d2, then refunded in full: a checkout, not revenue.
    const refunded = (await order([{ variantId: vc, quantity: 2 }])).orderId;
    await paidAt(refunded, new Date(`${d2}T09:00:00Z`));
    await transitionOrder(scope(), refunded, 'refund', 'payment');
    // In dollars: ₦45,000 at ₦1,600/$ is $28.13 (half-up), which is ₦45,008.00 at the locked rate.
    const dollars = await order([{ variantId: va, quantity: 1 }], 'USD');
    expect(dollars.total).toBe(2_813);
    await paidAt(dollars.orderId, new Date(`${d2}T10:00:00Z`));
    // Placed today and never paid: today's figures are always live.
    await order([{ variantId: vc, quantity: 1 }]);

    expect(await staleDays()).toEqual(expect.arrayContaining([d1, d2, today]));
    const live = await overview(d1, today);
    expect(live).toMatchObject({
      currency: 'NGN',
      revenue: { value: 4_500_000 + 7_500_000 + 4_500_800 },
      orders: { value: 3 },
      averageOrderValue: { value: 5_500_267 },
      funnel: { checkouts: 5, paid: 3 },
      ordersByStatus: { paid: 3, refunded: 1, pending_payment: 1 },
    });
    expect(live.series.slice(0, 2)).toEqual([
      { period: d1, orders: 1, revenue: 4_500_000, visits: 0 },
      { period: d2, orders: 2, revenue: 7_500_000 + 4_500_800, visits: 0 },
    ]);
    expect(live.bestSellers).toEqual([
      { productId: agbada.id, title: 'Agbada', quantity: 3, revenue: 13_500_800 },
      { productId: cap.id, title: 'Fila cap', quantity: 3, revenue: 3_000_000 },
    ]);
    const before = await overview(d1, d2);

    expect(await rollUpStaleDays(db())).toBeGreaterThanOrEqual(3);
    expect(await staleDays()).toEqual([]);
    const rows = await db()
      .select()
      .from(analyticsDailySales)
      .where(sql`${analyticsDailySales.storeId} = ${v.storeId} and ${analyticsDailySales.day} < ${today}`)
      .orderBy(analyticsDailySales.day, analyticsDailySales.currency);
    expect(rows.map(({ storeId: _, ...r }) => r)).toEqual([
      {
        day: d1,
        currency: 'NGN',
        placedOrders: 1,
        paidOrders: 1,
        paidRevenue: 4_500_000,
        paidRevenueConverted: 4_500_000,
      },
      {
        day: d2,
        currency: 'NGN',
        placedOrders: 2,
        paidOrders: 1,
        paidRevenue: 7_500_000,
        paidRevenueConverted: 7_500_000,
      },
      {
        day: d2,
        currency: 'USD',
        placedOrders: 1,
        paidOrders: 1,
        paidRevenue: 2_813,
        paidRevenueConverted: 4_500_800,
      },
    ]);
    // The same answers, now read from the rollups for the closed days.
    expect(await overview(d1, today)).toEqual(live);
    expect(await overview(d1, d2)).toEqual(before);
    // Running again recomputes nothing and changes nothing.
    expect(await rollUpStaleDays(db())).toBe(0);
    expect(await overview(d1, today)).toEqual(live);
  });

  it('shows a change to a rolled-up day at once, and the next rollup agrees', async () => {
    await transitionOrder(scope(), late, 'refund', 'payment');
    expect(await staleDays()).toContain(d1);
    const live = await overview(d1, today);
    expect(live.revenue.value).toBe(7_500_000 + 4_500_800);
    expect(live.series[0]).toEqual({ period: d1, orders: 0, revenue: 0, visits: 0 });
    expect(live.ordersByStatus).toMatchObject({ paid: 2, refunded: 2 });
    expect(live.bestSellers[0]).toMatchObject({ title: 'Agbada', quantity: 2, revenue: 9_000_800 });

    // Two workers at once: one waits for the other, and the result is the same.
    await Promise.all([rollUpStaleDays(db()), rollUpStaleDays(db())]);
    expect(await staleDays()).toEqual([]);
    expect(await overview(d1, today)).toEqual(live);
  });

  it('closes yesterday once, and runs as a job that schedules its next run', async () => {
    const now = new Date();
    const fresh = await order([{ variantId: agbada.variants[0]!.id, quantity: 1 }]);
    await paidAt(fresh.orderId, new Date(now.getTime() - 86_400_000));
    await rollUpStaleDays(db());
    const yesterday = addDays(storeDay(now), -1);
    expect(await closeYesterday(db(), now)).toBe(yesterday);
    expect(await staleDays()).toEqual([yesterday]);
    expect(await closeYesterday(db(), now)).toBeNull();

    const expected = await overview(d1, today);
    await scheduleAnalyticsRollup({ db: db() }, 'test');
    await new JobRunner({ db: db(), config: t.config, log: t.app.log }, [analyticsRollupJob]).drain();
    const runs = await db()
      .select({ status: jobs.status, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.type, analyticsRollupJob.type))
      .orderBy(jobs.id);
    expect(runs[0]?.status).toBe('completed');
    expect(runs.at(-1)).toMatchObject({ status: 'pending' });
    expect(runs.at(-1)!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await staleDays()).toEqual([]);
    expect(await overview(d1, today)).toEqual(expected);
  });

  it('puts the dollar order in the financial report in its own currency, beside the converted overview', async () => {
    const [usd] = await db()
      .select({ id: orders.id, total: orders.total })
      .from(orders)
      .where(sql`${orders.storeId} = ${v.storeId} and ${orders.currency} = 'USD'`);
    await captureToEscrow(
      { db: db() },
      {
        orderId: usd!.id,
        storeId: v.storeId,
        amount: usd!.total,
        currency: 'USD',
        paymentKey: `k-${usd!.id}`,
      },
    );
    await db()
      .update(ledgerTransactions)
      .set({ createdAt: new Date(`${d2}T10:00:00Z`) })
      .where(eq(ledgerTransactions.orderId, usd!.id));
    const res = await t.app.inject({
      url: `${v.base}/analytics/financial?from=${d1}&to=${d2}`,
      headers: v.headers,
    });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.currencies.find((c: { currency: string }) => c.currency === 'USD')).toMatchObject({
      currency: 'USD',
      goods: 2_813,
      grossSales: 2_813,
      escrow: { opening: 0, closing: 2_813 },
    });
    const csv = await t.app.inject({
      url: `${v.base}/analytics/financial.csv?from=${d1}&to=${d2}`,
      headers: v.headers,
    });
    const usdRow = csv.body.split('\r\n').find((l) => l.includes(',USD,'));
    expect(usdRow?.split(',').slice(2, 4)).toEqual(['USD', '28.13']);
    // The overview counts the same order in naira at its locked rate.
    expect((await overview(d2, d2)).series[0].revenue).toBe(7_500_000 + 4_500_800);
  });
});

describe('visit counter', () => {
  it('writes a busy interval of 1,200 distinct pages in slices, every count kept, added to the day', async () => {
    const { VisitCounter } = await import('./analytics.visits');
    const { storefrontVisits } = await import('./analytics.schema');
    const counter = new VisitCounter(db(), undefined, 3_600_000);
    const at = new Date();
    for (const round of [1, 2]) {
      for (let i = 0; i < 1_200; i++) {
        counter.count({ storeId: v.storeId, kind: 'product', source: 'direct', productId: `p-${i}` }, at);
        if (i % 2 === 0) {
          counter.count({ storeId: v.storeId, kind: 'product', source: 'direct', productId: `p-${i}` }, at);
        }
      }
      await counter.flush();
      const [row] = await db()
        .select({ rows: sql<number>`count(*)::int`, views: sql<number>`sum(${storefrontVisits.views})::int` })
        .from(storefrontVisits)
        .where(and(eq(storefrontVisits.storeId, v.storeId), sql`${storefrontVisits.productId} like 'p-%'`));
      expect(row).toEqual({ rows: 1_200, views: 1_800 * round });
    }
    await counter.close();
  });
});
