// The SMS channel end to end on the embedded sandboxes: both adapters, their delivery reports,
// forgeries, failover, the outbox's retries, and an order paid reaching the vendor's phone.
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { JobRunner } from '../../platform/jobs';
import { ProviderError, signPaystack } from '../../platform/payments';
import { jobs, messages } from '../../platform/platform.schema';
import { AfricasTalkingClient, signTermii, TermiiClient } from '../../platform/sms';
import { queueSms } from '../../platform/sms/outbox';
import { embeddedSandbox, embeddedSmsSandbox } from '../../sandbox/sandbox.module';
import { createVendor } from '../../test/commerce';
import { createTestApp, type TestContext, testConfig } from '../../test/harness';
import { freePort } from '../../test/ports';
import { createPendingOrder } from '../orders/orders.service';
import { stores } from '../stores/stores.schema';

let t: TestContext;
const sandbox = () => embeddedSmsSandbox.state!;
const runJobs = () =>
  new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, jobDefinitions).drain();
/** Sends what is queued, then waits for the sandbox's delivery reports to land. */
async function sendAll() {
  await runJobs();
  await sandbox().idle();
}
async function message(id: number) {
  const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
  return row!;
}

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: base } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await embeddedSmsSandbox.state?.idle();
  await embeddedSandbox.state?.idle();
  await t.close();
});
beforeEach(() => {
  sandbox().failing.clear();
  sandbox().dnd.clear();
});

describe('SMS adapters against their sandboxes', () => {
  it('Termii: sends transactional messages on the DND route, and its signed report marks it delivered', async () => {
    const id = (await queueSms(t.database.db, {
      to: '0803 123 4567',
      text: 'Order #1 paid',
      template: 't',
    }))!;
    expect((await message(id)).status).toBe('queued');
    await sendAll();
    const row = await message(id);
    expect(row).toMatchObject({ status: 'delivered', provider: 'termii', recipient: '+2348031234567' });
    expect(row.providerMessageId).toMatch(/^\d+$/);
    expect(row.deliveredAt).not.toBeNull();
    const received = sandbox().inbox.find((m) => m.messageId === row.providerMessageId)!;
    expect(received).toMatchObject({
      to: '+2348031234567',
      channel: 'dnd',
      from: 'Kasuwa',
      text: 'Order #1 paid',
    });
  });

  it('Termii: a number with DND on the generic route fails, with the network reason kept', async () => {
    sandbox().dnd.add('2348039990000');
    const id = (await queueSms(t.database.db, {
      to: '+2348039990000',
      text: 'Sale this weekend',
      template: 'campaign',
      transactional: false,
    }))!;
    await sendAll();
    expect(await message(id)).toMatchObject({ status: 'failed', error: 'DND Active on Phone Number' });
  });

  it('refuses a wrong key at both providers', async () => {
    const termii = new TermiiClient({ ...t.config.sms.termii, apiKey: 'wrong-key-123' });
    await expect(termii.send({ to: '+2348031234567', text: 'x', transactional: true })).rejects.toThrow(
      ProviderError,
    );
    const at = new AfricasTalkingClient({ ...t.config.sms.africastalking, apiKey: 'wrong-key-123' });
    await expect(at.send({ to: '+2348031234567', text: 'x', transactional: true })).rejects.toThrow(/401/);
  });

  it("fails over to Africa's Talking when Termii answers errors; its keyed report marks it delivered", async () => {
    sandbox().failing.add('termii');
    const id = (await queueSms(t.database.db, { to: '08031112222', text: 'Hello', template: 't' }))!;
    await sendAll();
    const row = await message(id);
    expect(row).toMatchObject({ status: 'delivered', provider: 'africastalking' });
    expect(row.providerMessageId).toMatch(/^ATXid_/);
    expect(sandbox().inbox.at(-1)).toMatchObject({ provider: 'africastalking', to: '+2348031112222' });
  });

  it('when every provider fails the job retries later, and the message fails after the last attempt', async () => {
    sandbox().failing.add('termii');
    sandbox().failing.add('africastalking');
    const id = (await queueSms(t.database.db, { to: '08031112223', text: 'Hello', template: 't' }))!;
    await runJobs();
    const first = await message(id);
    expect(first.status).toBe('queued');
    expect(first.error).toMatch(/termii.*africastalking/);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `sms:${id}`));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    // The last attempt, due now, with both providers still down.
    await t.database.db
      .update(jobs)
      .set({ attempts: job!.maxAttempts - 1, runAt: new Date() })
      .where(eq(jobs.id, job!.id));
    await runJobs();
    expect((await message(id)).status).toBe('failed');
  });

  it('keeps nothing for a number that cannot be normalised', async () => {
    expect(await queueSms(t.database.db, { to: '12345', text: 'x', template: 't' })).toBeNull();
  });
});

