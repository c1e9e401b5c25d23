// Over 400 lines on purpose: every outcome of a transfer to a one-off account (exact, short, over, late,
// twice, replayed, forged, raced) against one app and its provider sandbox, sharing the fixtures here.
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders, signPaystack } from '../../platform/payments';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { orders } from '../orders/orders.schema';
import { cancelUnpaidOrder, createPendingOrder } from '../orders/orders.service';
import { stores } from '../stores/stores.schema';
import { paymentAttempts, paymentEvents, storePaymentSettings, transferReturns } from './payments.schema';
import { CODE_ALPHABET, isTransferCode, newTransferCode } from './transfer-code';
import { settleTransferReturns } from './transfers.service';

let t: TestContext;
let base: string;
const postgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: base } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

type Providers = { paystack: boolean; flutterwave: boolean };
let storeCounter = 0;
async function makeStore(providers: Providers) {
  storeCounter++;
  const [row] = await t.database.db
    .insert(stores)
    .values({
      name: `Transfer shop ${storeCounter}`,
      username: `xfer${storeCounter}`,
      subdomain: `xfer${storeCounter}`,
    })
    .returning();
  await t.database.db
    .insert(storePaymentSettings)
    .values({ storeId: row!.id, ...providers, paga: false, bankTransfer: true });
  return row!;
}

async function makeOrder(storeId: number, total = 1_250_000) {
  const id = uuidv7();
  const trackingToken = `track-${uuidv7()}-token`;
  await createPendingOrder(
    { db: t.database.db, storeId },
    {
      id,
      currency: 'NGN',
      email: 'ada@example.com',
      phone: '+2348012345678',
      customerName: 'Ada Obi',
      address: {
        line1: '1 Marina',
        line2: '',
        city: 'Lagos',
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
          title: 'Ankara dress',
          variantTitle: 'M',
          sku: 'ANK-M',
          unitPrice: total,
          quantity: 1,
          lineTotal: total,
        },
      ],
      subtotal: total,
      shipping: 0,
    },
  );
  return { id, trackingToken, total };
}

interface Started {
  reference: string;
  amount: number;
  bankTransfer: {
    bankName: string;
    accountNumber: string;
    accountName: string;
    expiresAt?: string;
    code?: string;
  };
}

