// Over 400 lines on purpose: one real receiver on loopback and one app serve every rule of outbound
// webhooks (signing, retries, replay, redirects, timeouts, the address guard, tenancy, the order, payment,
// refund and product flows that emit events), so the fixtures are shared here.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_EVENTS } from '@kasuwa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { JobRunner } from '../../platform/jobs';
import { jobs } from '../../platform/platform.schema';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import {
  createProduct as createProductWith,
  createVendor,
  customer,
  type TestVendor,
  tshirt,
} from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { placeOrder } from '../checkout/checkout.service';
import { webhookDeliveries } from './webhooks.schema';
import { retryDelayMs } from './webhooks.service';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on loopback: answers by path, and records every request. */
class Receiver {
  readonly received: Received[] = [];
  private server: Server | undefined;
  private flaky = new Map<string, number>();
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (path.startsWith('/slow')) return; // never answers
        if (path.startsWith('/redirect')) {
          res.writeHead(302, { location: `${this.url}/ok` }).end();
          return;
        }
        if (path.startsWith('/big')) {
          res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5000));
          return;
        }
        if (path.startsWith('/flaky')) {
          // Fails the first time each event id arrives, then accepts it.
          const id = String(req.headers['x-kasuwa-event-id']);
          const seen = this.flaky.get(id) ?? 0;
          this.flaky.set(id, seen + 1);
          if (seen === 0) {
            res.writeHead(500).end('database down');
            return;
          }
        }
        if (path.startsWith('/fail')) {
          res.writeHead(503).end('try later');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      });
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  at(path: string) {
    return this.received.filter((r) => r.path === path);
  }

  close() {
    this.server?.closeAllConnections();
    return new Promise((r) => this.server?.close(r));
  }
}

