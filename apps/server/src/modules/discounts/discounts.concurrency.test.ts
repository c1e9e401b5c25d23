import type { Discount, Order } from '@kasuwa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { checkout } from '../checkout/checkout.service';

// PGlite is a single connection, so transactions there never truly overlap; the race only exists on PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('a limited code under concurrency (PostgreSQL; set TEST_DATABASE_URL)', () => {
  let t: TestContext;
  let vendor: TestVendor;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await createVendor(t, { plan: 'premium' });
  });
  afterAll(() => t.close());

  it('gives 100 simultaneous checkouts with a code limited to 10 uses exactly 10 discounted orders', async () => {
    const p = await createProduct(t, vendor, {
      title: 'Promo tee',
      status: 'active',
      price: 1_000_000,
      stock: 1000,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: `${vendor.base}/discounts`,
      headers: vendor.headers,
      payload: { code: 'FIRST10', type: 'percentage', percent: 10, usageLimit: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const discount = created.json() as Discount;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        checkout(
          { db: t.database.db, storeId: vendor.storeId },
          { id: vendor.storeId, name: 'Promo', currency: 'NGN', url: 'http://promo.localhost:3000' },
          [{ variantId: p.variants[0]!.id, quantity: 1 }],
          { ...customer, email: `buyer${i}@example.com`, phone: `+23480100${String(i).padStart(5, '0')}` },
          'NGN',
          { discountCode: 'FIRST10' },
        ),
      ),
    );
    const placed = results.flatMap((r) => (r.ok ? [r.order] : []));
    const refused = results.flatMap((r) => (r.ok ? [] : [r.refusal]));
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(refused.every((r) => r.kind === 'discount' && r.refusal.reason === 'used_up')).toBe(true);
    for (const o of placed) {
      const order = (
        await t.app.inject({ url: `${vendor.base}/orders/${o.orderId}`, headers: vendor.headers })
      ).json() as Order;
      expect(order).toMatchObject({ discount: 100_000, total: 900_000 });
    }
    const after = (
      await t.app.inject({ url: `${vendor.base}/discounts/${discount.id}`, headers: vendor.headers })
    ).json() as Discount;
    expect(after).toMatchObject({ uses: 10, discountGiven: 1_000_000, revenue: 9_000_000 });
    // Stock went back for every refused checkout: only the 10 orders hold any.
    const product = (
      await t.app.inject({ url: `${vendor.base}/products/${p.id}`, headers: vendor.headers })
    ).json();
    expect(product.variants[0].stock).toBe(990);
  });
});
