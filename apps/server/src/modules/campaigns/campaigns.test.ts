// Over 400 lines on purpose: campaigns by SMS, e-mail and WhatsApp share one app, the three providers' sandboxes
// and the consenting and non-consenting customers seeded here; STOP and unsubscribe are tested against them.
// Campaigns (issue 18) on the embedded SMS sandbox: segments, consent, the cost estimate and credits,
// the store's rate, STOP replies and unsubscribe links honoured for messages already waiting.

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { JobRunner } from '../../platform/jobs';
import { jobs, messages } from '../../platform/platform.schema';
import { signTermii } from '../../platform/sms';
import { signWhatsApp } from '../../platform/whatsapp';
import { embeddedSmsSandbox, embeddedWhatsAppSandbox } from '../../sandbox/sandbox.module';
import { createProduct, createVendor, customer, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { placeOrder } from '../checkout/checkout.service';
import { customerProfiles } from '../customers/customers.schema';
import { orders } from '../orders/orders.schema';
import { transitionOrder } from '../orders/orders.service';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let free: TestVendor;
let collectionId = '';
const plain = new Map<number, string>();
let dress = '';

const sandbox = () => embeddedSmsSandbox.state!;
const whatsappSandbox = () => embeddedWhatsAppSandbox.state!;
async function sendDue() {
  await new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, jobDefinitions).drain();
  await sandbox().idle();
  await whatsappSandbox().idle();
}

async function buy(
  vendor: TestVendor,
  buyer: Partial<typeof customer> & { marketingConsent?: boolean },
  { variantId = plain.get(vendor.storeId)!, quantity = 1 } = {},
) {
  const scope = { db: t.database.db, storeId: vendor.storeId };
  const order = await placeOrder(
    scope,
    { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: `http://${vendor.subdomain}.localhost:3000` },
    [{ variantId, quantity }],
    { ...customer, ...buyer },
  );
  await transitionOrder(scope, order.orderId, 'pay', 'payment');
  return order;
}

const api = (vendor: TestVendor, method: 'GET' | 'POST', path: string, payload?: object, as = vendor) =>
  t.app.inject({ method, url: `${vendor.base}${path}`, headers: as.headers, payload });
const estimate = (vendor: TestVendor, draft: object, as = vendor) =>
  api(vendor, 'POST', '/campaigns/estimate', draft, as);
const send = (vendor: TestVendor, draft: object, as = vendor) =>
  api(vendor, 'POST', '/campaigns', { name: 'Promo', requestId: randomUUID(), ...draft }, as);

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    env: { PORT: String(port), PUBLIC_URL: base, CAMPAIGN_MESSAGES_PER_MINUTE: '2' },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await createVendor(t, { plan: 'premium' });
  b = await createVendor(t, { plan: 'premium' });
  free = await createVendor(t);
  for (const v of [a, b, free]) plain.set(v.storeId, (await createProduct(t, v)).variants[0]!.id);
  const made = await api(a, 'POST', '/collections', { title: 'Dresses' });
  collectionId = made.json().id;
  dress = (
    await createProduct(t, a, {
      ...tshirt,
      title: 'Adire dress',
      collectionIds: [collectionId],
      variants: (tshirt.variants ?? []).map((v) => ({ ...v, sku: `DRS-${v.sku}` })),
    })
  ).variants[0]!.id;

  // Ada: consents, two T-shirts and a dress, e-mail given, tagged vip.
  await buy(
    a,
    { phone: '0803 100 0001', name: 'Ada', email: 'ada@example.ng', marketingConsent: true },
    {
      quantity: 2,
    },
  );
  await buy(a, { phone: '08031000001', name: 'Ada', email: 'ada@example.ng' }, { variantId: dress });
  await api(a, 'GET', '/customers'); // the list exists before it is tagged
  await t.app.inject({
    method: 'PATCH',
    url: `${a.base}/customers/${encodeURIComponent('+2348031000001')}`,
    headers: a.headers,
    payload: { tags: ['vip'] },
  });
  // Bayo: consents, one T-shirt, no e-mail.
  await buy(a, { phone: '0805 200 0002', name: 'Bayo', email: '', marketingConsent: true });
  // Chika: never agreed.
  await buy(a, { phone: '0807 300 0003', name: 'Chika', email: 'chika@example.ng' });
  // Dele: consents, last ordered 90 days ago.
  await buy(a, { phone: '0809 400 0004', name: 'Dele', email: 'dele@example.ng', marketingConsent: true });
  await t.database.db
    .update(orders)
    .set({ createdAt: sql`now() - interval '90 days'` })
    .where(and(eq(orders.storeId, a.storeId), eq(orders.phone, '+2348094000004')));
  // Store B's consenting customer shares Ada's number.
  await buy(b, { phone: '08031000001', name: 'Ada at B', marketingConsent: true });
}, 120_000);
afterAll(async () => {
  await embeddedWhatsAppSandbox.state?.idle();
  await embeddedSmsSandbox.state?.idle();
  await t.close();
});

