// "New sale" over HTTP: paid already (off-platform) and pay link (escrow), the rules of the request,
// permissions and tenant isolation. Over 400 lines would be too many: the money side of a pay link is
// one journey here; the ledger's property test covers the rest.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../platform/platform.schema';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { auditLog } from '../audit/audit.schema';
import { ledgerEntries } from '../ledger/ledger.schema';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let medium: string;
let large: string;

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await createVendor(t);
  b = await createVendor(t);
  const p = await createProduct(t, a, tshirt);
  medium = p.variants[0]!.id; // ₦15,000, 10 in stock
  large = p.variants[1]!.id; // ₦16,500, 3 in stock
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

const sale = (v: TestVendor, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `${v.base}/sales`, headers: v.headers, payload: payload as object });
const cash = (amountReceived: number) => ({ kind: 'paid', method: 'cash', amountReceived });

async function stockOf(variantId: string) {
  const list = (await t.app.inject({ url: `${a.base}/inventory?limit=100`, headers: a.headers })).json();
  return (list.items as { variantId: string; stock: number }[]).find((i) => i.variantId === variantId)!.stock;
}

describe('a sale paid already (off-platform)', () => {
  it('records a walk-in cash sale as completed, with change, a receipt, stock taken and no Kasuwa money', async () => {
    const before = await stockOf(medium);
    const res = await sale(a, {
      channel: 'walk_in',
      lines: [
        { variantId: medium, quantity: 2 },
        { variantId: large, quantity: 1 },
      ],
      outcome: cash(5_000_000),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.order).toMatchObject({
      status: 'completed',
      channel: 'walk_in',
      paymentMode: 'off_platform',
      total: 4_650_000,
      customerName: 'Walk-in customer',
    });
    expect(body.change).toBe(350_000);
    expect(body.receipt.number).toMatch(/^RCP-/);
    expect(body.payLink).toBeNull();
    expect(decodeURIComponent(body.share.whatsapp)).toContain(body.receipt.url);
    expect(body.share.sms).toBeNull();
    expect(await stockOf(medium)).toBe(before - 2);
    const pdf = await t.app.inject({ url: new URL(body.receipt.url).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // No escrow, no fee: the ledger holds nothing for this order.
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.storeId, a.storeId));
    expect(entries).toHaveLength(0);
    const detail = (
      await t.app.inject({ url: `${a.base}/orders/${body.order.id}`, headers: a.headers })
    ).json();
    expect(detail.events.map((e: { to: string }) => e.to)).toEqual(['pending_payment', 'paid', 'completed']);
    const payment = await t.app.inject({
      url: `${a.base}/sales/${body.order.id}/payment`,
      headers: a.headers,
    });
    expect(payment.json()).toMatchObject({
      method: 'cash',
      amountReceived: 5_000_000,
      change: 350_000,
      proofUrl: null,
    });
  });

  it('keeps a delivered sale paid, for the normal fulfilment steps, and texts the receipt to a phone-only buyer', async () => {
    const courier = await t.app.inject({
      method: 'POST',
      url: `${a.base}/delivery-options`,
      headers: a.headers,
      payload: { kind: 'flat', name: 'Rider in Lagos', fee: 200_000 },
    });
    expect(courier.statusCode, courier.body).toBe(201);
    const res = await sale(a, {
      channel: 'whatsapp',
      lines: [{ variantId: medium, quantity: 1 }],
      customer: {
        phone: '0803 123 4567',
        name: 'Amaka Obi',
        address: { line1: '5 Awolowo Road', city: 'Ikoyi', state: 'Lagos' },
      },
      deliveryOptionId: courier.json().id,
      outcome: { kind: 'paid', method: 'bank_transfer', amountReceived: 1_700_000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.order).toMatchObject({ status: 'paid', paymentMode: 'off_platform', total: 1_700_000 });
    expect(body.share.sms).toMatch(/^sms:\+2348031234567\?body=/);
    expect(body.share.whatsapp).toMatch(/^https:\/\/wa\.me\/2348031234567\?text=/);
    const sms = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, a.storeId), eq(messages.template, 'receipt-direct')));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.recipient).toBe('+2348031234567');
    expect(sms[0]!.bodyText).not.toContain('escrow');
    const detail = (
      await t.app.inject({ url: `${a.base}/orders/${body.order.id}`, headers: a.headers })
    ).json();
    expect(detail.allowedActions).toContain('ship');
  });

  it('refuses less than the total (422) and leaves stock and numbers untouched', async () => {
    const before = await stockOf(medium);
    const res = await sale(a, {
      channel: 'phone',
      lines: [{ variantId: medium, quantity: 1 }],
      outcome: cash(1_000_000),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('AMOUNT_RECEIVED_SHORT');
    expect(res.json().error.message).toContain('₦15,000.00');
    expect(await stockOf(medium)).toBe(before);
  });

  it('takes a price override only with a reason, and writes it to the store audit log', async () => {
    const noReason = await sale(a, {
      channel: 'instagram',
      lines: [{ variantId: medium, quantity: 1, unitPrice: 1_200_000 }],
      outcome: cash(1_200_000),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.code).toBe('VALIDATION_FAILED');
    const res = await sale(a, {
      channel: 'instagram',
      lines: [{ variantId: medium, quantity: 1, unitPrice: 1_200_000, priceReason: 'Loyal customer' }],
      outcome: cash(1_200_000),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.total).toBe(1_200_000);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'store'), eq(auditLog.entityId, String(a.storeId))));
    const entry = audit.find((e) => e.action === 'sale.price_override');
    expect(entry?.after).toMatchObject({
      orderId: res.json().order.id,
      catalogPrice: 1_500_000,
      unitPrice: 1_200_000,
      reason: 'Loyal customer',
    });
    expect(entry?.actorKind).toBe('vendor');
  });

  it('takes a manual discount up to the goods, never a code and a manual discount together', async () => {
    const tooMuch = await sale(a, {
      channel: 'other',
      lines: [{ variantId: medium, quantity: 1 }],
      manualDiscount: 1_500_001,
      outcome: cash(0),
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.code).toBe('MANUAL_DISCOUNT_TOO_LARGE');
    const both = await sale(a, {
      channel: 'other',
      lines: [{ variantId: medium, quantity: 1 }],
      manualDiscount: 100,
      discountCode: 'SAVE10',
      outcome: cash(1_500_000),
    });
    expect(both.statusCode).toBe(400);
    const ok = await sale(a, {
      channel: 'other',
      lines: [
        { variantId: medium, quantity: 1 },
        { variantId: large, quantity: 1 },
      ],
      manualDiscount: 100_001,
      outcome: cash(3_050_000),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const detail = (
      await t.app.inject({ url: `${a.base}/orders/${ok.json().order.id}`, headers: a.headers })
    ).json();
    expect(detail.total, JSON.stringify(detail)).toBe(3_150_000 - 100_001);
    expect(detail.items.reduce((s: number, i: { discount: number }) => s + i.discount, 0)).toBe(100_001);
  });

  it('uses the name the store already has for a known phone number', async () => {
    const first = await sale(a, {
      channel: 'whatsapp',
      lines: [{ variantId: medium, quantity: 1 }],
      customer: { phone: '+234 805 111 2233', name: 'Bola Ade' },
      outcome: cash(1_500_000),
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await sale(a, {
      channel: 'phone',
      lines: [{ variantId: medium, quantity: 1 }],
      customer: { phone: '2348051112233' },
      outcome: cash(1_500_000),
    });
    expect(again.json().order.customerName).toBe('Bola Ade');
  });

  it('attaches a proof photo to a paid-already sale only', async () => {
    const res = await sale(a, {
      channel: 'phone',
      lines: [{ variantId: medium, quantity: 1 }],
      outcome: { kind: 'paid', method: 'pos', amountReceived: 1_500_000 },
    });
    const orderId = res.json().order.id;
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const boundary = 'x-sale-proof';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slip.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (v: TestVendor, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `${v.base}/sales/${id}/payment/proof`,
        headers: { ...v.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    const ok = await upload(a, orderId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().proofUrl).toMatch(/\.webp$/);
    expect((await upload(b, orderId)).statusCode).toBe(404);
    const notJson = await t.app.inject({
      method: 'POST',
      url: `${a.base}/sales/${orderId}/payment/proof`,
      headers: a.headers,
      payload: { file: 'x' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('a sale with a pay link (escrow)', () => {
  it('reserves the order like an online one, texts the link, and paying it puts the money in escrow', async () => {
    const before = await stockOf(large);
    const res = await sale(a, {
      channel: 'whatsapp',
      lines: [{ variantId: large, quantity: 1 }],
      customer: { phone: '08091234567', name: 'Chidi' },
      outcome: { kind: 'pay_link', send: 'sms' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.order).toMatchObject({
      status: 'pending_payment',
      paymentMode: 'escrow',
      channel: 'whatsapp',
    });
    expect(body.payLink.url).toMatch(/\/orders\/[A-Za-z0-9_-]+\/pay$/);
    expect(body.payLink.sent).toBe('sms');
    expect(new Date(body.payLink.expiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(await stockOf(large)).toBe(before - 1);
    const sms = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, a.storeId), eq(messages.template, 'pay-link')));
    expect(sms.map((m) => m.bodyText).join()).toContain(body.payLink.url);
    const page = await t.app.inject({
      url: new URL(body.payLink.url).pathname,
      headers: { host: `${a.subdomain}.localhost:3000`, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`#${body.order.number}`);

    const start = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId: body.order.id, method: 'paystack', email: 'chidi@example.com' },
    });
    expect(start.statusCode, start.body).toBe(201);
    const pay = await fetch(`${start.json().authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
    await fetch(pay.headers.get('location')!, { redirect: 'manual' });
    await embeddedSandbox.state!.idle();
    const detail = (
      await t.app.inject({ url: `${a.base}/orders/${body.order.id}`, headers: a.headers })
    ).json();
    expect(detail.status, JSON.stringify(detail)).toBe('paid');
    const balance = (await t.app.inject({ url: `${a.base}/money/balance`, headers: a.headers })).json()
      .balances[0];
    expect(balance.escrow).toBe(1_650_000);
  });

  it('e-mails the pay link when asked, through the message log like every e-mail', async () => {
    const res = await sale(a, {
      channel: 'instagram',
      lines: [{ variantId: medium, quantity: 1 }],
      customer: { phone: '08035550000', email: 'tola@example.com' },
      outcome: { kind: 'pay_link', send: 'email' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, a.storeId), eq(messages.recipient, 'tola@example.com')));
    expect(mails.map((m) => m.template)).toEqual(['pay-link']);
    expect(mails[0]!.bodyText).toContain(res.json().payLink.url);
    expect(mails[0]!.bodyText).toContain('escrow');
    expect(res.json().share.email).toMatch(/^mailto:tola@example\.com\?subject=/);
  });

  it('needs a phone number for a pay link, and an e-mail to send it by e-mail', async () => {
    const line = [{ variantId: medium, quantity: 1 }];
    const noCustomer = await sale(a, { channel: 'phone', lines: line, outcome: { kind: 'pay_link' } });
    expect(noCustomer.statusCode).toBe(400);
    const noEmail = await sale(a, {
      channel: 'phone',
      lines: line,
      customer: { phone: '08031112222' },
      outcome: { kind: 'pay_link', send: 'email' },
    });
    expect(noEmail.statusCode).toBe(400);
  });
});

describe('the items a New sale offers', () => {
  it('lists sellable variants with price and stock, recently sold first, and finds them by name', async () => {
    await createProduct(t, a, { title: 'Zobo drink', status: 'active', price: 50_000, stock: 40 });
    await createProduct(t, a, { title: 'Hidden draft', status: 'draft', price: 50_000, stock: 4 });
    const all = (await t.app.inject({ url: `${a.base}/sales/items`, headers: a.headers })).json().items;
    // Both T-shirt sizes were sold above, the Zobo never: it comes after them.
    expect(all.map((i: { recent: boolean }) => i.recent)).toEqual([true, true, false]);
    expect(all.map((i: { title: string }) => i.title)).not.toContain('Hidden draft');
    const found = (await t.app.inject({ url: `${a.base}/sales/items?q=zobo`, headers: a.headers })).json()
      .items;
    expect(found).toEqual([expect.objectContaining({ title: 'Zobo drink', price: 50_000, stock: 40 })]);
    const other = (await t.app.inject({ url: `${b.base}/sales/items`, headers: b.headers })).json().items;
    expect(other).toEqual([]);
    expect((await t.app.inject({ url: `${a.base}/sales/items`, headers: b.headers })).statusCode).toBe(404);
  });
});

describe('New sale: input, permissions and tenant isolation', () => {
  it('answers 401 without a session and 404 for another vendor’s store', async () => {
    const body = {
      channel: 'walk_in',
      lines: [{ variantId: medium, quantity: 1 }],
      outcome: cash(1_500_000),
    };
    const anonymous = await t.app.inject({ method: 'POST', url: `${a.base}/sales`, payload: body });
    expect(anonymous.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url: `${a.base}/sales`,
      headers: b.headers,
      payload: body,
    });
    expect(other.statusCode).toBe(404);
  });

  it('cannot sell another store’s product, nor read another store’s sale', async () => {
    const res = await sale(b, {
      channel: 'walk_in',
      lines: [{ variantId: medium, quantity: 1 }],
      outcome: cash(1_500_000),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('ITEM_UNAVAILABLE');
    const mine = await sale(a, {
      channel: 'walk_in',
      lines: [{ variantId: medium, quantity: 1 }],
      outcome: cash(1_500_000),
    });
    const peek = await t.app.inject({
      url: `${b.base}/sales/${mine.json().order.id}/payment`,
      headers: b.headers,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('answers bad input with 4xx catalogue codes, never 5xx', async () => {
    const line = { variantId: medium, quantity: 1 };
    const bad: unknown[] = [
      {},
      { channel: 'online', lines: [line], outcome: cash(1_500_000) },
      { channel: 'walk_in', lines: [], outcome: cash(1) },
      { channel: 'walk_in', lines: [{ ...line, quantity: 0 }], outcome: cash(1_500_000) },
      { channel: 'walk_in', lines: [line], outcome: { kind: 'on_delivery' } },
      { channel: 'walk_in', lines: [line], outcome: { kind: 'paid', method: 'bitcoin', amountReceived: 1 } },
      { channel: 'walk_in', lines: [line], customer: { phone: '12345' }, outcome: cash(1_500_000) },
      { channel: 'walk_in', lines: [line], outcome: cash(-1) },
      { channel: 'walk_in', lines: [line], deliveryOptionId: 'nope', outcome: cash(1_500_000) },
    ];
    for (const payload of bad) {
      const res = await sale(a, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const unknownOption = await sale(a, {
      channel: 'walk_in',
      lines: [line],
      deliveryOptionId: '0193a7b2-5c1d-7e4f-9a2b-3c4d5e6f7a8b',
      outcome: cash(1_500_000),
    });
    expect(unknownOption.statusCode).toBe(400);
    const soldOut = await sale(a, {
      channel: 'walk_in',
      lines: [{ variantId: large, quantity: 50 }],
      outcome: cash(100_000_000),
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error.code).toBe('OUT_OF_STOCK');
    const unknownCode = await sale(a, {
      channel: 'walk_in',
      lines: [line],
      discountCode: 'NOPE',
      outcome: cash(1_500_000),
    });
    expect(unknownCode.statusCode).toBe(422);
    expect(unknownCode.json().error.code).toBe('DISCOUNT_NOT_APPLIED');
  });
});
