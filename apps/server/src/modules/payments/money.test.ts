// Over 400 lines on purpose: the money journeys over HTTP (refunds, escrow release, disputes, payouts,
// rates) share one app, one provider sandbox and the order fixtures defined here.
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../platform/jobs';
import { signPaystack } from '../../platform/payments';
import { messages } from '../../platform/platform.schema';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { users } from '../admin-users/admin-users.schema';
import * as ledgerQ from '../ledger/ledger.queries';
import { escrowHolds } from '../ledger/ledger.schema';
import { payoutTransferJob } from '../ledger/payouts.service';
import { orders } from '../orders/orders.schema';
import { createPendingOrder, transitionOrder } from '../orders/orders.service';
import { stores } from '../stores/stores.schema';
import { armDeliveredOrders, releaseDue } from './escrow-release.jobs';
import { paymentAttempts, refunds, storePaymentSettings } from './payments.schema';

let t: TestContext;
let runner: JobRunner;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  runner = new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, [
    payoutTransferJob as never,
  ]);
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

let n = 0;
async function vendorWithStore() {
  n++;
  const [user] = await t.database.db
    .insert(users)
    .values({ username: `vendor${n}`, email: `vendor${n}@example.com`, firstName: 'Ngozi', lastName: 'Eze' })
    .returning();
  const [store] = await t.database.db
    .insert(stores)
    .values({ userId: user!.id, name: `Money shop ${n}`, username: `vendor${n}`, subdomain: `moneyshop${n}` })
    .returning();
  const token = await t.tokens.signAccess({ sub: user!.id, aud: 'vendor', role: 'user', name: `vendor${n}` });
  return { storeId: store!.id, auth: { authorization: `Bearer ${token}` } };
}

async function adminAuth(role = 'super_admin') {
  const token = await t.tokens.signAccess({ sub: 1, aud: 'admin', role, name: 'ops' });
  return { authorization: `Bearer ${token}` };
}

/** An order awaiting payment, as checkout leaves it. */
type Line = { title: string; lineTotal: number; discount: number };

async function pendingOrder(storeId: number, total: number, lines?: Line[]) {
  const id = uuidv7();
  const trackingToken = `track-${uuidv7()}-token`;
  await createPendingOrder(
    { db: t.database.db, storeId },
    {
      id,
      currency: 'NGN',
      email: 'buyer@example.com',
      phone: '+2348012345678',
      customerName: 'Bola Ade',
      address: {
        line1: '2 Allen Ave',
        line2: '',
        city: 'Ikeja',
        state: 'Lagos',
        country: 'Nigeria',
        postalCode: '',
      },
      note: '',
      trackingToken,
      items: (lines ?? [{ title: 'Shoes', lineTotal: total, discount: 0 }]).map((l) => ({
        productId: uuidv7(),
        variantId: uuidv7(),
        title: l.title,
        variantTitle: '42',
        sku: 'SH-42',
        unitPrice: l.lineTotal,
        quantity: 1,
        lineTotal: l.lineTotal,
        discount: l.discount,
      })),
      subtotal: lines ? lines.reduce((s, l) => s + l.lineTotal, 0) : total,
      discount: lines ? lines.reduce((s, l) => s + l.discount, 0) : 0,
      shipping: 0,
    },
  );
  return { id, trackingToken };
}

/** An order paid through the sandbox's Paystack redirect flow. */
async function paidOrder(storeId: number, total: number, lines?: Line[]) {
  const { id, trackingToken } = await pendingOrder(storeId, total, lines);
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: { orderId: id, method: 'paystack' },
  });
  const { authorizationUrl, reference } = start.json();
  const pay = await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
  await fetch(pay.headers.get('location')!, { redirect: 'manual' });
  await embeddedSandbox.state!.idle();
  return { id, trackingToken, reference: reference as string };
}

async function deliver(storeId: number, orderId: string) {
  for (const action of ['ship', 'mark_delivered']) {
    await transitionOrder({ db: t.database.db, storeId }, orderId, action, 'vendor');
  }
}

