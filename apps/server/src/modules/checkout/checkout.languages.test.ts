import type { Product } from '@kasuwa/contracts';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '../../platform/payments';
import { messages } from '../../platform/platform.schema';
import { smsSize } from '../../platform/sms/segments';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { documents } from '../invoices/invoices.schema';
import { orders } from '../orders/orders.schema';
import * as payments from '../payments/payments.queries';
import { confirmBankTransfer, newReference } from '../payments/payments.service';
import { stores } from '../stores/stores.schema';
import { type CheckoutChoices, placeOrder } from './checkout.service';

// Issue 33: what the server sends a shopper is in the shopper's language, stored on the order.
let t: TestContext;
let a: TestVendor;
let shirt: Product;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  shirt = await createProduct(t, a, { title: 'Riga', status: 'active', price: 1_000_000, stock: 500 });
});
afterAll(() => t.close());

function order(choices: CheckoutChoices, who: Partial<typeof customer> = {}) {
  return placeOrder(
    { db: t.database.db, storeId: a.storeId },
    { id: a.storeId, name: 'Shagon Amina', currency: 'NGN', url: `http://${a.subdomain}.localhost:3000` },
    [{ variantId: shirt.variants[0]!.id, quantity: 1 }],
    { ...customer, ...who },
    'NGN',
    choices,
  );
}

const sent = async (template: string, number: number) =>
  (
    await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, a.storeId), eq(messages.template, template)))
  ).filter((m) => (m.subject || m.bodyText).match(new RegExp(`(#|n° )${number}\\b`)));

const localeOf = async (orderId: string) =>
  (await t.database.db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.locale;

describe('an order in Hausa', () => {
  it('keeps its language and e-mails the shopper in Hausa, with ₦', async () => {
    const placed = await order({ locale: 'ha' });
    expect(await localeOf(placed.orderId)).toBe('ha');
    const [mail] = await sent('order-placed', placed.number);
    expect(mail?.subject).toBe(`Odarku #${placed.number} a Shagon Amina`);
    expect(mail?.bodyText).toContain(`Sannu ${customer.name},`);
    expect(mail?.bodyText).toContain('Jimla: ₦10,000.00');
    expect(mail?.bodyText).toContain('Ana jiran biya.');
    expect(mail?.bodyHtml).toContain('lang="ha"');
    // The vendor reads her own language (en-NG by default), not the shopper's.
    const [vendor] = await sent('order-placed-vendor', placed.number);
    expect(vendor?.subject).toContain(`New order #${placed.number}`);
  });

  it('texts a shopper without e-mail in Hausa written in GSM-7', async () => {
    const placed = await order({ locale: 'ha' }, { email: '' });
    const [sms] = await sent('order-received', placed.number);
    expect(sms?.channel).toBe('sms');
    expect(sms?.bodyText).toContain(`mun karbi odarku #${placed.number} (NGN 10,000.00)`);
    expect(smsSize(sms!.bodyText).encoding).toBe('GSM-7');
  });

  it("takes the store's default language when the storefront names none", async () => {
    await t.database.db.update(stores).set({ defaultLocale: 'ha' }).where(eq(stores.id, a.storeId));
    try {
      const placed = await order({});
      expect(await localeOf(placed.orderId)).toBe('ha');
    } finally {
      await t.database.db.update(stores).set({ defaultLocale: 'en-NG' }).where(eq(stores.id, a.storeId));
    }
    expect(await localeOf((await order({})).orderId)).toBe('en-NG');
  });
});

describe('an order in French', () => {
  it('writes amounts the French way and keeps ₦ for the naira', async () => {
    const placed = await order({ locale: 'fr' });
    const [mail] = await sent('order-placed', placed.number);
    expect(mail?.subject).toBe(`Votre commande n° ${placed.number} chez Shagon Amina`);
    expect(mail?.bodyText).toContain('Total : 10\u202f000,00\u00a0₦');
    expect(mail?.bodyText).not.toContain('NGN');
  });
});

describe('a receipt in Yoruba', () => {
  it('prints its PDF in Yoruba with tone marks and ₦, and e-mails it in Yoruba', async () => {
    const placed = await order({ locale: 'yo' });
    const reference = newReference();
    await payments.insertAttempt(
      { db: t.database.db, storeId: a.storeId },
      {
        id: uuidv7(),
        reference,
        orderId: placed.orderId,
        provider: 'bank_transfer',
        amount: placed.total,
        currency: 'NGN',
        email: customer.email,
      },
    );
    const ctx = {
      db: t.database.db,
      config: t.config,
      providers: createProviders(t.config.payments),
      log: t.app.log,
    };
    expect(await confirmBankTransfer(ctx, reference, 'admin:ops')).toBe('paid');
    const [receipt] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.orderId, placed.orderId));
    expect(receipt?.content.locale).toBe('yo');
    const res = await t.app.inject({ url: `/api/documents/${receipt!.accessToken}/pdf` });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload).normalize('NFC');
    expect(text).toContain(`Rìsíìtì ${receipt!.content.number}`.normalize('NFC'));
    expect(text).toMatch(new RegExp(`${'Àpapọ̀'.normalize('NFC')}\\s+₦10,000.00`));
    expect(text).toContain('Ọ́dà'.normalize('NFC'));
    expect(text).toContain('Kasuwa ń pa owó yín mọ́'.normalize('NFC'));
    const [mail] = (
      await t.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.storeId, a.storeId), eq(messages.template, 'receipt')))
    ).filter((m) => m.bodyText.includes(receipt!.accessToken));
    expect(mail?.subject).toContain(`Rìsíìtì yín ${receipt!.content.number} láti `);
  });
});
