// "New sale" with the third outcome: pay on delivery. The order is the same confirmed, unpaid order a
// storefront checkout makes (modules/orders pay-on-delivery), so only what a recorded sale adds is here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/platform.schema';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { ledgerTransactions } from '../ledger/ledger.schema';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let medium: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  medium = (await createProduct(t, a, tshirt)).variants[0]!.id; // ₦15,000, 10 in stock
});
afterAll(() => t.close());

const sale = (v: TestVendor, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `${v.base}/sales`, headers: v.headers, payload: payload as object });
const onDelivery = (quantity: number) => ({
  channel: 'whatsapp',
  lines: [{ variantId: medium, quantity }],
  customer: { phone: '0803 111 2222', name: 'Chiamaka' },
  outcome: { kind: 'on_delivery' },
});

async function stock() {
  const list = (await t.app.inject({ url: `${a.base}/inventory?limit=100`, headers: a.headers })).json();
  return (list.items as { variantId: string; stock: number }[]).find((i) => i.variantId === medium)!.stock;
}

describe('a sale to pay on delivery', () => {
  it('is confirmed unpaid with its stock held and no expiry, then delivered and paid with no Kasuwa money', async () => {
    const before = await stock();
    const res = await sale(a, onDelivery(2));
    expect(res.statusCode, res.body).toBe(201);
    const { order, payLink, receipt, share } = res.json();
    expect(order).toMatchObject({
      status: 'confirmed',
      paymentMode: 'on_delivery',
      channel: 'whatsapp',
      total: 3_000_000,
    });
    expect(payLink).toBeNull();
    expect(receipt).toBeNull();
    expect(share.text).toMatch(/to pay when it is delivered/);
    expect(share.whatsapp).toMatch(/^https:\/\/wa\.me\/2348031112222\?text=/);
    // The SMS share stays GSM-7: NGN, not the naira sign.
    expect(share.sms).toContain('NGN');
    expect(await stock()).toBe(before - 2);
    // Held until she records the delivery: no reservation expiry is queued for it.
    const expiries = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `order-expire:${order.id}`));
    expect(expiries).toHaveLength(0);

    const collected = await t.app.inject({
      method: 'POST',
      url: `${a.base}/orders/${order.id}/delivered-paid`,
      headers: a.headers,
      payload: { method: 'bank_transfer', amount: 3_000_000 },
    });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().status).toBe('completed');
    const moved = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, order.id));
    expect(moved).toHaveLength(0);
  });

  it('gives the stock back once when the delivery fails', async () => {
    const before = await stock();
    const { order } = (await sale(a, onDelivery(1))).json();
    expect(await stock()).toBe(before - 1);
    const failed = await t.app.inject({
      method: 'POST',
      url: `${a.base}/orders/${order.id}/actions`,
      headers: a.headers,
      payload: { action: 'cancel', note: 'Buyer was not home' },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().status).toBe('cancelled');
    expect(await stock()).toBe(before);
  });

  it('needs the buyer’s phone, refuses more than the stock, and is the store’s own', async () => {
    const { customer: _none, ...noCustomer } = onDelivery(1);
    expect((await sale(a, noCustomer)).statusCode).toBe(400);
    const tooMany = await sale(a, onDelivery(500));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe('OUT_OF_STOCK');
    const foreign = await sale(b, onDelivery(1));
    expect(foreign.statusCode).toBe(422);
    const stranger = await t.app.inject({ method: 'POST', url: `${a.base}/sales`, payload: onDelivery(1) });
    expect(stranger.statusCode).toBe(401);
  });
});
