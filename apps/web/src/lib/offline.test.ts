import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, serveFetch } from '../test/fetch';
import { vendorSession } from '../test/sessions';

let session: typeof import('./vendor-session');
let offline: typeof import('./offline');
beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  // The readable hint cookie the server sets beside the refresh cookie at sign-in.
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('kasuwa_signed_in=1');
  session = await import('./vendor-session');
  offline = await import('./offline');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
/** No answer at all: what fetch does without a network. */
const noNetwork = () => serveFetch(() => Promise.reject(new TypeError('Failed to fetch')));

describe('opening the dashboard offline', () => {
  it('opens from the account saved at the last sign-in, without a token, when the server cannot be reached', async () => {
    session.setVendorSession(vendorSession('t1'));
    vi.resetModules();
    session = await import('./vendor-session');
    goOffline();
    const sent = noNetwork();
    await expect(session.restoreVendorSession()).resolves.toBe(true);
    expect(session.getVendorState()).toMatchObject({ status: 'signed-in', offline: true, hasStore: true });
    expect(session.getVendorState().token).toBeUndefined();
    // Offline, asking again in a moment cannot help: one try.
    expect(sent.filter((r) => r.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('sends her to sign in when nothing was saved, or the server says the session is over', async () => {
    goOffline();
    noNetwork();
    await expect(session.restoreVendorSession()).resolves.toBe(false);
    expect(session.getVendorState().status).toBe('signed-out');
  });

  it('refuses a change offline before sending it, with words she understands', async () => {
    session.setVendorSession(vendorSession('t1'));
    goOffline();
    const sent = serveFetch(() => json(200, {}));
    const error = await session
      .vendorFetch('/api/vendor/stores/1/products', { method: 'POST', body: { title: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: offline.offlineChangeMessage() });
    expect(sent).toHaveLength(0);
    // Reads still go out (and fail, and the dashboard shows what it saved).
    await session.vendorFetch('/api/vendor/stores/1/orders');
    expect(sent).toHaveLength(1);
  });

  it('forgets the saved account and answers at sign-out', async () => {
    session.setVendorSession(vendorSession('t1'));
    localStorage.setItem(offline.OFFLINE_ANSWERS_KEY, '{}');
    serveFetch(() => json(204, undefined));
    await session.signOutVendor();
    expect(localStorage.getItem('kasuwa.vendor-offline')).toBeNull();
    expect(localStorage.getItem(offline.OFFLINE_ANSWERS_KEY)).toBeNull();
  });
});

describe('the answers kept for offline', () => {
  const ordersKey = ['vendor', 'store', 1, 'orders', 'list', { page: 1 }];
  const productsKey = ['vendor', 'store', 1, 'products', 'list', { page: 1 }];

  it('keeps the lists she saw, merged with earlier ones, for her only, and nothing else', async () => {
    vi.useFakeTimers();
    try {
      const cache = await import('../areas/dashboard/offline/offline-cache');
      const first = new QueryClient();
      const stopFirst = cache.keepAnswersForOffline(first, 7);
      await first.fetchQuery({ queryKey: ordersKey, queryFn: () => ({ items: ['#1'] }) });
      await first.fetchQuery({ queryKey: ['vendor', 'store', 1, 'customers'], queryFn: () => ['Ada'] });
      vi.advanceTimersByTime(1000);
      stopFirst();

      // A later page load shows only the products: the orders saved before stay.
      const second = new QueryClient();
      const stopSecond = cache.keepAnswersForOffline(second, 7);
      await second.fetchQuery({ queryKey: productsKey, queryFn: () => ({ items: ['Tote'] }) });
      vi.advanceTimersByTime(1000);
      stopSecond();

      const offlineClient = new QueryClient();
      expect(cache.restoreAnswersForOffline(offlineClient, 7)).toBe(true);
      expect(offlineClient.getQueryData(ordersKey)).toEqual({ items: ['#1'] });
      expect(offlineClient.getQueryData(productsKey)).toEqual({ items: ['Tote'] });
      expect(offlineClient.getQueryData(['vendor', 'store', 1, 'customers'])).toBeUndefined();
      expect(cache.restoreAnswersForOffline(new QueryClient(), 8)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
