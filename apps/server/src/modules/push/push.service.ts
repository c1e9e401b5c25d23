import { randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  PushDevice,
  PushMessage,
  PushSubscriptionChange,
  PushSubscriptionInput,
} from '@kasuwa/contracts';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { DbContext } from '../../platform/context';
import type { Db } from '../../platform/db';
import { errors } from '../../platform/errors';
import { enqueueMany, type JobDefinition, type JobEnv } from '../../platform/jobs';
import { hostRefusal, postGuarded } from '../../platform/outbound-http';
import { t } from '../messages';
import { findStoreContacts } from '../stores';
import * as q from './push.queries';
import type { PushSubscriptionRow } from './push.schema';

/** Where the generated VAPID pair is kept when the environment gives none (platform_meta). */
const VAPID_META_KEY = 'web-push-vapid';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function isVapidKeys(value: unknown): value is VapidKeys {
  const v = value as Partial<VapidKeys> | undefined;
  return typeof v?.publicKey === 'string' && typeof v.privateKey === 'string';
}

// One read per database: the keys never change once stored.
const storedKeys = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The VAPID key pair: the environment's, or one generated on first use and stored, so every process
 * and every restart signs with the key the browsers subscribed with. Two processes generating at once
 * both insert-if-absent and then read back the one row that won.
 */
export function vapidKeys(db: Db, config: Pick<Config, 'webPush'>): Promise<VapidKeys> {
  if (config.webPush.keys) return Promise.resolve(config.webPush.keys);
  let keys = storedKeys.get(db);
  if (!keys) {
    keys = (async () => {
      const stored = await q.readMeta(db, VAPID_META_KEY);
      if (isVapidKeys(stored)) return stored;
      const generated = webpush.generateVAPIDKeys();
      await q.insertMetaIfAbsent(db, VAPID_META_KEY, generated);
      const winner = await q.readMeta(db, VAPID_META_KEY);
      if (!isVapidKeys(winner)) throw new Error('the VAPID keys could not be stored');
      return winner;
    })();
    keys.catch(() => storedKeys.delete(db));
    storedKeys.set(db, keys);
  }
  return keys;
}

/** "Chrome on Android": enough for a merchant to tell her phone from her laptop in the list. */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iPhone or iPad'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /Linux|CrOS/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

function toDevice(row: Pick<PushSubscriptionRow, 'id' | 'device' | 'createdAt'>): PushDevice {
  return { id: row.id, device: row.device, created_at: row.createdAt.toISOString() };
}

/**
 * Devices one person keeps at most; adding one more forgets the oldest. Each paid order is one push per
 * device to addresses the browsers chose, so the count is bounded. A phone that is still in use sends
 * its subscription again from Settings and comes back.
 */
export const MOST_DEVICES = 10;

export interface PushCtx extends DbContext {
  userId: number;
}

async function refusePrivateEndpoint(config: Pick<Config, 'webhooks'>, endpoint: string): Promise<void> {
  if (config.webhooks.allowPrivateAddresses) return;
  const refusal = await hostRefusal(new URL(endpoint).hostname);
  if (refusal) throw errors.badRequest('This browser gave a push address Kasuwa cannot send to.');
}

/**
 * Turns notifications on for one browser. The endpoint is an address the browser chose, and the server
 * will POST to it: outside development it must be a public host, as for webhooks (outbound-http.ts).
 */