async function balance(v: { storeId: number; auth: Record<string, string> }) {
  const res = await t.app.inject({ url: `/api/vendor/stores/${v.storeId}/money/balance`, headers: v.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().balances[0] as {
    escrow: number;
    available: number;
    payoutPending: number;
    paidOut: number;
  };
}

describe('refunds', () => {
  it('refunds partly and fully through the provider, never more than was captured', async () => {
    const v = await vendorWithStore();
    const order = await paidOrder(v.storeId, 100_000);
    const url = `/api/vendor/stores/${v.storeId}/money/orders/${order.id}/refunds`;
    const tooMuch = await t.app.inject({
      method: 'POST',
      url,
      headers: v.auth,
      payload: { amount: 100_001, reason: 'wrong size' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.code).toBe('REFUND_EXCEEDS_CAPTURE');
    expect(
      (await t.app.inject({ method: 'POST', url, headers: v.auth, payload: { amount: 0, reason: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: v.auth, payload: { amount: 10 } })).statusCode,
    ).toBe(400);
    const partial = await t.app.inject({
      method: 'POST',
      url,
      headers: v.auth,
      payload: { amount: 40_000, reason: 'one item missing' },
    });
    expect(partial.statusCode, partial.body).toBe(201);
    // Pending until the provider's event, which may already have arrived.
    expect(partial.json()).toMatchObject({
      amount: 40_000,
      status: expect.stringMatching(/^(pending|processed)$/),
    });
    expect(embeddedSandbox.state!.paystack.get(order.reference)!.refunded).toBe(40_000);
    const rest = await t.app.inject({
      method: 'POST',
      url,
      headers: v.auth,
      payload: { reason: 'cancelled', restock: true },
    });
    expect(rest.json(), rest.body).toMatchObject({ amount: 60_000, restock: true });
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o!.status).toBe('refunded');
    expect((await balance(v)).escrow).toBe(0);
    const list = await t.app.inject({ url, headers: v.auth });
    expect(list.json().items).toHaveLength(2);
  });

  it('refunds a discounted line up to what was paid for it, never more', async () => {
    // Its own client address, so its refunds do not use up the refund route's limit of the tests around.
    const OWN_ADDRESS = '10.16.0.1';
    const v = await vendorWithStore();
    // Dress ₦800 with ₦200 off, bag ₦200: the customer paid ₦800.
    const order = await paidOrder(v.storeId, 0, [
      { title: 'Dress', lineTotal: 80_000, discount: 20_000 },
      { title: 'Bag', lineTotal: 20_000, discount: 0 },
    ]);
    const detail = (
      await t.app.inject({ url: `/api/vendor/stores/${v.storeId}/orders/${order.id}`, headers: v.auth })
    ).json();
    expect(detail.total).toBe(80_000);
    const dress = detail.items.find((i: { title: string }) => i.title === 'Dress').id;
    const url = `/api/vendor/stores/${v.storeId}/money/orders/${order.id}/refunds`;
    const tooMuch = await t.app.inject({
      method: 'POST',
      url,
      headers: v.auth,
      remoteAddress: OWN_ADDRESS,
      payload: { amount: 60_001, reason: 'torn', itemId: dress },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.code).toBe('REFUND_EXCEEDS_LINE');
    const part = await t.app.inject({
      method: 'POST',
      url,
      headers: v.auth,
      remoteAddress: OWN_ADDRESS,
      payload: { amount: 50_000, reason: 'torn', itemId: dress },
    });
    expect(part.statusCode, part.body).toBe(201);
    // Without an amount, a line's refund is what is left of it.
    const rest = await t.app.inject({
      method: 'POST',
      url,
      headers: v.auth,
      remoteAddress: OWN_ADDRESS,
      payload: { reason: 'torn', itemId: dress },
    });
    expect(rest.json()).toMatchObject({ amount: 10_000 });
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: v.auth,
      remoteAddress: OWN_ADDRESS,
      payload: { amount: 1, reason: 'torn', itemId: dress },
    });
    expect(again.json().error.code).toBe('REFUND_EXCEEDS_LINE');
    const unknown = await t.app.inject({
      method: 'POST',
      url,
      headers: v.auth,
      remoteAddress: OWN_ADDRESS,
      payload: { amount: 1, reason: 'x', itemId: 999_999_999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await balance(v)).escrow).toBe(20_000);
  });

  it("the provider's event for a first refund racing the refund of the rest moves the order once", async () => {
    // Seen on PostgreSQL under load: both settled the order, and the slower one answered the vendor 409.
    const OWN_ADDRESS = '10.16.0.2';
    const v = await vendorWithStore();
    for (let round = 0; round < 6; round++) {
      const order = await paidOrder(v.storeId, 100_000);
      const url = `/api/vendor/stores/${v.storeId}/money/orders/${order.id}/refunds`;
      const first = await t.app.inject({
        method: 'POST',
        url,
        headers: v.auth,
        remoteAddress: OWN_ADDRESS,
        payload: { amount: 40_000, reason: 'one item missing' },
      });
      expect(first.statusCode, first.body).toBe(201);
      const [firstRow] = await t.database.db.select().from(refunds).where(eq(refunds.id, first.json().id));
      const raw = JSON.stringify({
        event: 'refund.processed',
        data: {
          status: 'processed',
          transaction_reference: order.reference,
          refund_reference: firstRow!.providerRefundId,
          amount: '40000',
          currency: 'NGN',
        },
      });
      const [rest, hook] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url,
          headers: v.auth,
          remoteAddress: OWN_ADDRESS,
          payload: { reason: 'cancelled', restock: true },
        }),
        t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/paystack',
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': signPaystack(raw, t.config.payments.paystack.secretKey),
          },
          payload: raw,
        }),
      ]);
      expect(rest.statusCode, rest.body).toBe(201);
      expect(hook.statusCode, hook.body).toBe(200);
      await embeddedSandbox.state!.idle();
      const [o] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(o!.status).toBe('refunded');
      const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      // The sandbox's own events finish both refunds; none is moved back to pending.
      expect(rows.map((r) => r.status)).toEqual(['processed', 'processed']);
    }
  });

  it("asks the provider to resend a refund event that arrives before the refund's id is written", async () => {
    const v = await vendorWithStore();
    const order = await paidOrder(v.storeId, 50_000);
    const [attempt] = await t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, order.reference));
    // A refund asked of the provider, whose answer (and refund id) is not written yet.
    const refundId = uuidv7();
    await t.database.db.insert(refunds).values({
      id: refundId,
      storeId: v.storeId,
      orderId: order.id,
      attemptId: attempt!.id,
      amount: 20_000,
      currency: 'NGN',
      reason: 'late',
      requestedBy: 'vendor',
    });
    const event = (refundReference: string, transactionReference: string) => {
      const raw = JSON.stringify({
        event: 'refund.processed',
        data: {
          status: 'processed',
          transaction_reference: transactionReference,
          refund_reference: refundReference,
          amount: '20000',
          currency: 'NGN',
        },
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
    };
    const early = await event('rf-early-1', order.reference);
    expect(early.statusCode, early.body).toBe(503);
    // An event of a payment with no refund on the way is recorded and let go, as before.
    const stray = await event('rf-stray-1', 'KSW-000000000000000000000000');
    expect(stray.statusCode).toBe(200);
    expect(stray.json().outcome).toBe('unknown_refund');

    await t.database.db
      .update(refunds)
      .set({ providerRefundId: 'rf-early-1' })
      .where(eq(refunds.id, refundId));
    const resent = await event('rf-early-1', order.reference);
    expect(resent.statusCode, resent.body).toBe(200);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(row!.status).toBe('processed');
  });

  it('racing refunds cannot together exceed the capture', async () => {
    const v = await vendorWithStore();
    const order = await paidOrder(v.storeId, 100_000);
    const url = `/api/vendor/stores/${v.storeId}/money/orders/${order.id}/refunds`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url, headers: v.auth, payload: { amount: 30_000, reason: 'race' } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(7);
    expect(embeddedSandbox.state!.paystack.get(order.reference)!.refunded).toBe(90_000);
    const [hold] = await t.database.db.select().from(escrowHolds).where(eq(escrowHolds.orderId, order.id));
    expect(hold!.refunded).toBe(90_000);
  });

  it('a payment that lands after the order was cancelled is kept in escrow and can be refunded in full', async () => {
    const v = await vendorWithStore();
    const id = uuidv7();
    await createPendingOrder(
      { db: t.database.db, storeId: v.storeId },
      {
        id,
        currency: 'NGN',
        email: 'late@example.com',
        phone: '+2348012345678',
        customerName: 'Late Payer',
        address: { line1: '3', line2: '', city: 'Kano', state: 'Kano', country: 'Nigeria', postalCode: '' },
        note: '',
        trackingToken: `track-${uuidv7()}-token`,
        items: [
          {
            productId: uuidv7(),
            variantId: uuidv7(),
            title: 'Cap',
            variantTitle: '',
            sku: 'C',
            unitPrice: 7000,
            quantity: 1,
            lineTotal: 7000,
          },
        ],
        subtotal: 7000,
        shipping: 0,
      },
    );
    const { reference } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments',
        payload: { orderId: id, method: 'paystack' },
      })
    ).json();
    await transitionOrder({ db: t.database.db, storeId: v.storeId }, id, 'cancel', 'system');
    const raw = JSON.stringify({
      event: 'charge.success',
      data: { id: 55_001, status: 'success', reference, amount: 7000, currency: 'NGN' },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signPaystack(raw, t.config.payments.paystack.secretKey),
      },
      payload: raw,
    });
    expect(hook.json().outcome).toBe('order_not_payable');
    expect((await balance(v)).escrow).toBe(7000);
    // The sandbox never saw this charge paid, so mark it paid there as the provider would have.
    const charge = embeddedSandbox.state!.paystack.get(reference)!;
    charge.status = 'success';
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/stores/${v.storeId}/money/orders/${id}/refunds`,
      headers: v.auth,
      payload: { reason: 'Order was cancelled before payment arrived', restock: true },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await balance(v)).escrow).toBe(0);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(o!.status).toBe('cancelled');
  });

  it("answers 404 for another vendor's order and store", async () => {
    const a = await vendorWithStore();
    const b = await vendorWithStore();
    const order = await paidOrder(a.storeId, 10_000);
    const viaOwnStore = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/stores/${b.storeId}/money/orders/${order.id}/refunds`,
      headers: b.auth,
      payload: { reason: 'steal' },
    });
    expect(viaOwnStore.statusCode).toBe(404);
    const listViaOwnStore = await t.app.inject({
      url: `/api/vendor/stores/${b.storeId}/money/orders/${order.id}/refunds`,
      headers: b.auth,
    });
    expect(listViaOwnStore.statusCode).toBe(404);
    expect(listViaOwnStore.json().error.code).toBe('NOT_FOUND');
    const own = await t.app.inject({
      url: `/api/vendor/stores/${a.storeId}/money/orders/${order.id}/refunds`,
      headers: a.auth,
    });
    expect(own.json()).toEqual({ items: [] });
    const viaTheirStore = await t.app.inject({
      url: `/api/vendor/stores/${a.storeId}/money/balance`,
      headers: b.auth,
    });
    expect(viaTheirStore.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/vendor/stores/${a.storeId}/money/balance` })).statusCode).toBe(
      401,
    );
  });
});

describe('escrow release', () => {
  it('a store that chose WhatsApp for its customers also sends the confirm-receipt link there', async () => {
    const v = await vendorWithStore();
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/vendor/stores/${v.storeId}/notifications`,
      headers: v.auth,
      payload: { customerWhatsApp: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const order = await paidOrder(v.storeId, 500_000);
    await deliver(v.storeId, order.id);
    expect(await armDeliveredOrders({ db: t.database.db }, t.config.publicUrl, 7)).toBe(1);
    const sent = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, v.storeId), eq(messages.template, 'order_delivered')));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'whatsapp', recipient: '+2348012345678' });
    expect(sent[0]!.bodyText).toMatch(/confirm-receipt\?token=[\w-]+&lang=en-NG$/);
    // The e-mail still goes to the address the customer gave.
    const [mail] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.template, 'order-delivered-confirm-receipt'), eq(messages.storeId, v.storeId)));
    expect(mail).toMatchObject({ channel: 'email', recipient: 'buyer@example.com' });
  });

  it('delivery emails a confirm-receipt link; confirming releases the amount less 1.5%', async () => {
    const v = await vendorWithStore();
    const order = await paidOrder(v.storeId, 1_000_000);
    expect(await balance(v)).toMatchObject({ escrow: 1_000_000, available: 0 });
    expect(await armDeliveredOrders({ db: t.database.db }, t.config.publicUrl, 7)).toBe(0);
    await deliver(v.storeId, order.id);
    expect(await armDeliveredOrders({ db: t.database.db }, t.config.publicUrl, 7)).toBe(1);
    const [mail] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.template, 'order-delivered-confirm-receipt'), eq(messages.storeId, v.storeId)));
    const link = /(http\S+confirm-receipt\?token=[\w-]+)/.exec(mail!.bodyText)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const pageRes = await fetch(link);
    expect(await pageRes.text()).toContain('Yes, I received my order');
    // Following the link alone (a mail scanner) releases nothing.
    expect((await balance(v)).available).toBe(0);
    const confirm = await fetch(`${t.config.publicUrl}/orders/confirm-receipt`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(confirm.status).toBe(200);
    expect(await balance(v)).toMatchObject({ escrow: 0, available: 985_000 });
    const again = await fetch(`${t.config.publicUrl}/orders/confirm-receipt`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: 'not-a-real-token-at-all-000' }).toString(),
    });
    expect(again.status).toBe(404);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o!.status).toBe('completed');
    const fees = await t.app.inject({ url: '/api/admin/fee-revenue', headers: await adminAuth() });
    expect(
      fees.json().items.find((i: { currency: string }) => i.currency === 'NGN').amount,
    ).toBeGreaterThanOrEqual(15_000);
  });

  it('releases by itself after ESCROW_RELEASE_DAYS without a dispute, not before', async () => {
    const v = await vendorWithStore();
    const order = await paidOrder(v.storeId, 200_000);
    await deliver(v.storeId, order.id);
    await armDeliveredOrders({ db: t.database.db }, t.config.publicUrl, 7);
    await releaseDue({ db: t.database.db, log: t.app.log }, new Date(Date.now() + 6 * 86_400_000));
    expect((await balance(v)).available).toBe(0);
    await releaseDue({ db: t.database.db, log: t.app.log }, new Date(Date.now() + 7 * 86_400_000 + 60_000));
    expect(await balance(v)).toMatchObject({ escrow: 0, available: 197_000 });
  });

  it('a dispute freezes the escrow; an administrator resolves it by refund with a note', async () => {
    const v = await vendorWithStore();
    const order = await paidOrder(v.storeId, 300_000);
    await deliver(v.storeId, order.id);
    await armDeliveredOrders({ db: t.database.db }, t.config.publicUrl, 7);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      payload: { trackingToken: order.trackingToken, reason: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      payload: { trackingToken: order.trackingToken, reason: 'The shoes arrived torn.' },
    });
    expect(open.statusCode, open.body).toBe(201);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      payload: { trackingToken: order.trackingToken, reason: 'Again, still torn.' },
    });
    expect(twice.statusCode).toBe(409);
    const told = (template: string) =>
      t.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.template, template), eq(messages.storeId, v.storeId)));
    // The customer is told their report arrived (once: the second report was refused).
    const received = await told('dispute-received');
    expect(received).toHaveLength(1);
    expect(received[0]!.bodyText).toContain('Your payment stays in escrow');
    await releaseDue({ db: t.database.db, log: t.app.log }, new Date(Date.now() + 30 * 86_400_000));
    expect(await balance(v)).toMatchObject({ escrow: 300_000, available: 0 });
    const vendorView = await t.app.inject({
      url: `/api/vendor/stores/${v.storeId}/money/disputes`,
      headers: v.auth,
    });
    expect(vendorView.json().items[0]).toMatchObject({ status: 'open' });

    const id = open.json().id;
    const viewer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/disputes/${id}/resolve`,
      headers: await adminAuth('employee_2'),
      payload: { resolution: 'refund', note: 'Photos show damage.' },
    });
    expect(viewer.statusCode).toBe(403);
    const list = await t.app.inject({
      url: '/api/admin/disputes?status=open',
      headers: await adminAuth('employee_2'),
    });
    expect(list.json().items.some((d: { id: string }) => d.id === id)).toBe(true);
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/disputes/${id}/resolve`,
      headers: await adminAuth(),
      payload: { resolution: 'refund', note: 'Photos show damage.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolution: 'refund',
      resolutionNote: 'Photos show damage.',
    });
    expect(await balance(v)).toMatchObject({ escrow: 0, available: 0 });
    const decided = await told('dispute-decided');
    expect(decided).toHaveLength(1);
    expect(decided[0]!.recipient).toBe(received[0]!.recipient);
    expect(decided[0]!.bodyText).toContain('you are refunded in full');
    expect(decided[0]!.bodyText).toContain('Our note: Photos show damage.');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/disputes/${id}/resolve`,
      headers: await adminAuth(),
      payload: { resolution: 'release', note: 'Changed my mind.' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a dispute once the money is released, and keeps no dispute row', async () => {
    const v = await vendorWithStore();
    const order = await paidOrder(v.storeId, 120_000);
    await deliver(v.storeId, order.id);
    await armDeliveredOrders({ db: t.database.db }, t.config.publicUrl, 7);
    await releaseDue({ db: t.database.db, log: t.app.log }, new Date(Date.now() + 30 * 86_400_000));
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/disputes',
      payload: { trackingToken: order.trackingToken, reason: 'It broke a month later.' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ESCROW_NOT_HELD');
    const listed = await t.app.inject({
      url: `/api/vendor/stores/${v.storeId}/money/disputes`,
      headers: v.auth,
    });
    expect(listed.json().items).toEqual([]);
    expect(await balance(v)).toMatchObject({ escrow: 0, available: 118_200 });
  });
});

describe('disputes from the tracking page', () => {
  it('a customer reports a problem in the HTML form; the money stays held until the refund', async () => {
    const v = await vendorWithStore();
    const sub = `moneyshop${n}`;
    await vendorWithStore(); // another store, whose address knows none of v's orders
    const order = await paidOrder(v.storeId, 250_000);
    const page = `/s/${sub}/track/${order.trackingToken}`;
    const form = (reason: string, url = `${page}/dispute`) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams({ reason }).toString(),
      });

    const before = await t.app.inject({ url: page, headers: { accept: 'text/html' } });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('Something wrong with this order?');
    expect(before.body).toMatch(new RegExp(`action="[^"]*${page}/dispute"`));

    // Too short: refused with the reason kept; another store's address knows no such order.
    const short = await form('Torn');
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('Tell us what went wrong (at least 10 characters).');
    expect(short.body).toContain('>Torn</textarea>');
    const elsewhere = await form(
      'The dress arrived torn.',
      `/s/moneyshop${n}/track/${order.trackingToken}/dispute`,
    );
    expect(elsewhere.statusCode).toBe(404);

    const sent = await form('The dress arrived torn at the seam.');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${page}?reported=1`);
    const after = await t.app.inject({
      url: sent.headers.location as string,
      headers: { accept: 'text/html' },
    });
    expect(after.body).toContain('Thank you, we received your report.');
    expect(after.body).not.toContain('Something wrong with this order?');
    const again = await form('Still torn, a second report.');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('A dispute is already open for this order.');

    // Frozen: the release job leaves it in escrow; the administrator refunds with a note.
    await deliver(v.storeId, order.id);
    await armDeliveredOrders({ db: t.database.db }, t.config.publicUrl, 7);
    await releaseDue({ db: t.database.db, log: t.app.log }, new Date(Date.now() + 30 * 86_400_000));
    expect(await balance(v)).toMatchObject({ escrow: 250_000, available: 0 });
    const open = await t.app.inject({ url: '/api/admin/disputes?status=open', headers: await adminAuth() });
    const dispute = open.json().items.find((d: { orderId: string }) => d.orderId === order.id);
    expect(dispute).toMatchObject({ reason: 'The dress arrived torn at the seam.', storeId: v.storeId });
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/disputes/${dispute.id}/resolve`,
      headers: await adminAuth(),
      payload: { resolution: 'refund', note: 'Photos show the torn seam.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const last = await t.app.inject({ url: page, headers: { accept: 'text/html' } });
    expect(last.body).toContain(
      'Your reported problem was resolved: your payment is refunded. Photos show the torn seam.',
    );
    expect(last.body).not.toContain('Something wrong with this order?');
  });

  it('offers no report before the order is paid', async () => {
    const v = await vendorWithStore();
    const { trackingToken } = await pendingOrder(v.storeId, 1_000);
    const page = `/s/moneyshop${n}/track/${trackingToken}`;
    const shown = await t.app.inject({ url: page, headers: { accept: 'text/html' } });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain('Something wrong with this order?');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${page}/dispute`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'reason=Nothing+arrived+yet+at+all',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This order has not been paid, so there is nothing to dispute.');
  });
});

describe('payouts', () => {
  async function withBalance(amount: number) {
    const v = await vendorWithStore();
    const order = await paidOrder(v.storeId, amount);
    await deliver(v.storeId, order.id);
    await armDeliveredOrders({ db: t.database.db }, t.config.publicUrl, 7);
    await releaseDue({ db: t.database.db, log: t.app.log }, new Date(Date.now() + 8 * 86_400_000));
    return v;
  }

  it('resolves the account name through the provider, pays out by transfer and shows the status', async () => {
    const v = await withBalance(1_000_000);
    const base = `/api/vendor/stores/${v.storeId}/money`;
    const banks = await t.app.inject({ url: `${base}/banks`, headers: v.auth });
    expect(banks.json().banks.length).toBeGreaterThan(3);
    const noAccount = await t.app.inject({
      method: 'POST',
      url: `${base}/payouts`,
      headers: v.auth,
      payload: { amount: 1000 },
    });
    expect(noAccount.json().error.code).toBe('NO_BANK_ACCOUNT');
    const unresolved = await t.app.inject({
      method: 'PUT',
      url: `${base}/bank-accounts`,
      headers: v.auth,
      payload: { bankCode: '058', accountNumber: '0001112223' },
    });
    expect(unresolved.statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${base}/bank-accounts`,
          headers: v.auth,
          payload: { bankCode: '058', accountNumber: '12345' },
        })
      ).statusCode,
    ).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${base}/bank-accounts`,
      headers: v.auth,
      payload: { bankCode: '058', accountNumber: '0123456789' },
    });
    expect(saved.json()).toMatchObject({
      bankName: 'Guaranty Trust Bank',
      accountName: 'SANDBOX ACCOUNT 6789',
      accountNumberMasked: '••••••6789',
    });

    const over = await t.app.inject({
      method: 'POST',
      url: `${base}/payouts`,
      headers: v.auth,
      payload: { amount: 985_001 },
    });
    expect(over.statusCode).toBe(409);
    const payout = await t.app.inject({
      method: 'POST',
      url: `${base}/payouts`,
      headers: v.auth,
      payload: { amount: 985_000 },
    });
    expect(payout.statusCode, payout.body).toBe(201);
    const p = payout.json();
    expect(p.status).toBe('processing');
    expect(new Date(p.expectedBy).getTime() - new Date(p.createdAt).getTime()).toBe(24 * 3_600_000);
    expect(await balance(v)).toMatchObject({ available: 0, payoutPending: 985_000 });
    await runner.drain().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 150));
    await embeddedSandbox.state!.idle();
    const list = await t.app.inject({ url: `${base}/payouts`, headers: v.auth });
    expect(list.json().items[0]).toMatchObject({ id: p.id, status: 'paid' });
    expect(await balance(v)).toMatchObject({ available: 0, payoutPending: 0, paidOut: 985_000 });
    const adminList = await t.app.inject({
      url: '/api/admin/payouts?status=paid',
      headers: await adminAuth('employee_2'),
    });
    expect(adminList.json().items.some((i: { id: string }) => i.id === p.id)).toBe(true);
  });

  it('a failed transfer returns the money to the available balance', async () => {
    const v = await withBalance(100_000);
    const base = `/api/vendor/stores/${v.storeId}/money`;
    await t.app.inject({
      method: 'PUT',
      url: `${base}/bank-accounts`,
      headers: v.auth,
      payload: { bankCode: '044', accountNumber: '9990001234' },
    });
    const payout = await t.app.inject({
      method: 'POST',
      url: `${base}/payouts`,
      headers: v.auth,
      payload: { amount: 50_000 },
    });
    expect(payout.statusCode).toBe(201);
    await runner.drain().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 150));
    await embeddedSandbox.state!.idle();
    const list = await t.app.inject({ url: `${base}/payouts`, headers: v.auth });
    expect(list.json().items[0]).toMatchObject({ status: 'failed' });
    expect(await balance(v)).toMatchObject({ available: 98_500, payoutPending: 0, paidOut: 0 });
    // A replayed transfer event changes nothing.
    const raw = JSON.stringify({
      event: 'transfer.success',
      data: { reference: 'payout_unknown', status: 'success' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signPaystack(raw, t.config.payments.paystack.secretKey),
      },
      payload: raw,
    });
    expect(res.json().outcome).toBe('unknown_payout');
    expect(await ledgerQ.unbalancedTransactions(t.database.db)).toEqual([]);
  });
});

describe('admin exchange rates and bank transfers', () => {
  it('keeps exchange rates with full rights only, and confirms a bank transfer', async () => {
    const put = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/exchange-rates', headers, payload });
    expect(
      (await put(await adminAuth('employee_2'), { base: 'USD', quote: 'NGN', rate: '1550.25' })).statusCode,
    ).toBe(403);
    expect((await put(await adminAuth(), { base: 'USD', quote: 'NGN', rate: 'lots' })).statusCode).toBe(400);
    expect((await put(await adminAuth(), { base: 'USD', quote: 'USD', rate: '1' })).statusCode).toBe(400);
    const ok = await put(await adminAuth(), { base: 'USD', quote: 'NGN', rate: '1550.25' });
    expect(ok.json()).toMatchObject({ base: 'USD', quote: 'NGN', rate: '1550.250000' });

    const v = await vendorWithStore();
    // A store whose providers offer no transfer accounts: the shared account, confirmed by hand.
    await t.database.db
      .insert(storePaymentSettings)
      .values({ storeId: v.storeId, paystack: false, flutterwave: false, paga: false, bankTransfer: true });
    const id = uuidv7();
    await createPendingOrder(
      { db: t.database.db, storeId: v.storeId },
      {
        id,
        currency: 'NGN',
        email: 'b@example.com',
        phone: '+2348012345678',
        customerName: 'Bisi',
        address: {
          line1: '1',
          line2: '',
          city: 'Abuja',
          state: 'Federal Capital Territory',
          country: 'Nigeria',
          postalCode: '',
        },
        note: '',
        trackingToken: `track-${uuidv7()}-token`,
        items: [
          {
            productId: uuidv7(),
            variantId: uuidv7(),
            title: 'Bag',
            variantTitle: '',
            sku: 'B',
            unitPrice: 5000,
            quantity: 1,
            lineTotal: 5000,
          },
        ],
        subtotal: 5000,
        shipping: 0,
      },
    );
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId: id, method: 'bank_transfer' },
    });
    const { reference } = start.json();
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${reference}/confirm-transfer`,
      headers: await adminAuth(),
    });
    expect(confirm.json()).toEqual({ outcome: 'paid' });
    expect((await balance(v)).escrow).toBe(5000);
  });
});