async function startTransfer(orderId: string): Promise<Started> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: { orderId, method: 'bank_transfer' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The sandbox's control: the shopper's bank sends `amount` (the exact one when omitted). */
async function send(account: string, body: { amount?: number; late?: boolean } = {}) {
  const res = await fetch(`${base}/sandbox/_sandbox/transfer-accounts/${account}/transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { outcome: string };
  await embeddedSandbox.state!.idle();
  return answer.outcome;
}

async function orderStatus(id: string) {
  const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row!.status;
}

async function attempt(reference: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.reference, reference));
  return row!;
}

async function outcomes(reference: string) {
  const rows = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
  return rows.map((r) => r.outcome).sort();
}

async function returnsOf(reference: string) {
  const a = await attempt(reference);
  return t.database.db.select().from(transferReturns).where(eq(transferReturns.attemptId, a.id));
}

/** What the ledger moved for one order, per account kind. */
async function ledgerOf(orderId: string): Promise<Record<string, number>> {
  const rows = await t.database.db.execute<{ kind: string; total: string }>(sql`
    select a.kind, sum(e.amount)::text as total
    from ledger_entries e
    join ledger_transactions x on x.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id
    where x.order_id = ${orderId}
    group by a.kind`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { kind: string; total: string }[] }).rows) as {
    kind: string;
    total: string;
  }[];
  return Object.fromEntries(list.map((r) => [r.kind, Number(r.total)]));
}

const sandboxCharge = (provider: 'paystack' | 'flutterwave', reference: string) =>
  embeddedSandbox.state![provider].get(reference)!;

function paystackHook(body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signature ?? signPaystack(raw, t.config.payments.paystack.secretKey),
    },
    payload: raw,
  });
}

describe('transfer code of the shared account', () => {
  it('catches every single mistyped character and every swap of neighbours', () => {
    for (let n = 0; n < 50; n++) {
      const code = newTransferCode();
      expect(isTransferCode(code)).toBe(true);
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{9}$/);
      for (let i = 0; i < code.length; i++) {
        for (const c of CODE_ALPHABET) {
          if (c === code[i]) continue;
          expect(isTransferCode(code.slice(0, i) + c + code.slice(i + 1))).toBe(false);
        }
        if (i + 1 < code.length && code[i] !== code[i + 1]) {
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          expect(isTransferCode(swapped)).toBe(false);
        }
      }
    }
  });
});

describe('Paystack: an account for this payment only', () => {
  it('gives an account with its bank, the exact amount and an expiry, and no reference to type', async () => {
    const store = await makeStore({ paystack: true, flutterwave: false });
    const order = await makeOrder(store.id);
    const started = await startTransfer(order.id);
    expect(started.bankTransfer).toMatchObject({
      bankName: 'Test Bank',
      accountName: 'TEST-MANAGED-ACCOUNT',
    });
    expect(started.bankTransfer.accountNumber).toMatch(/^\d{10}$/);
    expect(started.bankTransfer.code).toBeUndefined();
    const minutes = (Date.parse(started.bankTransfer.expiresAt!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(await attempt(started.reference)).toMatchObject({
      provider: 'paystack',
      channel: 'bank_transfer',
    });
  });

  it('an exact transfer pays the order once, whatever is replayed; a forged event changes nothing', async () => {
    const store = await makeStore({ paystack: true, flutterwave: false });
    const order = await makeOrder(store.id);
    const started = await startTransfer(order.id);
    const forged = await paystackHook(
      {
        event: 'charge.success',
        data: {
          id: 1,
          reference: started.reference,
          amount: order.total,
          currency: 'NGN',
          status: 'success',
        },
      },
      'f'.repeat(128),
    );
    expect(forged.statusCode).toBe(401);
    expect(await orderStatus(order.id)).toBe('pending_payment');

    expect(await send(started.bankTransfer.accountNumber)).toBe('paid');
    expect(await orderStatus(order.id)).toBe('paid');
    // Replayed (the same event again) and verified again: the escrow still holds the order's total once.
    const c = sandboxCharge('paystack', started.reference);
    const again = await paystackHook({
      event: 'charge.success',
      data: {
        id: c.id,
        reference: c.reference,
        amount: c.amount,
        currency: 'NGN',
        status: 'success',
        channel: 'bank_transfer',
      },
    });
    expect(again.json().outcome).toBe('duplicate');
    const verify = await t.app.inject({ method: 'POST', url: `/api/payments/${started.reference}/verify` });
    expect(verify.json()).toMatchObject({ status: 'paid', outcome: 'already_paid' });
    expect(await ledgerOf(order.id)).toEqual({ provider_clearing: -order.total, store_escrow: order.total });
  });

  it('a transfer of the wrong amount is refused by Paystack: shown, nothing kept, the account still open', async () => {
    const store = await makeStore({ paystack: true, flutterwave: false });
    const order = await makeOrder(store.id);
    const started = await startTransfer(order.id);
    expect(await send(started.bankTransfer.accountNumber, { amount: order.total - 50_000 })).toBe(
      'rejected_amount',
    );
    expect(await send(started.bankTransfer.accountNumber, { amount: order.total + 50_000 })).toBe(
      'rejected_amount',
    );
    expect(await orderStatus(order.id)).toBe('pending_payment');
    expect(await outcomes(started.reference)).toEqual(['transfer_rejected', 'transfer_rejected']);
    expect(await ledgerOf(order.id)).toEqual({});
    // The right amount afterwards still pays.
    expect(await send(started.bankTransfer.accountNumber)).toBe('paid');
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('a transfer after the account closed, or a second one, is sent back by Paystack and never counts', async () => {
    const store = await makeStore({ paystack: true, flutterwave: false });
    const late = await makeOrder(store.id);
    const lateStart = await startTransfer(late.id);
    expect(await send(lateStart.bankTransfer.accountNumber, { late: true })).toBe('refunded_late');
    expect(await orderStatus(late.id)).toBe('pending_payment');
    expect(await ledgerOf(late.id)).toEqual({});

    const twice = await makeOrder(store.id);
    const twiceStart = await startTransfer(twice.id);
    expect(await send(twiceStart.bankTransfer.accountNumber)).toBe('paid');
    expect(await send(twiceStart.bankTransfer.accountNumber)).toBe('refunded_repeat');
    expect(await ledgerOf(twice.id)).toEqual({ provider_clearing: -twice.total, store_escrow: twice.total });
  });

  it('"I have paid" asks Paystack at once: pending before the money, paid after', async () => {
    const store = await makeStore({ paystack: true, flutterwave: false });
    const order = await makeOrder(store.id);
    const started = await startTransfer(order.id);
    const before = await t.app.inject({ method: 'POST', url: `/api/payments/${started.reference}/verify` });
    expect(before.json()).toMatchObject({ status: 'initialized', outcome: 'pending' });
    // The money arrives but its event is lost: only the check finds it.
    const c = sandboxCharge('paystack', started.reference);
    Object.assign(c, { status: 'success', paidAt: new Date().toISOString() });
    const after = await t.app.inject({ method: 'POST', url: `/api/payments/${started.reference}/verify` });
    expect(after.json()).toMatchObject({ status: 'paid', outcome: 'paid' });
    expect(await orderStatus(order.id)).toBe('paid');
  });
});

describe('the sandbox page for developers', () => {
  it('lists open accounts and sends money from a button', async () => {
    const store = await makeStore({ paystack: true, flutterwave: false });
    const order = await makeOrder(store.id);
    const started = await startTransfer(order.id);
    const list = await t.app.inject({ url: '/sandbox/_sandbox/transfer-accounts' });
    expect(list.body).toContain(started.bankTransfer.accountNumber);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/sandbox/_sandbox/transfer-accounts/${started.bankTransfer.accountNumber}/transfer`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(sent.statusCode).toBe(303);
    await embeddedSandbox.state!.idle();
    expect(await orderStatus(order.id)).toBe('paid');
  });
});

