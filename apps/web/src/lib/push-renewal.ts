/**
 * A browser may replace its push subscription on its own (the push service renews or drops it) and then
 * tells only the service worker (`pushsubscriptionchange`), which has no sign-in. So the page keeps, in
 * Cache Storage that both share, what the worker needs to carry the device over: the subscription's
 * endpoint and auth secret (the server's proof that it is this browser) and the VAPID public key to
 * subscribe again with. Not localStorage: a service worker cannot read it.
 */
const CACHE = 'kasuwa-push';
const RECORD = '/push-subscription';

export interface PushRecord {
  endpoint: string;
  auth: string;
  /** The VAPID public key (base64url) the subscription was made with. */
  key: string;
}

/** What a `PushSubscription.toJSON()` gives, as the server takes it. */
function body(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export async function rememberSubscription(
  storage: CacheStorage,
  subscription: PushSubscription,
  key: string,
): Promise<void> {
  const record: PushRecord = { endpoint: subscription.endpoint, auth: body(subscription).keys.auth, key };
  const cache = await storage.open(CACHE);
  await cache.put(
    RECORD,
    new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }),
  );
}

export async function forgetSubscription(storage: CacheStorage): Promise<void> {
  await storage.delete(CACHE);
}

async function remembered(storage: CacheStorage): Promise<PushRecord | null> {
  const response = await (await storage.open(CACHE)).match(RECORD);
  return response ? ((await response.json()) as PushRecord) : null;
}

/** base64url of a key the browser gives as bytes (`PushSubscriptionOptions.applicationServerKey`). */
function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface RenewalDeps {
  storage: CacheStorage;
  pushManager: PushManager;
  fetch: typeof fetch;
}

/**
 * The worker's answer to `pushsubscriptionchange`: subscribes again with the same VAPID key when the
 * browser gave no new subscription, and sends the server the new one with the old one's endpoint and
 * secret, so the device keeps receiving order notifications without her opening the dashboard. The old
 * one comes from the event or, where the browser gives none (Chromium, Safari), from the page's record.
 * Returns whether the server took it. Without a record of her turning notifications on it does nothing.
 */
export async function renewSubscription(
  deps: RenewalDeps,
  oldSubscription: PushSubscription | null,
  newSubscription: PushSubscription | null,
): Promise<boolean> {
  const record = await remembered(deps.storage);
  const old = oldSubscription
    ? { endpoint: oldSubscription.endpoint, auth: body(oldSubscription).keys.auth }
    : record;
  if (!old?.endpoint || !old.auth) return false;
  const optionsKey = oldSubscription?.options?.applicationServerKey;
  const key = record?.key ?? (optionsKey ? base64url(optionsKey) : null);
  const next =
    newSubscription ??
    (key ? await deps.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!next) return false;
  const response = await deps.fetch('/api/push/subscription-change', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ old_endpoint: old.endpoint, old_auth: old.auth, subscription: body(next) }),
  });
  // The device is gone on the server (turned off, or removed after the push service dropped it): nothing
  // is left to carry over, and the next change has nothing to prove either.
  if (response.status === 404) await forgetSubscription(deps.storage);
  if (!response.ok) return false;
  if (key) await rememberSubscription(deps.storage, next, key);
  return true;
}
