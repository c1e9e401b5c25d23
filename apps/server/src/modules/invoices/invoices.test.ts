import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '../../platform/payments';
import { messages } from '../../platform/platform.schema';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { productVariants } from '../catalog/catalog.schema';
import { findOrderForTracking } from '../orders/orders.service';
import * as payments from '../payments/payments.queries';
import { confirmBankTransfer, newReference } from '../payments/payments.service';
import { documents } from './invoices.schema';

// Invoices over HTTP: the vendor writes, sends and voids; the customer opens the link on the store's
// address and pays through the order payment flow; receipts and the export follow.

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let variantId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  variantId = (await createProduct(t, a, tshirt)).variants[0]!.id;
});
afterAll(() => t.close());

const api = (v: TestVendor, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  t.app.inject({ method, url: `${v.base}${path}`, headers: v.headers, payload: payload as object });
const store = (v: TestVendor, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { host: `${v.subdomain}.localhost:3000`, accept: 'text/html' } });

const draft = {
  customer: { name: 'Chidi Okafor', phone: '08031234567', email: 'chidi@example.com' },
  lines: [
    { variantId: null as string | null, quantity: 2, discount: 100_000 },
    { title: 'Tailoring', quantity: 1, unitPrice: 500_000 },
  ],
  delivery: 200_000,
  vat: true,
  dueDate: '2099-12-31',
  notes: 'Thank you for your business.',
};