describe('Flutterwave: an account for this payment only, and money that does not match', () => {
  const store = () => makeStore({ paystack: false, flutterwave: true });

  it('an exact transfer pays the order', async () => {
    const s = await store();
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    expect(started.bankTransfer.bankName).toBe('Mock Bank');
    expect(await attempt(started.reference)).toMatchObject({
      provider: 'flutterwave',
      channel: 'bank_transfer',
    });
    expect(await send(started.bankTransfer.accountNumber)).toBe('received');
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await ledgerOf(order.id)).toEqual({ provider_clearing: -order.total, store_escrow: order.total });
  });

  it('underpaid: not paid, the whole amount is refunded and recorded', async () => {
    const s = await store();
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    const short = order.total - 250_000;
    await send(started.bankTransfer.accountNumber, { amount: short });
    expect(await orderStatus(order.id)).toBe('pending_payment');
    expect((await attempt(started.reference)).status).toBe('underpaid');
    expect(await returnsOf(started.reference)).toMatchObject([
      { reason: 'underpaid', amount: short, status: 'refunded' },
    ]);
    expect(sandboxCharge('flutterwave', started.reference).refunded).toBe(short);
    expect(await ledgerOf(order.id)).toEqual({
      provider_clearing: -short,
      transfer_returns: 0,
      refunds: short,
    });
    // The order can be paid again with a new account.
    const again = await startTransfer(order.id);
    expect(again.bankTransfer.accountNumber).not.toBe(started.bankTransfer.accountNumber);
  });

  it('overpaid: paid, the excess refunded', async () => {
    const s = await store();
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    await send(started.bankTransfer.accountNumber, { amount: order.total + 100_000 });
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await returnsOf(started.reference)).toMatchObject([
      { reason: 'overpaid', amount: 100_000, status: 'refunded' },
    ]);
    expect(sandboxCharge('flutterwave', started.reference).refunded).toBe(100_000);
    expect(await ledgerOf(order.id)).toEqual({
      provider_clearing: -(order.total + 100_000),
      store_escrow: order.total,
      transfer_returns: 0,
      refunds: 100_000,
    });
  });

  it('late: pays an order still open; for a cancelled order the whole amount is refunded', async () => {
    const s = await store();
    const open = await makeOrder(s.id);
    const openStart = await startTransfer(open.id);
    await send(openStart.bankTransfer.accountNumber, { late: true });
    expect(await orderStatus(open.id)).toBe('paid');

    const cancelled = await makeOrder(s.id);
    const cancelledStart = await startTransfer(cancelled.id);
    await cancelUnpaidOrder({ db: t.database.db, storeId: s.id }, cancelled.id);
    await send(cancelledStart.bankTransfer.accountNumber, { late: true });
    expect(await orderStatus(cancelled.id)).toBe('cancelled');
    expect((await attempt(cancelledStart.reference)).status).toBe('returned');
    expect(await returnsOf(cancelledStart.reference)).toMatchObject([{ reason: 'late', status: 'refunded' }]);
    expect(await ledgerOf(cancelled.id)).toEqual({
      provider_clearing: -cancelled.total,
      transfer_returns: 0,
      refunds: cancelled.total,
    });
  });

  it('twice: the second transfer is refunded, and its replayed event adds nothing', async () => {
    const s = await store();
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    await send(started.bankTransfer.accountNumber);
    expect(await send(started.bankTransfer.accountNumber)).toBe('received_again');
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await returnsOf(started.reference)).toMatchObject([
      { reason: 'duplicate', amount: order.total, status: 'refunded' },
    ]);
    // The second transaction's event again (Flutterwave retries): a replay, no second return.
    const second = [...embeddedSandbox.state!.flutterwave.entries()].find(([k]) =>
      k.startsWith(`${started.reference}#`),
    )![1];
    const raw = JSON.stringify({
      event: 'charge.completed',
      data: { id: second.id, tx_ref: started.reference },
    });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/flutterwave',
      headers: {
        'content-type': 'application/json',
        'verif-hash': t.config.payments.flutterwave.webhookHash,
      },
      payload: raw,
    });
    expect(replay.json().outcome).toBe('duplicate');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/flutterwave',
      headers: { 'content-type': 'application/json', 'verif-hash': 'not-the-hash' },
      payload: raw,
    });
    expect(forged.statusCode).toBe(401);
    expect(await returnsOf(started.reference)).toHaveLength(1);
    expect(await ledgerOf(order.id)).toEqual({
      provider_clearing: -2 * order.total,
      store_escrow: order.total,
      transfer_returns: 0,
      refunds: order.total,
    });
  });
});

