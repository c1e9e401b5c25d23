// Why this file is over 400 lines: the Apps page, the storefront tags and the purchase events build on one
// listening app with its payment and apps sandboxes and on the apps its first cases connect.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { JobRunner } from '../../platform/jobs';
import { jobs } from '../../platform/platform.schema';
import { embeddedAppsSandbox, embeddedSandbox } from '../../sandbox/sandbox.module';
import {
  createProduct as createProductWith,
  createVendor,
  customer,
  type TestVendor,
  tshirt,
} from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { orders } from '../orders/orders.schema';
import { orderAttributions } from './integrations.schema';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;

const META_TOKEN = 'EAAGm0PX4ZCpsBAKsecretmetatoken1234';
const GA4_SECRET = 'ga4-secret-XyZ123456';

beforeAll(async () => {
  // Listening for real: the payment sandbox and the apps sandbox are mounted on this app.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await createVendor(t);
  b = await createVendor(t);
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

function api(vendor: TestVendor, method: string, path: string, payload?: object, storeBase = vendor.base) {
  return t.app.inject({
    method: method as 'GET',
    url: `${storeBase}/apps${path}`,
    headers: vendor.headers,
    ...(payload ? { payload } : {}),
  });
}

const drain = () =>
  new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, jobDefinitions).drain();

type App = {
  id: string;
  group: string;
  status: string;
  kind: string;
  settings: unknown;
  links: { url: string }[];
};
async function appsOf(vendor: TestVendor): Promise<App[]> {
  const res = await api(vendor, 'GET', '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

let skus = 0;
async function productFor(vendor: TestVendor) {
  skus++;
  return createProductWith(t, vendor, {
    ...tshirt,
    variants: (tshirt.variants ?? []).map((v) => ({ ...v, sku: `${v.sku}-apps-${skus}` })),
  });
}

async function paidOrder(
  vendor: TestVendor,
): Promise<{ orderId: string; amount: number; resultUrl: string }> {
  const product = await productFor(vendor);
  const placed = await placeOrder(
    { db: t.database.db, storeId: vendor.storeId },
    { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: `http://${vendor.subdomain}.localhost:3000` },
    [{ variantId: product.variants[0]!.id, quantity: 2 }],
    customer,
  );
  return { orderId: placed.orderId, ...(await pay(placed.orderId, placed.trackingToken, vendor)) };
}

async function pay(orderId: string, trackingToken: string, vendor: TestVendor) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: { orderId, method: 'paystack' },
  });
  expect(start.statusCode, start.body).toBe(201);
  const { authorizationUrl, amount } = start.json();
  const paid = await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
  const back = await fetch(paid.headers.get('location')!, { redirect: 'manual' });
  expect(back.status).toBe(303);
  await embeddedSandbox.state!.idle();
  // The provider's webhook arrives too, and the customer reloads the result page: still one payment.
  await fetch(paid.headers.get('location')!, { redirect: 'manual' });
  const { reference } = start.json();
  return {
    amount: amount as number,
    resultUrl: `/s/${vendor.subdomain}/orders/${trackingToken}/payment/${reference}`,
  };
}

const SHOPPER_AGENT = 'Mozilla/5.0 (Linux; Android 11; TECNO KE5) Chrome/119.0 Mobile Safari/537.36';

/** An order placed through the storefront's checkout form, with these extra fields; answers its id. */
async function formOrder(
  vendor: TestVendor,
  extra: Record<string, string>,
): Promise<{ orderId: string; token: string }> {
  const product = await productFor(vendor);
  const form = (url: string, body: Record<string, string>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/s/${vendor.subdomain}${url}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': SHOPPER_AGENT,
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams(body).toString(),
    });
  const added = await form('/cart', { variantId: product.variants[0]!.id, quantity: '1' });
  const cookie = String(added.headers['set-cookie']).split(';')[0]!;
  const placed = await form(
    '/checkout',
    {
      phone: '08031234567',
      email: 'ada@example.com',
      name: 'Ada Obi',
      line1: '5 Awolowo Road',
      city: 'Ikoyi',
      state: 'Lagos',
      country: 'Nigeria',
      ...extra,
    },
    cookie,
  );
  expect(placed.statusCode, placed.body).toBe(303);
  const token = /\/track\/([^?]+)/.exec(String(placed.headers.location))![1]!;
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await t.database.db.select().from(orders).where(eq(orders.trackingTokenHash, hash));
  return { orderId: row!.id, token };
}

