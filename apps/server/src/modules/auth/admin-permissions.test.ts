import { ADMIN_AREA_ROLES, type Role } from '@kasuwa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore, makeUser, signIn } from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';

/**
 * The whole role × route matrix of spec section 6 as the server enforces it: reading needs view_users or
 * view_stores, adding a store note view_stores, the audit log view_logs; changing and deleting need the
 * edit/delete permission, which only the roles holding `all` have. Plain users are refused everywhere.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Need =
  | 'any'
  | 'view_users'
  | 'view_stores'
  | 'view_logs'
  | 'edit_users'
  | 'delete_users'
  | 'edit_stores'
  | 'delete_stores';

interface RouteCase {
  name: string;
  need: Need;
  /** Builds the request against fresh rows, so a permitted delete does not spoil the next role's case. */
  request: () => Promise<{
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
  }>;
  /** The status a permitted role gets. */
  ok: number;
}

const fresh = {
  user: async () => (await makeUser(t)).id,
  store: async () => (await makeStore(t)).id,
};
let n = 0;

const routes: RouteCase[] = [
  {
    name: 'GET users',
    need: 'view_users',
    ok: 200,
    request: async () => ({ method: 'GET', url: '/api/admin/users' }),
  },
  {
    name: 'GET users/:id',
    need: 'view_users',
    ok: 200,
    request: async () => ({ method: 'GET', url: `/api/admin/users/${await fresh.user()}` }),
  },
  {
    name: 'POST users',
    need: 'edit_users',
    ok: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/admin/users',
      payload: { firstName: 'New', lastName: 'Person', email: `matrix-${++n}@example.com` },
    }),
  },
  {
    name: 'PUT users/:id',
    need: 'edit_users',
    ok: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/users/${await fresh.user()}`,
      payload: { firstName: 'Put', lastName: 'Person', email: `matrix-${++n}@example.com` },
    }),
  },
  {
    name: 'PATCH users/:id',
    need: 'edit_users',
    ok: 200,
    request: async () => ({
      method: 'PATCH',
      url: `/api/admin/users/${await fresh.user()}`,
      payload: { status: 'inactive' },
    }),
  },
  {
    name: 'DELETE users/:id',
    need: 'delete_users',
    ok: 200,
    request: async () => ({ method: 'DELETE', url: `/api/admin/users/${await fresh.user()}` }),
  },
  {
    name: 'GET stores',
    need: 'view_stores',
    ok: 200,
    request: async () => ({ method: 'GET', url: '/api/admin/stores' }),
  },
  {
    name: 'GET store-owners',
    need: 'view_stores',
    ok: 200,
    request: async () => ({ method: 'GET', url: '/api/admin/store-owners' }),
  },
  {
    name: 'GET stores/:id',
    need: 'view_stores',
    ok: 200,
    request: async () => ({ method: 'GET', url: `/api/admin/stores/${await fresh.store()}` }),
  },
  {
    name: 'POST stores',
    need: 'edit_stores',
    ok: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/admin/stores',
      payload: { username: 'matrix', subDomain: `matrix-${++n}`, description: 'Made by the matrix' },
    }),
  },
  {
    name: 'PUT stores/:id',
    need: 'edit_stores',
    ok: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/stores/${await fresh.store()}`,
      payload: { username: 'matrix', subDomain: `matrix-${++n}`, description: 'Replaced' },
    }),
  },
  {
    name: 'PATCH stores/:id',
    need: 'edit_stores',
    ok: 200,
    request: async () => ({
      method: 'PATCH',
      url: `/api/admin/stores/${await fresh.store()}`,
      payload: { status: 'inactive' },
    }),
  },
  {
    name: 'DELETE stores/:id',
    need: 'delete_stores',
    ok: 200,
    request: async () => ({ method: 'DELETE', url: `/api/admin/stores/${await fresh.store()}` }),
  },
  {
    name: 'GET stores/:id/notes',
    need: 'view_stores',
    ok: 200,
    request: async () => ({ method: 'GET', url: `/api/admin/stores/${await fresh.store()}/notes` }),
  },
  {
    name: 'POST stores/:id/notes',
    need: 'view_stores',
    ok: 201,
    request: async () => ({
      method: 'POST',
      url: `/api/admin/stores/${await fresh.store()}/notes`,
      payload: { note: 'Called the owner about delivery times.' },
    }),
  },
  {
    name: 'GET dashboard/stats',
    need: 'any',
    ok: 200,
    request: async () => ({ method: 'GET', url: '/api/admin/dashboard/stats' }),
  },
  {
    name: 'GET activity',
    need: 'any',
    ok: 200,
    request: async () => ({ method: 'GET', url: '/api/admin/activity' }),
  },
  {
    name: 'GET audit-log',
    need: 'view_logs',
    ok: 200,
    request: async () => ({ method: 'GET', url: '/api/admin/audit-log' }),
  },
  { name: 'GET me', need: 'any', ok: 200, request: async () => ({ method: 'GET', url: '/api/admin/me' }) },
];

/** What each role may do, written out from spec section 6 rather than computed by the code under test. */
const allowed: Record<Role, readonly Need[]> = {
  super_admin: [
    'any',
    'view_users',
    'view_stores',
    'view_logs',
    'edit_users',
    'delete_users',
    'edit_stores',
    'delete_stores',
  ],
  admin: [
    'any',
    'view_users',
    'view_stores',
    'view_logs',
    'edit_users',
    'delete_users',
    'edit_stores',
    'delete_stores',
  ],
  system_admin: [
    'any',
    'view_users',
    'view_stores',
    'view_logs',
    'edit_users',
    'delete_users',
    'edit_stores',
    'delete_stores',
  ],
  support_admin: ['any', 'view_users', 'view_stores', 'view_logs'],
  employee_1: ['any', 'view_stores', 'view_users'],
  employee_2: ['any', 'view_stores'],
  employee_3: ['any', 'view_users'],
  user: [],
};

describe('role × route permission matrix (spec section 6)', () => {
  const roles = [...ADMIN_AREA_ROLES, 'user'] as Role[];
  const cases = roles.flatMap((role) => routes.map((route) => [role, route.name, route] as const));

  it.each(cases)('%s → %s', async (role, _name, route) => {
    const { headers } = await signIn(t, role);
    const res = await t.app.inject({ ...(await route.request()), headers });
    if (role === 'user') {
      // A vendor account holding an admin-audience token (forged or left over) is not an administrator.
      expect(res.statusCode).toBe(401);
    } else if (allowed[role].includes(route.need)) {
      expect(res.statusCode, res.body).toBe(route.ok);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have permission to do this.',
      });
    }
  });

  it.each(routes.map((r) => [r.name, r] as const))('%s without a token answers 401', async (_name, route) => {
    const res = await t.app.inject(await route.request());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a vendor-audience token and a forged one', async () => {
    const user = await makeUser(t, { role: 'super_admin' });
    const vendorToken = await t.tokens.signAccess({
      sub: user.id,
      aud: 'vendor',
      role: 'super_admin',
      name: 'x',
    });
    for (const token of [vendorToken, 'not.a.jwt']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('takes a demotion into account at once, without waiting for the token to expire', async () => {
    const { user, headers } = await signIn(t, 'super_admin');
    const boss = await signIn(t, 'admin');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: boss.headers,
      payload: { role: 'employee_2' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers });
    expect(res.statusCode).toBe(403);
  });
});
