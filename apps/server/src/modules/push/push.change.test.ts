import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobDefinition, JobRunner } from '../../platform/jobs';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { LoopbackPushService } from '../../test/push-service';
import { pushSubscriptions } from './push.schema';
import { deliverPush, PUSH_JOB, type PushPayload, queueOrderPush } from './push.service';

let t: TestContext;
let service: LoopbackPushService;
let a: TestVendor;
let b: TestVendor;
let vapidPublicKey: string;

beforeAll(async () => {
  service = new LoopbackPushService();
  await service.start();
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  const key = await t.app.inject({ method: 'GET', url: '/api/vendor/push/key', headers: a.headers });
  vapidPublicKey = key.json().public_key;
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const addDevice = async (v: TestVendor) => {
  const browser = service.subscribe(vapidPublicKey);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/push/devices',
    headers: v.headers,
    payload: browser.subscription,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...browser, deviceId: res.json().id as string };
};

/** What the service worker sends: no sign-in, the old subscription's endpoint and secret. */
const change = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/push/subscription-change', payload });

const rowsOf = (v: TestVendor) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, v.userId));

const pushJob: JobDefinition<PushPayload> = {
  ...PUSH_JOB,
  handle: (payload, env) => deliverPush(env, payload, { ca: service.ca }),
};

describe('a browser that replaced its subscription', () => {
  it('moves the device to the new subscription, which the next order reaches', async () => {
    const old = await addDevice(a);
    const renewed = service.subscribe(vapidPublicKey);
    const res = await change({
      old_endpoint: old.subscription.endpoint,
      old_auth: old.subscription.keys.auth,
      subscription: renewed.subscription,
    });
    expect(res.statusCode, res.body).toBe(204);
    const rows = await rowsOf(a);
    expect(rows).toHaveLength(1);
    // The same device (its id is what the page keeps to turn it off), now at the new address and keys.
    expect(rows[0]).toMatchObject({
      id: old.deviceId,
      endpoint: renewed.subscription.endpoint,
      auth: renewed.subscription.keys.auth,
      p256dh: renewed.subscription.keys.p256dh,
    });

    const before = service.received.length;
    await queueOrderPush({ db: t.database.db }, a.storeId, {
      orderId: '00000000-0000-4000-8000-000000000001',
      orderNumber: 7,
      amount: 150_000,
      currency: 'NGN',
      kind: 'pay_on_delivery',
    });
    await new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, [
      pushJob as JobDefinition,
    ]).drain();
    // Decrypted by the new subscription's keys; the old endpoint receives nothing.
    expect(service.received.slice(before).map((r) => r.deviceId)).toEqual([renewed.id]);

    // Sent twice (the worker retried after a lost answer): the old endpoint is gone, nothing changes.
    const again = await change({
      old_endpoint: old.subscription.endpoint,
      old_auth: old.subscription.keys.auth,
      subscription: renewed.subscription,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NOT_FOUND');
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, a.userId));
  });

  it('keeps one device when the page had already saved the new subscription', async () => {
    const old = await addDevice(a);
    const renewed = service.subscribe(vapidPublicKey);
    await t.app.inject({
      method: 'POST',
      url: '/api/vendor/push/devices',
      headers: a.headers,
      payload: renewed.subscription,
    });
    expect(await rowsOf(a)).toHaveLength(2);
    const res = await change({
      old_endpoint: old.subscription.endpoint,
      old_auth: old.subscription.keys.auth,
      subscription: renewed.subscription,
    });
    expect(res.statusCode, res.body).toBe(204);
    const rows = await rowsOf(a);
    expect(rows.map((r) => [r.id, r.endpoint])).toEqual([[old.deviceId, renewed.subscription.endpoint]]);
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, a.userId));
  });

  it('answers 404 without the old secret, and leaves another vendor’s device alone', async () => {
    const theirs = await addDevice(b);
    const intruder = service.subscribe(vapidPublicKey);
    for (const payload of [
      // The endpoint alone is not enough: the auth secret never leaves her browser but to Kasuwa.
      { old_endpoint: theirs.subscription.endpoint, old_auth: intruder.subscription.keys.auth },
      { old_endpoint: `${theirs.subscription.endpoint}x`, old_auth: theirs.subscription.keys.auth },
    ]) {
      const res = await change({ ...payload, subscription: intruder.subscription });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const rows = await rowsOf(b);
    expect(rows.map((r) => r.endpoint)).toEqual([theirs.subscription.endpoint]);
  });

  it('refuses what is not a subscription change with a validation error', async () => {
    const old = await addDevice(a);
    const next = service.subscribe(vapidPublicKey).subscription;
    const good = {
      old_endpoint: old.subscription.endpoint,
      old_auth: old.subscription.keys.auth,
      subscription: next,
    };
    for (const payload of [
      {},
      { ...good, old_endpoint: 'http://push.example.com/x' },
      { ...good, old_auth: 'short' },
      { ...good, subscription: { ...next, keys: { p256dh: next.keys.p256dh } } },
      { ...good, subscription: { ...next, endpoint: 'not a url' } },
    ]) {
      const res = await change(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await rowsOf(a)).map((r) => r.endpoint)).toEqual([old.subscription.endpoint]);
  });
});
