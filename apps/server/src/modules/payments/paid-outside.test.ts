// "Mark as paid outside Kasuwa" (issue 30) and its rule for provider money that still arrives: the
// vendor's record stands, the provider's payment is refunded in full, never kept twice; on PostgreSQL,
// the mark racing a provider's webhook for the same order keeps exactly one payment.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPaystack } from '../../platform/payments';
import { jobs } from '../../platform/platform.schema';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { auditLog } from '../audit/audit.schema';
import { placeOrder } from '../checkout/checkout.service';
import { escrowHolds, ledgerEntries, ledgerTransactions } from '../ledger/ledger.schema';
import { orders } from '../orders/orders.schema';
import { refundPaidOutsideJob } from './paid-outside.jobs';
import { paymentAttempts, refunds } from './payments.schema';
import { expireReservationJob } from './reservation-expiry.jobs';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let variantId: string;
let webhookId = 77_000;

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await createVendor(t);
  b = await createVendor(t);
  const product = await createProduct(t, a, {
    title: 'Aso-oke',
    status: 'active',
    price: 900_000,
    stock: 500,
  });
  variantId = product.variants[0]!.id;
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

/** An online order with a Paystack payment started and not finished. */
async function orderWithOpenPayment() {
  const placed = await placeOrder(
    { db: t.database.db, storeId: a.storeId },
    { id: a.storeId, name: 'Shop', currency: 'NGN', url: `http://${a.subdomain}.localhost:3000` },
    [{ variantId, quantity: 1 }],
    customer,
  );
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: { orderId: placed.orderId, method: 'paystack' },
  });
  expect(start.statusCode, start.body).toBe(201);
  return {
    orderId: placed.orderId,
    total: placed.total,
    reference: start.json().reference as string,
    token: placed.trackingToken,
  };
}

const markOutside = (
  v: TestVendor,
  orderId: string,
  payload: unknown = { method: 'bank_transfer', amount: 900_000 },
) =>
  t.app.inject({
    method: 'POST',
    url: `${v.base}/orders/${orderId}/paid-outside`,
    headers: v.headers,
    payload: payload as object,
  });

/** Paystack's signed charge.success for a reference, as the provider sends it; the sandbox agrees. */
function providerPays(reference: string, amount: number) {
  const charge = embeddedSandbox.state?.paystack.get(reference);
  if (charge) charge.status = 'success';
  const raw = JSON.stringify({
    event: 'charge.success',
    data: { id: ++webhookId, status: 'success', reference, amount, currency: 'NGN' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystack(raw, t.config.payments.paystack.secretKey),
    },
    payload: raw,
  });
}

const runRefundJob = (orderId: string) =>
  refundPaidOutsideJob.handle(
    { orderId, storeId: a.storeId },
    { db: t.database.db, config: t.config, log: t.app.log },
    { id: 1, attempts: 1, maxAttempts: 10 },
  );

async function held(orderId: string) {
  const [hold] = await t.database.db.select().from(escrowHolds).where(eq(escrowHolds.orderId, orderId));
  return hold ? hold.captured - hold.refunded - hold.released - hold.fee : 0;
}

/** Every ledger transaction of the order sums to zero per currency: money moved, never made. */
async function assertBalanced(orderId: string) {
  const sums = await t.database.db
    .select({ txId: ledgerEntries.transactionId, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.orderId, orderId))
    .groupBy(ledgerEntries.transactionId, ledgerEntries.currency);
  for (const s of sums) expect(Number(s.sum)).toBe(0);
  return sums.length;
}

