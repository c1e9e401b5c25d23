import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout';

// PGlite is a single connection, so transactions there never truly overlap; the race only exists on PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the last unit, sold online and by a New sale at once (PostgreSQL)', () => {
  let t: TestContext;
  let vendor: TestVendor;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await createVendor(t);
  });
  afterAll(() => t.close());

  it('goes to exactly one of them; the other gets a clear out-of-stock answer', async () => {
    const outcomes = { online: 0, sale: 0 };
    for (let round = 0; round < 8; round++) {
      const p = await createProduct(t, vendor, {
        title: `Last wrapper ${round}`,
        status: 'active',
        price: 900_000,
        stock: 1,
      });
      const variantId = p.variants[0]!.id;
      const online = placeOrder(
        { db: t.database.db, storeId: vendor.storeId },
        { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: 'http://shop.localhost:3000' },
        [{ variantId, quantity: 1 }],
        customer,
      );
      const sale = t.app.inject({
        method: 'POST',
        url: `${vendor.base}/sales`,
        headers: vendor.headers,
        payload: {
          channel: round % 2 ? 'whatsapp' : 'walk_in',
          lines: [{ variantId, quantity: 1 }],
          outcome:
            round % 2 ? { kind: 'pay_link' } : { kind: 'paid', method: 'cash', amountReceived: 900_000 },
          ...(round % 2 ? { customer: { phone: '08031234567' } } : {}),
        },
      });
      const [checkout, recorded] = await Promise.allSettled([online, sale]);
      const saleWon = recorded.status === 'fulfilled' && recorded.value.statusCode === 201;
      const onlineWon = checkout.status === 'fulfilled';
      expect(Number(saleWon) + Number(onlineWon), `round ${round}`).toBe(1);
      if (saleWon) {
        outcomes.sale++;
        expect((checkout as PromiseRejectedResult).reason.code).toBe('OUT_OF_STOCK');
        expect((checkout as PromiseRejectedResult).reason.message).toBe(
          `Last wrapper ${round} has just sold out.`,
        );
      } else {
        outcomes.online++;
        const refused = (recorded as PromiseFulfilledResult<{ statusCode: number; json(): unknown }>).value;
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          error: { code: 'OUT_OF_STOCK', message: `Last wrapper ${round} has just sold out.` },
        });
      }
      const after = (
        await t.app.inject({ url: `${vendor.base}/products/${p.id}`, headers: vendor.headers })
      ).json();
      expect(after.variants[0].stock).toBe(0);
    }
    expect(outcomes.online + outcomes.sale).toBe(8);
  });
});