export async function subscribe(
  ctx: PushCtx,
  config: Pick<Config, 'webhooks'>,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<PushDevice> {
  await refusePrivateEndpoint(config, input.endpoint);
  const row = await q.upsertSubscription(ctx.db, {
    id: randomUUID(),
    userId: ctx.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    device: deviceName(userAgent),
  });
  await q.pruneSubscriptionsOfUser(ctx.db, ctx.userId, MOST_DEVICES);
  return toDevice(row);
}

/**
 * The browser replaced its subscription (the push service renewed or dropped it) and its service worker
 * sends the new one. The old endpoint and auth secret prove it is that browser; anything else answers as
 * a missing device, so the route tells nothing about which endpoints exist.
 */
export async function replaceSubscription(
  db: Db,
  config: Pick<Config, 'webhooks'>,
  change: PushSubscriptionChange,
): Promise<void> {
  const old = await q.findSubscriptionByEndpoint(db, change.old_endpoint);
  const given = Buffer.from(change.old_auth);
  if (!old || old.auth.length !== given.length || !timingSafeEqual(Buffer.from(old.auth), given)) {
    throw errors.notFound('Device');
  }
  await refusePrivateEndpoint(config, change.subscription.endpoint);
  await q.replaceEndpoint(db, old.id, {
    endpoint: change.subscription.endpoint,
    p256dh: change.subscription.keys.p256dh,
    auth: change.subscription.keys.auth,
  });
}

export async function listDevices(ctx: PushCtx): Promise<PushDevice[]> {
  return (await q.listSubscriptionsOfUser(ctx.db, ctx.userId)).map(toDevice);
}

/** Another person's device answers as a missing one: an id tells nothing about other accounts. */
export async function unsubscribe(ctx: PushCtx, id: string): Promise<void> {
  if (!(await q.deleteSubscriptionOfUser(ctx.db, ctx.userId, id))) throw errors.notFound('Device');
}

/** An order the store owner is told about on her devices. */
export interface OrderPush {
  orderId: string;
  orderNumber: number;
  /** Minor units of `currency`: paid, or to collect on delivery. */
  amount: number;
  currency: string;
  /** `paid`: the customer paid through Kasuwa. `pay_on_delivery`: placed, the money comes at the door. */
  kind: 'paid' | 'pay_on_delivery';
}

export interface PushPayload {
  subscriptionId: string;
  message: PushMessage;
}

export const PUSH_JOB: Pick<JobDefinition, 'type' | 'queue' | 'maxAttempts'> = {
  type: 'push.send',
  queue: 'push',
  // 429 and 5xx are tried again with the queue's backoff (2 s … 10 min); after that the order is still
  // on the dashboard and in the SMS and e-mail alerts.
  maxAttempts: 6,
};

/**
 * Queues one notification per device of the store's owner, in the caller's transaction: they exist
 * exactly when the order's change commits, and the push services are spoken to by the job worker,
 * so a slow one never holds up the order. One job per device, so a retry for one phone does not
 * notify the others twice. Safe to call again for the same order (deduplicated by order and device).
 */
export async function queueOrderPush(ctx: DbContext, storeId: number, order: OrderPush): Promise<number> {
  const store = await findStoreContacts(ctx, storeId);
  if (!store?.ownerId) return 0;
  const devices = await q.listSubscriptionsOfUser(ctx.db, store.ownerId);
  if (devices.length === 0) return 0;
  const amount = { amount: order.amount, currency: order.currency };
  const params = { store: store.name, number: order.orderNumber };
  const message: PushMessage =
    order.kind === 'paid'
      ? {
          title: t('vendor.order_paid.push.title', params),
          body: t('vendor.order_paid.push.body', { amount }),
          url: `/dashboard/orders/${order.orderId}`,
          tag: `order-${order.orderId}`,
        }
      : {
          title: t('vendor.order_pay_on_delivery.push.title', params),
          body: t('vendor.order_pay_on_delivery.push.body', { amount }),
          url: `/dashboard/orders/${order.orderId}`,
          tag: `order-${order.orderId}`,
        };
  await enqueueMany<PushPayload>(
    ctx.db,
    PUSH_JOB,
    devices.map((device) => ({
      payload: { subscriptionId: device.id, message },
      options: { dedupeKey: `push:${order.kind}:${order.orderId}:${device.id}` },
    })),
  );
  return devices.length;
}

/** How long a push service keeps a notification for a phone that is off: an order a day later still matters. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushTransport {
  /** Extra CA certificates (PEM) to trust: tests' loopback push service. */
  ca?: string;
}

export type DeliveryOutcome = 'delivered' | 'removed' | 'no_device' | 'refused';

/**
 * Encrypts the message for the device (RFC 8291, aes128gcm), signs with VAPID (RFC 8292) and POSTs it to
 * the push service through the same address guard as webhooks. 404 and 410 mean the browser dropped the
 * subscription: it is deleted. 429, 5xx and network failures throw, so the job is tried again.
 */
export async function deliverPush(
  env: Pick<JobEnv, 'db' | 'config' | 'log'>,
  payload: PushPayload,
  transport: PushTransport = {},
): Promise<DeliveryOutcome> {
  const device = await q.findSubscription(env.db, payload.subscriptionId);
  if (!device) return 'no_device';
  const keys = await vapidKeys(env.db, env.config);
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload.message),
    {
      vapidDetails: { subject: env.config.webPush.subject, ...keys },
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  const result = await postGuarded({
    url: request.endpoint,
    headers,
    body: request.body ?? Buffer.alloc(0),
    timeoutMs: env.config.webhooks.timeoutMs,
    allowPrivate: env.config.webhooks.allowPrivateAddresses,
    ca: transport.ca,
  });
  if (result.kind === 'refused') {
    env.log.warn({ subscriptionId: device.id, error: result.error }, 'push address refused');
    return 'refused';
  }
  if (result.kind === 'failed') throw new Error(`push service unreachable: ${result.error}`);
  if (result.status >= 200 && result.status < 300) {
    await q.markDelivered(env.db, device.id);
    return 'delivered';
  }
  if (result.status === 404 || result.status === 410) {
    await q.deleteExpiredSubscription(env.db, device.id, device.endpoint);
    return 'removed';
  }
  if (result.status === 429 || result.status >= 500) {
    throw new Error(`push service answered ${result.status}`);
  }
  // 400, 401, 403, 413: sending the same request again cannot succeed.
  env.log.warn(
    { subscriptionId: device.id, status: result.status, body: result.body },
    'push service refused the notification',
  );
  return 'refused';
}
