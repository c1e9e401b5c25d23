import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '../../platform/payments';
import { messages } from '../../platform/platform.schema';
import { inTransaction } from '../../platform/tenant';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { createPendingOrder, transitionOrder } from '../orders/orders.service';
import * as payments from '../payments/payments.queries';
import { confirmBankTransfer, newReference, type PaymentsCtx } from '../payments/payments.service';
import * as q from './invoices.queries';
import { documents } from './invoices.schema';
import { issueCreditNoteForRefund } from './receipts.service';

let t: TestContext;
let ctx: PaymentsCtx;
let a: TestVendor;
let b: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  ctx = {
    db: t.database.db,
    config: t.config,
    providers: createProviders(t.config.payments),
    log: t.app.log,
  };
  a = await createVendor(t);
  b = await createVendor(t);
});
afterAll(() => t.close());

/** An order with two lines and delivery, awaiting payment; a customer without e-mail when `email` is ''. */
async function pendingOrder(
  v: TestVendor,
  discount?: { code: string; amount: number },
  email = 'amaka@example.com',
) {
  const id = uuidv7();
  const trackingToken = `track-${uuidv7()}-token`;
  const items = [
    { title: 'Ankara dress', unitPrice: 1_250_000, quantity: 2 },
    { title: 'Head wrap', unitPrice: 300_000, quantity: 1 },
  ].map((i) => ({
    ...i,
    productId: uuidv7(),
    variantId: uuidv7(),
    variantTitle: '',
    sku: '',
    lineTotal: i.unitPrice * i.quantity,
  }));
  await createPendingOrder(
    { db: t.database.db, storeId: v.storeId },
    {
      id,
      currency: 'NGN',
      email,
      phone: '+2348012345678',
      customerName: 'Amaka Obi',
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
      items,
      subtotal: 2_800_000,
      shipping: 150_000,
      ...(discount && {
        discount: discount.amount,
        discounts: [{ code: discount.code, title: discount.code, amount: discount.amount }],
      }),
    },
  );
  return { id, trackingToken };
}

/** The order above, paid by a bank transfer an administrator confirmed. */
async function paidOrder(v: TestVendor, discount?: { code: string; amount: number }, email?: string) {
  const { id, trackingToken } = await pendingOrder(v, discount, email);
  const reference = newReference();
  await payments.insertAttempt(
    { db: t.database.db, storeId: v.storeId },
    {
      id: uuidv7(),
      reference,
      orderId: id,
      provider: 'bank_transfer',
      amount: 2_950_000 - (discount?.amount ?? 0),
      currency: 'NGN',
      email: email ?? 'amaka@example.com',
    },
  );
  expect(await confirmBankTransfer(ctx, reference, 'admin:ops')).toBe('paid');
  return { id, reference, trackingToken };
}

