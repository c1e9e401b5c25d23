/// <reference lib="webworker" />
/**
 * The dashboard's service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js, registered
 * with the scope /dashboard by pwa-register.ts). What it does, and nothing else:
 * - keeps the built scripts, styles and icons (the precache list Workbox writes in at build time), so
 *   the dashboard opens without a network; a new deploy's list replaces the old and its files;
 * - answers a dashboard page from the network, and from the last copy only when the network fails;
 * - shows Web Push notifications of paid orders and opens the order when one is tapped, and carries the
 *   device over to a new subscription when the browser replaces it (lib/push-renewal.ts).
 * API calls are not touched: they always go to the server. The last orders and products seen offline come
 * from the app's own saved answers (areas/dashboard/offline/offline-cache.ts), not from here. The
 * storefronts are on other hosts or outside /dashboard, so outside this worker's scope.
 */
import type { PushMessage } from '@kasuwa/contracts/push';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { renewSubscription } from './lib/push-renewal';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new deploy takes over at once: its pages ask for its own files, which its precache holds.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const PAGES = 'dashboard-pages';
const pages = new NetworkFirst({
  cacheName: PAGES,
  // On a poor connection the saved page is shown after this long rather than a blank screen.
  networkTimeoutSeconds: 6,
  plugins: [
    {
      // Every dashboard page is the same frame (the app draws the rest from the address): one copy,
      // stored under /dashboard, answers any of them offline.
      cacheKeyWillBeUsed: async () => new URL('/dashboard', self.location.origin).href,
    },
  ],
});
registerRoute(new NavigationRoute(pages, { allowlist: [/^\/dashboard(\/|$)/] }));

// The page that registered this worker was loaded before it: keep a copy of the frame now, so the
// dashboard opens offline even if she visits no other page first. It holds no data (the app fetches
// that), so one copy serves every account on this browser.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then(async (cache) => {
        const page = await fetch('/dashboard', { credentials: 'same-origin' });
        if (page.ok) await cache.put(new URL('/dashboard', self.location.origin).href, page);
      })
      // Without it the worker still installs; the next dashboard page it answers is kept instead.
      .catch(() => undefined),
  );
});

self.addEventListener('push', (event) => {
  const message = event.data?.json() as PushMessage | undefined;
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

/** Not in TypeScript's worker types: Firefox fires it with both subscriptions, Chromium not yet. */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

// The browser replaced the subscription: carry the device over, or her phone stops hearing of orders
// until she next opens the dashboard's settings.
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as PushSubscriptionChangeEvent;
  change.waitUntil(
    renewSubscription(
      { storage: caches, pushManager: self.registration.pushManager, fetch: (...args) => fetch(...args) },
      change.oldSubscription,
      change.newSubscription,
    ).catch(() => false),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/dashboard';
  const url = new URL(path.startsWith('/dashboard') ? path : '/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/dashboard'));
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});
