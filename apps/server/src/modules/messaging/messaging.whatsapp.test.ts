// The WhatsApp Cloud API channel end to end on the embedded sandbox: template sends, signed status
// webhooks (forged, repeated, out of order), the subscription handshake and the outbox's retries.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { jobDefinitions } from '../../jobs';
import { JobRunner } from '../../platform/jobs';
import { ProviderError } from '../../platform/payments';
import { jobs, messages } from '../../platform/platform.schema';
import {
  isPermanentRefusal,
  queueWhatsApp,
  signWhatsApp,
  WhatsAppClient,
  whatsappBody,
} from '../../platform/whatsapp';
import { embeddedSandbox, embeddedSmsSandbox, embeddedWhatsAppSandbox } from '../../sandbox/sandbox.module';
import { createVendor } from '../../test/commerce';
import { createTestApp, type TestContext, testConfig } from '../../test/harness';
import { freePort } from '../../test/ports';

let t: TestContext;
const sandbox = () => embeddedWhatsAppSandbox.state!;
const runJobs = (config = t.config) =>
  new JobRunner({ db: t.database.db, config, log: t.app.log }, jobDefinitions).drain();
/** Sends what is queued, then waits for the sandbox's status webhooks to land. */
async function sendAll() {
  await runJobs();
  await sandbox().idle();
}
async function message(id: number) {
  const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
  return row!;
}
const orderPaid = (to: string, order = '#1042') => ({
  to,
  template: { name: 'order_paid', language: 'en', params: [order, 'NGN 12,500.00'] },
  text: `Your order ${order} is paid: NGN 12,500.00.`,
});

/** A webhook call as Meta makes it, signed with the app secret unless a signature is given. */
function webhook(statuses: object[], signature?: string | null) {
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '109876543210987' },
              statuses,
            },
          },
        ],
      },
    ],
  });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null)
    headers['x-hub-signature-256'] = signature ?? signWhatsApp(raw, t.config.whatsapp.appSecret);
  return t.app.inject({ method: 'POST', url: '/api/messaging/whatsapp/webhook', headers, payload: raw });
}
const now = () => String(Math.floor(Date.now() / 1000));

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: base } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await embeddedWhatsAppSandbox.state?.idle();
  await embeddedSmsSandbox.state?.idle();
  await embeddedSandbox.state?.idle();
  await t.close();
});
beforeEach(() => {
  Object.assign(sandbox(), { failing: false, duplicateStatuses: 1, outOfOrder: false, readReceipts: false });
  sandbox().lastInbound.clear();
});

