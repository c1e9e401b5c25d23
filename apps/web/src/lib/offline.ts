import { useSyncExternalStore } from 'react';
import { translate } from '../app/i18n';
import { ApiError } from './api';

/** What a merchant reads, in her language, when she tries to change something without a connection. */
export function offlineChangeMessage(): string {
  return translate('app.error.offlineChange');
}

/** Where the dashboard keeps the last answers it showed, for opening offline (offline-cache.ts). */
export const OFFLINE_ANSWERS_KEY = 'kasuwa.offline-answers';

/** Whether the browser says it has no network (navigator.onLine is false only when it is sure). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Refuses a change while offline, before anything is sent: a request the browser would drop, or one
 * queued to be sent later, would leave her thinking it was saved. Reads are let through (they fail, and
 * the dashboard shows what it saved of them).
 */
export function refuseChangeOffline(method: string | undefined, sessionOffline = false): void {
  if (method && method !== 'GET' && (isOffline() || sessionOffline)) {
    throw new ApiError(0, 'NETWORK_ERROR', offlineChangeMessage());
  }
}

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while the browser is offline; follows the online and offline events. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
