// Contacts import (issue 30): CSV and vCard files become customers keyed by E.164 phone, de-duplicated
// within the file and against the store's customers, with marketing consent unknown; campaigns never
// reach them until they agree at a checkout.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { transitionOrder } from '../orders/orders.service';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
const variants = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t, { plan: 'premium' });
  b = await createVendor(t, { plan: 'premium' });
  for (const v of [a, b]) variants.set(v.storeId, (await createProduct(t, v)).variants[0]!.id);
  // A customer who ordered and agreed to marketing at checkout.
  await buy(a, { phone: '0803 111 0001', name: 'Ada Eze', marketingConsent: true });
}, 120_000);
afterAll(() => t.close());

async function buy(vendor: TestVendor, buyer: Partial<typeof customer> & { marketingConsent?: boolean }) {
  const scope = { db: t.database.db, storeId: vendor.storeId };
  const order = await placeOrder(
    scope,
    { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: `http://${vendor.subdomain}.localhost:3000` },
    [{ variantId: variants.get(vendor.storeId)!, quantity: 1 }],
    { ...customer, ...buyer },
  );
  await transitionOrder(scope, order.orderId, 'pay', 'payment');
}

const importFile = (
  vendor: TestVendor,
  content: string,
  as: Record<string, string> = vendor.headers,
  fileName = 'c.csv',
) =>
  t.app.inject({
    method: 'POST',
    url: `${vendor.base}/customers/import`,
    headers: as,
    payload: { fileName, content },
  });
const list = (vendor: TestVendor, query = '') =>
  t.app.inject({ url: `${vendor.base}/customers?${query}`, headers: vendor.headers });
