import type { VendorSession, VendorUser } from '@kasuwa/contracts';
import type { Locale } from '@kasuwa/contracts/locale-tags';
import { useSyncExternalStore } from 'react';
import { followUserLocale } from '../i18n/i18n';
import { ApiError, type ApiOptions, apiFetch } from './api';
import { isOffline, OFFLINE_ANSWERS_KEY, refuseChangeOffline } from './offline';

/**
 * The signed-in vendor. The access token lives only in memory; the refresh token is an httpOnly cookie
 * the server sets, so a reload restores the session through POST /api/auth/refresh.
 */
export interface VendorState {
  status: 'unknown' | 'signed-out' | 'signed-in';
  token?: string;
  user?: VendorUser;
  hasStore?: boolean;
  /**
   * Opened without a network from what was saved at the last sign-in (no token): the dashboard shows
   * what it last saw and refuses changes until the browser is back online and the session renewed.
   */
  offline?: boolean;
}

/**
 * Who was signed in on this browser, kept for opening the dashboard offline. Not the token: the session
 * itself still needs the refresh cookie, and nothing can be changed offline.
 */
const OFFLINE_ACCOUNT_KEY = 'kasuwa.vendor-offline';

function rememberForOffline(user: VendorUser, hasStore: boolean) {
  try {
    localStorage.setItem(OFFLINE_ACCOUNT_KEY, JSON.stringify({ user, hasStore }));
  } catch {
    // Storage full or refused (private browsing): the dashboard just cannot open offline.
  }
}

function offlineAccount(): { user: VendorUser; hasStore: boolean } | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(OFFLINE_ACCOUNT_KEY) ?? 'null') as {
      user?: VendorUser;
      hasStore?: boolean;
    } | null;
    return saved?.user && typeof saved.user.id === 'number'
      ? { user: saved.user, hasStore: saved.hasStore === true }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the saved account (sign-out); the dashboard's saved answers go with it (offline-cache.ts). */
export function forgetOfflineAccount() {
  try {
    localStorage.removeItem(OFFLINE_ACCOUNT_KEY);
    localStorage.removeItem(OFFLINE_ANSWERS_KEY);
  } catch {
    // Nothing was stored.
  }
}

let state: VendorState = { status: 'unknown' };
const listeners = new Set<() => void>();