async function created(
  v: TestVendor = a,
  body: object = { ...draft, lines: [{ ...draft.lines[0], variantId }, draft.lines[1]] },
) {
  const res = await api(v, 'POST', '/invoices', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('invoice lifecycle', () => {
  it('drafts with catalogue and free-text lines, line discounts, delivery and VAT on top', async () => {
    const inv = await created();
    expect(inv).toMatchObject({ status: 'draft', number: null, publicUrl: null, currency: 'NGN' });
    expect(inv.lines[0]).toMatchObject({
      title: 'Adire T-shirt (M / Indigo)',
      unitPrice: 1_500_000,
      total: 2_900_000,
    });
    // 2 × 15,000 − 1,000 + 5,000 = 34,000; + 2,000 delivery = 36,000; VAT 7.5% = 2,700.
    expect(inv).toMatchObject({
      subtotal: 3_400_000,
      discountTotal: 100_000,
      vatTotal: 270_000,
      total: 3_870_000,
    });
    const changed = await api(a, 'PUT', `/invoices/${inv.id}`, {
      ...draft,
      lines: [draft.lines[1]],
      vat: false,
    });
    expect(changed.json()).toMatchObject({ total: 700_000, vatTotal: 0 });
  });

  it('VAT included in prices is shown but does not add to the total', async () => {
    expect(
      (await api(a, 'PUT', '/invoice-settings', { address: '12 Broad St, Lagos', pricesIncludeVat: true }))
        .statusCode,
    ).toBe(200);
    const inv = await created(a, { ...draft, lines: [draft.lines[1]], delivery: 0 });
    expect(inv).toMatchObject({ pricesIncludeVat: true, total: 500_000, vatTotal: 34_884 });
    await api(a, 'PUT', '/invoice-settings', { address: '12 Broad St, Lagos', pricesIncludeVat: false });
  });

  it('sends: a gapless number, an e-mail with the link, frozen afterwards, voided with a corrected copy', async () => {
    const first = (await api(a, 'POST', `/invoices/${(await created()).id}/send`)).json();
    const second = (await api(a, 'POST', `/invoices/${(await created()).id}/send`)).json();
    expect(first.number).toMatch(/^INV-\d{6}$/);
    expect(Number(second.number.slice(4))).toBe(Number(first.number.slice(4)) + 1);
    expect(first.status).toBe('sent');
    expect(first.publicUrl).toContain(`${a.subdomain}.localhost`);
    const mail = (await t.database.db.select().from(messages).where(eq(messages.template, 'invoice'))).find(
      (m) => m.bodyText.includes(first.publicUrl),
    );
    expect(mail?.recipient).toBe('chidi@example.com');

    const edit = await api(a, 'PUT', `/invoices/${first.id}`, { ...draft, lines: [draft.lines[1]] });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('INVOICE_NOT_DRAFT');

    const voided = await api(a, 'POST', `/invoices/${first.id}/void`, { replace: true });
    expect(voided.statusCode, voided.body).toBe(200);
    const { replacement } = voided.json();
    expect(voided.json().voided.status).toBe('void');
    expect(replacement).toMatchObject({
      status: 'draft',
      replacesId: first.id,
      total: first.total,
      number: null,
    });
    expect((await api(a, 'POST', `/invoices/${first.id}/send`)).statusCode).toBe(409);
    expect((await api(a, 'POST', `/invoices/${first.id}/void`, {})).statusCode).toBe(409);
    const page = await store(a, 'GET', new URL(first.publicUrl).pathname);
    expect(page.body).toContain('Void');
    expect(page.body).not.toContain('data-pay-invoice');

    const pdf = await api(a, 'GET', `/invoices/${second.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Invoice ${second.number}`);
    expect(text).toContain('12 Broad St, Lagos');
    expect(text).toMatch(/Line discount\s+-₦1,000.00/);
    expect(text).toMatch(/Delivery\s+₦2,000.00/);
    expect(text).toMatch(/VAT 7.5%\s+₦2,700.00/);
    expect(text).toMatch(/Total\s+₦38,700.00/);
  });

  it('the customer pays through the order flow: escrow, paid invoice, stock taken, receipt', async () => {
    const inv = (await api(a, 'POST', `/invoices/${(await created()).id}/send`)).json();
    const path = new URL(inv.publicUrl).pathname;
    const page = await store(a, 'GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Invoice ${inv.number}`);
    expect(page.body).toContain('data-pay-invoice');
    const stock = async () =>
      (await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
    const before = await stock();
    const start = await store(a, 'POST', `${path}/pay`);
    expect(start.statusCode).toBe(303);
    const orderToken = /\/orders\/([^/]+)\/pay$/.exec(start.headers.location as string)![1]!;
    expect(await stock()).toBe(before - 2);
    // A second click reuses the order awaiting payment: no second reservation.
    const again = await store(a, 'POST', `${path}/pay`);
    expect(again.headers.location).toBe(start.headers.location);
    expect(await stock()).toBe(before - 2);

    const order = (await findOrderForTracking({ db: t.database.db }, orderToken))!;
    expect(order.total).toBe(inv.total);
    const reference = newReference();
    await payments.insertAttempt(
      { db: t.database.db, storeId: a.storeId },
      {
        id: uuidv7(),
        reference,
        orderId: order.id,
        provider: 'bank_transfer',
        amount: inv.total,
        currency: 'NGN',
        email: 'chidi@example.com',
      },
    );
    const ctx = {
      db: t.database.db,
      config: t.config,
      providers: createProviders(t.config.payments),
      log: t.app.log,
    };
    expect(await confirmBankTransfer(ctx, reference, 'admin:ops')).toBe('paid');

    expect((await api(a, 'GET', `/invoices/${inv.id}`)).json()).toMatchObject({
      status: 'paid',
      orderId: order.id,
    });
    const paidPage = await store(a, 'GET', path);
    expect(paidPage.body).toContain('data-invoice-status="paid"');
    expect(paidPage.body).not.toContain('data-pay-invoice');
    expect((await store(a, 'POST', `${path}/pay`)).statusCode).toBe(409);

    const docs = (await api(a, 'GET', `/orders/${order.id}/documents`)).json().items;
    expect(docs).toHaveLength(1);
    const receipt = await t.app.inject({ url: new URL(docs[0].downloadUrl).pathname });
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain(`Invoice: ${inv.number}`);
    expect(text).toMatch(/VAT 7.5%\s+₦2,700.00/);
    expect(text).toMatch(/Total\s+₦38,700.00/);
    const tracking = await store(a, 'GET', `/track/${orderToken}`);
    expect(tracking.body).toContain(docs[0].downloadUrl);
    const balance = await api(a, 'GET', '/money/balance');
    expect(balance.json().balances[0].escrow).toBeGreaterThanOrEqual(inv.total);
    const vendorPdf = await api(a, 'GET', `/documents/${docs[0].id}/pdf?format=thermal`);
    expect(vendorPdf.statusCode).toBe(200);
  });

  it('an invoice whose order the vendor marks paid outside Kasuwa is paid too, so its reminders stop', async () => {
    const inv = (await api(a, 'POST', `/invoices/${(await created()).id}/send`)).json();
    const path = new URL(inv.publicUrl).pathname;
    const start = await store(a, 'POST', `${path}/pay`);
    const orderToken = /\/orders\/([^/]+)\/pay$/.exec(start.headers.location as string)![1]!;
    const order = (await findOrderForTracking({ db: t.database.db }, orderToken))!;
    // An invoice's order has no address; its answer must not fail on that.
    expect((await api(a, 'GET', `/orders/${order.id}`)).statusCode).toBe(200);
    const marked = await api(a, 'POST', `/orders/${order.id}/paid-outside`, {
      method: 'cash',
      amount: inv.total,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await api(a, 'GET', `/invoices/${inv.id}`)).json().status).toBe('paid');
  });

  it('lists invoiced customers among the store’s customers, keyed on the normalised phone, their paid invoice counted once', async () => {
    const c = await createVendor(t);
    const customers = async (query = '', as = c) =>
      (await t.app.inject({ url: `${c.base}/customers?${query}`, headers: as.headers })).json();
    const invoice = async (customer: object) =>
      (await api(c, 'POST', '/invoices', { ...draft, customer, lines: [draft.lines[1]], vat: false })).json();
    const ngozi = { name: 'Ngozi Ade', phone: '0802 111 2222', email: 'ngozi@example.ng' };

    // A draft is not sent to anyone yet: nobody is listed.
    const first = await invoice(ngozi);
    expect((await customers()).total).toBe(0);
    const sent = (await api(c, 'POST', `/invoices/${first.id}/send`)).json();
    expect(sent.status).toBe('sent');
    let list = await customers();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      phone: '+2348021112222',
      name: 'Ngozi Ade',
      email: 'ngozi@example.ng',
      orders: 0,
      invoices: 1,
      totalSpent: 0,
    });

    // The same number typed another way is the same customer; a voided invoice does not count.
    const second = await invoice({ ...ngozi, phone: '+234 802 111 2222' });
    const secondSent = (await api(c, 'POST', `/invoices/${second.id}/send`)).json();
    const third = await invoice(ngozi);
    await api(c, 'POST', `/invoices/${third.id}/send`);
    expect((await api(c, 'POST', `/invoices/${third.id}/void`, { replace: false })).statusCode).toBe(200);
    // Someone invoiced by e-mail only has no number to be keyed on: not listed.
    const mailOnly = await invoice({ name: 'Mail Only', phone: '', email: 'mail@example.ng' });
    await api(c, 'POST', `/invoices/${mailOnly.id}/send`);
    list = await customers();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ invoices: 2, orders: 0 });

    // Ngozi pays the second invoice: its order is a kept order, and the amount is counted once.
    const path = new URL(secondSent.publicUrl).pathname;
    const start = await store(c, 'POST', `${path}/pay`);
    const orderToken = /\/orders\/([^/]+)\/pay$/.exec(start.headers.location as string)![1]!;
    const order = (await findOrderForTracking({ db: t.database.db }, orderToken))!;
    const reference = newReference();
    await payments.insertAttempt(
      { db: t.database.db, storeId: c.storeId },
      {
        id: uuidv7(),
        reference,
        orderId: order.id,
        provider: 'bank_transfer',
        amount: secondSent.total,
        currency: 'NGN',
        email: ngozi.email,
      },
    );
    const ctx = {
      db: t.database.db,
      config: t.config,
      providers: createProviders(t.config.payments),
      log: t.app.log,
    };
    expect(await confirmBankTransfer(ctx, reference, 'admin:ops')).toBe('paid');
    list = await customers();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ invoices: 2, orders: 1, totalSpent: secondSent.total });

    // Search, tags and the CSV work for them as for any customer; another store does not see them.
    expect((await customers('search=ngozi')).total).toBe(1);
    expect((await customers(`search=${encodeURIComponent('0802 111')}`)).total).toBe(1);
    const tagged = await t.app.inject({
      method: 'PATCH',
      url: `${c.base}/customers/${encodeURIComponent('08021112222')}`,
      headers: c.headers,
      payload: { tags: ['invoiced'] },
    });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json()).toMatchObject({ tags: ['invoiced'], invoices: 2 });
    const csv = await t.app.inject({ url: `${c.base}/customers.csv`, headers: c.headers });
    expect(csv.body.split('\n')[0]).toContain('orders,total_spent');
    expect(csv.body.split('\n')[0]).toMatch(/marketing_consent,invoices$/);
    expect(csv.body).toMatch(/\+2348021112222,.*,no,2\n/);
    expect(csv.body).toContain('+2348021112222');
    const other = await t.app.inject({ url: `${c.base}/customers`, headers: b.headers });
    expect(other.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${b.base}/customers?search=ngozi`, headers: b.headers })).json().total,
    ).toBe(0);
  });

  it('exports invoices, receipts and credit notes of a period as CSV', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const res = await api(a, 'GET', `/documents/export?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('type,number,issued_at,customer,reference,status,currency,vat,total');
    expect(lines.some((l) => l.startsWith('invoice,INV-'))).toBe(true);
    expect(lines.some((l) => l.startsWith('receipt,RCP-') && l.endsWith(',2700.00,38700.00'))).toBe(true);
    expect((await api(a, 'GET', '/documents/export?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    const empty = await api(a, 'GET', '/documents/export?from=2001-01-01&to=2001-01-31');
    expect(empty.body.trim().split('\n')).toHaveLength(1);
  });
});

describe('numbering under load', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: 50 invoices sent at once in one store get 50 consecutive numbers',
    async () => {
      const v = await createVendor(t);
      const body = { ...draft, lines: [draft.lines[1]] };
      const drafts = [];
      for (let i = 0; i < 50; i++) drafts.push(await created(v, body));
      const sent = await Promise.all(drafts.map((d) => api(v, 'POST', `/invoices/${d.id}/send`)));
      expect(sent.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      const numbers = sent.map((r) => Number(r.json().number.slice(4))).sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    },
  );
});