describe('delivery reports', () => {
  async function sentMessage() {
    const id = (await queueSms(t.database.db, { to: '08035550000', text: 'x', template: 't' }))!;
    await runJobs();
    // The sandbox's own report is still on its way; wait for it, then replay by hand.
    await sandbox().idle();
    return message(id);
  }
  const termiiReport = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/messaging/reports/termii',
      headers: {
        'content-type': 'application/json',
        'x-termii-signature': signature ?? signTermii(raw, t.config.sms.termii.webhookSecret),
      },
      payload: raw,
    });
  };

  it('refuses a forged or missing Termii signature and a wrong or missing key', async () => {
    const row = await sentMessage();
    // As if the network had not reported yet: a forgery must not be able to decide the outcome.
    await t.database.db.update(messages).set({ status: 'sent' }).where(eq(messages.id, row.id));
    const body = { message_id: row.providerMessageId, status: 'Message Failed', receiver: '2348035550000' };
    expect((await termiiReport(body, signTermii(JSON.stringify(body), 'not-the-secret'))).statusCode).toBe(
      401,
    );
    expect((await termiiReport(body, 'abc')).statusCode).toBe(401);
    const at = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/messaging/reports/africastalking${key}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${row.providerMessageId}&status=Failed`,
      });
    expect((await at('?key=wrong-key-wrong-key')).statusCode).toBe(401);
    expect((await at('')).statusCode).toBe(401);
    expect((await message(row.id)).status).toBe('sent');
    expect((await termiiReport(body)).json().outcome).toBe('updated');
    expect(await message(row.id)).toMatchObject({ status: 'failed', error: 'Message Failed' });
  });

  it('is idempotent: twice, or a late "sent" or "failed", never moves delivered back', async () => {
    const row = await sentMessage();
    expect(row.status).toBe('delivered');
    const delivered = { message_id: row.providerMessageId, status: 'DELIVERED', receiver: '2348035550000' };
    const again = await termiiReport(delivered);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('unchanged');
    expect((await termiiReport({ ...delivered, status: 'Sent' })).json().outcome).toBe('unchanged');
    expect((await termiiReport({ ...delivered, status: 'Expired' })).json().outcome).toBe('unchanged');
    expect(await message(row.id)).toMatchObject({ status: 'delivered', deliveredAt: row.deliveredAt });
  });

  it('answers 404 for a message it does not know, so the provider retries, and ignores inbound SMS', async () => {
    expect((await termiiReport({ message_id: '42', status: 'DELIVERED' })).statusCode).toBe(404);
    const inbound = await termiiReport({ message_id: '43', status: 'Received', sms: 'STOP' });
    expect(inbound.json().outcome).toBe('ignored');
  });
});

describe('an order paid reaches the vendor by SMS and e-mail', () => {
  it('writes the rows in the payment transaction; the SMS is delivered through the report', async () => {
    const vendor = await createVendor(t);
    await t.database.db.update(stores).set({ phone: '0803 777 8888' }).where(eq(stores.id, vendor.storeId));
    const orderId = uuidv7();
    await createPendingOrder(
      { db: t.database.db, storeId: vendor.storeId },
      {
        id: orderId,
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
        trackingToken: `track-${uuidv7()}-token`,
        items: [
          {
            productId: uuidv7(),
            variantId: uuidv7(),
            title: 'Ankara dress',
            variantTitle: 'M',
            sku: 'ANK-M',
            unitPrice: 1_250_000,
            quantity: 1,
            lineTotal: 1_250_000,
          },
        ],
        subtotal: 1_250_000,
        shipping: 0,
      },
    );
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId, method: 'paystack' },
    });
    const { reference } = started.json();
    const raw = JSON.stringify({
      event: 'charge.success',
      data: { id: 9911, status: 'success', reference, amount: 1_250_000, currency: 'NGN', channel: 'card' },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signPaystack(raw, t.config.payments.paystack.secretKey),
      },
      payload: raw,
    });
    expect(hook.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.storeId, vendor.storeId), eq(messages.template, 'order-paid-vendor')));
    const sms = rows.find((r) => r.channel === 'sms')!;
    const email = rows.find((r) => r.channel === 'email')!;
    expect(sms).toMatchObject({ status: 'queued', recipient: '+2348037778888', costUnits: 1 });
    expect(sms.bodyText).toContain('NGN 12,500.00');
    expect(email.recipient).toMatch(/^vendor-.*@example\.com$/);
    await sendAll();
    expect((await message(sms.id)).status).toBe('delivered');
    expect(sandbox().inbox.some((m) => m.to === '+2348037778888' && m.text.includes('PAID'))).toBe(true);
  });
});

describe('the development inbox and configuration', () => {
  it('shows the SMS the sandboxes received, with their links clickable', async () => {
    const res = await t.app.inject({ url: '/sandbox/sms/inbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('+2348037778888');
    expect(res.body).toContain('<a href="http');
  });

  it('refuses the SMS sandbox in production, where only configured providers are used', () => {
    const prod = {
      KASUWA_ENV: 'production',
      DATABASE_URL: 'postgres://x@localhost/x',
      PUBLIC_URL: 'https://kasuwa.example',
    };
    expect(() => testConfig({ ...prod, SMS_SANDBOX: '1' })).toThrow(/SMS_SANDBOX/);
    expect(testConfig(prod).sms).toMatchObject({ sandbox: false, order: [] });
    const termiiOnly = testConfig({
      ...prod,
      TERMII_API_KEY: 'live-key-123',
      TERMII_WEBHOOK_SECRET: 'tsk_live_123',
    });
    expect(termiiOnly.sms.order).toEqual(['termii']);
    expect(termiiOnly.sms.termii.baseUrl).toBe('https://api.ng.termii.com');
    expect(() => testConfig({ ...prod, SMS_PROVIDERS: 'africastalking' })).toThrow(/not configured/);
    expect(() => testConfig({ SMS_PROVIDERS: 'twilio' })).toThrow(/SMS_PROVIDERS/);
    expect(testConfig({ SMS_PROVIDERS: 'africastalking,termii' }).sms.order).toEqual([
      'africastalking',
      'termii',
    ]);
  });
});