describe('the Apps page', () => {
  it('lists every app in its group: store apps to connect, feeds built in, messaging from the platform, the rest pending', async () => {
    const apps = await appsOf(a);
    const byId = Object.fromEntries(apps.map((x) => [x.id, x]));
    expect(new Set(apps.map((x) => x.group))).toEqual(
      new Set(['social', 'analytics', 'feeds', 'messaging', 'listing', 'logistics']),
    );
    expect(byId.meta).toMatchObject({
      group: 'social',
      status: 'not_connected',
      kind: 'store',
      settings: null,
    });
    expect(byId.ga4).toMatchObject({ group: 'analytics', status: 'not_connected', settings: null });
    expect(byId['google-merchant']!.links[0]!.url).toMatch(
      new RegExp(`^http://${a.subdomain}\\.localhost:\\d+/feeds/google\\.xml$`),
    );
    expect(byId['meta-catalogue']!.links[0]!.url).toMatch(/\/feeds\/meta\.csv$/);
    // The test configuration has the WhatsApp and SMS sandboxes set up.
    expect(byId.whatsapp).toMatchObject({ status: 'connected', kind: 'platform' });
    expect(byId.sms).toMatchObject({ status: 'connected', kind: 'platform' });
    for (const id of ['google-business-profile', 'shipbubble', 'terminal-africa']) {
      expect(byId[id]).toMatchObject({ status: 'pending', kind: 'coming_soon' });
    }
  });

  it('connects Meta and GA4 with the store ids and never answers with the secret', async () => {
    const meta = await api(a, 'PUT', '/meta', { pixelId: '123456789012345', accessToken: META_TOKEN });
    expect(meta.statusCode, meta.body).toBe(200);
    expect(meta.json()).toMatchObject({
      status: 'connected',
      settings: { publicId: '123456789012345', secretHint: `…${META_TOKEN.slice(-4)}` },
    });
    const ga4 = await api(a, 'PUT', '/ga4', { measurementId: 'g-abc123xyz', apiSecret: GA4_SECRET });
    expect(ga4.statusCode, ga4.body).toBe(200);
    expect(ga4.json().settings.publicId).toBe('G-ABC123XYZ');
    const list = await api(a, 'GET', '');
    for (const body of [meta.body, ga4.body, list.body]) {
      expect(body).not.toContain(META_TOKEN);
      expect(body).not.toContain(GA4_SECRET);
    }
    // Changing the ids replaces them.
    const again = await api(a, 'PUT', '/meta', { pixelId: '223456789012345', accessToken: META_TOKEN });
    expect(again.json().settings.publicId).toBe('223456789012345');
    const back = await api(a, 'PUT', '/meta', { pixelId: '123456789012345', accessToken: META_TOKEN });
    expect(back.statusCode).toBe(200);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, object][] = [
      ['/meta', { pixelId: 'abc', accessToken: META_TOKEN }],
      ['/meta', { pixelId: '123456789012345', accessToken: 'short' }],
      ['/meta', { pixelId: '123456789012345', accessToken: `${META_TOKEN}<script>` }],
      ['/meta', { pixelId: 123456789012345, accessToken: META_TOKEN }],
      ['/meta', {}],
      ['/ga4', { measurementId: 'UA-12345-1', apiSecret: GA4_SECRET }],
      ['/ga4', { measurementId: 'G-ABC123', apiSecret: '' }],
    ];
    for (const [path, body] of cases) {
      const res = await api(b, 'PUT', path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await api(b, 'DELETE', '/tiktok')).statusCode).toBe(400);
    expect((await api(b, 'DELETE', '/meta')).statusCode).toBe(404);
    expect((await appsOf(b)).find((x) => x.id === 'meta')!.status).toBe('not_connected');
  });

  it("keeps each store's apps to itself and needs a signed-in owner", async () => {
    // Vendor B on A's store: refused before anything is read or written.
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PUT', '/meta', { pixelId: '999999999999', accessToken: META_TOKEN }],
      ['DELETE', '/meta', undefined],
    ] as const) {
      const res = await api(b, method, path, body, a.base);
      expect([403, 404], res.body).toContain(res.statusCode);
    }
    expect((await appsOf(b)).find((x) => x.id === 'meta')!.status).toBe('not_connected');
    expect((await appsOf(a)).find((x) => x.id === 'meta')!.settings).toMatchObject({
      publicId: '123456789012345',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: `${a.base}/apps` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('storefront tags', () => {
  const page = (vendor: TestVendor) =>
    t.app.inject({ url: `/s/${vendor.subdomain}`, headers: { accept: 'text/html' } });
  const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);

  it("carries the store's public ids for the island, which loads nothing before consent, and allows their hosts only there", async () => {
    const withTags = await page(a);
    expect(withTags.statusCode).toBe(200);
    expect(withTags.body).toContain('data-meta-pixel="123456789012345"');
    expect(withTags.body).toContain('data-ga4="G-ABC123XYZ"');
    // No script of Meta's or Google's is in the page itself: only the island may add it, after consent.
    const scripts = [...withTags.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/_sf\/island\.[0-9a-f]+\.js$/)]);
    expect(withTags.body).not.toContain(META_TOKEN);
    expect(withTags.body).not.toContain(GA4_SECRET);
    const policy = csp(withTags);
    expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/connect\.facebook\.net/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/www\.facebook\.com/);
    // A second visit is served from the page cache, with the same policy.
    const again = await page(a);
    expect(again.headers['x-kasuwa-cache']).toBe('hit');
    expect(csp(again)).toBe(policy);

    const plain = await page(b);
    expect(plain.body).not.toContain('data-meta-pixel');
    expect(plain.body).not.toContain('data-ga4');
    expect(csp(plain)).not.toContain('facebook');
    expect(csp(plain)).not.toContain('googletagmanager');
  });

  it('the paid order page gives the browser the same event id and value as the server event', async () => {
    const { orderId, amount, resultUrl } = await paidOrder(a);
    const res = await t.app.inject({ url: resultUrl });
    const html = res.body;
    const attr = /data-purchase="([^"]+)"/.exec(html)?.[1];
    expect(attr, html.slice(0, 500)).toBeDefined();
    expect(JSON.parse(attr!.replace(/&quot;/g, '"'))).toEqual({
      eventId: `order_${orderId}`,
      value: amount / 100,
      currency: 'NGN',
    });
    await drain();
  });

  it('disconnecting takes the tag off the pages at once', async () => {
    const meta = await api(a, 'DELETE', '/meta');
    expect(meta.statusCode).toBe(204);
    const res = await page(a);
    expect(res.body).not.toContain('data-meta-pixel');
    expect(res.body).toContain('data-ga4="G-ABC123XYZ"');
    expect(csp(res)).not.toContain('facebook');
    const back = await api(a, 'PUT', '/meta', { pixelId: '123456789012345', accessToken: META_TOKEN });
    expect(back.statusCode).toBe(200);
    expect((await page(a)).body).toContain('data-meta-pixel="123456789012345"');
  });
});