describe('what the shopper sees on the payment page', () => {
  const page = (subdomain: string, token: string, reference: string) =>
    t.app.inject({
      url: `/orders/${token}/payment/${reference}`,
      headers: { host: `${subdomain}.localhost:3000`, accept: 'text/html' },
    });

  it('underpaid: not paid, the amount is on its way back, and she can pay again', async () => {
    const s = await makeStore({ paystack: false, flutterwave: true });
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    await send(started.bankTransfer.accountNumber, { amount: 1_000_000 });
    const res = await page(s.subdomain, order.trackingToken, started.reference);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-payment-state="underpaid"');
    expect(res.body).toContain('data-transfer-return="underpaid"');
    expect(res.body).toContain('Your transfer of ₦10,000 was less than the total');
    expect(res.body).toContain('has been sent back to your account');
    expect(res.body).toContain('data-pay-again');
    expect(res.body).not.toContain('data-status-url');
  });

  it('overpaid: paid, and the extra is on its way back', async () => {
    const s = await makeStore({ paystack: false, flutterwave: true });
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    await send(started.bankTransfer.accountNumber, { amount: order.total + 100_000 });
    const res = await page(s.subdomain, order.trackingToken, started.reference);
    expect(res.body).toContain('Payment received');
    expect(res.body).toContain('The order is paid; the extra ₦1,000 has been sent back to your account.');
    // Another store's address knows nothing of this payment.
    const other = await makeStore({ paystack: false, flutterwave: true });
    expect((await page(other.subdomain, order.trackingToken, started.reference)).statusCode).toBe(404);
  });
});

