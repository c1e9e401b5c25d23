import { vendorSessionSchema } from '@kasuwa/contracts/accounts';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, type SentRequest, serveFetch } from '../test/fetch';
import { vendorSession } from '../test/sessions';

// The session is module state: every test loads a fresh copy, signed out and with no refresh running.
let session: typeof import('./vendor-session');
let api: typeof import('./api');
beforeEach(async () => {
  vi.resetModules();
  session = await import('./vendor-session');
  api = await import('./api');
});

const bearer = (request: SentRequest | undefined) => request?.headers.authorization;
const calls = (sent: SentRequest[], path: string) => sent.filter((r) => r.path === path).length;

describe('vendorFetch', () => {
  it('restores the session from the refresh cookie first, then calls with the access token', async () => {
    const sent = serveFetch((r) =>
      r.path === '/api/auth/refresh' ? json(200, vendorSession('t1')) : json(200, { orders: [] }),
    );
    await expect(session.vendorFetch('/api/vendor/orders')).resolves.toEqual({ orders: [] });
    expect(sent.map((r) => r.path)).toEqual(['/api/auth/refresh', '/api/vendor/orders']);
    expect(bearer(sent[1])).toBe('Bearer t1');
    expect(session.getVendorState()).toMatchObject({ status: 'signed-in', token: 't1', hasStore: true });
  });

  it('on a 401 refreshes once and retries once with the new token', async () => {
    session.setVendorSession(vendorSession('expired'));
    const sent = serveFetch((r) => {
      if (r.path === '/api/auth/refresh') return json(200, vendorSession('fresh'));
      return bearer(r) === 'Bearer fresh'
        ? json(200, { ok: true })
        : apiError(401, 'UNAUTHORIZED', 'Expired');
    });
    await expect(session.vendorFetch('/api/vendor/stores')).resolves.toEqual({ ok: true });
    expect(sent.map((r) => [r.path, bearer(r)])).toEqual([
      ['/api/vendor/stores', 'Bearer expired'],
      ['/api/auth/refresh', undefined],
      ['/api/vendor/stores', 'Bearer fresh'],
    ]);
  });

  it('does not refresh twice: a second 401 after the retry is passed on', async () => {
    session.setVendorSession(vendorSession('expired'));
    const sent = serveFetch((r) =>
      r.path === '/api/auth/refresh'
        ? json(200, vendorSession('fresh'))
        : apiError(401, 'UNAUTHORIZED', 'Your session has ended.'),
    );
    const error = await session.vendorFetch('/api/vendor/stores').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Your session has ended.' });
    expect(calls(sent, '/api/auth/refresh')).toBe(1);
    expect(calls(sent, '/api/vendor/stores')).toBe(2);
  });

  it('signs out and passes the 401 on when the refresh is refused', async () => {
    session.setVendorSession(vendorSession('expired'));
    const sent = serveFetch((r) =>
      r.path === '/api/auth/refresh'
        ? apiError(401, 'REFRESH_INVALID', 'Please log in again.')
        : apiError(401, 'UNAUTHORIZED', 'Expired'),
    );
    await expect(session.vendorFetch('/api/vendor/stores')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(session.getVendorState()).toEqual({ status: 'signed-out' });
    expect(calls(sent, '/api/vendor/stores')).toBe(1);
  });

  it('lets concurrent 401s share one refresh, then retries each request', async () => {
    session.setVendorSession(vendorSession('expired'));
    let releaseRefresh: () => void = () => undefined;
    const refreshAnswered = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const sent = serveFetch(async (r) => {
      if (r.path === '/api/auth/refresh') {
        await refreshAnswered;
        return json(200, vendorSession('fresh'));
      }
      return bearer(r) === 'Bearer fresh' ? json(200, { path: r.path }) : apiError(401, 'UNAUTHORIZED', 'x');
    });
    const all = Promise.all(['/a', '/b', '/c'].map((path) => session.vendorFetch(`/api/vendor${path}`)));
    // Let all three fail and wait on the refresh before it answers.
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseRefresh();
    await expect(all).resolves.toEqual([
      { path: '/api/vendor/a' },
      { path: '/api/vendor/b' },
      { path: '/api/vendor/c' },
    ]);
    expect(calls(sent, '/api/auth/refresh')).toBe(1);
  });

  it('passes a 403 with a valid token on without refreshing: it is a refusal, not an expiry', async () => {
    session.setVendorSession(vendorSession('good'));
    const sent = serveFetch(() => apiError(403, 'FORBIDDEN', 'This store is not yours.'));
    await expect(session.vendorFetch('/api/vendor/stores/9')).rejects.toMatchObject({
      status: 403,
      message: 'This store is not yours.',
    });
    expect(calls(sent, '/api/auth/refresh')).toBe(0);
  });

  it('passes other errors on untouched and keeps the session', async () => {
    session.setVendorSession(vendorSession('good'));
    serveFetch(() => apiError(409, 'SUBDOMAIN_TAKEN', 'That subdomain is taken.'));
    await expect(session.vendorFetch('/api/vendor/stores', { body: {} })).rejects.toMatchObject({
      status: 409,
      code: 'SUBDOMAIN_TAKEN',
    });
    expect(session.getVendorState().status).toBe('signed-in');
  });
});

describe('useVendorSession', () => {
  it('re-renders with the session as it is signed in, marked as having a store and signed out', async () => {
    serveFetch(() => json(200, { success: true }));
    const { result } = renderHook(() => session.useVendorSession());
    expect(result.current.status).toBe('unknown');

    act(() => session.setVendorSession(vendorSession('t1', false)));
    expect(result.current).toMatchObject({ status: 'signed-in', token: 't1', hasStore: false });
    expect(result.current.user?.businessName).toBe('Adire House');

    act(() => session.markHasStore());
    expect(result.current.hasStore).toBe(true);

    await act(() => session.signOutVendor());
    expect(result.current).toEqual({ status: 'signed-out' });
  });

  it('treats a refresh answer of the wrong shape as signed out', async () => {
    serveFetch(() => json(200, { success: true, token: 42 }));
    const { result } = renderHook(() => session.useVendorSession());
    await act(() => session.restoreVendorSession());
    expect(result.current.status).toBe('signed-out');
  });
});

describe('restoring the session on a busy server or a poor network', () => {
  it('asks once more after a 429 or a dropped connection instead of signing her out', async () => {
    for (const first of [apiError(429, 'TOO_MANY_REQUESTS', 'Too many requests.'), 'network'] as const) {
      vi.resetModules();
      session = await import('./vendor-session');
      let calls = 0;
      serveFetch(() => {
        calls += 1;
        if (calls > 1) return json(200, vendorSession('again'));
        if (first === 'network') throw new TypeError('Failed to fetch');
        return first;
      });
      await expect(session.refreshVendorSession()).resolves.toBe(true);
      expect(calls).toBe(2);
      expect(session.getVendorState()).toMatchObject({ status: 'signed-in', token: 'again' });
    }
  });

  it('still ends the session at once when the server refuses the cookie', async () => {
    let calls = 0;
    serveFetch(() => {
      calls += 1;
      return apiError(401, 'REFRESH_INVALID', 'Refresh token invalid');
    });
    await expect(session.refreshVendorSession()).resolves.toBe(false);
    expect(calls).toBe(1);
    expect(session.getVendorState().status).toBe('signed-out');
  });
});

describe('isVendorSession, the zod-free check of the refresh answer', () => {
  const answer = {
    success: true,
    token: 'jwt',
    hasStore: true,
    user: {
      id: 4,
      email: 'ada@example.ng',
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Obi',
      businessName: 'Ada Styles',
      phone: '+2348031234567',
      plan: 'free',
      emailVerified: true,
    },
  };

  it('agrees with the contract’s schema on good and broken answers', () => {
    const samples: unknown[] = [
      answer,
      { ...answer, success: false },
      { ...answer, token: undefined },
      { ...answer, hasStore: 'yes' },
      { ...answer, user: null },
      { ...answer, user: { ...answer.user, id: '4' } },
      { ...answer, user: { ...answer.user, emailVerified: undefined } },
      null,
      'signed in',
    ];
    for (const sample of samples) {
      expect(session.isVendorSession(sample), JSON.stringify(sample)).toBe(
        vendorSessionSchema.safeParse(sample).success,
      );
    }
  });
});