describe('purchase events', () => {
  it('a paid order sends one Purchase to Meta and one purchase to GA4 with the shared event id and value', async () => {
    const sandbox = embeddedAppsSandbox.state!;
    sandbox.events.length = 0;
    const { orderId, amount } = await paidOrder(a);
    const other = await paidOrder(b); // b has no apps: nothing is sent for it
    await drain();
    await drain();

    const meta = sandbox.events.filter((e) => e.provider === 'meta');
    const ga4 = sandbox.events.filter((e) => e.provider === 'ga4');
    expect(meta).toHaveLength(1);
    expect(ga4).toHaveLength(1);
    expect(meta[0]).toMatchObject({ target: '123456789012345', credential: META_TOKEN });
    const [event] = (meta[0]!.body as { data: Record<string, unknown>[] }).data;
    expect(event).toMatchObject({
      event_name: 'Purchase',
      event_id: `order_${orderId}`,
      action_source: 'website',
      custom_data: { currency: 'NGN', value: amount / 100, order_id: orderId },
    });
    expect((event!.user_data as { em: string[] }).em[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(meta[0]!.body)).not.toContain(customer.email);

    expect(ga4[0]).toMatchObject({ target: 'G-ABC123XYZ', credential: GA4_SECRET });
    const ga4Body = ga4[0]!.body as {
      client_id: string;
      events: { name: string; params: Record<string, unknown> }[];
    };
    expect(ga4Body.events[0]).toMatchObject({
      name: 'purchase',
      params: { transaction_id: `order_${orderId}`, value: amount / 100, currency: 'NGN' },
    });
    expect(JSON.stringify(sandbox.events)).not.toContain(other.orderId);
  });

  it('retries an app that failed, and sends nothing to an app disconnected meanwhile', async () => {
    const sandbox = embeddedAppsSandbox.state!;
    sandbox.events.length = 0;
    sandbox.failing.add('meta');
    const { orderId } = await paidOrder(a);
    await drain();
    expect(sandbox.events.filter((e) => e.provider === 'meta')).toHaveLength(0);
    expect(sandbox.events.filter((e) => e.provider === 'ga4')).toHaveLength(1);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.type, 'apps.purchase'), eq(jobs.dedupeKey, `apps.purchase:${a.storeId}:meta:${orderId}`)),
      );
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError ?? '').not.toContain(META_TOKEN);

    sandbox.failing.delete('meta');
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    await drain();
    const sent = sandbox.events.filter((e) => e.provider === 'meta');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as { data: { event_id: string }[] }).data[0]!.event_id).toBe(`order_${orderId}`);

    // Disconnected between the payment and the send: the queued event goes nowhere.
    sandbox.events.length = 0;
    sandbox.failing.add('ga4');
    await paidOrder(a);
    await drain();
    sandbox.failing.delete('ga4');
    expect((await api(a, 'DELETE', '/ga4')).statusCode).toBe(204);
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'pending'));
    await drain();
    expect(sandbox.events.filter((e) => e.provider === 'ga4')).toHaveLength(0);
    expect(sandbox.events.filter((e) => e.provider === 'meta')).toHaveLength(1);
  });

  it("with the shopper's consent, the events carry the browser's address, agent, page and ad cookies", async () => {
    // The test before disconnected GA4.
    const ga4Back = await api(a, 'PUT', '/ga4', { measurementId: 'G-ABC123XYZ', apiSecret: GA4_SECRET });
    expect(ga4Back.statusCode).toBe(200);
    const sandbox = embeddedAppsSandbox.state!;
    sandbox.events.length = 0;
    const { orderId, token } = await formOrder(a, {
      adConsent: 'granted',
      fbp: 'fb.1.1700000000000.1234567890',
      fbc: 'fb.1.1700000000000.IwAR2xyz',
      gaClientId: '1234567890.1700000000',
    });
    const kept = await t.database.db
      .select()
      .from(orderAttributions)
      .where(eq(orderAttributions.orderId, orderId));
    expect(kept).toHaveLength(1);
    await pay(orderId, token, a);
    await drain();

    const [meta] = sandbox.events.filter((e) => e.provider === 'meta');
    const [event] = (meta!.body as { data: Record<string, unknown>[] }).data;
    expect(event).toMatchObject({
      event_id: `order_${orderId}`,
      event_source_url: expect.stringMatching(
        new RegExp(`^http://${a.subdomain}\\.localhost:\\d+/checkout$`),
      ),
      user_data: {
        client_ip_address: '127.0.0.1',
        client_user_agent: SHOPPER_AGENT,
        fbp: 'fb.1.1700000000000.1234567890',
        fbc: 'fb.1.1700000000000.IwAR2xyz',
      },
    });
    const [ga4] = sandbox.events.filter((e) => e.provider === 'ga4');
    expect((ga4!.body as { client_id: string }).client_id).toBe('1234567890.1700000000');
    // Read once into the events' payload: the table keeps nothing of a paid order.
    expect(
      await t.database.db.select().from(orderAttributions).where(eq(orderAttributions.orderId, orderId)),
    ).toHaveLength(0);
  });

  it('without consent nothing of the browser is kept or sent, and forged cookie values are dropped', async () => {
    const sandbox = embeddedAppsSandbox.state!;
    sandbox.events.length = 0;
    const { orderId: declined, token } = await formOrder(a, {
      fbp: 'fb.1.1700000000000.1234567890',
      gaClientId: '1.2',
    });
    expect(
      await t.database.db.select().from(orderAttributions).where(eq(orderAttributions.orderId, declined)),
    ).toHaveLength(0);
    await pay(declined, token, a);
    await drain();
    const [meta] = sandbox.events.filter((e) => e.provider === 'meta');
    const [event] = (meta!.body as { data: Record<string, unknown>[] }).data;
    expect(event).not.toHaveProperty('event_source_url');
    expect(Object.keys(event!.user_data as object).sort()).toEqual(['em', 'ph']);
    const [ga4] = sandbox.events.filter((e) => e.provider === 'ga4');
    expect((ga4!.body as { client_id: string }).client_id).toBe(`kasuwa.${declined}`);

    const { orderId: forged } = await formOrder(a, {
      adConsent: 'granted',
      fbp: '<script>',
      gaClientId: 'GA1.1.x',
    });
    const [row] = await t.database.db
      .select()
      .from(orderAttributions)
      .where(eq(orderAttributions.orderId, forged));
    expect(row).toMatchObject({ fbp: '', fbc: '', gaClientId: '', userAgent: SHOPPER_AGENT });
  });

  it('a store without apps keeps nothing of the browser', async () => {
    const { orderId } = await formOrder(b, { adConsent: 'granted', fbp: 'fb.1.1700000000000.1234567890' });
    expect(
      await t.database.db.select().from(orderAttributions).where(eq(orderAttributions.orderId, orderId)),
    ).toHaveLength(0);
  });
});
