// Invoices by SMS on the embedded SMS sandbox: the vendor chooses e-mail and/or SMS when sending, the
// SMS carries the customer's unguessable link, is kept in the store's message log like every SMS,
// and the reminders follow the channels the invoice went out on.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { JobRunner } from '../../platform/jobs';
import { jobs, messages } from '../../platform/platform.schema';
import { embeddedSandbox, embeddedSmsSandbox } from '../../sandbox/sandbox.module';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { invoiceReminderJob } from './invoices.jobs';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;

beforeAll(async () => {
  // The SMS sandbox is served by the app itself, so the app listens for the adapters to reach it.
  const port = await freePort();
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await createVendor(t);
  b = await createVendor(t);
});
afterAll(async () => {
  await embeddedSmsSandbox.state?.idle();
  await embeddedSandbox.state?.idle();
  await t.close();
});

const api = (v: TestVendor, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  t.app.inject({ method, url: `${v.base}${path}`, headers: v.headers, payload: payload as object });

async function draftFor(customer: { name: string; phone: string; email: string }) {
  const res = await api(a, 'POST', '/invoices', {
    customer,
    lines: [{ title: 'Aso-oke fabric, 5 yards', quantity: 1, unitPrice: 4_500_000 }],
    vat: true,
    dueDate: '2099-06-30',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const messagesOf = (template: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.storeId, a.storeId), eq(messages.template, template)));

async function deliverAll() {
  await new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, jobDefinitions).drain();
  await embeddedSmsSandbox.state!.idle();
}

describe('sending an invoice by SMS', () => {
  it('texts the link to a customer with only a phone number, and the SMS is delivered and logged', async () => {
    const inv = await draftFor({ name: 'Bola Ade', phone: '0805 111 2233', email: '' });
    // No choice made: a customer with no e-mail address is texted.
    const sent = await t.app.inject({
      method: 'POST',
      url: `${a.base}/invoices/${inv.id}/send`,
      headers: a.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const invoice = sent.json();
    expect(invoice.sentBy).toEqual({ email: false, sms: true });
    const sms = (await messagesOf('invoice')).filter((m) => m.bodyText.includes(invoice.publicUrl));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', recipient: '+2348051112233', status: 'queued' });
    expect(sms[0]!.bodyText).toContain(invoice.number);
    expect(sms[0]!.bodyText).toContain('NGN 48,375.00');
    // The link in the SMS is the customer's unguessable one, and it opens the invoice.
    expect(invoice.publicUrl).toMatch(/\/invoice\/[A-Za-z0-9_-]{40,}$/);
    const page = await t.app.inject({
      url: new URL(invoice.publicUrl).pathname,
      headers: { host: `${a.subdomain}.localhost:3000`, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Invoice ${invoice.number}`);

    await deliverAll();
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, sms[0]!.id));
    expect(row!.status).toBe('delivered');
    expect(
      embeddedSmsSandbox.state!.inbox.some(
        (m) => m.to === '+2348051112233' && m.text.includes(invoice.publicUrl),
      ),
    ).toBe(true);
    const log = await api(a, 'GET', '/messages?channel=sms');
    expect(log.json().items.some((m: { template: string }) => m.template === 'invoice')).toBe(true);
    expect((await api(b, 'GET', '/messages?channel=sms')).json().items).toEqual([]);
  });

  it('sends by e-mail and SMS when the vendor asks for both, and only by e-mail when asked', async () => {
    const both = await draftFor({
      name: 'Ngozi Eze',
      phone: '+234 803 555 0101',
      email: 'ngozi@example.com',
    });
    const res = await api(a, 'POST', `/invoices/${both.id}/send`, { email: true, sms: true });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json();
    expect(invoice.sentBy).toEqual({ email: true, sms: true });
    const rows = (await messagesOf('invoice')).filter((m) => m.bodyText.includes(invoice.publicUrl));
    expect(rows.map((m) => `${m.channel}:${m.recipient}`).sort()).toEqual([
      'email:ngozi@example.com',
      'sms:+2348035550101',
    ]);

    const emailOnly = await draftFor({ name: 'Ngozi Eze', phone: '08035550101', email: 'ngozi@example.com' });
    const only = (await api(a, 'POST', `/invoices/${emailOnly.id}/send`, { email: true, sms: false })).json();
    expect(only.sentBy).toEqual({ email: true, sms: false });
    const onlyRows = (await messagesOf('invoice')).filter((m) => m.bodyText.includes(only.publicUrl));
    expect(onlyRows.map((m) => m.channel)).toEqual(['email']);
    // Sending again by SMS adds the channel, and the reminders use both.
    const again = (
      await api(a, 'POST', `/invoices/${emailOnly.id}/send`, { sms: true, email: false })
    ).json();
    expect(again).toMatchObject({ number: only.number, sentBy: { email: true, sms: true } });
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `invoice-reminder:${emailOnly.id}:after`));
    expect(queued).toHaveLength(1);
    await invoiceReminderJob.handle(
      { invoiceId: emailOnly.id, storeId: a.storeId, when: 'after' },
      { db: t.database.db, config: t.config, log: t.app.log },
      { id: 0, attempts: 1, maxAttempts: 5 },
    );
    const reminders = (await messagesOf('invoice-reminder-after')).filter((m) =>
      m.bodyText.includes(only.publicUrl),
    );
    expect(reminders.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  });

  it('refuses a channel the customer cannot be reached on, and bad input, with 400 and sends nothing', async () => {
    const noPhone = await draftFor({ name: 'Tunde', phone: '', email: 'tunde@example.com' });
    const res = await api(a, 'POST', `/invoices/${noPhone.id}/send`, { sms: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('sms');
    const badPhone = await draftFor({ name: 'Tunde', phone: '12345', email: '' });
    const bad = await api(a, 'POST', `/invoices/${badPhone.id}/send`, { sms: true });
    expect(bad.statusCode).toBe(400);
    const noEmail = await api(a, 'POST', `/invoices/${badPhone.id}/send`, { email: true });
    expect(noEmail.json().error.details[0].path).toBe('email');
    expect((await api(a, 'POST', `/invoices/${noPhone.id}/send`, { sms: 'yes' })).statusCode).toBe(400);
    // Nothing was issued: both are still drafts.
    expect((await api(a, 'GET', `/invoices/${noPhone.id}`)).json()).toMatchObject({ status: 'draft' });
    expect((await api(a, 'GET', `/invoices/${badPhone.id}`)).json()).toMatchObject({ status: 'draft' });
    // Another vendor cannot send it.
    expect((await api(b, 'POST', `/invoices/${noPhone.id}/send`, { email: true })).statusCode).toBe(404);
  });

  it('reminds by SMS an invoice that went out by SMS, and not one that was paid or voided', async () => {
    const inv = await draftFor({ name: 'Emeka', phone: '08069990000', email: '' });
    const invoice = (await api(a, 'POST', `/invoices/${inv.id}/send`, {})).json();
    const env = { db: t.database.db, config: t.config, log: t.app.log };
    const job = { id: 0, attempts: 1, maxAttempts: 5 };
    await invoiceReminderJob.handle({ invoiceId: inv.id, storeId: a.storeId, when: 'before' }, env, job);
    const reminders = (await messagesOf('invoice-reminder-before')).filter((m) =>
      m.bodyText.includes(invoice.publicUrl),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ channel: 'sms', recipient: '+2348069990000' });
    expect(reminders[0]!.bodyText).toContain('is due 30 June 2099');

    await api(a, 'POST', `/invoices/${inv.id}/void`, {});
    expect(
      await invoiceReminderJob.handle({ invoiceId: inv.id, storeId: a.storeId, when: 'after' }, env, job),
    ).toEqual({ skipped: 'void' });
    const after = (await messagesOf('invoice-reminder-after')).filter((m) =>
      m.bodyText.includes(invoice.publicUrl),
    );
    expect(after).toHaveLength(0);
  });
});
