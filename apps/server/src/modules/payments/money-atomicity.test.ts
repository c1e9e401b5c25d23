// Over 400 lines on purpose: one scenario per money path (seven, plus the provider's refusal), all
// sharing the failure trigger, the ledger snapshot and the order fixtures defined here.
import { createServer } from 'node:net';
import { asc, count, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '../../platform/payments';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { armRelease } from '../ledger/escrow.service';
import {
  bankAccounts,
  escrowHolds,
  ledgerEntries,
  ledgerTransactions,
  payouts,
} from '../ledger/ledger.schema';
import { finishPayout, requestPayout } from '../ledger/payouts.service';
import { orders } from '../orders/orders.schema';
import { createPendingOrder, transitionOrder } from '../orders/orders.service';
import { openDispute, resolveDispute } from './disputes.service';
import { confirmReceipt, releaseDue } from './escrow-release.jobs';
import { disputes, paymentAttempts, paymentEvents, refunds } from './payments.schema';
import { confirmCharge, newReference, type PaymentsCtx } from './payments.service';
import { finishRefund, refundOrder } from './refunds.service';

/**
 * Every money path is cut between its two halves by a trigger that raises on the second half's
 * statement (no test hook in production code; the same on PGlite and PostgreSQL). Nothing may be left
 * half-done; once the trigger is gone, the retry completes everything exactly once, and a further
 * retry changes nothing.
 */
let t: TestContext;
let ctx: PaymentsCtx;
beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  ctx = {
    db: t.database.db,
    config: t.config,
    providers: createProviders(t.config.payments),
    log: t.app.log,
  };
  await t.database.db.execute(
    sql.raw(`create function kasuwa_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure on %', tg_table_name; end $$`),
  );
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

/** Makes every insert or update of `table` whose new row matches `when` fail; answers the undo. */
async function failOn(table: string, when: string) {
  await t.database.db.execute(
    sql.raw(`create trigger kasuwa_injected before insert or update on ${table}
      for each row when (${when}) execute function kasuwa_fail()`),
  );
  return async () => {
    await t.database.db.execute(sql.raw(`drop trigger kasuwa_injected on ${table}`));
  };
}

async function expectInjected(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(err, 'the injected failure must reach the caller').not.toBeNull();
  expect(`${err?.message} ${err?.cause?.message ?? ''}`).toContain('injected failure');
}

/** Every ledger transaction, entry and account balance: equal snapshots mean no money moved. */
async function ledger() {
  await embeddedSandbox.state?.idle();
  const db = t.database.db;
  const [transactions] = await db.select({ n: count() }).from(ledgerTransactions);
  const [entries] = await db.select({ n: count() }).from(ledgerEntries);
  const balances = await db
    .select({ account: ledgerEntries.accountId, total: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountId)
    .orderBy(asc(ledgerEntries.accountId));
  return { transactions: transactions!.n, entries: entries!.n, balances };
}

/** What an order's money and state look like. */
async function stateOf(orderId: string) {
  const db = t.database.db;
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const [hold] = await db
    .select({ status: escrowHolds.status, refunded: escrowHolds.refunded, released: escrowHolds.released })
    .from(escrowHolds)
    .where(eq(escrowHolds.orderId, orderId));
  const d = await db
    .select({ status: disputes.status, resolution: disputes.resolution })
    .from(disputes)
    .where(eq(disputes.orderId, orderId));
  const r = await db
    .select({ status: refunds.status, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return { order: order?.status, hold: hold ?? null, disputes: d, refunds: r };
}

async function pendingOrder(storeId: number, total: number) {
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
      items: [
        {
          productId: uuidv7(),
          variantId: uuidv7(),
          title: 'Shoes',
          variantTitle: '42',
          sku: 'SH-42',
          unitPrice: total,
          quantity: 1,
          lineTotal: total,
        },
      ],
      subtotal: total,
      shipping: 0,
    },
  );
  return { id, trackingToken };
}

/** Paid through the sandbox's Paystack flow, so the provider can refund it. */
async function paidOrder(storeId: number, total: number) {
  const order = await pendingOrder(storeId, total);
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: { orderId: order.id, method: 'paystack' },
  });
  const pay = await fetch(`${start.json().authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
  await fetch(pay.headers.get('location')!, { redirect: 'manual' });
  await embeddedSandbox.state!.idle();
  expect((await stateOf(order.id)).order).toBe('paid');
  return order;
}

/** Paid, shipped and delivered, with the confirm-receipt token armed. */
async function deliveredOrder(storeId: number, total: number) {
  const order = await paidOrder(storeId, total);
  for (const action of ['ship', 'mark_delivered']) {
    await transitionOrder({ db: t.database.db, storeId }, order.id, action, 'vendor');
  }
  const token = (await armRelease({ db: t.database.db }, order.id, 7))!;
  return { ...order, token };
}

const afterWaiting = () => new Date(Date.now() + 8 * 86_400_000);

describe('escrow release', () => {
  it('confirm receipt: no release without the completed order; the retry does both once', async () => {
    const v = await createVendor(t);
    const order = await deliveredOrder(v.storeId, 100_000);
    const before = { ledger: await ledger(), state: await stateOf(order.id) };
    const undo = await failOn('orders', `new.status = 'completed'`);
    await expectInjected(confirmReceipt(ctx, order.token));
    expect({ ledger: await ledger(), state: await stateOf(order.id) }).toEqual(before);
    expect(before.state).toMatchObject({ order: 'delivered', hold: { status: 'held', released: 0 } });
    await undo();

    await confirmReceipt(ctx, order.token);
    const done = await ledger();
    expect(done.transactions).toBe(before.ledger.transactions + 1);
    expect(await stateOf(order.id)).toMatchObject({
      order: 'completed',
      hold: { status: 'released', released: 98_500 },
    });
    await confirmReceipt(ctx, order.token);
    expect(await ledger()).toEqual(done);
  });

  it('the sweep: a failing order keeps its money, the others are released; running it again changes nothing', async () => {
    const v = await createVendor(t);
    const cut = await deliveredOrder(v.storeId, 200_000);
    const broken = await deliveredOrder(v.storeId, 50_000);
    const fine = await deliveredOrder(v.storeId, 70_000);
    // An order that is not where its armed escrow says it is: the state machine refuses to complete it.
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, broken.id));
    const before = { cut: await stateOf(cut.id), broken: await stateOf(broken.id) };
    const undo = await failOn('orders', `new.status = 'completed' and new.id = '${cut.id}'`);
    const first = await releaseDue(ctx, afterWaiting());
    expect(first.failed.map((f) => f.orderId).sort()).toEqual([cut.id, broken.id].sort());
    expect(first.failed.find((f) => f.orderId === cut.id)!.error).toContain('injected failure');
    expect(await stateOf(cut.id)).toEqual(before.cut);
    expect(await stateOf(broken.id)).toEqual(before.broken);
    expect(await stateOf(fine.id)).toMatchObject({ order: 'completed', hold: { status: 'released' } });
    await undo();

    const second = await releaseDue(ctx, afterWaiting());
    expect(second.failed.map((f) => f.orderId)).toEqual([broken.id]);
    expect(await stateOf(cut.id)).toMatchObject({
      order: 'completed',
      hold: { status: 'released', released: 197_000 },
    });
    const settled = await ledger();
    const third = await releaseDue(ctx, afterWaiting());
    expect(third).toMatchObject({ released: 0 });
    expect(await ledger()).toEqual(settled);
    expect(await stateOf(broken.id)).toEqual(before.broken);
  });
});

describe('dispute resolution', () => {
  it('for the vendor: the dispute stays open and the money frozen until release and completion commit', async () => {
    const v = await createVendor(t);
    const order = await deliveredOrder(v.storeId, 120_000);
    const dispute = await openDispute(ctx, order.trackingToken, 'The box arrived empty.');
    const before = { ledger: await ledger(), state: await stateOf(order.id) };
    expect(before.state).toMatchObject({ hold: { status: 'frozen' }, disputes: [{ status: 'open' }] });
    const undo = await failOn('orders', `new.status = 'completed'`);
    const decision = { resolution: 'release' as const, note: 'The courier proved delivery.' };
    await expectInjected(resolveDispute(ctx, dispute.id, decision, 'admin:ops'));
    expect({ ledger: await ledger(), state: await stateOf(order.id) }).toEqual(before);
    await undo();

    expect(await resolveDispute(ctx, dispute.id, decision, 'admin:ops')).toMatchObject({
      status: 'resolved',
    });
    expect(await stateOf(order.id)).toMatchObject({
      order: 'completed',
      hold: { status: 'released', released: 118_200 },
      disputes: [{ status: 'resolved', resolution: 'release' }],
    });
    expect((await ledger()).transactions).toBe(before.ledger.transactions + 1);
  });

  it('for the customer: nothing closes or leaves escrow unless the refund is recorded too', async () => {
    const v = await createVendor(t);
    const order = await paidOrder(v.storeId, 90_000);
    const dispute = await openDispute(ctx, order.trackingToken, 'Wrong size was sent.');
    const before = { ledger: await ledger(), state: await stateOf(order.id) };
    const undo = await failOn('refunds', 'true');
    const decision = { resolution: 'refund' as const, note: 'The vendor agreed.' };
    await expectInjected(resolveDispute(ctx, dispute.id, decision, 'admin:ops'));
    expect({ ledger: await ledger(), state: await stateOf(order.id) }).toEqual(before);
    expect(before.state).toMatchObject({ hold: { status: 'frozen' }, disputes: [{ status: 'open' }] });
    await undo();

    await resolveDispute(ctx, dispute.id, decision, 'admin:ops');
    expect(await stateOf(order.id)).toMatchObject({
      order: 'refunded',
      hold: { status: 'refunded', refunded: 90_000 },
      disputes: [{ status: 'resolved', resolution: 'refund' }],
      refunds: [{ status: expect.stringMatching(/^(pending|processed)$/) }],
    });
  });

  it('a refund the provider refuses leaves the dispute open and the money frozen, as before', async () => {
    const v = await createVendor(t);
    const order = await paidOrder(v.storeId, 80_000);
    const dispute = await openDispute(ctx, order.trackingToken, 'It never arrived at all.');
    // Refunded elsewhere (the provider's dashboard), so the provider refuses ours.
    const [paid] = await t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    await ctx.providers.paystack.refund({ reference: paid!.reference, amount: 80_000, currency: 'NGN' });
    const before = await stateOf(order.id);
    const balances = (await ledger()).balances;
    await expect(
      resolveDispute(ctx, dispute.id, { resolution: 'refund', note: 'Refund it.' }, 'admin:ops'),
    ).rejects.toMatchObject({ code: 'REFUND_REFUSED' });
    expect(await stateOf(order.id)).toEqual({
      ...before,
      refunds: [{ status: 'failed', providerRefundId: null }],
    });
    expect(before).toMatchObject({
      order: 'paid',
      hold: { status: 'frozen' },
      disputes: [{ status: 'open' }],
    });
    expect((await ledger()).balances).toEqual(balances);
  });
});

describe('refunds', () => {
  it('the order is refunded with the recorded refund or not at all; the provider event finishes it once', async () => {
    const v = await createVendor(t);
    const order = await paidOrder(v.storeId, 60_000);
    const undo = await failOn('orders', `new.status = 'refunded'`);
    await expectInjected(
      refundOrder(
        { ...ctx, storeId: v.storeId },
        order.id,
        { reason: 'Out of stock', restock: false },
        'vendor',
      ),
    );
    await embeddedSandbox.state!.idle();
    // The provider has the refund; the escrow shows it taken out, and the refund waits, named by the
    // provider's id, with the order still paid.
    const cut = await stateOf(order.id);
    expect(cut).toMatchObject({ order: 'paid', hold: { status: 'refunded', refunded: 60_000 } });
    expect(cut.refunds).toEqual([{ status: 'pending', providerRefundId: expect.any(String) }]);
    await undo();

    const providerRefundId = cut.refunds[0]!.providerRefundId!;
    expect(await finishRefund(ctx, providerRefundId, 'processed')).toBe('refund_processed');
    const done = await ledger();
    expect(await stateOf(order.id)).toMatchObject({ order: 'refunded', refunds: [{ status: 'processed' }] });
    expect(await finishRefund(ctx, providerRefundId, 'processed')).toBe('already_final');
    expect(await ledger()).toEqual(done);
  });

  it('nothing leaves escrow when the refund cannot be recorded', async () => {
    const v = await createVendor(t);
    const order = await paidOrder(v.storeId, 40_000);
    const before = { ledger: await ledger(), state: await stateOf(order.id) };
    const undo = await failOn('refunds', 'true');
    await expectInjected(
      refundOrder(
        { ...ctx, storeId: v.storeId },
        order.id,
        { reason: 'Changed mind', restock: false },
        'vendor',
      ),
    );
    expect({ ledger: await ledger(), state: await stateOf(order.id) }).toEqual(before);
    await undo();
  });
});

describe('payout failure', () => {
  it('the money returns to the balance together with the payout marked failed', async () => {
    const v = await createVendor(t);
    const order = await deliveredOrder(v.storeId, 100_000);
    await confirmReceipt(ctx, order.token);
    await t.database.db.insert(bankAccounts).values({
      storeId: v.storeId,
      bankCode: '058',
      bankName: 'GTBank',
      accountNumber: '0123456789',
      accountName: 'ADA VENDOR',
      provider: 'paystack',
      recipientCode: 'RCP_test',
    });
    const payout = await requestPayout({ ...ctx, storeId: v.storeId }, { amount: 50_000, currency: 'NGN' });
    const before = await ledger();
    const undo = await failOn('payouts', `new.status = 'failed'`);
    await expectInjected(finishPayout(ctx, payout.reference, 'failed', 'Account closed'));
    expect(await ledger()).toEqual(before);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row!.status).toBe('processing');
    await undo();

    expect(await finishPayout(ctx, payout.reference, 'failed', 'Account closed')).toBe('payout_failed');
    const done = await ledger();
    expect(done.transactions).toBe(before.transactions + 1);
    const [failed] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Account closed' });
    expect(await finishPayout(ctx, payout.reference, 'failed', 'Account closed')).toBe('already_final');
    expect(await ledger()).toEqual(done);
  });
});

describe('payment confirmation', () => {
  it('nothing is captured unless the order is paid too; the provider retry confirms it once', async () => {
    const v = await createVendor(t);
    const order = await pendingOrder(v.storeId, 30_000);
    const reference = newReference();
    await t.database.db.insert(paymentAttempts).values({
      id: uuidv7(),
      reference,
      storeId: v.storeId,
      orderId: order.id,
      provider: 'paystack',
      amount: 30_000,
      currency: 'NGN',
      email: 'buyer@example.com',
    });
    const charge = {
      status: 'success' as const,
      reference,
      amount: 30_000,
      currency: 'NGN',
      providerTransactionId: '991',
    };
    const source = { eventKey: `paystack:charge.success:${reference}`, eventType: 'charge.success' };
    const attempt = async () =>
      (
        await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference))
      )[0]!;
    const events = () =>
      t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
    const before = { ledger: await ledger(), state: await stateOf(order.id) };
    const undo = await failOn('orders', `new.status = 'paid'`);
    await expectInjected(confirmCharge(ctx, 'paystack', charge, source));
    expect({ ledger: await ledger(), state: await stateOf(order.id) }).toEqual(before);
    expect(before.state).toMatchObject({ order: 'pending_payment', hold: null });
    expect((await attempt()).status).toBe('initialized');
    // The event key is not claimed either, so the provider's retry is not taken for a duplicate.
    expect(await events()).toEqual([]);
    await undo();

    expect(await confirmCharge(ctx, 'paystack', charge, source)).toBe('paid');
    const done = await ledger();
    expect(done.transactions).toBe(before.ledger.transactions + 1);
    expect(await stateOf(order.id)).toMatchObject({ order: 'paid', hold: { status: 'held' } });
    expect(await confirmCharge(ctx, 'paystack', charge, source)).toBe('duplicate');
    expect(await ledger()).toEqual(done);
  });
});