const sms = (segment: object = {}, body = 'Sale this weekend: 20% off everything!') => ({
  channel: 'sms',
  body,
  segment,
});

describe('segments and the estimate', () => {
  it('reaches only consenting customers, narrowed by tag, spending, collection and time since the last order', async () => {
    const count = async (segment: object, channel = 'sms') =>
      (await estimate(a, { ...sms(segment), channel, subject: 'News' })).json().recipients;
    expect(await count({})).toBe(3); // Ada, Bayo, Dele — never Chika
    expect(await count({ tag: 'VIP' })).toBe(1);
    // Ada spent 2 × ₦15,000 + the dress; Bayo and Dele one T-shirt each.
    expect(await count({ minSpent: 1_500_000 })).toBe(3);
    expect(await count({ minSpent: 1_500_001 })).toBe(1);
    expect(await count({ collectionId })).toBe(1);
    expect(await count({ inactiveDays: 30 })).toBe(1);
    expect(await count({ inactiveDays: 30, tag: 'vip' })).toBe(0);
    // E-mail reaches those who gave an address; the rest are counted as unreachable.
    const mail = (await estimate(a, { ...sms(), channel: 'email', subject: 'News' })).json();
    expect(mail).toMatchObject({ recipients: 2, unreachable: 1, sms: null, credits: null });
  });

  it('prices the SMS in pages with the opt-out line (GSM-7 160/153, UCS-2 70/67) against the month’s credits', async () => {
    const short = (await estimate(a, sms())).json();
    expect(short.sms).toMatchObject({ encoding: 'GSM-7', pagesPerMessage: 1 });
    expect(short.credits).toEqual({ needed: 3, left: 500, monthly: 500 });
    const long = (await estimate(a, sms({}, 'x'.repeat(150)))).json();
    expect(long.sms).toMatchObject({ encoding: 'GSM-7', characters: 173, pagesPerMessage: 2 });
    expect(long.credits.needed).toBe(6);
    const naira = (await estimate(a, sms({}, '₦'.repeat(60)))).json();
    expect(naira.sms).toMatchObject({ encoding: 'UCS-2', pagesPerMessage: 2 });
  });

  it('refuses bad input with clear 4xx', async () => {
    const cases: [object, number][] = [
      [{ ...sms(), channel: 'whatsapp' }, 400],
      [{ channel: 'email', body: 'Hi' }, 400], // no subject
      [sms({ minSpent: -5 }), 400],
      [sms({ inactiveDays: 0 }), 400],
      [sms({ collectionId: 'not-a-uuid' }), 400],
      [sms({ collectionId: randomUUID() }), 400], // not this store's
      [sms({}, ''), 400],
      [sms({}, 'x'.repeat(901)), 400],
      [sms({ tag: 'bad!tag' }), 400],
      [{ ...sms(), template: 'store_promotion' }, 400], // a template is WhatsApp's
      [{ ...sms(), channel: 'fax' }, 400],
    ];
    for (const [draft, status] of cases) {
      const res = await estimate(a, draft);
      expect(res.statusCode, JSON.stringify(draft)).toBe(status);
      expect(res.json().error.message).toBeTruthy();
    }
    const channel = await estimate(a, { ...sms(), channel: 'whatsapp' });
    expect(JSON.stringify(channel.json())).toContain('Choose a WhatsApp template');
  });

  it('is a paid-plan feature, and one store cannot see or send to another store', async () => {
    const res = await estimate(free, sms());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'PLAN_REQUIRED', details: { requiredPlan: 'premium' } });
    expect((await send(free, sms())).statusCode).toBe(403);
    expect((await estimate(a, sms(), b)).statusCode).toBe(404);
    // B's segment counts only B's customer, although Ada's number also agreed at A.
    expect((await estimate(b, sms())).json().recipients).toBe(1);
    expect((await estimate(b, sms({ collectionId }))).statusCode).toBe(400);
  });
});

