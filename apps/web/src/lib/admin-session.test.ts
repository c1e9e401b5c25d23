import { adminMessages } from '@kasuwa/contracts';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, type SentRequest, serveFetch } from '../test/fetch';

const profile = {
  id: 3,
  email: 'admin@kasuwa.ng',
  username: 'admin',
  firstName: 'Bola',
  lastName: 'Ade',
  role: 'super_admin',
  isActive: true,
  permissions: ['stores.read'],
};
const loginAnswer = (token: string) => ({
  ...profile,
  status: true,
  message: 'Login successful',
  accessToken: token,
  expiresIn: 900,
});
const refreshAnswer = (token: string) => ({
  status: true,
  accessToken: token,
  expiresIn: 900,
  user: profile,
});

// The session is module state read from localStorage at import: every test loads a fresh copy.
let admin: typeof import('./admin-session');
beforeEach(async () => {
  vi.resetModules();
  admin = await import('./admin-session');
});

const bearer = (request: SentRequest | undefined) => request?.headers.authorization;

describe('adminLogin', () => {
  it('stores the profile and token under the spec keys and counts as signed in', async () => {
    const sent = serveFetch(() => json(200, loginAnswer('a1')));
    await expect(admin.adminLogin('admin', 'secret1')).resolves.toBeNull();
    expect(sent[0]?.body).toEqual({ username: 'admin', password: 'secret1' });
    expect(localStorage.getItem(admin.ADMIN_TOKEN_KEY)).toBe('a1');
    expect(JSON.parse(localStorage.getItem(admin.ADMIN_USER_KEY) ?? '{}')).toEqual(profile);
    expect(admin.isAdminSignedIn()).toBe(true);
  });

  it('shows the server message on a refusal and the generic text when the server is down', async () => {
    serveFetch(() => apiError(401, 'INVALID_CREDENTIALS', adminMessages.invalidCredentials));
    await expect(admin.adminLogin('admin', 'wrong12')).resolves.toBe(adminMessages.invalidCredentials);
    serveFetch(() => apiError(503, 'UNAVAILABLE', 'Database is down'));
    await expect(admin.adminLogin('admin', 'secret1')).resolves.toBe(adminMessages.loginFailed);
    expect(admin.isAdminSignedIn()).toBe(false);
  });
});

describe('adminApi', () => {
  it('on a 401 refreshes once and retries with the new token', async () => {
    serveFetch(() => json(200, loginAnswer('old')));
    await admin.adminLogin('admin', 'secret1');
    const sent = serveFetch((r) => {
      if (r.path === '/api/admin/refresh-token') return json(200, refreshAnswer('new'));
      return bearer(r) === 'Bearer new' ? json(200, { stores: [] }) : apiError(401, 'UNAUTHORIZED', 'x');
    });
    await expect(admin.adminApi('/api/admin/stores')).resolves.toEqual({ stores: [] });
    expect(sent.map((r) => [r.path, bearer(r)])).toEqual([
      ['/api/admin/stores', 'Bearer old'],
      ['/api/admin/refresh-token', undefined],
      ['/api/admin/stores', 'Bearer new'],
    ]);
    expect(localStorage.getItem(admin.ADMIN_TOKEN_KEY)).toBe('new');
  });

  it('clears the session and fails with the spec text when the refresh is refused', async () => {
    serveFetch(() => json(200, loginAnswer('old')));
    await admin.adminLogin('admin', 'secret1');
    // jsdom cannot navigate; the redirect to the login page is the browser journeys' to check.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveFetch((r) =>
      r.path === '/api/admin/refresh-token'
        ? apiError(401, 'REFRESH_INVALID', 'gone')
        : apiError(401, 'UNAUTHORIZED', 'x'),
    );
    await expect(admin.adminApi('/api/admin/stores')).rejects.toMatchObject({
      status: 401,
      code: 'REFRESH_INVALID',
      message: adminMessages.refreshInvalid,
    });
    expect(admin.getAdminSession()).toEqual({ user: null, token: null });
    expect(localStorage.getItem(admin.ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('passes a 401 on without refreshing when nobody is signed in', async () => {
    const sent = serveFetch(() => apiError(401, 'UNAUTHORIZED', 'Sign in first'));
    await expect(admin.adminApi('/api/admin/stores')).rejects.toMatchObject({ message: 'Sign in first' });
    expect(sent).toHaveLength(1);
  });
});

describe('useAdminSession', () => {
  it('follows a sign-in and a sign-out', async () => {
    const { result } = renderHook(() => admin.useAdminSession());
    expect(result.current).toEqual({ user: null, token: null });
    serveFetch(() => json(200, loginAnswer('a1')));
    await act(() => admin.adminLogin('admin', 'secret1'));
    expect(result.current.user?.username).toBe('admin');
    serveFetch(() => new Response(null, { status: 204 }));
    await act(() => admin.adminLogout());
    expect(result.current).toEqual({ user: null, token: null });
  });

  it('signs out with a warning when the stored profile cannot be read', async () => {
    localStorage.setItem('admin_user', '{not json');
    localStorage.setItem('admin_token', 'a1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    const fresh = await import('./admin-session');
    expect(fresh.getAdminSession()).toEqual({ user: null, token: null });
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