describe('WhatsApp template messages through the sandbox', () => {
  it('sends a template to the number without +, and the signed statuses mark it delivered', async () => {
    const id = (await queueWhatsApp(t.database.db, orderPaid('0803 123 4567')))!;
    expect(await message(id)).toMatchObject({
      status: 'queued',
      channel: 'whatsapp',
      recipient: '+2348031234567',
      template: 'order_paid',
      bodyText: 'Your order #1042 is paid: NGN 12,500.00.',
    });
    await sendAll();
    const row = await message(id);
    expect(row).toMatchObject({ status: 'delivered', provider: 'whatsapp', error: null });
    expect(row.providerMessageId).toMatch(/^wamid\./);
    expect(row.deliveredAt).not.toBeNull();
    expect(sandbox().inbox.find((m) => m.id === row.providerMessageId)).toMatchObject({
      to: '2348031234567',
      type: 'template',
      template: { name: 'order_paid', language: 'en', params: ['#1042', 'NGN 12,500.00'] },
    });
    const inbox = await t.app.inject({ url: '/sandbox/whatsapp/inbox' });
    expect(inbox.headers['content-type']).toMatch(/^text\/html/);
    expect(inbox.body).toContain('+2348031234567');
    expect(inbox.body).toContain('<code>order_paid</code>');
    expect(inbox.body).toContain('<li style="overflow-wrap:anywhere">#1042</li>');
  });

  it('normalises the forms people type, folds parameters to one line, and keeps nothing for a bad number', async () => {
    for (const typed of ['+234 803 765 4321', '803 765 4321', '08037654321']) {
      const id = (await queueWhatsApp(t.database.db, orderPaid(typed)))!;
      expect((await message(id)).recipient).toBe('+2348037654321');
    }
    expect(await queueWhatsApp(t.database.db, orderPaid('12345'))).toBeNull();
    const id = (await queueWhatsApp(t.database.db, {
      ...orderPaid('08031110000'),
      template: { name: 'order_paid', language: 'en_GB', params: ['Ada\n  Obi\t  ', '  '] },
    }))!;
    await sendAll();
    const row = await message(id);
    expect(row.status).toBe('delivered');
    expect(sandbox().inbox.find((m) => m.id === row.providerMessageId)?.template?.params).toEqual([
      'Ada Obi',
      '-',
    ]);
    await expect(
      queueWhatsApp(t.database.db, {
        ...orderPaid('08031110000'),
        template: { name: 'Order Paid', language: 'en', params: [] },
      }),
    ).rejects.toThrow(/template name/);
  });

  it('moves on to read, and a duplicated, out-of-order delivery (delivered before sent) still ends delivered', async () => {
    Object.assign(sandbox(), { duplicateStatuses: 2, outOfOrder: true });
    const a = (await queueWhatsApp(t.database.db, orderPaid('08032220000')))!;
    await sendAll();
    expect((await message(a)).status).toBe('delivered');
    Object.assign(sandbox(), { duplicateStatuses: 2, outOfOrder: true, readReceipts: true });
    const b = (await queueWhatsApp(t.database.db, orderPaid('08032220001')))!;
    await sendAll();
    const row = await message(b);
    expect(row.status).toBe('read');
    expect(row.deliveredAt).not.toBeNull();
  });

  it('retries with backoff while the API fails, then sends; fails the message after the last attempt', async () => {
    sandbox().failing = true;
    const id = (await queueWhatsApp(t.database.db, orderPaid('08033330000')))!;
    await runJobs();
    const first = await message(id);
    expect(first.status).toBe('queued');
    expect(first.error).toMatch(/whatsapp: refused the message \(500, code 131000/);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `whatsapp:${id}`));
    expect(job).toMatchObject({ status: 'pending', attempts: 1, type: 'whatsapp.send', queue: 'whatsapp' });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    sandbox().failing = false;
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    await sendAll();
    expect(await message(id)).toMatchObject({ status: 'delivered', error: null });

    sandbox().failing = true;
    const last = (await queueWhatsApp(t.database.db, orderPaid('08033330001')))!;
    await t.database.db
      .update(jobs)
      .set({ attempts: 5 })
      .where(eq(jobs.dedupeKey, `whatsapp:${last}`));
    await runJobs();
    expect((await message(last)).status).toBe('failed');
  });

  it('fails at once, without retrying, when the API refuses the request for good', async () => {
    const id = (await queueWhatsApp(t.database.db, orderPaid('08034440000')))!;
    await runJobs({ ...t.config, whatsapp: { ...t.config.whatsapp, phoneNumberId: '100000000000001' } });
    const row = await message(id);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/400, code 100/);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `whatsapp:${id}`));
    expect(job).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('keeps the message as logged, sending nothing, when WhatsApp is not configured', async () => {
    const before = sandbox().inbox.length;
    const id = (await queueWhatsApp(t.database.db, orderPaid('08035550000')))!;
    await runJobs({ ...t.config, whatsapp: { ...t.config.whatsapp, enabled: false } });
    expect((await message(id)).status).toBe('logged');
    expect(sandbox().inbox.length).toBe(before);
  });
});

