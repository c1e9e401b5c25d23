import {
  type AdminEnvironment,
  type AdminProfile,
  adminLoginResponseSchema,
  adminMessages,
  adminProfileSchema,
  adminRefreshResponseSchema,
  isAdminRole,
} from '@kasuwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError, type ApiOptions, apiFetch, downloadFile } from './api';

/**
 * The signed-in administrator (spec sections 3, 4 and 6). The profile and the short-lived access token
 * are kept under the spec's keys admin_user and admin_token; the refresh token is an httpOnly cookie
 * the server sets for /api/admin, so scripts never see it.
 */
export const ADMIN_USER_KEY = 'admin_user';
export const ADMIN_TOKEN_KEY = 'admin_token';
export const ADMIN_LOGIN_PATH = '/administrator/login';

export interface AdminSessionState {
  user: AdminProfile | null;
  token: string | null;
}

function readStored(): AdminSessionState {
  try {
    const raw = localStorage.getItem(ADMIN_USER_KEY);
    const token = localStorage.getItem(ADMIN_TOKEN_KEY);
    if (!raw) return { user: null, token };
    const user = adminProfileSchema.safeParse(JSON.parse(raw));
    if (user.success) return { user: user.data, token };
  } catch {
    // Unparseable JSON: handled below like a profile of the wrong shape.
  }
  // Spec 6: unreadable user data logs out, with a warning.
  console.warn('Stored administrator data could not be read; signing out.');
  localStorage.removeItem(ADMIN_USER_KEY);
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  return { user: null, token: null };
}

let state: AdminSessionState = readStored();
const listeners = new Set<() => void>();

function set(next: AdminSessionState) {
  state = next;
  if (next.user) localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(next.user));
  else localStorage.removeItem(ADMIN_USER_KEY);
  if (next.token) localStorage.setItem(ADMIN_TOKEN_KEY, next.token);
  else localStorage.removeItem(ADMIN_TOKEN_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_USER_KEY || event.key === ADMIN_TOKEN_KEY) {
      state = readStored();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getAdminSession(): AdminSessionState {
  return state;
}

export function useAdminSession(): AdminSessionState {
  return useSyncExternalStore(subscribe, getAdminSession, getAdminSession);
}

/** The guard of spec section 6: a stored user and token, and a role allowed into /administrator. */
export function isAdminSignedIn(session: AdminSessionState = state): boolean {
  return Boolean(session.user && session.token && isAdminRole(session.user.role));
}

export function clearAdminSession() {
  set({ user: null, token: null });
}

/**
 * Spec 8: a failed result (`status: false`) shows the server's message when it carries one, else
 * 'Login failed. Please check your credentials.' (so does an answer that is no login at all).
 */
function failedResult(answer: unknown): string {
  const message =
    typeof answer === 'object' && answer !== null ? (answer as { message?: unknown }).message : undefined;
  const failed = (answer as { status?: unknown } | null)?.status === false;
  return failed && typeof message === 'string' && message.trim() !== ''
    ? message
    : adminMessages.loginFailedCheck;
}

/**
 * Spec 8: the admin login's HTTP failures. The server's refusals (4xx) carry a catalogue message, shown
 * as it is; a server that cannot be reached or fails (5xx) reads 'Login failed. Please try again.'.
 */
function loginFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0 || error.status >= 500) return adminMessages.loginFailed;
    return error.message || adminMessages.loginFailedCheck;
  }
  return adminMessages.loginFailed;
}

/** A locked account: the server e-mailed a code that, with the password, signs its owner in. */
export interface AdminCodeChallenge {
  challengeId: string;
  message: string;
}

/**
 * Signs in; resolves with an error message to show, a code challenge to answer, or null on success
 * (the session is then stored).
 */
export async function adminLogin(
  username: string,
  password: string,
  answer?: { challengeId: string; code: string },
): Promise<string | AdminCodeChallenge | null> {
  try {
    const answered = await apiFetch<unknown>('/api/admin/login', {
      body: { username, password, ...answer },
    });
    const response = adminLoginResponseSchema.safeParse(answered);
    if (!response.success) return failedResult(answered);
    const {
      accessToken,
      status: _status,
      message: _message,
      refreshToken: _r,
      expiresIn: _e,
      ...user
    } = response.data;
    set({ user, token: accessToken });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'LOGIN_CODE_REQUIRED') {
      const challengeId = (error.details as { challengeId?: unknown } | undefined)?.challengeId;
      if (typeof challengeId === 'string') return { challengeId, message: error.message };
    }
    return loginFailure(error);
  }
}

export async function adminLogout() {
  try {
    await apiFetch('/api/admin/logout', { method: 'POST' });
  } catch {
    // Signing out locally matters more than telling the server; its token expires on its own.
  } finally {
    clearAdminSession();
  }
}

let refreshing: Promise<string | null> | undefined;

/** Exchanges the refresh cookie for a new access token; concurrent callers share one request. */
export function refreshAdminToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const answer = adminRefreshResponseSchema.safeParse(
        await apiFetch<unknown>('/api/admin/refresh-token', { method: 'POST' }),
      );
      if (!answer.success) return null;
      set({ user: answer.data.user, token: answer.data.accessToken });
      return answer.data.accessToken;
    } catch {
      return null;
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

/** Where the browser goes when the session cannot be renewed (spec section 4). */
function loginPathFor(pathname: string): string {
  return pathname.includes('/administrator') ? ADMIN_LOGIN_PATH : '/login';
}

/**
 * A new access token for a call refused with 401 or 403, or null to pass the refusal on. Without a
 * session there is nothing to renew; when the refresh cookie is spent the stored tokens are removed and
 * the browser goes to the login page.
 */
export async function renewAdminSession(): Promise<string | null> {
  if (!state.user) return null;
  const token = await refreshAdminToken();
  if (!token) {
    clearAdminSession();
    window.location.assign(loginPathFor(window.location.pathname));
  }
  return token;
}

/**
 * Calls an admin API with the Bearer access token. A 401 or 403 while a session exists triggers one
 * refresh and one retry with the new token (spec section 4); if no token comes back, the stored tokens
 * are removed and the browser goes to the login page. Without a session the error is passed on.
 */
export async function adminApi<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const call = (token: string | null) =>
    apiFetch<T>(path, {
      ...options,
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  try {
    return await call(state.token);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403) || !state.user)
      throw error;
    const token = await renewAdminSession();
    if (!token) throw new ApiError(401, 'REFRESH_INVALID', adminMessages.refreshInvalid);
    return call(token);
  }
}

/** A file answer (CSV) with the administrator's token, as a download; an expired token is refreshed once. */
export function adminDownload(path: string, filename: string): Promise<void> {
  return downloadFile(path, filename, () => state.token, refreshAdminToken);
}

/** The header badge and the test-data flag (GET /api/admin/environment, public). */
export function useAdminEnvironment() {
  return useQuery({
    queryKey: ['admin', 'environment'],
    queryFn: () => apiFetch<AdminEnvironment>('/api/admin/environment'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