async function orderRow(orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('mark as paid outside Kasuwa', () => {
  it('records the payment, audits it and cancels the open provider payment; no Kasuwa money moves', async () => {
    const { orderId, reference } = await orderWithOpenPayment();
    const res = await markOutside(a, orderId, {
      method: 'bank_transfer',
      amount: 900_000,
      proofUrl: 'https://cdn.example.com/receipts/transfer.jpg',
      note: 'GTBank transfer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', paymentMode: 'off_platform' });
    expect(res.json().offPlatformPayments).toEqual([
      expect.objectContaining({
        kind: 'paid_outside',
        method: 'bank_transfer',
        amount: 900_000,
        proofUrl: 'https://cdn.example.com/receipts/transfer.jpg',
      }),
    ]);
    const [attempt] = await t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference));
    expect(attempt!.status).toBe('cancelled');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.paid_outside'), eq(auditLog.entityId, orderId)));
    expect(audit).toHaveLength(1);
    expect(await held(orderId)).toBe(0);
    expect(await assertBalanced(orderId)).toBe(0);
    // Once paid, it cannot be marked again.
    const again = await markOutside(a, orderId);
    expect(again.statusCode).toBe(409);
  });

  it('refunds a provider payment that arrives afterwards, in full, and keeps the vendor’s sale', async () => {
    const { orderId, total, reference, token } = await orderWithOpenPayment();
    expect((await markOutside(a, orderId)).statusCode).toBe(200);
    const result = () =>
      t.app.inject({
        url: `/orders/${token}/payment/${reference}`,
        headers: { host: `${a.subdomain}.localhost:3000`, accept: 'text/html' },
      });
    // The shopper's result page no longer waits for a payment the store no longer needs.
    expect((await result()).body).toContain('was not completed');
    const hook = await providerPays(reference, total);
    expect(hook.json().outcome).toBe('order_not_payable');
    expect(await held(orderId)).toBe(total);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.type, refundPaidOutsideJob.type), eq(jobs.dedupeKey, `refund-paid-outside:${reference}`)),
      );
    expect(queued).toHaveLength(1);
    expect((await result()).body).toContain('will be\n          refunded to you'.replace(/\n\s+/, ' '));
    expect(await runRefundJob(orderId)).toMatchObject({ refunded: expect.any(String) });
    expect(await held(orderId)).toBe(0);
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund!.amount).toBe(total);
    // Accepted by the provider; its refund event settles it as processed later.
    expect(['pending', 'processed']).toContain(refund!.status);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', paymentMode: 'off_platform' });
    expect(await assertBalanced(orderId)).toBeGreaterThan(0);
    // The job again (a retry after a crash) finds nothing to refund.
    expect(await runRefundJob(orderId)).toEqual({ skipped: 'nothing_held' });
    // A replayed webhook changes nothing either.
    expect((await providerPays(reference, total)).json().outcome).toBe('already_paid');
  });

  it('finds provider money whose webhook was lost when the reservation window closes, and refunds it', async () => {
    const { orderId, total, reference } = await orderWithOpenPayment();
    expect((await markOutside(a, orderId)).statusCode).toBe(200);
    // The shopper paid on the provider's page; no webhook and no return reached us.
    embeddedSandbox.state!.paystack.get(reference)!.status = 'success';
    await expireReservationJob.handle(
      { orderId, storeId: a.storeId },
      { db: t.database.db, config: t.config, log: t.app.log },
      { id: 1, attempts: 1, maxAttempts: 10 },
    );
    expect(await held(orderId)).toBe(total);
    expect(await runRefundJob(orderId)).toMatchObject({ refunded: expect.any(String) });
    expect(await held(orderId)).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', paymentMode: 'off_platform' });
  });

  it('is refused when the provider payment came first', async () => {
    const { orderId, total, reference } = await orderWithOpenPayment();
    expect((await providerPays(reference, total)).json().outcome).toBe('paid');
    const res = await markOutside(a, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ORDER_ALREADY_PAID');
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', paymentMode: 'escrow' });
  });

  it('answers 404 for another store, 401 for a stranger, 400 for bad input', async () => {
    const { orderId } = await orderWithOpenPayment();
    expect((await markOutside(b, orderId)).statusCode).toBe(404);
    const crossed = await t.app.inject({
      method: 'POST',
      url: `${b.base}/orders/${orderId}/paid-outside`,
      headers: a.headers,
      payload: { method: 'cash', amount: 100 },
    });
    expect(crossed.statusCode).toBe(404);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `${a.base}/orders/${orderId}/paid-outside`,
      payload: { method: 'cash', amount: 100 },
    });
    expect(stranger.statusCode).toBe(401);
    for (const bad of [{ method: 'cash' }, { method: 'card', amount: 100 }, { method: 'cash', amount: -5 }]) {
      const res = await markOutside(a, orderId, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await orderRow(orderId)).status).toBe('pending_payment');
  });
});

describe.skipIf(!onPostgres)('paid outside racing the provider (PostgreSQL; set TEST_DATABASE_URL)', () => {
  it('keeps exactly one payment and refunds the other, whichever comes first', async () => {
    for (let round = 0; round < 8; round++) {
      const { orderId, total, reference } = await orderWithOpenPayment();
      const [mark, hook] = await Promise.all([markOutside(a, orderId), providerPays(reference, total)]);
      const order = await orderRow(orderId);
      if (mark.statusCode === 200) {
        // The vendor's record won: the provider's money was captured and is refunded.
        expect(hook.json().outcome).toBe('order_not_payable');
        expect(order.paymentMode).toBe('off_platform');
        await runRefundJob(orderId);
        expect(await held(orderId)).toBe(0);
      } else {
        expect(mark.json().error.code).toBe('ORDER_ALREADY_PAID');
        expect(hook.json().outcome).toBe('paid');
        expect(order.paymentMode).toBe('escrow');
        expect(await held(orderId)).toBe(total);
      }
      expect(order.status).toBe('paid');
      await assertBalanced(orderId);
    }
  });
});
