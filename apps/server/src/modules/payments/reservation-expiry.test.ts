// An order's reservation closing while a payment on it is still open: the provider is asked before the
// order is cancelled. The Paystack sandbox here runs apart from the app and sends no webhooks, as when
// a webhook is lost; no shopper comes back from the provider's page either.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxServer } from '../../sandbox/sandbox.module';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { escrowHolds } from '../ledger/ledger.schema';
import { orders } from '../orders/orders.schema';
import { reservationExpiry } from '../orders/orders.service';
import { expireReservationJob } from './reservation-expiry.jobs';

let t: TestContext;
let vendor: TestVendor;
let sandbox: Awaited<ReturnType<typeof buildSandboxServer>>;
let variantId: string;
let productId: string;

beforeAll(async () => {
  sandbox = await buildSandboxServer('test', {
    paystack: { secretKey: 'sk_test_kasuwa_sandbox_secret' },
    flutterwave: { secretKey: 'FLWSECK_TEST-kasuwa-sandbox-X', webhookHash: 'kasuwa-sandbox-verif-hash' },
    paga: { publicKey: 'pk_paga_kasuwa_sandbox_public', secretKey: 'sk_paga_kasuwa_sandbox_secret' },
    webhooks: {},
  });
  const sandboxUrl = await sandbox.listen();
  t = await createTestApp({ env: { PAYSTACK_BASE_URL: `${sandboxUrl}/paystack` } });
  vendor = await createVendor(t);
  const product = await createProduct(t, vendor, {
    title: 'Adire wrapper',
    status: 'active',
    price: 800_000,
    stock: 10,
  });
  productId = product.id;
  variantId = product.variants[0]!.id;
});
afterAll(async () => {
  await t.close();
  await sandbox.app.close();
});

async function placeAndStartPaying() {
  const placed = await placeOrder(
    { db: t.database.db, storeId: vendor.storeId },
    { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: `http://${vendor.subdomain}.localhost:3000` },
    [{ variantId, quantity: 2 }],
    customer,
  );
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: { orderId: placed.orderId, method: 'paystack' },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { authorizationUrl } = started.json() as { authorizationUrl: string };
  return { orderId: placed.orderId, authorizationUrl };
}

const expire = (orderId: string, attempt: number, maxAttempts: number = reservationExpiry.maxAttempts) =>
  expireReservationJob.handle(
    { orderId, storeId: vendor.storeId },
    { db: t.database.db, config: t.config, log: t.app.log },
    { id: 1, attempts: attempt, maxAttempts },
  );

async function statusOf(orderId: string) {
  const [row] = await t.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!.status;
}

async function stock() {
  const res = await t.app.inject({ url: `${vendor.base}/products/${productId}`, headers: vendor.headers });
  return res.json().variants[0].stock as number;
}

describe('reservation expiry asks the payment provider first', () => {
  it('confirms an order paid on the provider whose webhook and shopper never came back', async () => {
    const before = await stock();
    const { orderId, authorizationUrl } = await placeAndStartPaying();
    const paid = await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(await statusOf(orderId)).toBe('pending_payment');

    expect(await expire(orderId, 1)).toEqual({ skipped: 'paid' });
    expect(await statusOf(orderId)).toBe('paid');
    const [hold] = await t.database.db.select().from(escrowHolds).where(eq(escrowHolds.orderId, orderId));
    expect(hold).toMatchObject({ captured: 1_600_000, status: 'held' });
    // The stock stays sold.
    expect(await stock()).toBe(before - 2);
  });

  it('run many times at once (a job delivered twice, on PostgreSQL really at once): paid once, nothing cancelled', async () => {
    const before = await stock();
    const { orderId, authorizationUrl } = await placeAndStartPaying();
    await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => expire(orderId, i + 1)));
    expect(results).toEqual(Array(8).fill({ skipped: 'paid' }));
    expect(await statusOf(orderId)).toBe('paid');
    const captures = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where order_id = ${orderId}`,
    );
    expect((captures as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect(await stock()).toBe(before - 2);
  });

  it('cancels an order whose payment was never made, returning its stock', async () => {
    const before = await stock();
    const { orderId } = await placeAndStartPaying();
    expect(await stock()).toBe(before - 2);
    expect(await expire(orderId, 1)).toEqual({ cancelled: orderId });
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stock()).toBe(before);
  });

  it('holds the order while the provider cannot be reached, and cancels it on the last attempt', async () => {
    const before = await stock();
    const { orderId } = await placeAndStartPaying();
    const queuedEarlier = await placeAndStartPaying();
    await sandbox.app.close();
    await expect(expire(orderId, 1)).rejects.toThrow(/could not be verified/);
    await expect(expire(orderId, reservationExpiry.maxAttempts - 1)).rejects.toThrow(/could not be verified/);
    expect(await statusOf(orderId)).toBe('pending_payment');
    expect(await stock()).toBe(before - 4);
    expect(await expire(orderId, reservationExpiry.maxAttempts)).toEqual({ cancelled: orderId });
    expect(await stock()).toBe(before - 2);
    // A job queued with fewer attempts (before the limit was raised) still cancels on its own last one.
    expect(await expire(queuedEarlier.orderId, 5, 5)).toEqual({ cancelled: queuedEarlier.orderId });
    expect(await stock()).toBe(before);
  });
});