describe('document numbers', () => {
  it('are per store, sequential and given back when the issuing transaction rolls back', async () => {
    const scopeA = { db: t.database.db, storeId: a.storeId };
    const before = await inTransaction(scopeA, (tx) => q.bumpCounter(tx, 'credit_note'));
    await expect(
      inTransaction(scopeA, async (tx) => {
        await q.bumpCounter(tx, 'credit_note');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await inTransaction(scopeA, (tx) => q.bumpCounter(tx, 'credit_note'))).toBe(before + 1);
    expect(await q.bumpCounter({ db: t.database.db, storeId: b.storeId }, 'credit_note')).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: 50 documents issued at once in one store get 50 consecutive numbers',
    async () => {
      const v = await createVendor(t);
      const order = await paidOrder(v);
      const scope = { db: t.database.db, storeId: v.storeId };
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          inTransaction(scope, (tx) =>
            issueCreditNoteForRefund(
              { db: tx.db, publicUrl: t.config.publicUrl },
              {
                id: uuidv7(),
                storeId: v.storeId,
                orderId: order.id,
                amount: 100 + i,
                currency: 'NGN',
                reason: '',
              },
            ),
          ),
        ),
      );
      const rows = await t.database.db.select().from(documents).where(eq(documents.storeId, v.storeId));
      const numbers = rows.filter((r) => r.kind === 'credit_note').map((r) => r.number);
      expect(numbers.sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    },
  );
});

describe('receipts', () => {
  it('are issued with the payment, e-mailed, and download as A4 and 80 mm PDFs', async () => {
    const order = await paidOrder(a);
    const [receipt] = await t.database.db.select().from(documents).where(eq(documents.orderId, order.id));
    expect(receipt).toMatchObject({ kind: 'receipt', total: 2_950_000, sourceKey: order.reference });
    expect(receipt!.content.number).toMatch(/^RCP-\d{6}$/);
    // A second confirmation of the same payment issues nothing.
    expect(await confirmBankTransfer(ctx, order.reference, 'admin:ops')).toBe('already_paid');
    expect(await t.database.db.select().from(documents).where(eq(documents.orderId, order.id))).toHaveLength(
      1,
    );

    const mail = (await t.database.db.select().from(messages).where(eq(messages.template, 'receipt'))).find(
      (m) => m.storeId === a.storeId && m.bodyText.includes(receipt!.accessToken),
    );
    expect(mail?.recipient).toBe('amaka@example.com');
    expect(mail?.bodyText).toContain(`/api/documents/${receipt!.accessToken}/pdf`);

    for (const format of ['a4', 'thermal'] as const) {
      const res = await t.app.inject({ url: `/api/documents/${receipt!.accessToken}/pdf?format=${format}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = pdfText(res.rawPayload);
      expect(text).toContain(`Receipt ${receipt!.content.number}`);
      expect(text).toMatch(/2 x Ankara dress/);
      expect(text).toContain('₦25,000.00');
      expect(text).toMatch(/Delivery\s+₦1,500.00/);
      expect(text).toMatch(/Total\s+₦29,500.00/);
      expect(text).toContain('Paid by bank transfer');
      expect(text).toContain(`Reference: ${order.reference}`);
      expect(text).toContain('escrow');
    }
    const bad = await t.app.inject({ url: '/api/documents/not-a-token/pdf' });
    expect(bad.statusCode).toBe(404);
    const badFormat = await t.app.inject({ url: `/api/documents/${receipt!.accessToken}/pdf?format=a3` });
    expect(badFormat.statusCode).toBe(400);
  });

  it('name the discount of a discounted order and total what the customer paid', async () => {
    const order = await paidOrder(a, { code: 'SALE10', amount: 280_000 });
    const [receipt] = await t.database.db.select().from(documents).where(eq(documents.orderId, order.id));
    expect(receipt).toMatchObject({ kind: 'receipt', total: 2_670_000 });
    const res = await t.app.inject({ url: `/api/documents/${receipt!.accessToken}/pdf` });
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/Discount \(SALE10\)\s+-?₦2,800.00/);
    expect(text).toMatch(/Total\s+₦26,700.00/);
  });

  it('a refund issues a credit note that names its receipt', async () => {
    const order = await paidOrder(a);
    const scope = { db: t.database.db, storeId: a.storeId };
    const note = await inTransaction(scope, (tx) =>
      issueCreditNoteForRefund(
        { db: tx.db, publicUrl: t.config.publicUrl },
        {
          id: uuidv7(),
          storeId: a.storeId,
          orderId: order.id,
          amount: 500_000,
          currency: 'NGN',
          reason: 'Wrong size',
        },
      ),
    );
    const receipt = (await q.documentsOfOrder(scope, order.id)).find((d) => d.kind === 'receipt')!;
    expect(note).toMatchObject({ kind: 'credit_note', receiptId: receipt.id, total: 500_000 });
    const res = await t.app.inject({ url: `/api/documents/${note!.accessToken}/pdf` });
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/Credit note CN-\d{6}/);
    expect(text).toContain(`Refers to receipt: ${receipt.content.number}`);
    expect(text).toMatch(/Total\s+₦5,000.00/);
  });

  it('go by SMS to a customer who gave a phone number and no e-mail', async () => {
    const order = await paidOrder(a, undefined, '');
    const [receipt] = await t.database.db.select().from(documents).where(eq(documents.orderId, order.id));
    const sent = (await t.database.db.select().from(messages).where(eq(messages.storeId, a.storeId))).filter(
      (m) => m.bodyText.includes(receipt!.accessToken),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms', template: 'receipt', recipient: '+2348012345678' });
    expect(sent[0]!.bodyText).toContain(`Receipt ${receipt!.content.number}`);
    expect(sent[0]!.bodyText).toContain('NGN 29,500.00');
  });

  it('are issued for a payment that arrives after the order lapsed, which awaits its refund', async () => {
    const order = await pendingOrder(a);
    // The reservation lapsed (the order was cancelled) before the bank transfer was seen.
    await transitionOrder({ db: t.database.db, storeId: a.storeId }, order.id, 'cancel', 'system');
    const reference = newReference();
    await payments.insertAttempt(
      { db: t.database.db, storeId: a.storeId },
      {
        id: uuidv7(),
        reference,
        orderId: order.id,
        provider: 'bank_transfer',
        amount: 2_950_000,
        currency: 'NGN',
        email: 'amaka@example.com',
      },
    );
    expect(await confirmBankTransfer(ctx, reference, 'admin:ops')).toBe('order_not_payable');
    const docs = await t.app.inject({ url: `${a.base}/orders/${order.id}/documents`, headers: a.headers });
    expect(docs.statusCode).toBe(200);
    const [receipt] = docs.json().items;
    expect(receipt).toMatchObject({ kind: 'receipt', total: 2_950_000, orderId: order.id });
    const pdf = await t.app.inject({ url: new URL(receipt.downloadUrl).pathname });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Reference: ${reference}`);
    expect(text).toContain('arrived after the order had been cancelled');
    const mail = (await t.database.db.select().from(messages).where(eq(messages.template, 'receipt'))).find(
      (m) => m.bodyText.includes(receipt.number),
    );
    expect(mail?.bodyText).toContain('will be refunded to you');
    // A second confirmation issues no second receipt.
    expect(await confirmBankTransfer(ctx, reference, 'admin:ops')).toBe('already_paid');
    const again = await t.app.inject({ url: `${a.base}/orders/${order.id}/documents`, headers: a.headers });
    expect(again.json().items).toHaveLength(1);
  });
});