describe('permissions, tenants and bad input', () => {
  it('another vendor, a stranger and another store address all get nothing', async () => {
    const inv = await created();
    expect((await api(b, 'GET', `/invoices/${inv.id}`)).statusCode).toBe(404);
    expect((await api(b, 'POST', `/invoices/${inv.id}/send`)).statusCode).toBe(404);
    expect((await api(b, 'POST', `/invoices/${inv.id}/void`, {})).statusCode).toBe(404);
    expect((await api(b, 'GET', `/invoices/${inv.id}/pdf`)).statusCode).toBe(404);
    expect((await api(b, 'GET', '/invoices')).json().items).toEqual([]);
    // Vendor B naming A's store in the URL is refused by the store scope.
    const crossed = await t.app.inject({ url: `${a.base}/invoices`, headers: b.headers });
    expect(crossed.statusCode).toBe(404);
    expect((await t.app.inject({ url: `${a.base}/invoices` })).statusCode).toBe(401);
    // B cannot invoice A's product.
    const foreign = await api(b, 'POST', '/invoices', { ...draft, lines: [{ variantId, quantity: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details[0].path).toBe('lines.0.variantId');
    const sent = (await api(a, 'POST', `/invoices/${inv.id}/send`)).json();
    const path = new URL(sent.publicUrl).pathname;
    expect((await store(b, 'GET', path)).statusCode).toBe(404);
    expect((await store(a, 'GET', '/invoice/not-a-real-token-at-all-000000')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/invoices/nope/pdf' })).statusCode).toBe(404);
    const customerPdf = await t.app.inject({ url: `/api/invoices/${path.split('/').pop()}/pdf` });
    expect(pdfText(customerPdf.rawPayload)).toContain(`Invoice ${sent.number}`);
  });

  it('refuses bad input with 4xx', async () => {
    const bad = [
      {},
      { ...draft, lines: [] },
      { ...draft, customer: { name: '' } },
      { ...draft, customer: { ...draft.customer, email: 'not-an-email' } },
      { ...draft, dueDate: '31/12/2099' },
      { ...draft, dueDate: '0000-02-29' },
      { ...draft, lines: [{ quantity: 1 }] },
      { ...draft, lines: [{ title: 'x', quantity: 0, unitPrice: 1 }] },
      { ...draft, lines: [{ title: 'x', quantity: 1, unitPrice: -5 }] },
      { ...draft, lines: [{ title: 'x', quantity: 1, unitPrice: 100, discount: 101 }] },
      { ...draft, lines: [{ title: 'x', quantity: 1, unitPrice: 1.5 }] },
      { ...draft, delivery: 'free' },
    ];
    for (const body of bad) {
      const res = await api(a, 'POST', '/invoices', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api(a, 'GET', '/invoices/not-a-uuid')).statusCode).toBe(400);
    expect((await api(a, 'GET', `/invoices/${uuidv7()}`)).statusCode).toBe(404);
    expect((await api(a, 'GET', '/invoices?status=lost')).statusCode).toBe(400);
    expect((await api(a, 'PUT', '/invoice-settings', { address: 'x'.repeat(301) })).statusCode).toBe(400);
    expect(
      (await t.database.db.select().from(documents).where(eq(documents.storeId, b.storeId))).length,
    ).toBe(0);
  });
});