describe("the store's message log", () => {
  it('lists the store’s WhatsApp messages with their status, and no other store’s', async () => {
    const a = await createVendor(t);
    const b = await createVendor(t);
    sandbox().readReceipts = true;
    const id = (await queueWhatsApp(t.database.db, { ...orderPaid('08039990000'), storeId: a.storeId }))!;
    await sendAll();
    const mine = await t.app.inject({ url: `${a.base}/messages?channel=whatsapp`, headers: a.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        id,
        channel: 'whatsapp',
        status: 'read',
        provider: 'whatsapp',
        template: 'order_paid',
        recipient: '+2348039990000',
        preview: 'Your order #1042 is paid: NGN 12,500.00.',
      }),
    ]);
    const theirs = await t.app.inject({ url: `${b.base}/messages?channel=whatsapp`, headers: b.headers });
    expect(theirs.json().total).toBe(0);
  });
});

describe('the Graph API client', () => {
  it('builds the template and text bodies of the reference', () => {
    expect(
      whatsappBody({
        to: '+2348012345678',
        template: { name: 'order_paid', language: 'en', params: ['#1042'] },
      }),
    ).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '2348012345678',
      type: 'template',
      template: {
        name: 'order_paid',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: '#1042' }] }],
      },
    });
    expect(whatsappBody({ to: '+2348012345678', text: 'Hi' })).toMatchObject({
      type: 'text',
      text: { body: 'Hi' },
    });
  });

  it('is refused with a wrong token (401) and a bad body (400)', async () => {
    const wrong = new WhatsAppClient({ ...t.config.whatsapp, token: 'EAAnot-the-right-token' });
    const refusal = await wrong.send({ to: '+2348031234567', text: 'x' }).catch((e) => e);
    expect(refusal).toBeInstanceOf(ProviderError);
    expect(refusal.status).toBe(401);
    expect(isPermanentRefusal(refusal)).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/whatsapp/v21.0/${t.config.whatsapp.phoneNumberId}/messages`,
      headers: { authorization: `Bearer ${t.config.whatsapp.token}` },
      payload: {
        messaging_product: 'whatsapp',
        to: '+2348031234567',
        type: 'template',
        template: { name: 'x' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(100);
  });

  it('delivers free text only inside the 24-hour window the customer opened', async () => {
    const client = new WhatsAppClient(t.config.whatsapp);
    // The customer writes first (the sandbox also posts that message to our webhook, acknowledged).
    const inbound = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/sandbox/whatsapp/inbound', payload });
    expect((await inbound({ from: '+2348036660000', text: 'Where is my order?' })).statusCode).toBe(200);
    expect((await inbound({ from: 'me', text: '' })).statusCode).toBe(400);
    await sandbox().idle();
    const inside = await client.send({ to: '+2348036660000', text: 'Your parcel left today.' });
    const outside = await client.send({ to: '+2348036660001', text: 'Hello again' });
    await sandbox().idle();
    expect(sandbox().inbox.find((m) => m.id === inside.providerMessageId)).toMatchObject({
      type: 'text',
      text: 'Your parcel left today.',
      status: 'delivered',
    });
    expect(sandbox().inbox.find((m) => m.id === outside.providerMessageId)?.status).toBe(
      'failed: Re-engagement message',
    );
  });
});

describe('the WhatsApp webhook', () => {
  async function sentMessage(to: string) {
    const id = (await queueWhatsApp(t.database.db, orderPaid(to)))!;
    await sendAll();
    // As if the network had not reported yet.
    await t.database.db
      .update(messages)
      .set({ status: 'sent', deliveredAt: null })
      .where(eq(messages.id, id));
    return message(id);
  }

  it('answers the subscription handshake with the challenge only when the verify token matches', async () => {
    const handshake = (token: string, mode = 'subscribe') =>
      t.app.inject({
        method: 'GET',
        url: '/api/messaging/whatsapp/webhook',
        query: { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': '1158201444' },
      });
    const ok = await handshake(t.config.whatsapp.verifyToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect((await handshake('not-the-verify-token')).statusCode).toBe(403);
    expect((await handshake(t.config.whatsapp.verifyToken, 'unsubscribe')).statusCode).toBe(403);
  });

  it('refuses a forged, missing or re-serialised signature before reading the body', async () => {
    const row = await sentMessage('08037770000');
    const failed = [
      {
        id: row.providerMessageId,
        status: 'failed',
        timestamp: now(),
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      },
    ];
    const raw = JSON.stringify({ entry: [] });
    expect((await webhook(failed, signWhatsApp(raw, t.config.whatsapp.appSecret))).statusCode).toBe(401);
    expect((await webhook(failed, `sha256=${'0'.repeat(64)}`)).statusCode).toBe(401);
    expect((await webhook(failed, null)).statusCode).toBe(401);
    expect((await message(row.id)).status).toBe('sent');
    const res = await webhook(failed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ updated: 1 });
    expect(await message(row.id)).toMatchObject({ status: 'failed', error: 'Message undeliverable' });
  });

  it('applies every status of a batch idempotently, never moving a message back', async () => {
    const row = await sentMessage('08038880000');
    const wamid = row.providerMessageId!;
    const batch = await webhook([
      { id: wamid, status: 'delivered', timestamp: now() },
      { id: wamid, status: 'delivered', timestamp: now() },
      { id: wamid, status: 'sent', timestamp: now() },
    ]);
    expect(batch.json()).toMatchObject({ updated: 1, unchanged: 2, unknown: 0 });
    const delivered = await message(row.id);
    expect(delivered.status).toBe('delivered');
    expect((await webhook([{ id: wamid, status: 'failed', timestamp: now() }])).json().unchanged).toBe(1);
    expect((await webhook([{ id: wamid, status: 'read', timestamp: now() }])).json().updated).toBe(1);
    expect((await webhook([{ id: wamid, status: 'delivered', timestamp: now() }])).json().unchanged).toBe(1);
    expect(await message(row.id)).toMatchObject({ status: 'read', deliveredAt: delivered.deliveredAt });
  });

  it('asks Meta to retry a status for a wamid not stored yet, and acknowledges old unknown ones', async () => {
    const recent = await webhook([{ id: 'wamid.not-yet-stored', status: 'delivered', timestamp: now() }]);
    expect(recent.statusCode).toBe(404);
    const hourAgo = String(Math.floor(Date.now() / 1000) - 3600);
    const old = await webhook([{ id: 'wamid.someone-elses', status: 'delivered', timestamp: hourAgo }]);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ unknown: 1 });
  });

  it('acknowledges inbound messages and other events without changing anything', async () => {
    const res = await webhook([]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ updated: 0, unchanged: 0, unknown: 0 });
  });
});

describe('WhatsApp configuration', () => {
  it('is off unless configured outside development, and refuses a partial setup or the sandbox', () => {
    const live = { KASUWA_ENV: 'staging' };
    expect(testConfig(live).whatsapp).toMatchObject({ enabled: false, sandbox: false, token: '' });
    const full = testConfig({
      ...live,
      WHATSAPP_TOKEN: 'EAAlive-token-0123456789',
      WHATSAPP_PHONE_NUMBER_ID: '123456789012345',
      WHATSAPP_APP_SECRET: 'live-app-secret-0123456789',
      WHATSAPP_VERIFY_TOKEN: 'live-verify-token-0123456789',
    }).whatsapp;
    expect(full).toMatchObject({ enabled: true, baseUrl: 'https://graph.facebook.com', apiVersion: 'v21.0' });
    expect(() => testConfig({ ...live, WHATSAPP_TOKEN: 'EAAlive-token-0123456789' })).toThrow(ConfigError);
    expect(() => testConfig({ ...live, WHATSAPP_SANDBOX: '1' })).toThrow(/WHATSAPP_SANDBOX/);
    expect(t.config.whatsapp).toMatchObject({ enabled: true, sandbox: true });
  });
});