describe('sending', () => {
  it('writes one message per recipient at the store’s rate, sends them as their turn comes, and counts them', async () => {
    const requestId = randomUUID();
    const draft = { name: 'Weekend sale', requestId, ...sms() };
    const res = await api(a, 'POST', '/campaigns', draft);
    expect(res.statusCode).toBe(201);
    const campaign = res.json();
    expect(campaign).toMatchObject({ recipients: 3, status: 'sending', costUnits: 3 });
    expect(campaign.counts).toEqual({ queued: 3, sent: 0, delivered: 0, failed: 0, cancelled: 0 });
    // The same request again (a double tap) sends nothing more.
    const again = await api(a, 'POST', '/campaigns', draft);
    expect(again.json().id).toBe(campaign.id);
    expect((await api(a, 'GET', '/campaigns')).json().total).toBe(1);

    // Two a minute: the third waits a minute.
    const due = await t.database.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.type, 'campaign.deliver'))
      .orderBy(jobs.runAt);
    expect(due).toHaveLength(3);
    expect(due[2]!.runAt.getTime() - due[0]!.runAt.getTime()).toBeGreaterThanOrEqual(59_000);

    await sendDue();
    const now = (await api(a, 'GET', `/campaigns/${campaign.id}`)).json();
    expect(now.counts).toMatchObject({ queued: 1, delivered: 2 });
    const texts = sandbox().inbox.filter((m) => m.text.startsWith('Sale this weekend'));
    expect(texts).toHaveLength(2);
    // Marketing never takes the DND route, and ends with the opt-out.
    expect(texts.every((m) => m.channel === 'generic' && m.text.endsWith('Reply STOP to opt out.'))).toBe(
      true,
    );
    expect(texts.map((m) => m.to)).not.toContain('+2348073000003');

    // The third's turn comes.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.type, 'campaign.deliver'), eq(jobs.status, 'pending')));
    await sendDue();
    const done = (await api(a, 'GET', `/campaigns/${campaign.id}`)).json();
    expect(done).toMatchObject({ status: 'sent', counts: { queued: 0, delivered: 3 } });
    // The credits it took are gone from the month's.
    expect((await estimate(a, sms())).json().credits).toMatchObject({ left: 497 });
    expect((await api(a, 'GET', `/campaigns/${campaign.id}`, undefined, b)).statusCode).toBe(404);
    expect((await api(b, 'GET', `/campaigns/${campaign.id}`)).statusCode).toBe(404);
  });

  it('refuses a campaign past the month’s SMS credits and one that reaches nobody', async () => {
    await t.database.db.insert(messages).values({
      channel: 'sms',
      recipient: '+2348000000000',
      bodyText: 'earlier',
      template: 'campaign',
      storeId: a.storeId,
      campaignId: 999_999,
      costUnits: 496,
      status: 'sent',
    });
    const over = await send(a, sms());
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toMatchObject({ code: 'SMS_CREDITS_EXCEEDED' });
    expect(over.json().error.message).toContain('needs 3 SMS credits; 1 of your 500');
    const nobody = await send(a, sms({ tag: 'nobody-has-this' }));
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().error.code).toBe('CAMPAIGN_NO_RECIPIENTS');
    await t.database.db.delete(messages).where(eq(messages.campaignId, 999_999));
  });
});

const whatsapp = (
  segment: object = {},
  body = 'Adire dresses are 20% off until Sunday',
  template = 'store_promotion',
) => ({
  channel: 'whatsapp',
  template,
  body,
  segment,
});
const consentOf = async (storeId: number, phone: string) =>
  (
    await t.database.db
      .select({ consent: customerProfiles.marketingConsent })
      .from(customerProfiles)
      .where(and(eq(customerProfiles.storeId, storeId), eq(customerProfiles.phone, phone)))
  )[0]?.consent;