describe('a refund the provider cannot take now', () => {
  it('stays owed, and the sweep asks again until it is refunded', async () => {
    const s = await makeStore({ paystack: false, flutterwave: true });
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    // The sandbox refuses any refund of this charge for now.
    sandboxCharge('flutterwave', started.reference).refunded = 10 ** 12;
    await send(started.bankTransfer.accountNumber, { amount: 1_000 });
    const [pending] = await returnsOf(started.reference);
    expect(pending).toMatchObject({ reason: 'underpaid', status: 'pending' });
    expect(pending!.failureReason).toBeTruthy();
    expect(await ledgerOf(order.id)).toEqual({ provider_clearing: -1_000, transfer_returns: 1_000 });

    sandboxCharge('flutterwave', started.reference).refunded = 0;
    const ctx = {
      db: t.database.db,
      config: t.config,
      log: t.app.log,
      providers: createProviders(t.config.payments),
    };
    expect(await settleTransferReturns(ctx)).toContain(pending!.id);
    expect(await settleTransferReturns(ctx)).not.toContain(pending!.id);
    expect((await returnsOf(started.reference))[0]).toMatchObject({ status: 'refunded' });
    expect(await ledgerOf(order.id)).toEqual({
      provider_clearing: -1_000,
      transfer_returns: 0,
      refunds: 1_000,
    });
  });
});

