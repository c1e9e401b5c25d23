import { ADMIN_AREA_ROLES, type Role } from '@kasuwa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore, makeUser, signIn } from '../../test/admin-fixtures';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

/**
 * The REST permission matrix (auth/admin-permissions.test.ts, spec section 6) repeated over GraphQL:
 * each admin field asks the permission its REST route asks, with the same 401 and 403 and the same
 * catalogue text; and the shop endpoint's vendor, other vendor and anonymous caller.
 */

let t: TestContext;
let storeId: number;
let vendor: TestVendor;
let other: TestVendor;
beforeAll(async () => {
  t = await createTestApp();
  storeId = (await makeStore(t)).id;
  vendor = await createVendor(t);
  other = await createVendor(t);
});
afterAll(() => t.close());

type Need =
  | 'any'
  | 'view_users'
  | 'view_stores'
  | 'all'
  | 'edit_users'
  | 'delete_users'
  | 'edit_stores'
  | 'delete_stores';

const fresh = {
  user: async () => (await makeUser(t)).id,
  store: async () => (await makeStore(t)).id,
};

const fields: { name: string; need: Need; query: () => string | Promise<string> }[] = [
  {
    name: 'users',
    need: 'view_users',
    query: () => '{ users(limit: 5) { pagination { totalUsers } users { id email } } }',
  },
  {
    name: 'stores',
    need: 'view_stores',
    query: () => '{ stores { pagination { totalStores } stores { id subDomain } } }',
  },
  {
    name: 'storeNotes',
    need: 'view_stores',
    query: () => `{ storeNotes(storeId: ${storeId}) { notes { id } } }`,
  },
  { name: 'dashboardStats', need: 'any', query: () => '{ dashboardStats { stats { totalStores } } }' },
  { name: 'activity', need: 'any', query: () => '{ activity { activities { type } } }' },
  { name: 'me', need: 'any', query: () => '{ me { id role } }' },
  { name: 'platformOverview', need: 'all', query: () => '{ platformOverview { from to } }' },
  {
    name: 'addStoreNote',
    need: 'view_stores',
    query: async () =>
      `mutation { addStoreNote(storeId: ${await fresh.store()}, note: "Called the owner.") { note { id } } }`,
  },
  {
    name: 'updateStore',
    need: 'edit_stores',
    query: async () =>
      `mutation { updateStore(id: ${await fresh.store()}, patch: { status: "inactive" }) { store { id status } } }`,
  },
  {
    name: 'deleteStore',
    need: 'delete_stores',
    query: async () => `mutation { deleteStore(id: ${await fresh.store()}) { message } }`,
  },
  {
    name: 'updateUser',
    need: 'edit_users',
    query: async () =>
      `mutation { updateUser(id: ${await fresh.user()}, patch: { status: "inactive" }) { user { id status } } }`,
  },
  {
    name: 'deleteUser',
    need: 'delete_users',
    query: async () => `mutation { deleteUser(id: ${await fresh.user()}) { message } }`,
  },
];

/** Written out from spec section 6, as the REST matrix does, not computed by the code under test. */
const allowed: Record<Role, readonly Need[]> = {
  super_admin: [
    'any',
    'view_users',
    'view_stores',
    'all',
    'edit_users',
    'delete_users',
    'edit_stores',
    'delete_stores',
  ],
  admin: [
    'any',
    'view_users',
    'view_stores',
    'all',
    'edit_users',
    'delete_users',
    'edit_stores',
    'delete_stores',
  ],
  system_admin: [
    'any',
    'view_users',
    'view_stores',
    'all',
    'edit_users',
    'delete_users',
    'edit_stores',
    'delete_stores',
  ],
  support_admin: ['any', 'view_users', 'view_stores'],
  employee_1: ['any', 'view_stores', 'view_users'],
  employee_2: ['any', 'view_stores'],
  employee_3: ['any', 'view_users'],
  user: [],
};

const post = (url: string, query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: { query }, headers });

