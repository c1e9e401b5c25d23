import { describe, expect, it, vi } from 'vitest';
import { forgetSubscription, rememberSubscription, renewSubscription } from './push-renewal';

/** Cache Storage as the page and the worker share it, in memory (jsdom has none). */
function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      put: async (url: string, response: Response) => void entries.set(url, response),
      match: async (url: string) => entries.get(url)?.clone(),
    } as unknown as Cache;
  };
  return { open, delete: async (name: string) => stores.delete(name) } as unknown as CacheStorage;
}

const KEY = 'BPcMbnWQL5GOYX_5LKZXT6sLmHiMsJSiEvIFvfcDvX7IZ9qxtq7mEQhyJtWCDo7ZxSnWcyvvBbc7ZZsODNqBzlA';

function subscription(endpoint: string, auth: string, serverKey?: Uint8Array): PushSubscription {
  return {
    endpoint,
    options: { applicationServerKey: serverKey?.buffer ?? null, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `p256-${endpoint.slice(-3)}`, auth } }),
  } as unknown as PushSubscription;
}

const answer = (status: number) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status }));

describe('renewing a push subscription from the service worker', () => {
  it('subscribes again with the remembered key and sends the server the new one beside the old proof', async () => {
    const storage = memoryCaches();
    await rememberSubscription(storage, subscription('https://push.example/old', 'old-secret'), KEY);
    const renewed = subscription('https://push.example/new', 'new-secret');
    const subscribe = vi.fn(async () => renewed);
    const fetch = answer(204);

    const ok = await renewSubscription(
      {
        storage,
        pushManager: { subscribe } as unknown as PushManager,
        fetch: fetch as unknown as typeof globalThis.fetch,
      },
      null,
      null,
    );

    expect(ok).toBe(true);
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/push/subscription-change');
    expect(JSON.parse(String(init?.body))).toEqual({
      old_endpoint: 'https://push.example/old',
      old_auth: 'old-secret',
      subscription: {
        endpoint: 'https://push.example/new',
        expirationTime: null,
        keys: { p256dh: 'p256-new', auth: 'new-secret' },
      },
    });

    // The record now names the new subscription: a second change proves itself with it.
    const later = answer(204);
    await renewSubscription(
      {
        storage,
        pushManager: {
          subscribe: async () => subscription('https://push.example/3rd', 's3'),
        } as unknown as PushManager,
        fetch: later as unknown as typeof globalThis.fetch,
      },
      null,
      null,
    );
    expect(JSON.parse(String(later.mock.calls[0]![1]?.body))).toMatchObject({
      old_endpoint: 'https://push.example/new',
      old_auth: 'new-secret',
    });
  });

  it('takes the subscriptions the event gives, and the old one’s key when nothing was remembered', async () => {
    const storage = memoryCaches();
    const subscribe = vi.fn();
    const fetch = answer(204);
    const serverKey = new Uint8Array([251, 255, 1]);
    const ok = await renewSubscription(
      {
        storage,
        pushManager: { subscribe } as unknown as PushManager,
        fetch: fetch as unknown as typeof globalThis.fetch,
      },
      subscription('https://push.example/a', 'secret-a', serverKey),
      subscription('https://push.example/b', 'secret-b'),
    );
    expect(ok).toBe(true);
    expect(subscribe).not.toHaveBeenCalled();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({
      old_endpoint: 'https://push.example/a',
      old_auth: 'secret-a',
      subscription: { endpoint: 'https://push.example/b' },
    });
    // Remembered with the old subscription's key, base64url: the next change can subscribe on its own.
    const again = vi.fn(async () => subscription('https://push.example/c', 'secret-c'));
    await renewSubscription(
      {
        storage,
        pushManager: { subscribe: again } as unknown as PushManager,
        fetch: answer(204) as unknown as typeof globalThis.fetch,
      },
      null,
      null,
    );
    expect(again).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: '-_8B' });
  });

  it('does nothing when she never turned notifications on, and forgets a device the server no longer has', async () => {
    const storage = memoryCaches();
    const fetch = answer(204);
    const none = await renewSubscription(
      {
        storage,
        pushManager: { subscribe: vi.fn() } as unknown as PushManager,
        fetch: fetch as unknown as typeof globalThis.fetch,
      },
      null,
      null,
    );
    expect(none).toBe(false);
    expect(fetch).not.toHaveBeenCalled();

    await rememberSubscription(storage, subscription('https://push.example/old', 'old-secret'), KEY);
    const gone = answer(404);
    const deps = {
      storage,
      pushManager: {
        subscribe: async () => subscription('https://push.example/new', 'n'),
      } as unknown as PushManager,
      fetch: gone as unknown as typeof globalThis.fetch,
    };
    expect(await renewSubscription(deps, null, null)).toBe(false);
    expect(await renewSubscription(deps, null, null)).toBe(false);
    expect(gone).toHaveBeenCalledTimes(1);

    await rememberSubscription(storage, subscription('https://push.example/x', 'x'), KEY);
    await forgetSubscription(storage);
    expect(await renewSubscription(deps, null, null)).toBe(false);
    expect(gone).toHaveBeenCalledTimes(1);
  });
});
