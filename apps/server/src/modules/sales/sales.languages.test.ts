import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../platform/platform.schema';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

// The receipt of a sale paid to the vendor outside Kasuwa is in the language the sale recorded for its
// buyer (issue 33), like the receipts of payments through Kasuwa.

let t: TestContext;
let a: TestVendor;
let variantId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  variantId = (await createProduct(t, a, tshirt)).variants[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const sell = (payload: object) =>
  t.app.inject({ method: 'POST', url: `${a.base}/sales`, headers: a.headers, payload });

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.storeId, a.storeId), eq(messages.recipient, email)));
}

describe('an off-platform sale’s receipt', () => {
  it('is e-mailed in the buyer’s language, its method and note included', async () => {
    const res = await sell({
      channel: 'walk_in',
      lines: [{ variantId, quantity: 1 }],
      customer: { phone: '0803 765 4321', name: 'Awa Diop', email: 'awa@example.ci' },
      outcome: { kind: 'paid', method: 'bank_transfer', amountReceived: 1_500_000 },
      locale: 'fr',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = (await mailsTo('awa@example.ci')).filter((m) => m.template === 'receipt');
    expect(mail!.subject).toMatch(/^Votre reçu RCP-/);
    expect(mail!.bodyText).toContain('Payé directement au vendeur.');
    expect(mail!.bodyText).toMatch(/15\s000,00\s₦/);
    expect(mail!.bodyText).not.toContain('Paid to the seller');
  });

  it('stays English for a sale recorded in English', async () => {
    const res = await sell({
      channel: 'walk_in',
      lines: [{ variantId, quantity: 1 }],
      customer: { phone: '0803 765 4322', name: 'Ada Obi', email: 'ada@example.ng' },
      outcome: { kind: 'paid', method: 'cash', amountReceived: 1_500_000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = (await mailsTo('ada@example.ng')).filter((m) => m.template === 'receipt');
    expect(mail!.bodyText).toContain('Paid to the seller directly.');
  });
});