describe('admin endpoint: role × field matrix (spec section 6)', () => {
  const roles = [...ADMIN_AREA_ROLES, 'user'] as Role[];
  const cases = roles.flatMap((role) => fields.map((field) => [role, field.name, field] as const));

  it.each(cases)('%s → %s', async (role, _name, field) => {
    const { headers } = await signIn(t, role);
    const res = await post('/api/admin/graphql', await field.query(), headers);
    const body = res.json();
    if (role === 'user') {
      // A vendor account holding an admin-audience token is not an administrator.
      expect(res.statusCode).toBe(401);
      expect(body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    } else if (allowed[role].includes(field.need)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data[field.name]).not.toBeNull();
    } else {
      expect(res.statusCode).toBe(403);
      expect(body.errors[0]).toMatchObject({
        message: 'You do not have permission to do this.',
        extensions: { code: 'FORBIDDEN' },
        path: [field.name],
      });
    }
  });

  it.each(fields.map((f) => [f.name, f] as const))('%s without a token answers 401', async (_name, field) => {
    const res = await post('/api/admin/graphql', await field.query());
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('refuses a vendor-audience token and a forged one before running anything', async () => {
    const user = await makeUser(t, { role: 'super_admin' });
    const vendorToken = await t.tokens.signAccess({
      sub: user.id,
      aud: 'vendor',
      role: 'super_admin',
      name: 'x',
    });
    for (const token of [vendorToken, 'not.a.jwt']) {
      const res = await post('/api/admin/graphql', '{ users { pagination { totalUsers } } }', {
        authorization: `Bearer ${token}`,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('takes a demotion into account at once', async () => {
    const { user, headers } = await signIn(t, 'super_admin');
    const boss = await signIn(t, 'admin');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: boss.headers,
      payload: { role: 'employee_2' },
    });
    expect(
      (await post('/api/admin/graphql', '{ users { pagination { totalUsers } } }', headers)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/admin/graphql', '{ stores { pagination { totalStores } } }', headers)).statusCode,
    ).toBe(200);
  });

  it('changes a store as REST does, audited, with the same validation', async () => {
    const { headers } = await signIn(t, 'admin');
    const id = await fresh.store();
    const res = await post(
      '/api/admin/graphql',
      `mutation { updateStore(id: ${id}, patch: { status: "inactive" }) { store { id status } } }`,
      headers,
    );
    expect(res.json().data.updateStore.store).toEqual({ id, status: 'inactive' });
    const rest = await t.app.inject({ method: 'GET', url: `/api/admin/stores/${id}`, headers });
    expect(rest.json().store.status).toBe('inactive');
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers });
    expect(JSON.stringify(audit.json())).toContain(String(id));
    const bad = await post(
      '/api/admin/graphql',
      `mutation { updateStore(id: ${id}, patch: { status: "sleeping" }) { store { id } } }`,
      headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const missing = await post(
      '/api/admin/graphql',
      'mutation { deleteStore(id: 2147483000) { message } }',
      headers,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('a batch mixing allowed and refused fields answers 200 with the refusal in its own result', async () => {
    const { headers } = await signIn(t, 'employee_2');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/graphql',
      headers,
      payload: [
        { query: '{ stores { pagination { totalStores } } }' },
        { query: '{ users { pagination { totalUsers } } }' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [stores, users] = res.json();
    expect(stores.errors).toBeUndefined();
    expect(users.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('shop endpoint: vendor, other vendor, anonymous', () => {
  const storeFields = [
    'analyticsOverview(storeId: $s) { currency }',
    'store(storeId: $s) { name currency }',
    'products(storeId: $s) { total }',
    'collections(storeId: $s) { id }',
    'orders(storeId: $s) { total }',
    'customers(storeId: $s) { total }',
    'invoices(storeId: $s) { id }',
    'inventory(storeId: $s) { total }',
  ];

  it.each(storeFields)('%s: the owner reads it, another vendor gets 404, nobody 401', async (field) => {
    const query = `query($s: Int!) { ${field} }`;
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers,
        payload: { query, variables: { s: vendor.storeId } },
      });
    const mine = await call(vendor.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().errors).toBeUndefined();
    const theirs = await call(other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errors[0]).toMatchObject({
      message: 'Store not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const nobody = await call({});
    expect(nobody.statusCode).toBe(401);
  });

  it('an admin token is not a vendor token', async () => {
    const { headers } = await signIn(t, 'super_admin');
    expect((await post('/api/graphql', '{ stores { id } }', headers)).statusCode).toBe(401);
  });

  it('a vendor token is not an admin token, and the storefront needs none', async () => {
    expect(
      (await post('/api/admin/graphql', '{ users { pagination { totalUsers } } }', vendor.headers))
        .statusCode,
    ).toBe(401);
    const sf = await post('/api/storefront/graphql', `{ store(subdomain: "${vendor.subdomain}") { id } }`);
    expect(sf.json().data.store.id).toBe(vendor.storeId);
  });
});