function set(next: VendorState) {
  state = next;
  // Her account's language, on any device she signs in on (chosen on sign-up or from the account menu).
  followUserLocale(next.user?.locale);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getVendorState(): VendorState {
  return state;
}

export function useVendorSession(): VendorState {
  return useSyncExternalStore(subscribe, getVendorState, getVendorState);
}

/** Call after a successful login answer. */
export function setVendorSession(session: VendorSession) {
  set({ status: 'signed-in', token: session.token, user: session.user, hasStore: session.hasStore });
  rememberForOffline(session.user, session.hasStore);
}

/** Her account's language as the server now has it (the account menu saved it): the app follows. */
export function markUserLocale(locale: Locale) {
  if (state.status !== 'signed-in' || !state.user) return;
  set({ ...state, user: { ...state.user, locale } });
  rememberForOffline(state.user, state.hasStore === true);
}

export function markHasStore() {
  if (state.status === 'signed-in') set({ ...state, hasStore: true });
}

let refreshing: Promise<boolean> | undefined;

/** How long to wait before asking again when the server was busy or the network dropped the answer. */
export const REFRESH_RETRY_MS = 1500;

/**
 * Only the server's word that the session is over (401, 400) ends it. A busy server (429, 5xx) or a
 * connection lost on a phone's network is asked once more after a moment: a reload on a poor network
 * sent the merchant to the login page. The cookie may be sent again: the server accepts a spent token
 * moments after its rotation (platform/auth.ts, REFRESH_REUSE_GRACE_MS).
 */
async function askForSession(): Promise<unknown> {
  const ask = () => apiFetch<unknown>('/api/auth/refresh', { method: 'POST' });
  try {
    return await ask();
  } catch (error) {
    const passing =
      error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
    // Without a network, asking again in a moment cannot help: open from what was saved instead.
    if (!passing || isOffline()) throw error;
    await new Promise((resolve) => setTimeout(resolve, REFRESH_RETRY_MS));
    return ask();
  }
}

const USER_FIELDS = {
  id: 'number',
  email: 'string',
  username: 'string',
  firstName: 'string',
  lastName: 'string',
  businessName: 'string',
  phone: 'string',
  plan: 'string',
  emailVerified: 'boolean',
  locale: 'string',
} as const satisfies Record<keyof VendorSession['user'], string>;

/** Whether an answer of the refresh endpoint is a vendor session (vendorSessionSchema's shape). */
export function isVendorSession(body: unknown): body is VendorSession {
  if (typeof body !== 'object' || body === null) return false;
  const { success, token, hasStore, user } = body as Record<string, unknown>;
  if (success !== true || typeof token !== 'string' || typeof hasStore !== 'boolean') return false;
  if (typeof user !== 'object' || user === null) return false;
  return Object.entries(USER_FIELDS).every(
    ([field, type]) => typeof (user as Record<string, unknown>)[field] === type,
  );
}

/** Exchanges the refresh cookie for a new access token; one request at a time. */
export function refreshVendorSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      // Checked by shape, without zod: the dashboard's first screen waits on this answer, and zod with
      // the account schemas was a tenth of its first download (vendor-session.test.ts holds the guard
      // to the contract's schema).
      const body = await askForSession();
      if (!isVendorSession(body)) {
        set({ status: 'signed-out' });
        return false;
      }
      setVendorSession(body);
      return true;
    } catch (error) {
      const saved = offlineAccount();
      // No answer at all (offline, or a phone that says it is online but gets nothing through): open
      // from what was saved rather than send her to a sign-in page that cannot work either.
      if (error instanceof ApiError && error.status === 0 && saved && mayHaveVendorSession()) {
        set({ status: 'signed-in', offline: true, user: saved.user, hasStore: saved.hasStore });
        renewWhenOnline();
        return true;
      }
      set({ status: 'signed-out' });
      return false;
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

/** The id the server gave this browser's push subscription (push-device.ts, PushSettings). */
export const PUSH_DEVICE_KEY = 'kasuwa.push-device';

/** How often an offline session asks the server again when no `online` event comes (a weak signal). */
const RENEW_EVERY_MS = 20_000;
let renewing: ReturnType<typeof setInterval> | undefined;

/**
 * Back online, an offline session gets its token (or ends, if the server says it is over): at the
 * browser's `online` event, and every little while for a connection the browser never saw drop.
 */
function renewWhenOnline() {
  if (renewing !== undefined) return;
  const renew = () => {
    if (!state.offline) {
      clearInterval(renewing);
      window.removeEventListener('online', renew);
      renewing = undefined;
      return;
    }
    if (!isOffline()) void refreshVendorSession();
  };
  renewing = setInterval(renew, RENEW_EVERY_MS);
  window.addEventListener('online', renew);
}

/**
 * Whether the browser may hold a vendor session: the server sets the readable `kasuwa_signed_in` cookie
 * beside the (unreadable) refresh cookie. Public pages ask before restoring, so a signed-out visitor's
 * page sends no refresh that can only fail. Protected pages restore regardless.
 */
export function mayHaveVendorSession(): boolean {
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith('kasuwa_signed_in='));
}

/** On first load: restores the session if a refresh cookie exists. */
export function restoreVendorSession(): Promise<boolean> {
  if (state.status !== 'unknown') return Promise.resolve(state.status === 'signed-in');
  return refreshVendorSession();
}

export async function signOutVendor() {
  forgetOfflineAccount();
  // Loaded only when a device was turned on: the sign-out of everyone else stays as small as it was.
  if (localStorage.getItem(PUSH_DEVICE_KEY)) {
    await (await import('./push-device')).turnOffThisDevice(state.token).catch(() => undefined);
  }
  try {
    await apiFetch('/api/auth/logout', { method: 'POST' });
  } finally {
    set({ status: 'signed-out' });
  }
}

/**
 * Calls a vendor API with the access token. A 401 or 403 triggers one refresh and one retry (spec
 * section 4); if the refresh fails the session ends and the error is passed on.
 */
export async function vendorFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  refuseChangeOffline(options.method ?? (options.body === undefined ? 'GET' : 'POST'), state.offline);
  await restoreVendorSession();
  const call = () =>
    apiFetch<T>(path, {
      ...options,
      headers: { ...options.headers, ...(state.token ? { authorization: `Bearer ${state.token}` } : {}) },
    });
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) throw error;
    if (error.status === 403 && state.token) throw error;
    if (!(await refreshVendorSession())) throw error;
    return call();
  }
}
