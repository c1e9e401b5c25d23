import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { transitionOrder } from '../orders/orders.service';

// The plain pages around a provider's payment (the card form's post, the result inside the wallet's
// frame) speak the order's language (issue 33), and say a refusal in it.

let t: TestContext;
let vendor: TestVendor;
let variantId: string;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await createVendor(t);
  variantId = (await createProduct(t, vendor)).variants[0]!.id;
});
afterAll(async () => {
  await t.close();
});

async function orderIn(locale: 'ha' | 'en-NG') {
  const scope = { db: t.database.db, storeId: vendor.storeId };
  const store = { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: 'http://shop.localhost:3000' };
  return placeOrder(scope, store, [{ variantId, quantity: 1 }], customer, 'NGN', { locale });
}

const redirect = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/redirect',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the payment pages', () => {
  it('refuse a form that is not a card payment in the order’s language', async () => {
    const order = await orderIn('ha');
    const res = await redirect({ orderId: order.orderId, method: 'paga' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('lang="ha"');
  });

  it('say why an order cannot be paid in the order’s language', async () => {
    const order = await orderIn('ha');
    await transitionOrder({ db: t.database.db, storeId: vendor.storeId }, order.orderId, 'pay', 'payment');
    const res = await redirect({ orderId: order.orderId, method: 'paystack' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('lang="ha"');
    expect(res.body).toContain('Wannan oda ba ta jiran biya.');
    const english = await orderIn('en-NG');
    await transitionOrder({ db: t.database.db, storeId: vendor.storeId }, english.orderId, 'pay', 'payment');
    const en = await redirect({ orderId: english.orderId, method: 'paystack' });
    expect(en.body).toContain('This order is not awaiting payment.');
  });

  it('show the wallet frame’s result in English for a reference that is not ours', async () => {
    const res = await t.app.inject({ url: '/api/payments/paga/callback?charge_reference=nope' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('lang="en-NG"');
  });
});