const estimate = (vendor: TestVendor, segment: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${vendor.base}/campaigns/estimate`,
    headers: vendor.headers,
    payload: { channel: 'sms', body: 'Sale this weekend: 20% off everything!', segment },
  });

const csv = [
  'Name,Phone,Email',
  'Ada again,+234 803 111 0001,ada@example.ng', // an existing customer: merged, untouched
  'Bayo Ade,0805 222 0002,BAYO@example.ng',
  'Bayo (work),2348052220002,', // the same number another way: merged into the line above
  'Chika,0703-444-0004,not-an-email',
  'No Number,,nobody@example.ng',
  'Bad Number,12345,',
].join('\n');

describe('contacts import', () => {
  it('imports a CSV: new contacts with consent unknown, duplicates merged, bad lines skipped with reasons', async () => {
    const res = await importFile(a, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      format: 'csv',
      imported: 2,
      merged: 2,
      skipped: 2,
      details: [
        {
          entry: 1,
          name: 'Ada again',
          phone: '+2348031110001',
          outcome: 'merged',
          reason: 'existing_customer',
        },
        {
          entry: 3,
          name: 'Bayo (work)',
          phone: '+2348052220002',
          outcome: 'merged',
          reason: 'duplicate_in_file',
        },
        { entry: 5, name: 'No Number', phone: '', outcome: 'skipped', reason: 'no_phone' },
        { entry: 6, name: 'Bad Number', phone: '12345', outcome: 'skipped', reason: 'invalid_phone' },
      ],
    });
    const all = (await list(a, 'sort=name')).json();
    expect(all.total).toBe(3);
    const byPhone = new Map(all.items.map((c: { phone: string }) => [c.phone, c]));
    expect(byPhone.get('+2348052220002')).toMatchObject({
      name: 'Bayo Ade',
      email: 'bayo@example.ng',
      orders: 0,
      totalSpent: 0,
      marketingConsent: false,
      consent: 'unknown',
      importedAt: expect.any(String),
    });
    // A malformed e-mail is dropped, not the contact.
    expect(byPhone.get('+2347034440004')).toMatchObject({ name: 'Chika', email: '', consent: 'unknown' });
    // The existing customer keeps their name, order and consent.
    expect(byPhone.get('+2348031110001')).toMatchObject({
      name: 'Ada Eze',
      orders: 1,
      consent: 'yes',
      importedAt: null,
    });
    const one = await t.app.inject({
      url: `${a.base}/customers/${encodeURIComponent('0805 222 0002')}`,
      headers: a.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().consent).toBe('unknown');
  });

  it('importing the same file again adds nobody', async () => {
    const again = (await importFile(a, csv)).json();
    expect(again).toMatchObject({ imported: 0, merged: 4, skipped: 2 });
    expect((await list(a)).json().total).toBe(3);
  });

  it('imports a vCard export and de-duplicates it against earlier imports', async () => {
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Ng=C3=B2zi',
      'TEL;CELL:0909 555 0005',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Bayo from the phone',
      'TEL;type=CELL:+2348052220002',
      'END:VCARD',
    ].join('\r\n');
    const res = await importFile(a, vcf, a.headers, 'contacts.vcf');
    expect(res.json()).toMatchObject({ format: 'vcard', imported: 1, merged: 1, skipped: 0 });
    const ngozi = (await list(a, 'search=0909')).json().items;
    expect(ngozi).toMatchObject([{ name: 'Ngòzi', phone: '+2349095550005', consent: 'unknown' }]);
  });

  it('campaigns never reach imported contacts, tagged or not, until they agree at a checkout', async () => {
    // Only Ada agreed.
    expect((await estimate(a)).json().recipients).toBe(1);
    const tagged = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/customers/${encodeURIComponent('+2348052220002')}`,
      headers: a.headers,
      payload: { tags: ['market'] },
    });
    expect(tagged.json()).toMatchObject({ tags: ['market'], consent: 'unknown' });
    const sent = await t.app.inject({
      method: 'POST',
      url: `${a.base}/campaigns`,
      headers: a.headers,
      payload: {
        name: 'Market day',
        requestId: randomUUID(),
        channel: 'sms',
        body: 'Market day promo',
        segment: { tag: 'market' },
      },
    });
    expect(sent.statusCode).toBe(422);
    expect(sent.json().error.code).toBe('CAMPAIGN_NO_RECIPIENTS');
    expect((await list(a, 'consented=false')).json().total).toBe(3);
    expect((await list(a, 'tag=market&consented=false')).json().total).toBe(1);

    // Bayo orders and ticks the box: from unknown to yes, and now a recipient.
    await buy(a, { phone: '08052220002', name: 'Bayo Ade', marketingConsent: true });
    expect((await estimate(a)).json().recipients).toBe(2);
    expect((await estimate(a, { tag: 'market' })).json().recipients).toBe(1);
  });

  it('lets the vendor record that an imported contact said no', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/customers/${encodeURIComponent('+2347034440004')}`,
      headers: a.headers,
      payload: { marketingConsent: false },
    });
    expect(res.json()).toMatchObject({ consent: 'no', consentUpdatedAt: expect.any(String) });
  });

  it('refuses bad files with 4xx and a catalogue code', async () => {
    const noPhone = await importFile(a, 'name,city\nAda,Lagos\n');
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().error).toMatchObject({
      code: 'CONTACTS_FILE_UNREADABLE',
      message: expect.stringContaining('No phone number column'),
    });
    // A card that never ends: no contact in it.
    const emptyCards = await importFile(a, 'BEGIN:VCARD\nFN:Ada\n');
    expect(emptyCards.statusCode).toBe(422);
    const empty = await importFile(a, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION_FAILED');
    const tooLarge = await importFile(a, `name,phone\n${'x'.repeat(3_000_001)}`);
    expect(tooLarge.statusCode).toBe(400);
    const hugeBody = await importFile(a, 'n'.repeat(4 * 1024 * 1024 + 10));
    expect(hugeBody.statusCode).toBe(413);
    expect(hugeBody.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const rows = [
      'name,phone',
      ...Array.from({ length: 5001 }, (_, i) => `C${i},0803${String(i).padStart(7, '0')}`),
    ];
    const tooMany = await importFile(a, rows.join('\n'));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toContain('at most 5,000');
    const notJson = await t.app.inject({
      method: 'POST',
      url: `${a.base}/customers/import`,
      headers: { ...a.headers, 'content-type': 'text/csv' },
      payload: 'name,phone\nA,08031234567',
    });
    expect(notJson.statusCode).toBe(415);
  });

  it("keeps each store's contacts to itself: 401 without a token, 404 for another store's vendor", async () => {
    expect((await importFile(a, csv, {})).statusCode).toBe(401);
    expect((await importFile(a, csv, b.headers)).statusCode).toBe(404);
    expect((await list(b)).json().total).toBe(0);
    // The same number imported in B is B's own new contact.
    const inB = (await importFile(b, 'phone\n0805 222 0002\n')).json();
    expect(inB).toMatchObject({ imported: 1, merged: 0 });
  });
});
