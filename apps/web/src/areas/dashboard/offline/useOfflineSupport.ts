import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registerServiceWorker } from '../../../lib/pwa-register';
import type { VendorState } from '../../../lib/vendor-session';

/**
 * The dashboard's offline side, started once its first screen is up: the service worker (installable
 * app, pages and files offline), the saving of the answers it shows, and, when it opened without a
 * network, those answers put back. offline-cache.ts loads then, not with the first screen.
 */
export function useOfflineSupport(session: VendorState): void {
  const client = useQueryClient();
  const userId = session.user?.id;
  const offline = session.offline === true;

  useEffect(() => {
    registerServiceWorker();
  }, []);

  // Opened from saved answers (no server reachable, whatever the browser says): reads wait, showing
  // those answers, instead of each failing; they are asked again once the session is renewed.
  useEffect(() => {
    onlineManager.setOnline(offline ? false : navigator.onLine);
  }, [offline]);

  useEffect(() => {
    if (userId === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./offline-cache').then((cache) => {
      if (cancelled) return;
      if (offline) cache.restoreAnswersForOffline(client, userId);
      else stop = cache.keepAnswersForOffline(client, userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, userId, offline]);
}