describe('WhatsApp campaigns', () => {
  it('estimates the consenting customers with a phone, with the approved template filled in', async () => {
    const res = await estimate(a, whatsapp());
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    expect(figures).toMatchObject({ recipients: 3, unreachable: 0, sms: null, credits: null });
    expect(figures.whatsapp.template).toBe('store_promotion');
    expect(figures.whatsapp.preview).toContain('Adire dresses are 20% off until Sunday');
    expect(figures.whatsapp.preview).toContain(`http://${a.subdomain}.localhost:`);
    expect(figures.whatsapp.preview).toMatch(/Reply STOP to opt out\.$/);
    expect((await estimate(a, whatsapp({ tag: 'vip' }))).json().recipients).toBe(1);
    expect((await estimate(b, whatsapp())).json().recipients).toBe(1);
    const channels = await api(a, 'GET', '/messaging/channels');
    expect(channels.json()).toEqual({
      whatsapp: { available: true, reason: null },
      sms: { available: true, reason: null },
    });
  });

  it('refuses bad input with clear 4xx', async () => {
    const cases: object[] = [
      { channel: 'whatsapp', body: 'Hi' }, // no template
      whatsapp({}, 'Hi', 'free_text'),
      whatsapp({}, 'x'.repeat(501)),
      whatsapp({}, '   '),
      whatsapp({ minSpent: 0 }),
    ];
    for (const draft of cases) {
      const res = await estimate(a, draft);
      expect(res.statusCode, JSON.stringify(draft)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
      expect((await send(a, draft)).statusCode).toBe(400);
    }
    expect((await send(a, whatsapp({ tag: 'nobody-has-this' }))).statusCode).toBe(422);
    expect((await estimate(free, whatsapp())).statusCode).toBe(403);
  });

  it('reaches only consenting customers at the store’s rate; a read counts as delivered; no SMS credits', async () => {
    const creditsBefore = (await estimate(a, sms())).json().credits.left;
    const inboxBefore = whatsappSandbox().inbox.length;
    whatsappSandbox().readReceipts = true;
    try {
      const res = await send(a, whatsapp());
      expect(res.statusCode).toBe(201);
      const campaign = res.json();
      expect(campaign).toMatchObject({
        channel: 'whatsapp',
        template: 'store_promotion',
        recipients: 3,
        status: 'sending',
        costUnits: 3,
        counts: { queued: 3, sent: 0, delivered: 0 },
      });
      const rows = await t.database.db.select().from(messages).where(eq(messages.campaignId, campaign.id));
      expect(rows.map((r) => r.recipient).sort()).toEqual([
        '+2348031000001',
        '+2348052000002',
        '+2348094000004',
      ]);
      expect(rows.every((r) => r.channel === 'whatsapp' && r.template === 'store_promotion')).toBe(true);
      expect(rows[0]!.bodyText).toContain('Adire dresses are 20% off until Sunday');

      await sendDue(); // two a minute: two go now
      expect((await api(a, 'GET', `/campaigns/${campaign.id}`)).json().counts).toMatchObject({
        queued: 1,
        delivered: 2,
      });
      await t.database.db
        .update(jobs)
        .set({ runAt: new Date() })
        .where(and(eq(jobs.type, 'campaign.deliver'), eq(jobs.status, 'pending')));
      await sendDue();
      const done = (await api(a, 'GET', `/campaigns/${campaign.id}`)).json();
      expect(done).toMatchObject({ status: 'sent', counts: { queued: 0, delivered: 3, failed: 0 } });
      const read = await t.database.db.select().from(messages).where(eq(messages.campaignId, campaign.id));
      expect(read.every((r) => r.status === 'read')).toBe(true);

      const sent = whatsappSandbox().inbox.slice(inboxBefore);
      expect(sent.map((m) => m.to).sort()).toEqual(['2348031000001', '2348052000002', '2348094000004']);
      expect(sent.map((m) => m.to)).not.toContain('2348073000003'); // Chika never agreed
      expect(sent[0]!.template).toMatchObject({ name: 'store_promotion', language: 'en' });
      expect(sent[0]!.template!.params).toEqual([
        expect.stringMatching(/^Shop /),
        'Adire dresses are 20% off until Sunday',
        expect.stringContaining(a.subdomain),
      ]);
      // WhatsApp messages are not SMS: the month's credits are untouched.
      expect((await estimate(a, sms())).json().credits.left).toBe(creditsBefore);
      // Another store can neither read the campaign nor see it in its list.
      expect((await api(b, 'GET', `/campaigns/${campaign.id}`)).statusCode).toBe(404);
      expect((await api(a, 'GET', `/campaigns/${campaign.id}`, undefined, b)).statusCode).toBe(404);
      expect(
        (await api(b, 'GET', '/campaigns')).json().items.some((c: { id: number }) => c.id === campaign.id),
      ).toBe(false);
    } finally {
      whatsappSandbox().readReceipts = false;
    }
  });

  it('a STOP sent by WhatsApp withdraws consent at once; a waiting message is cancelled; forged ones change nothing', async () => {
    // Efe agrees at checkout and is tagged so the campaign reaches her alone.
    await buy(a, { phone: '0802 500 0005', name: 'Efe', email: '', marketingConsent: true });
    await api(a, 'GET', '/customers');
    await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/customers/${encodeURIComponent('+2348025000005')}`,
      headers: a.headers,
      payload: { tags: ['efe'] },
    });
    const res = await send(a, whatsapp({ tag: 'efe' }, 'Only for Efe'));
    expect(res.statusCode).toBe(201);
    expect(res.json().recipients).toBe(1);

    // A forged inbound STOP (wrong signature) is refused and changes nothing.
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [{ from: '2348025000005', id: 'wamid.x', type: 'text', text: { body: 'STOP' } }],
              },
            },
          ],
        },
      ],
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWhatsApp(raw, 'not-the-secret'),
      },
      payload: raw,
    });
    expect(forged.statusCode).toBe(401);
    expect(await consentOf(a.storeId, '+2348025000005')).toBe(true);
    // Another word is not a STOP.
    const hello = await t.app.inject({
      method: 'POST',
      url: '/sandbox/whatsapp/inbound',
      payload: { from: '2348025000005', text: 'Hello, is the dress in size 12?' },
    });
    expect(hello.statusCode).toBe(200);
    await whatsappSandbox().idle();
    expect(await consentOf(a.storeId, '+2348025000005')).toBe(true);

    // The customer replies STOP in WhatsApp: the sandbox posts it, signed, to the webhook.
    const stop = await t.app.inject({
      method: 'POST',
      url: '/sandbox/whatsapp/inbound',
      payload: { from: '2348025000005', text: 'Stop' },
    });
    expect(stop.statusCode).toBe(200);
    await whatsappSandbox().idle();
    expect(await consentOf(a.storeId, '+2348025000005')).toBe(false);
    const inboxBefore = whatsappSandbox().inbox.length;
    await sendDue();
    expect((await api(a, 'GET', `/campaigns/${res.json().id}`)).json().counts).toMatchObject({
      cancelled: 1,
      sent: 0,
      delivered: 0,
    });
    expect(
      whatsappSandbox()
        .inbox.slice(inboxBefore)
        .some((m) => m.to === '2348025000005'),
    ).toBe(false);
    expect((await estimate(a, whatsapp({ tag: 'efe' }))).json().recipients).toBe(0);
  });

  it('when WhatsApp is not configured the channel says why and a send is refused, not failed', async () => {
    const saved = t.config.whatsapp;
    t.config.whatsapp = { ...saved, enabled: false };
    try {
      const channels = (await api(a, 'GET', '/messaging/channels')).json();
      expect(channels.whatsapp.available).toBe(false);
      expect(channels.whatsapp.reason).toContain('WhatsApp is not set up');
      const est = await estimate(a, whatsapp());
      expect(est.statusCode).toBe(409);
      expect(est.json().error.code).toBe('WHATSAPP_UNAVAILABLE');
      const res = await send(a, whatsapp());
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('WHATSAPP_UNAVAILABLE');
      expect((await estimate(a, sms())).statusCode).toBe(200);
    } finally {
      t.config.whatsapp = saved;
    }
  });
});

describe('opting out', () => {
  it('a STOP reply withdraws consent in every store at once, and a waiting message is not sent', async () => {
    const res = await send(b, sms({}, 'B news'));
    expect(res.statusCode).toBe(201);
    const raw = JSON.stringify({
      type: 'inbound',
      sender: '2348031000001',
      message: 'Stop',
      status: 'Received',
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/reports/termii',
      headers: { 'content-type': 'application/json', 'x-termii-signature': 'f'.repeat(128) },
      payload: raw,
    });
    expect(forged.statusCode).toBe(401);
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/reports/termii',
      headers: {
        'content-type': 'application/json',
        'x-termii-signature': signTermii(raw, t.config.sms.termii.webhookSecret),
      },
      payload: raw,
    });
    expect(stop.json()).toMatchObject({ outcome: 'opted_out' });
    const profiles = await t.database.db
      .select({ store: customerProfiles.storeId, consent: customerProfiles.marketingConsent })
      .from(customerProfiles)
      .where(eq(customerProfiles.phone, '+2348031000001'));
    expect(profiles.map((p) => p.consent)).toEqual([false, false]);
    await sendDue();
    const after = (await api(b, 'GET', `/campaigns/${res.json().id}`)).json();
    expect(after.counts).toMatchObject({ cancelled: 1, sent: 0, delivered: 0 });
    expect(sandbox().inbox.some((m) => m.text.startsWith('B news'))).toBe(false);
    expect((await estimate(a, sms({ tag: 'vip' }))).json().recipients).toBe(0);
  });

  it("Africa's Talking replies need the URL's key; other words are not a STOP", async () => {
    const url = (key: string) => `/api/messaging/inbound/africastalking?key=${key}`;
    const reply = (key: string, text: string) =>
      t.app.inject({
        method: 'POST',
        url: url(key),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ from: '+2348052000002', to: '2345', text }).toString(),
      });
    expect((await reply('wrong-key-wrong-key', 'STOP')).statusCode).toBe(401);
    expect((await reply(t.config.sms.africastalking.callbackKey, 'Thanks!')).json().outcome).toBe('ignored');
    expect((await estimate(a, sms())).json().recipients).toBe(2);
    expect((await reply(t.config.sms.africastalking.callbackKey, ' stop ')).json().outcome).toBe('opted_out');
    expect((await estimate(a, sms())).json().recipients).toBe(1);
  });

  it('an e-mail carries an unsubscribe link (and one-click header) that asks first, then withdraws consent', async () => {
    const res = await send(a, { channel: 'email', subject: 'New dresses', body: 'Come and see.\n\nKisses' });
    expect(res.statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(messages).where(eq(messages.campaignId, res.json().id));
    expect(mail).toMatchObject({ recipient: 'dele@example.ng', subject: 'New dresses', channel: 'email' });
    const link = /Unsubscribe: (\S+)/.exec(mail!.bodyText)![1]!;
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.bodyHtml).toContain('Unsubscribe</a>');
    const token = link.split('/unsubscribe/')[1]!;
    const path = `/s/${a.subdomain}/unsubscribe/${token}`;

    const asked = await t.app.inject({ url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Stop receiving news and offers');
    expect((await estimate(a, sms())).json().recipients).toBe(1); // opening the link changed nothing
    // Another store's path does not know the link.
    expect((await t.app.inject({ url: `/s/${b.subdomain}/unsubscribe/${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/s/${a.subdomain}/unsubscribe/${randomUUID()}` })).statusCode).toBe(
      404,
    );

    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect((await estimate(a, sms())).json().recipients).toBe(0);
    await sendDue();
    expect((await api(a, 'GET', `/campaigns/${res.json().id}`)).json().counts).toMatchObject({
      cancelled: 1,
    });
  });
});

describe('a campaign’s small print in the store’s language', () => {
  it('ends the SMS and the e-mail with the store’s default language’s opt-out, priced with it', async () => {
    const c = await createVendor(t, { plan: 'premium' });
    plain.set(c.storeId, (await createProduct(t, c)).variants[0]!.id);
    await buy(c, {
      phone: '0803 500 0005',
      name: 'Hauwa',
      email: 'hauwa@example.ng',
      marketingConsent: true,
    });
    const settings = await t.app.inject({
      method: 'PATCH',
      url: `${c.base}/settings`,
      headers: c.headers,
      payload: { defaultLocale: 'ha', locales: ['ha', 'en-NG'] },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const body = 'Rangwame a karshen mako!';
    const line = 'Ku amsa da STOP don daina karbar sakonni.';
    const priced = (await estimate(c, sms({}, body))).json();
    expect(priced.sms).toMatchObject({ encoding: 'GSM-7', characters: `${body}\n${line}`.length });

    const texted = await send(c, sms({}, body));
    expect(texted.statusCode, texted.body).toBe(201);
    const [text] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.campaignId, texted.json().id));
    expect(text!.bodyText).toBe(`${body}\n${line}`);

    const mailed = await send(c, { ...sms({}, body), channel: 'email', subject: 'Sabbin kaya' });
    expect(mailed.statusCode, mailed.body).toBe(201);
    const [mail] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.campaignId, mailed.json().id));
    expect(mail!.bodyText).toContain('Daina karɓa: ');
    expect(mail!.bodyHtml).toContain('Daina karɓa</a>');
    expect(mail!.bodyHtml).toContain('lang="ha"');
  });
});
