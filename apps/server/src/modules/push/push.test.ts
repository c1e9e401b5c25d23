import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type JobDefinition, JobRunner } from '../../platform/jobs';
import { jobs } from '../../platform/platform.schema';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createProduct, createVendor, customer, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { LoopbackPushService } from '../../test/push-service';
import { placeOrder } from '../checkout';
import { pushSubscriptions } from './push.schema';
import {
  deliverPush,
  deviceName,
  MOST_DEVICES,
  PUSH_JOB,
  type PushPayload,
  queueOrderPush,
} from './push.service';

let t: TestContext;
let service: LoopbackPushService;
let a: TestVendor;
let b: TestVendor;
let vapidPublicKey: string;

const phone =
  'Mozilla/5.0 (Linux; Android 14; Tecno) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

beforeAll(async () => {
  service = new LoopbackPushService();
  await service.start();
  // Listening for real: the payment sandbox the customer pays on is mounted on this app.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await createVendor(t);
  b = await createVendor(t);
  const key = await t.app.inject({ method: 'GET', url: '/api/vendor/push/key', headers: a.headers });
  vapidPublicKey = key.json().public_key;
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t?.close();
  await service?.close();
});

const devices = (v: TestVendor, method = 'GET', payload?: object, path = '') =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/vendor/push/devices${path}`,
    headers: { ...v.headers, 'user-agent': phone },
    payload,
  });

/** The push job as the worker runs it, trusting the loopback service's certificate. */
const pushJob: JobDefinition<PushPayload> = {
  ...PUSH_JOB,
  handle: (payload, env) => deliverPush(env, payload, { ca: service.ca }),
};
const runPushJobs = () =>
  new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, [pushJob as JobDefinition]).drain();

let skus = 0;
async function paidOrder(vendor: TestVendor): Promise<{ orderId: string; amount: number }> {
  skus++;
  const product = await createProduct(t, vendor, {
    ...tshirt,
    variants: (tshirt.variants ?? []).map((v) => ({ ...v, sku: `${v.sku}-push-${skus}` })),
  });
  const placed = await placeOrder(
    { db: t.database.db, storeId: vendor.storeId },
    { id: vendor.storeId, name: 'Shop', currency: 'NGN', url: `http://${vendor.subdomain}.localhost:3000` },
    [{ variantId: product.variants[0]!.id, quantity: 1 }],
    customer,
  );
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: { orderId: placed.orderId, method: 'paystack' },
  });
  expect(start.statusCode, start.body).toBe(201);
  const { authorizationUrl, amount } = start.json();
  const pay = await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
  const back = await fetch(pay.headers.get('location')!, { redirect: 'manual' });
  expect(back.status).toBe(303);
  await embeddedSandbox.state!.idle();
  return { orderId: placed.orderId, amount };
}

describe('VAPID key', () => {
  it('is a P-256 public key, the same on every call, and only for a signed-in vendor', async () => {
    expect(Buffer.from(vapidPublicKey, 'base64url')).toHaveLength(65);
    const again = await t.app.inject({ method: 'GET', url: '/api/vendor/push/key', headers: b.headers });
    expect(again.json().public_key).toBe(vapidPublicKey);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/vendor/push/key' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
  });

  it('comes from the environment when it gives one', async () => {
    const keys = webpush.generateVAPIDKeys();
    const other = await createTestApp({
      env: { WEB_PUSH_PUBLIC_KEY: keys.publicKey, WEB_PUSH_PRIVATE_KEY: keys.privateKey },
    });
    try {
      const v = await createVendor(other);
      const res = await other.app.inject({ method: 'GET', url: '/api/vendor/push/key', headers: v.headers });
      expect(res.json().public_key).toBe(keys.publicKey);
    } finally {
      await other.close();
    }
  });
});

