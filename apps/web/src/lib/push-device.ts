import type { PushDevice } from '@kasuwa/contracts/push';
import { apiFetch } from './api';
import { forgetSubscription } from './push-renewal';
import { PUSH_DEVICE_KEY } from './vendor-session';

/** Whether this browser can receive Web Push at all (an iPhone only from a Home Screen app, iOS 16.4+). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This browser's subscription, if it has one, from the dashboard's service worker. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/dashboard');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns this browser's order notifications off: on the server (with the given token, while it is still
 * valid) and in the browser. Used on sign-out too, so a shared phone stops showing her orders.
 */
export async function turnOffThisDevice(token: string | undefined): Promise<void> {
  const id = localStorage.getItem(PUSH_DEVICE_KEY);
  localStorage.removeItem(PUSH_DEVICE_KEY);
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
  if (typeof caches !== 'undefined') await forgetSubscription(caches).catch(() => false);
  if (id && token) {
    await apiFetch(`/api/vendor/push/devices/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  }
}

export type { PushDevice };