/** What a receiver does with docs/webhooks.md's instructions: recompute the HMAC and compare. */
function verify(secret: string, r: Received): boolean {
  const timestamp = String(r.headers['x-kasuwa-timestamp']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${r.body}`).digest('hex');
  const given = String(r.headers['x-kasuwa-signature'])
    .split(',')
    .map((p) => p.replace(/^v1=/, ''));
  return given.includes(expected);
}

let t: TestContext;
let receiver: Receiver;
let a: TestVendor;
let b: TestVendor;

beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
  // Listening for real: the payment sandbox the refund calls is mounted on this app.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  t = await createTestApp({
    env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, WEBHOOK_TIMEOUT_MS: '1000' },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await createVendor(t);
  b = await createVendor(t);
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
  await receiver.close();
});

let skus = 0;
/** The fixture T-shirt under SKUs of its own (a store refuses a SKU twice). */
function createProduct(ctx: TestContext, vendor: TestVendor) {
  skus++;
  return createProductWith(ctx, vendor, {
    ...tshirt,
    variants: (tshirt.variants ?? []).map((v) => ({ ...v, sku: `${v.sku}-${skus}` })),
  });
}

const drain = () =>
  new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, jobDefinitions).drain();

/** Makes every waiting retry due now, as if its backoff had passed. */
async function fastForward() {
  await t.database.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(and(eq(jobs.type, 'webhooks.deliver'), eq(jobs.status, 'pending')));
}

function api(vendor: TestVendor, method: string, path: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url: `${vendor.base}/webhooks${path}`,
    headers: vendor.headers,
    ...(payload ? { payload } : {}),
  });
}

async function addEndpoint(vendor: TestVendor, path: string, events: string[] = [...WEBHOOK_EVENTS]) {
  const res = await api(vendor, 'POST', '', { url: `${receiver.url}${path}`, events, description: path });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string; url: string };
}

async function deliveries(vendor: TestVendor, endpointId: string) {
  const res = await api(vendor, 'GET', `/${endpointId}/deliveries?limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as {
    id: string;
    eventId: string;
    eventType: string;
    status: string;
    attempts: number;
    nextAttemptAt: string | null;
    lastStatusCode: number | null;
    lastResponseBody: string;
    lastError: string | null;
  }[];
}

describe('endpoints', () => {
  it('shows the secret once on creation and on rotation, then only a hint', async () => {
    const created = await addEndpoint(a, '/ok', ['order.paid', 'order.created']);
    expect(created.secret).toMatch(/^whsec_[\w-]{32}$/);
    expect(created).toMatchObject({ events: ['order.created', 'order.paid'], enabled: true });
    const list = (await api(a, 'GET', '')).json();
    const listed = list.find((e: { id: string }) => e.id === created.id);
    expect(listed.secret).toBeUndefined();
    expect(listed.secretHint).toBe(`whsec_…${created.secret.slice(-4)}`);
    expect(JSON.stringify(list)).not.toContain(created.secret);

    const rotated = await api(a, 'POST', `/${created.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(created.secret);
    // For a day after a rotation both secrets sign, so a receiver can switch over without losing events.
    const test = await api(a, 'POST', `/${created.id}/test`);
    expect(test.statusCode).toBe(202);
    await drain();
    const got = receiver.received.find((r) => r.headers['x-kasuwa-event-id'] === test.json().eventId)!;
    expect(verify(rotated.json().secret, got)).toBe(true);
    expect(verify(created.secret, got)).toBe(true);
    expect(verify('whsec_somebody-else', got)).toBe(false);
    expect((await api(a, 'DELETE', `/${created.id}`)).statusCode).toBe(204);
    expect((await api(a, 'GET', `/${created.id}`)).statusCode).toBe(404);
  });

  it('edits, disables and deletes', async () => {
    const e = await addEndpoint(a, '/ok', ['product.updated']);
    const patched = await api(a, 'PATCH', `/${e.id}`, {
      events: ['refund.created', 'order.shipped'],
      description: 'ERP',
      enabled: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      events: ['order.shipped', 'refund.created'],
      description: 'ERP',
      enabled: false,
    });
    expect((await api(a, 'DELETE', `/${e.id}`)).statusCode).toBe(204);
    expect((await api(a, 'DELETE', `/${e.id}`)).statusCode).toBe(404);
  });

  it('answers 400 for bad input, never 500', async () => {
    for (const body of [
      {},
      { url: 'not a url', events: ['order.paid'] },
      { url: 'ftp://example.com/hook', events: ['order.paid'] },
      { url: 'https://user:pass@example.com/hook', events: ['order.paid'] },
      { url: 'https://example.com/hook', events: [] },
      { url: 'https://example.com/hook', events: ['order.exploded'] },
      { url: 'https://example.com/hook', events: 'order.paid' },
      { url: `https://example.com/${'a'.repeat(2100)}`, events: ['order.paid'] },
      { url: 'https://example.com/hook', events: ['order.paid'], enabled: 'yes' },
    ]) {
      const res = await api(a, 'POST', '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const e = await addEndpoint(a, '/ok');
    expect((await api(a, 'PATCH', `/${e.id}`, {})).statusCode).toBe(400);
    expect((await api(a, 'PATCH', `/${e.id}`, { url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await api(a, 'GET', '/not-a-uuid')).statusCode).toBe(400);
    expect((await api(a, 'GET', `/${e.id}/deliveries?limit=1000`)).statusCode).toBe(400);
    expect((await api(a, 'GET', `/${e.id}/deliveries?status=lost`)).statusCode).toBe(400);
    expect(
      (await api(a, 'POST', `/${e.id}/deliveries/019a0000-0000-7000-8000-000000000000/replay`)).statusCode,
    ).toBe(404);
    await api(a, 'DELETE', `/${e.id}`);
  });

  it('allows at most 10 endpoints a store', async () => {
    const v = await createVendor(t);
    for (let i = 0; i < 10; i++) await addEndpoint(v, `/ok?${i}`);
    const res = await api(v, 'POST', '', { url: `${receiver.url}/ok`, events: ['order.paid'] });
    expect(res.statusCode).toBe(409);
  });
});

describe('permissions and tenancy', () => {
  it("refuses anonymous callers and another vendor's store; another store's endpoint answers 404", async () => {
    const e = await addEndpoint(a, '/ok');
    const test = (await api(a, 'POST', `/${e.id}/test`)).json();
    expect((await t.app.inject({ url: `${a.base}/webhooks` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${a.base}/webhooks`, payload: {} })).statusCode).toBe(
      401,
    );
    // b, signed in, aims at a's store: 404 (the scope refuses the store) for every route.
    for (const [method, path] of [
      ['GET', ''],
      ['GET', `/${e.id}`],
      ['PATCH', `/${e.id}`],
      ['DELETE', `/${e.id}`],
      ['POST', `/${e.id}/rotate-secret`],
      ['POST', `/${e.id}/test`],
      ['GET', `/${e.id}/deliveries`],
      ['POST', `/${e.id}/deliveries/${test.id}/replay`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `${a.base}/webhooks${path}`,
        headers: b.headers,
        ...(method === 'PATCH' ? { payload: { enabled: false } } : {}),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    // b in its own store, naming a's endpoint and delivery: not found either.
    expect((await api(b, 'GET', `/${e.id}`)).statusCode).toBe(404);
    expect((await api(b, 'PATCH', `/${e.id}`, { enabled: false })).statusCode).toBe(404);
    expect((await api(b, 'DELETE', `/${e.id}`)).statusCode).toBe(404);
    expect((await api(b, 'GET', `/${e.id}/deliveries`)).statusCode).toBe(404);
    expect((await api(b, 'POST', `/${e.id}/deliveries/${test.id}/replay`)).statusCode).toBe(404);
    expect((await api(b, 'GET', '')).json()).toEqual([]);
    // An admin token is not a vendor's.
    const admin = await t.tokens.signAccess({ sub: 1, aud: 'admin', role: 'super_admin', name: 'Root' });
    const asAdmin = await t.app.inject({
      url: `${a.base}/webhooks`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(asAdmin.statusCode).toBe(401);
    expect((await api(a, 'GET', `/${e.id}`)).json().enabled).toBe(true);
    await api(a, 'DELETE', `/${e.id}`);
  });
});

describe('deliveries', () => {
  it('signs timestamp.body with the secret and sends the stable event id, type and timestamp', async () => {
    const e = await addEndpoint(a, '/ok');
    const sent = await api(a, 'POST', `/${e.id}/test`);
    await drain();
    const [got] = receiver.received.filter((r) => r.headers['x-kasuwa-event-id'] === sent.json().eventId);
    expect(got).toBeDefined();
    expect(got!.headers['x-kasuwa-event']).toBe('webhook.test');
    expect(got!.headers['content-type']).toBe('application/json');
    const ts = Number(got!.headers['x-kasuwa-timestamp']);
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(30);
    expect(verify(e.secret, got!)).toBe(true);
    // A body changed in transit no longer verifies.
    expect(verify(e.secret, { ...got!, body: got!.body.replace('test', 'tset') })).toBe(false);
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({ id: sent.json().eventId, type: 'webhook.test', store_id: a.storeId });
    const [logged] = await deliveries(a, e.id);
    expect(logged).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200 });
    expect(logged!.lastResponseBody).toBe('{"received":true}');
    await api(a, 'DELETE', `/${e.id}`);
  });

  it('retries after a 500 with backoff, then succeeds with the same event id', async () => {
    const e = await addEndpoint(a, '/flaky');
    const sent = (await api(a, 'POST', `/${e.id}/test`)).json();
    const before = Date.now();
    await drain();
    let [d] = await deliveries(a, e.id);
    expect(d).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'Answered 500',
    });
    expect(d!.lastResponseBody).toBe('database down');
    // The next attempt waits the first backoff step (30 s): draining now sends nothing.
    const waitMs = new Date(d!.nextAttemptAt!).getTime() - before;
    expect(waitMs).toBeGreaterThanOrEqual(retryDelayMs(1) - 1000);
    expect(waitMs).toBeLessThan(retryDelayMs(1) + 5000);
    await drain();
    expect(receiver.at('/flaky').filter((r) => r.headers['x-kasuwa-event-id'] === sent.eventId)).toHaveLength(
      1,
    );
    await fastForward();
    await drain();
    [d] = await deliveries(a, e.id);
    expect(d).toMatchObject({ status: 'succeeded', attempts: 2, lastStatusCode: 200, nextAttemptAt: null });
    const tries = receiver.at('/flaky').filter((r) => r.headers['x-kasuwa-event-id'] === sent.eventId);
    expect(tries).toHaveLength(2);
    expect(tries[1]!.body).toBe(tries[0]!.body);
    const detail = (await api(a, 'GET', `/${e.id}/deliveries/${d!.id}`)).json();
    expect(detail.history.map((h: { statusCode: number }) => h.statusCode)).toEqual([500, 200]);
    await api(a, 'DELETE', `/${e.id}`);
  });

  it('backs off exponentially and gives up after 8 attempts', async () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      30e3, 120e3, 600e3, 3_600e3, 10_800e3, 21_600e3, 43_200e3,
    ]);
    const e = await addEndpoint(a, '/fail');
    await api(a, 'POST', `/${e.id}/test`);
    for (let i = 0; i < 9; i++) {
      await drain();
      await fastForward();
    }
    const [d] = await deliveries(a, e.id);
    expect(d).toMatchObject({ status: 'failed', attempts: 8, lastStatusCode: 503, nextAttemptAt: null });
    expect(receiver.at('/fail')).toHaveLength(8);
    await api(a, 'DELETE', `/${e.id}`);
  });

  it('a replay is a new attempt with the same event id and body', async () => {
    const e = await addEndpoint(a, '/ok');
    const sent = (await api(a, 'POST', `/${e.id}/test`)).json();
    await drain();
    const replay = await api(a, 'POST', `/${e.id}/deliveries/${sent.id}/replay`);
    expect(replay.statusCode).toBe(202);
    expect(replay.json()).toMatchObject({ id: sent.id, eventId: sent.eventId, status: 'pending' });
    await drain();
    const got = receiver.received.filter((r) => r.headers['x-kasuwa-event-id'] === sent.eventId);
    expect(got).toHaveLength(2);
    expect(got[1]!.body).toBe(got[0]!.body);
    expect(verify(e.secret, got[1]!)).toBe(true);
    const detail = (await api(a, 'GET', `/${e.id}/deliveries/${sent.id}`)).json();
    expect(detail).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(detail.history.map((h: { replay: boolean }) => h.replay)).toEqual([true, true]);
    await api(a, 'DELETE', `/${e.id}`);
  });

  it('does not follow redirects, stops slow receivers, and keeps only the start of a long answer', async () => {
    const redirect = await addEndpoint(a, '/redirect');
    const slow = await addEndpoint(a, '/slow');
    const big = await addEndpoint(a, '/big');
    for (const e of [redirect, slow, big]) await api(a, 'POST', `/${e.id}/test`);
    const okBefore = receiver.at('/ok').length;
    await drain();
    expect((await deliveries(a, redirect.id))[0]).toMatchObject({ status: 'retrying', lastStatusCode: 302 });
    expect(receiver.at('/ok')).toHaveLength(okBefore);
    const [s] = await deliveries(a, slow.id);
    expect(s).toMatchObject({ status: 'retrying', lastStatusCode: null });
    expect(s!.lastError).toMatch(/no answer within 1000 ms/);
    const [g] = await deliveries(a, big.id);
    expect(g).toMatchObject({ status: 'succeeded', lastStatusCode: 200 });
    expect(g!.lastResponseBody).toHaveLength(1024);
    for (const e of [redirect, slow, big]) await api(a, 'DELETE', `/${e.id}`);
  });

  it('a disabled endpoint gets no events and its waiting retries stop', async () => {
    const e = await addEndpoint(a, '/fail', ['product.updated']);
    const product = await createProduct(t, a);
    const patch = () =>
      t.app.inject({
        method: 'PATCH',
        url: `${a.base}/products/${product.id}`,
        headers: a.headers,
        payload: { title: `Renamed ${Date.now()}` },
      });
    expect((await patch()).statusCode).toBe(200);
    await drain();
    expect((await deliveries(a, e.id))[0]).toMatchObject({
      status: 'retrying',
      eventType: 'product.updated',
    });
    await api(a, 'PATCH', `/${e.id}`, { enabled: false });
    expect((await deliveries(a, e.id))[0]).toMatchObject({
      status: 'failed',
      lastError: 'Endpoint disabled',
    });
    await patch();
    await fastForward();
    await drain();
    expect(await deliveries(a, e.id)).toHaveLength(1);
    await api(a, 'DELETE', `/${e.id}`);
  });
});

describe('events from the real flows', () => {
  it('order.created, order.paid, order.shipped, order.delivered, refund.created and product.updated', async () => {
    const all = await addEndpoint(a, '/ok');
    const paidOnly = await addEndpoint(a, '/ok?paid-only', ['order.paid']);
    const other = await addEndpoint(b, '/ok?store-b');
    const product = await createProduct(t, a);
    const variantId = product.variants[0]!.id;

    const placed = await placeOrder(
      { db: t.database.db, storeId: a.storeId },
      { id: a.storeId, name: 'Shop', currency: 'NGN', url: `http://${a.subdomain}.localhost:3000` },
      [{ variantId, quantity: 1 }],
      customer,
    );
    const orderId = placed.orderId;

    const start = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { orderId, method: 'paystack' },
    });
    expect(start.statusCode, start.body).toBe(201);
    const { authorizationUrl, amount } = start.json();
    // The customer pays on the sandbox's hosted page and comes back; the server verifies the charge.
    const pay = await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const back = await fetch(pay.headers.get('location')!, { redirect: 'manual' });
    expect(back.status).toBe(303);
    await embeddedSandbox.state!.idle();

    const act = (action: string, extra: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: `${a.base}/orders/${orderId}/actions`,
        headers: a.headers,
        payload: { action, ...extra },
      });
    expect((await act('ship', { carrier: 'GIG Logistics', trackingNumber: 'GIG-123' })).statusCode).toBe(200);
    expect((await act('mark_delivered')).statusCode).toBe(200);
    const refund = await t.app.inject({
      method: 'POST',
      url: `${a.base}/money/orders/${orderId}/refunds`,
      headers: a.headers,
      payload: { reason: 'Arrived damaged' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/products/${product.id}`,
      headers: a.headers,
      payload: { price: 900_000 },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    await drain();
    const types = (await deliveries(a, all.id)).map((d) => d.eventType).reverse();
    expect(types).toEqual([
      'order.created',
      'order.paid',
      'order.shipped',
      'order.delivered',
      'refund.created',
      'product.updated',
    ]);
    const bodies = receiver
      .at('/ok')
      .filter((r) => verify(all.secret, r))
      .map((r) => JSON.parse(r.body));
    const byType = Object.fromEntries(bodies.map((body) => [body.type, body]));
    expect(byType['order.created'].data).toMatchObject({
      id: orderId,
      status: 'pending_payment',
      currency: 'NGN',
    });
    expect(byType['order.paid'].data).toMatchObject({ id: orderId, status: 'paid', total: amount });
    expect(byType['order.paid'].data.items[0]).toMatchObject({ variant_id: variantId, quantity: 1 });
    expect(byType['order.shipped'].data).toMatchObject({
      status: 'shipped',
      carrier: 'GIG Logistics',
      tracking_number: 'GIG-123',
    });
    expect(byType['order.delivered'].data).toMatchObject({ status: 'delivered' });
    expect(byType['refund.created'].data).toMatchObject({ order_id: orderId, amount, currency: 'NGN' });
    expect(byType['product.updated'].data).toMatchObject({ id: product.id, price: 900_000 });
    // Each event has its own id, unique across the store's deliveries.
    expect(new Set(bodies.map((body) => body.id)).size).toBe(bodies.length);

    // The paid-only endpoint got just that; store b's endpoint got nothing of store a's.
    expect((await deliveries(a, paidOnly.id)).map((d) => d.eventType)).toEqual(['order.paid']);
    expect(await deliveries(b, other.id)).toEqual([]);
    expect(receiver.at('/ok?store-b')).toEqual([]);

    // One refund.created per refund, whether our call or the provider's refund event recorded it first.
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'refund.created'));
    expect(count[0]!.n).toBe(1);
    for (const [v, e] of [
      [a, all],
      [a, paidOnly],
      [b, other],
    ] as const)
      await api(v, 'DELETE', `/${e.id}`);
  });

  it('product.updated also when an image is added or removed, with the product as it now is', async () => {
    const e = await addEndpoint(a, '/ok', ['product.updated']);
    const product = await createProduct(t, a);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f7a4d' } })
      .png()
      .toBuffer();
    const boundary = `----kasuwa${Date.now()}`;
    const upload = await t.app.inject({
      method: 'POST',
      url: `${a.base}/products/${product.id}/images`,
      headers: { ...a.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const imageId = upload.json().images[0].id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${a.base}/products/${product.id}/images/${imageId}`,
      headers: a.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await drain();
    const sent = (await deliveries(a, e.id)).reverse();
    expect(sent.map((d) => [d.eventType, d.status])).toEqual([
      ['product.updated', 'succeeded'],
      ['product.updated', 'succeeded'],
    ]);
    const bodies = receiver
      .at('/ok')
      .filter((r) => verify(e.secret, r))
      .map((r) => JSON.parse(r.body).data);
    expect(bodies.map((p) => [p.id, p.images.length])).toEqual([
      [product.id, 1],
      [product.id, 0],
    ]);
    await api(a, 'DELETE', `/${e.id}`);
  });
});
