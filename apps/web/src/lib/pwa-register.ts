/**
 * Registers the dashboard's service worker (src/sw.ts, built to /sw.js) once the page has loaded and the
 * browser is idle, so it never competes with the first screen for the network or the main thread. Its
 * scope is /dashboard: the public site, the payment pages and the storefronts stay outside it. The
 * browser checks /sw.js (served no-cache) on every visit; a new deploy's worker takes over at once.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/dashboard' }).catch(() => {
      // Not installable or offline-capable this time (private browsing, storage refused): the
      // dashboard works as before.
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