describe('devices', () => {
  it('turns notifications on and off per device, each vendor seeing only her own', async () => {
    const one = service.subscribe(vapidPublicKey);
    const added = await devices(a, 'POST', one.subscription);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ device: 'Chrome on Android' });
    // The page re-syncs on every visit: the same endpoint is the same device.
    const again = await devices(a, 'POST', one.subscription);
    expect(again.json().id).toBe(added.json().id);
    expect((await devices(a)).json()).toHaveLength(1);
    expect((await devices(b)).json()).toHaveLength(0);

    // Another vendor cannot remove it, nor learn that it exists.
    const foreign = await devices(b, 'DELETE', undefined, `/${added.json().id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect((await devices(a)).json()).toHaveLength(1);

    const removed = await devices(a, 'DELETE', undefined, `/${added.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect((await devices(a)).json()).toHaveLength(0);
    expect((await devices(a, 'DELETE', undefined, `/${added.json().id}`)).statusCode).toBe(404);
  });

  it('moves a browser to the account that signed in on it last', async () => {
    const shared = service.subscribe(vapidPublicKey);
    await devices(a, 'POST', shared.subscription);
    await devices(b, 'POST', shared.subscription);
    const owners = await t.database.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, shared.subscription.endpoint));
    expect(owners).toEqual([{ userId: b.userId }]);
    for (const d of (await devices(b)).json()) await devices(b, 'DELETE', undefined, `/${d.id}`);
  });

  it('keeps the newest devices of a person, up to the limit', async () => {
    const v = await createVendor(t);
    const endpoints: string[] = [];
    for (let i = 0; i < MOST_DEVICES + 2; i++) {
      const one = service.subscribe(vapidPublicKey).subscription;
      endpoints.push(one.endpoint);
      expect((await devices(v, 'POST', one)).statusCode).toBe(201);
    }
    const kept = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, v.userId));
    expect(kept.map((k) => k.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });

  it('refuses a signed-out caller and a subscription that cannot be encrypted for', async () => {
    const good = service.subscribe(vapidPublicKey).subscription;
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/vendor/push/devices', payload: good });
    expect(anonymous.statusCode).toBe(401);
    const bad = [
      {},
      { ...good, endpoint: 'http://push.example.com/x' },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
      { ...good, keys: { ...good.keys, auth: 'short' } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth.slice(0, 20)}+/` } },
    ];
    for (const payload of bad) {
      const res = await devices(a, 'POST', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const notUuid = await devices(a, 'DELETE', undefined, '/42');
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a push address on a private network outside development', async () => {
    const prod = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '0' } });
    try {
      const v = await createVendor(prod);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/vendor/push/devices',
        headers: v.headers,
        payload: service.subscribe(vapidPublicKey).subscription,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    } finally {
      await prod.close();
    }
  });

  it('names the browser and system from the user agent', () => {
    expect(deviceName(phone)).toBe('Chrome on Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone or iPad');
    expect(deviceName(undefined)).toBe('Browser');
  });
});

describe('a paid order', () => {
  it('notifies each of the owner’s devices through the queue, and no one else', async () => {
    const phoneA = service.subscribe(vapidPublicKey);
    const laptopA = service.subscribe(vapidPublicKey);
    const phoneB = service.subscribe(vapidPublicKey);
    await devices(a, 'POST', phoneA.subscription);
    await devices(a, 'POST', laptopA.subscription);
    await devices(b, 'POST', phoneB.subscription);
    const before = service.received.length;

    const { orderId, amount } = await paidOrder(a);
    // The payment answered without waiting for any push service: the sends are jobs, one per device.
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'push.send'), eq(jobs.status, 'pending')));
    expect(queued).toHaveLength(2);
    expect(service.received.length).toBe(before);

    await runPushJobs();
    const got = service.received.slice(before);
    expect(got.map((r) => r.deviceId).sort()).toEqual([phoneA.id, laptopA.id].sort());
    expect(service.refusals.filter((r) => r.status === 403 || r.status === 400)).toEqual([]);
    for (const push of got) {
      expect(push.ttl).toBeGreaterThan(0);
      expect(push.urgency).toBe('high');
      expect(push.message).toEqual({
        title: expect.stringMatching(/: order #\d+ is paid$/),
        body: `₦${(amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })} received. Tap to prepare and ship it.`,
        url: `/dashboard/orders/${orderId}`,
        tag: `order-${orderId}`,
      });
    }
    const delivered = await t.database.db
      .select({ at: pushSubscriptions.lastSuccessAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, a.userId));
    expect(delivered.every((d) => d.at !== null)).toBe(true);

    // Queued again for the same order (a replayed event), nothing is sent twice.
    await queueOrderPush({ db: t.database.db }, a.storeId, {
      orderId,
      orderNumber: 1,
      amount,
      currency: 'NGN',
      kind: 'paid',
    });
    await runPushJobs();
    expect(service.received.length).toBe(before + 2);
    for (const d of (await devices(a)).json()) await devices(a, 'DELETE', undefined, `/${d.id}`);
    for (const d of (await devices(b)).json()) await devices(b, 'DELETE', undefined, `/${d.id}`);
  });

  it('forgets a device the push service answers 404 or 410 for, and tries again after 429', async () => {
    const gone = service.subscribe(vapidPublicKey);
    const expired = service.subscribe(vapidPublicKey);
    const busy = service.subscribe(vapidPublicKey);
    for (const d of [gone, expired, busy]) await devices(a, 'POST', d.subscription);
    service.setMode(gone.id, 'gone');
    service.setMode(expired.id, 'not_found');
    service.setMode(busy.id, 'rate_limited');

    await paidOrder(a);
    await runPushJobs();
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, a.userId));
    expect(left.map((l) => l.endpoint)).toEqual([busy.subscription.endpoint]);
    const [retry] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'push.send'), eq(jobs.status, 'pending')));
    expect(retry).toMatchObject({ attempts: 1 });

    // The service recovers: the retry delivers.
    service.setMode(busy.id, 'ok');
    const before = service.received.length;
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, retry!.id));
    await runPushJobs();
    expect(service.received.slice(before).map((r) => r.deviceId)).toEqual([busy.id]);
  });

  it('sends nothing for a store whose owner turned nothing on', async () => {
    const before = service.received.length;
    await paidOrder(b);
    await runPushJobs();
    expect(service.received.length).toBe(before);
  });

  it('notifies a pay-on-delivery order as it is placed: there is no payment to wait for', async () => {
    const phone = service.subscribe(vapidPublicKey);
    await devices(a, 'POST', phone.subscription);
    const option = await t.app.inject({
      method: 'POST',
      url: `${a.base}/delivery-options`,
      headers: a.headers,
      payload: {
        kind: 'flat',
        name: 'Lagos rider',
        fee: 150_000,
        payOnDelivery: true,
        payOnDeliveryMax: null,
      },
    });
    expect(option.statusCode, option.body).toBe(201);
    skus++;
    const product = await createProduct(t, a, {
      ...tshirt,
      variants: (tshirt.variants ?? []).map((v) => ({ ...v, sku: `${v.sku}-pod-${skus}` })),
    });
    const before = service.received.length;
    const placed = await placeOrder(
      { db: t.database.db, storeId: a.storeId },
      { id: a.storeId, name: 'Shop', currency: 'NGN', url: `http://${a.subdomain}.localhost:3000` },
      [{ variantId: product.variants[0]!.id, quantity: 1 }],
      customer,
      'NGN',
      { deliveryOptionId: option.json().id, payOnDelivery: true },
    );
    await runPushJobs();
    const push = service.received.slice(before).find((r) => r.deviceId === phone.id);
    expect(push?.message).toMatchObject({
      title: expect.stringMatching(new RegExp(`new order #${placed.number}, pay on delivery$`)),
      body: expect.stringMatching(/^Collect ₦[\d,.]+ when you deliver\./),
      url: `/dashboard/orders/${placed.orderId}`,
    });
    for (const d of (await devices(a)).json()) await devices(a, 'DELETE', undefined, `/${d.id}`);
  });
});