describe('returns in the back office', () => {
  const admin = async (role = 'super_admin') =>
    `Bearer ${await t.tokens.signAccess({ sub: 1, aud: 'admin', role, name: 'ops' })}`;

  it('lists what is owed; a stuck refund call is asked again by full rights only', async () => {
    const s = await makeStore({ paystack: false, flutterwave: true });
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    await send(started.bankTransfer.accountNumber, { amount: 2_000 });
    const [row] = await returnsOf(started.reference);
    // As if the process died during the provider's refund call.
    await t.database.db
      .update(transferReturns)
      .set({ status: 'refunding' })
      .where(eq(transferReturns.id, row!.id));

    expect((await t.app.inject({ url: '/api/admin/transfer-returns' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      url: '/api/admin/transfer-returns?status=lost',
      headers: { authorization: await admin() },
    });
    expect(bad.statusCode).toBe(400);
    const list = await t.app.inject({
      url: '/api/admin/transfer-returns?status=refunding',
      headers: { authorization: await admin('employee_2') },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: row!.id, reason: 'underpaid', amount: 2_000, status: 'refunding' }),
    );

    const release = (role?: string) =>
      admin(role).then((authorization) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/transfer-returns/${row!.id}/release`,
          headers: { authorization },
        }),
      );
    expect((await release('employee_2')).statusCode).toBe(403);
    const released = await release();
    expect(released.json()).toMatchObject({ id: row!.id, status: 'pending' });
    const again = await release();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transfer-returns/${uuidv7()}/release`,
      headers: { authorization: await admin() },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('an administrator asks again for a refused refund', () => {
  const admin = async (role = 'super_admin') =>
    `Bearer ${await t.tokens.signAccess({ sub: 1, aud: 'admin', role, name: 'ops' })}`;

  it('a pending return is refunded at once by full rights only; the list shows the account it came into', async () => {
    const s = await makeStore({ paystack: false, flutterwave: true });
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    sandboxCharge('flutterwave', started.reference).refunded = 10 ** 12;
    await send(started.bankTransfer.accountNumber, { amount: 1_500 });
    const [pending] = await returnsOf(started.reference);
    expect(pending).toMatchObject({ status: 'pending' });
    const list = await t.app.inject({
      url: '/api/admin/transfer-returns?status=pending',
      headers: { authorization: await admin('employee_2') },
    });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        id: pending!.id,
        reference: started.reference,
        accountNumber: started.bankTransfer.accountNumber,
      }),
    );
    const retry = async (role?: string, id = pending!.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/transfer-returns/${id}/retry`,
        headers: { authorization: await admin(role) },
      });
    expect((await retry('employee_2')).statusCode).toBe(403);
    sandboxCharge('flutterwave', started.reference).refunded = 0;
    expect((await retry()).json()).toMatchObject({ id: pending!.id, status: 'refunded' });
    const again = await retry();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    expect((await retry(undefined, uuidv7())).statusCode).toBe(404);
    expect(await ledgerOf(order.id)).toEqual({
      provider_clearing: -1_500,
      transfer_returns: 0,
      refunds: 1_500,
    });
  });
});

describe('the shared account, only when no provider offers transfer accounts', () => {
  it('gives a short checked code; an administrator confirms by it, a mistyped one is refused', async () => {
    const s = await makeStore({ paystack: false, flutterwave: false });
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    expect(started.bankTransfer).toMatchObject({ bankName: 'Sandbox Bank', accountNumber: '0123456789' });
    const code = started.bankTransfer.code!;
    expect(isTransferCode(code)).toBe(true);
    const token = await t.tokens.signAccess({ sub: 1, aud: 'admin', role: 'super_admin', name: 'ops' });
    const confirm = (typed: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${encodeURIComponent(typed)}/confirm-transfer`,
        headers: { authorization: `Bearer ${token}` },
      });
    const wrongChar = code[3] === 'A' ? 'B' : 'A';
    const typo = await confirm(code.slice(0, 3) + wrongChar + code.slice(4));
    expect(typo.statusCode).toBe(422);
    expect(typo.json().error.code).toBe('TRANSFER_CODE_MISTYPED');
    expect(await orderStatus(order.id)).toBe('pending_payment');
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
    const ok = await confirm(typed);
    expect(ok.json()).toEqual({ outcome: 'paid' });
    expect(await orderStatus(order.id)).toBe('paid');
  });
});

describe.runIf(postgres)('racing on PostgreSQL', () => {
  it('a transfer event and "I have paid" at once pay the order once', async () => {
    const s = await makeStore({ paystack: true, flutterwave: false });
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    const [answers] = await Promise.all([
      Promise.all(
        Array.from({ length: 4 }, () =>
          t.app.inject({ method: 'POST', url: `/api/payments/${started.reference}/verify` }),
        ),
      ),
      send(started.bankTransfer.accountNumber),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await orderStatus(order.id)).toBe('paid');
    expect((await outcomes(started.reference)).filter((o) => o === 'paid')).toHaveLength(1);
    expect(await ledgerOf(order.id)).toEqual({ provider_clearing: -order.total, store_escrow: order.total });
  });

  it('two events for one account at once: applied once, the second transfer refunded once', async () => {
    const s = await makeStore({ paystack: false, flutterwave: true });
    const order = await makeOrder(s.id);
    const started = await startTransfer(order.id);
    await Promise.all([send(started.bankTransfer.accountNumber), send(started.bankTransfer.accountNumber)]);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await returnsOf(started.reference)).toMatchObject([{ reason: 'duplicate', status: 'refunded' }]);
    // One event delivered many times at once: still one payment, one return.
    const c = sandboxCharge('flutterwave', started.reference);
    const raw = JSON.stringify({ event: 'charge.completed', data: { id: c.id, tx_ref: started.reference } });
    await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/flutterwave',
          headers: {
            'content-type': 'application/json',
            'verif-hash': t.config.payments.flutterwave.webhookHash,
          },
          payload: raw,
        }),
      ),
    );
    expect(await ledgerOf(order.id)).toEqual({
      provider_clearing: -2 * order.total,
      store_escrow: order.total,
      transfer_returns: 0,
      refunds: order.total,
    });
  });
});
