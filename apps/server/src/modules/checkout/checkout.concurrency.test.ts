import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from './checkout.service';

// PGlite is a single connection, so transactions there never truly overlap; the race only exists on PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('checkout under concurrency (PostgreSQL; set TEST_DATABASE_URL)', () => {
  let t: TestContext;
  let vendor: TestVendor;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await createVendor(t);
  });
  afterAll(() => t.close());

  it('sells the last 10 units to exactly 10 of 50 simultaneous buyers', async () => {
    const p = await createProduct(t, vendor, {
      title: 'Limited drop',
      status: 'active',
      price: 1_000_000,
      stock: 10,
    });
    const variantId = p.variants[0]!.id;
    const attempts = Array.from({ length: 50 }, (_, i) =>
      placeOrder(
        { db: t.database.db, storeId: vendor.storeId },
        { id: vendor.storeId, name: 'Drop', currency: 'NGN', url: 'http://drop.localhost:3000' },
        [{ variantId, quantity: 1 }],
        { ...customer, email: `buyer${i}@example.com` },
      ),
    );
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(10);
    expect(lost.every((r) => (r.reason as { code?: string }).code === 'OUT_OF_STOCK')).toBe(true);
    const after = (
      await t.app.inject({ url: `${vendor.base}/products/${p.id}`, headers: vendor.headers })
    ).json();
    expect(after.variants[0].stock).toBe(0);
    const orders = (
      await t.app.inject({ url: `${vendor.base}/orders?limit=100`, headers: vendor.headers })
    ).json();
    expect(orders.total).toBe(10);
  });
});

describe.skipIf(!onPostgres)('per-store order numbers under concurrency (PostgreSQL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('numbers 50 simultaneous orders of each of two stores #1001… with no gap and no repeat, failed ones giving theirs back', async () => {
    const stores = [await createVendor(t), await createVendor(t)];
    // 30 units for 50 buyers: the 20 refused orders roll back, and their numbers must not leave gaps.
    const products: Awaited<ReturnType<typeof createProduct>>[] = [];
    for (const vendor of stores)
      products.push(
        await createProduct(t, vendor, { title: 'Ankara', status: 'active', price: 500_000, stock: 30 }),
      );
    const attempts = stores.flatMap((vendor, s) =>
      Array.from({ length: 50 }, (_, i) =>
        placeOrder(
          { db: t.database.db, storeId: vendor.storeId },
          { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: 'http://shop.localhost:3000' },
          [{ variantId: products[s]!.variants[0]!.id, quantity: 1 }],
          { ...customer, email: `buyer${i}@example.com` },
        ),
      ),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(60);
    for (const vendor of stores) {
      const list = (
        await t.app.inject({ url: `${vendor.base}/orders?limit=100`, headers: vendor.headers })
      ).json() as { items: { number: number }[] };
      const numbers = list.items.map((o) => o.number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => 1001 + i));
    }
  });
});
