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
