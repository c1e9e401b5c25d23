import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore, makeUser, signIn } from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { orders } from '../orders/orders.schema';
import { isSubdomainAvailable } from './stores.service';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'super_admin', { firstName: 'Ada', lastName: 'Root' });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('stores: create, read, change, delete (spec 7.2)', () => {
  it('creates a store with a server-assigned id and the defaults of spec section 3', async () => {
    const owner = await makeUser(t, { firstName: 'Kemi', lastName: 'Ola', email: 'kemi@example.com' });
    const res = await call('POST', '/api/admin/stores', {
      id: 424242,
      username: 'kemistyles',
      subDomain: 'Kemi-Styles',
      description: 'Tailoring',
      user_id: owner.id,
      created_at: '1999-01-01',
    });
    expect(res.statusCode).toBe(201);
    const store = res.json().store;
    expect(store.id).not.toBe(424242);
    expect(store).toMatchObject({
      username: 'kemistyles',
      subDomain: 'kemi-styles',
      description: 'Tailoring',
      phone: '',
      theme_id: 1,
      domain_id: 0,
      sub_domain_id: 0,
      preview: '',
      status: 'active',
      user_id: owner.id,
      user: { id: owner.id, firstName: 'Kemi', lastName: 'Ola', email: 'kemi@example.com' },
      notes_count: 0,
    });
    expect(store).not.toHaveProperty('password');
    const read = await call('GET', `/api/admin/stores/${store.id}`);
    expect(read.json()).toEqual({ status: true, store, notes: [] });
  });

  it('shows a store with no owner as user_id 0 and user null', async () => {
    const res = await call('POST', '/api/admin/stores', {
      username: 'orphan',
      subDomain: 'orphan-shop',
      description: 'x',
    });
    expect(res.json().store).toMatchObject({ user_id: 0, user: null });
  });

  it('validates subdomains as DNS labels, refuses reserved words and answers a taken one with 409', async () => {
    const base = { username: 'u', description: 'd' };
    for (const subDomain of [
      'www',
      'admin',
      'api',
      'app',
      'mail',
      '-bad',
      'bad-',
      'has space',
      'dots.here',
      'a'.repeat(64),
      '',
    ]) {
      const res = await call('POST', '/api/admin/stores', { ...base, subDomain });
      expect(res.statusCode, subDomain).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const reserved = await call('POST', '/api/admin/stores', { ...base, subDomain: 'admin' });
    expect(reserved.json().error.details[0]).toEqual({
      path: 'body.subDomain',
      message: 'This subdomain is reserved. Please choose another.',
    });
    await call('POST', '/api/admin/stores', { ...base, subDomain: 'only-one' });
    const taken = await call('POST', '/api/admin/stores', { ...base, subDomain: 'ONLY-ONE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'SUBDOMAIN_TAKEN',
      message: 'This subdomain is already taken.',
    });
    expect(await isSubdomainAvailable(t.database, 'only-one')).toEqual({
      available: false,
      reason: 'taken',
    });

    const other = await makeStore(t);
    expect((await call('PATCH', `/api/admin/stores/${other.id}`, { subDomain: 'only-one' })).statusCode).toBe(
      409,
    );
    // Keeping one's own subdomain is not a clash.
    expect(
      (await call('PATCH', `/api/admin/stores/${other.id}`, { subDomain: other.subdomain })).statusCode,
    ).toBe(200);
  });

  it('accepts theme 1 to 3 only, and an owner that exists', async () => {
    const base = { username: 'u', subDomain: 'theme-test', description: 'd' };
    for (const theme_id of [0, 4, 1.5, '2']) {
      expect((await call('POST', '/api/admin/stores', { ...base, theme_id })).statusCode).toBe(400);
    }
    const noOwner = await call('POST', '/api/admin/stores', { ...base, user_id: 2147483000 });
    expect(noOwner.statusCode).toBe(400);
    expect(noOwner.json().error.details[0]).toEqual({
      path: 'body.user_id',
      message: 'There is no user with ID 2147483000.',
    });
    const ok = await call('POST', '/api/admin/stores', { ...base, theme_id: 3 });
    expect(ok.json().store.theme_id).toBe(3);
  });

  it('PUT replaces the dialog, PATCH changes the status at once, each audited with before and after', async () => {
    const store = await makeStore(t, { username: 'before' });
    const put = await call('PUT', `/api/admin/stores/${store.id}`, {
      username: 'after',
      subDomain: store.subdomain,
      description: 'New words',
      phone: '0803 123 4567',
      theme_id: 2,
      domain_id: 7,
      preview: 'theme2.png',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().store).toMatchObject({
      username: 'after',
      theme_id: 2,
      domain_id: 7,
      preview: 'theme2.png',
    });
    const patch = await call('PATCH', `/api/admin/stores/${store.id}`, { status: 'inactive' });
    expect(patch.json().store).toMatchObject({ status: 'inactive', username: 'after' });

    const log = (await call('GET', `/api/admin/audit-log?entityType=store&entityId=${store.id}`)).json()
      .entries;
    expect(log[0]).toMatchObject({
      action: 'store.update',
      actorName: 'Ada Root',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    expect(log[1]).toMatchObject({ before: { username: 'before' }, after: { username: 'after' } });
  });

  it('deletes a store with its notes, then answers 404', async () => {
    const store = await makeStore(t);
    await call('POST', `/api/admin/stores/${store.id}/notes`, { note: 'To be removed' });
    expect((await call('DELETE', `/api/admin/stores/${store.id}`)).json()).toEqual({
      status: true,
      message: 'Store deleted.',
    });
    expect((await call('GET', `/api/admin/stores/${store.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/stores/${store.id}/notes`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/stores/${store.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a store that has taken orders', async () => {
    const store = await makeStore(t);
    await t.database.db.insert(orders).values({
      id: randomUUID(),
      storeId: store.id,
      number: 1001,
      status: 'completed',
      currency: 'NGN',
      subtotal: 500_000,
      total: 500_000,
      email: 'buyer@example.com',
      phone: '+2348000000000',
      customerName: 'Buyer',
      address: {
        line1: '1 Marina',
        line2: '',
        city: 'Lagos',
        state: 'Lagos',
        country: 'Nigeria',
        postalCode: '',
      },
      trackingTokenHash: randomUUID(),
    });
    const res = await call('DELETE', `/api/admin/stores/${store.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('STORE_HAS_ORDERS');
    expect((await call('GET', `/api/admin/stores/${store.id}`)).statusCode).toBe(200);
  });
});

describe('store notes', () => {
  it('takes admin_id and admin_name from the session, not the body, and counts them on the list', async () => {
    const store = await makeStore(t, { username: 'noted-store' });
    const employee = await signIn(t, 'employee_2', { firstName: 'Amina', lastName: 'Bello' });
    const res = await call(
      'POST',
      `/api/admin/stores/${store.id}/notes`,
      { note: '  Asked for a theme change.  ', admin_id: 1, admin_name: 'Somebody Else' },
      employee.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().note).toMatchObject({
      store_id: store.id,
      admin_id: employee.user.id,
      admin_name: 'Amina Bello',
      note: 'Asked for a theme change.',
    });
    await call('POST', `/api/admin/stores/${store.id}/notes`, { note: 'Second note' });
    const notes = (await call('GET', `/api/admin/stores/${store.id}/notes`)).json().notes;
    expect(notes.map((n: { note: string }) => n.note)).toEqual(['Asked for a theme change.', 'Second note']);
    const list = (await call('GET', '/api/admin/stores?search=noted-store')).json();
    expect(list.stores[0].notes_count).toBe(2);
  });

  it('adds the dialog’s Notes field as a note with the save', async () => {
    const res = await call('POST', '/api/admin/stores', {
      username: 'with-note',
      subDomain: 'with-note',
      description: 'd',
      note: 'Created after a phone call.',
    });
    expect(res.json().store.notes_count).toBe(1);
    const notes = (await call('GET', `/api/admin/stores/${res.json().store.id}/notes`)).json().notes;
    expect(notes[0]).toMatchObject({ admin_id: admin.user.id, admin_name: 'Ada Root' });
  });

  it.each([
    ['a missing note', {}],
    ['a blank note', { note: '   ' }],
    ['a note that is not text', { note: 42 }],
    ['an oversize note', { note: 'n'.repeat(2001) }],
  ])('answers %s with 400', async (_name, body) => {
    const store = await makeStore(t);
    expect((await call('POST', `/api/admin/stores/${store.id}/notes`, body)).statusCode).toBe(400);
  });

  it('answers a note on an unknown store with 404', async () => {
    expect((await call('POST', '/api/admin/stores/2147483000/notes', { note: 'x' })).statusCode).toBe(404);
  });
});

describe('stores: list, search, filters and pages (spec 2.14)', () => {
  let owner: number;
  beforeAll(async () => {
    owner = (await makeUser(t, { firstName: 'Musa', lastName: 'Danjuma' })).id;
    for (let i = 1; i <= 12; i++) {
      await makeStore(t, {
        username: `bulk${String(i).padStart(2, '0')}`,
        subdomain: `bulk-${i}`,
        status: i <= 5 ? 'inactive' : 'active',
        userId: i % 2 ? owner : null,
      });
    }
  });

  it('pages with the fields of spec section 3', async () => {
    const first = (await call('GET', '/api/admin/stores?search=bulk')).json();
    expect(first.stores).toHaveLength(10);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalStores: 12,
      limit: 10,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const second = (await call('GET', '/api/admin/stores?search=bulk&page=2&limit=10')).json();
    expect(second.stores.map((s: { username: string }) => s.username)).toEqual(['bulk11', 'bulk12']);
  });

  it('filters by store name or username, status and owner', async () => {
    const count = async (query: string) =>
      (await call('GET', `/api/admin/stores?${query}`)).json().pagination.totalStores;
    expect(await count('search=BULK0')).toBe(9);
    expect(await count('search=bulk&status=inactive')).toBe(5);
    expect(await count('search=bulk&status=active')).toBe(7);
    expect(await count(`search=bulk&user=${owner}`)).toBe(6);
    expect(await count(`search=bulk&user=${owner}&status=inactive`)).toBe(3);
  });

  it('lists the store owners for the owner filter', async () => {
    const owners = (await call('GET', '/api/admin/store-owners')).json().users;
    expect(owners).toContainEqual({
      id: owner,
      firstName: 'Musa',
      lastName: 'Danjuma',
      email: expect.any(String),
      plan: 'free',
    });
  });

  it.each([
    ['page 0', 'page=0'],
    ['limit 10000', 'limit=10000'],
    ['limit 101', 'limit=101'],
    ['an unknown status', 'status=open'],
    ['a user that is not an id', 'user=musa'],
    ['an oversize search', `search=${'s'.repeat(101)}`],
  ])('answers %s with a clear 400', async (_name, query) => {
    const res = await call('GET', `/api/admin/stores?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('stores: bad input', () => {
  it.each([
    ['missing fields', {}],
    ['a missing description', { username: 'u', subDomain: 'fine-one' }],
    ['a blank username', { username: ' ', subDomain: 'fine-two', description: 'd' }],
    ['wrong types', { username: 5, subDomain: 6, description: 7 }],
    [
      'a domain id that is text',
      { username: 'u', subDomain: 'fine-three', description: 'd', domain_id: 'one' },
    ],
    ['a negative user id', { username: 'u', subDomain: 'fine-four', description: 'd', user_id: -1 }],
    ['an unknown status', { username: 'u', subDomain: 'fine-five', description: 'd', status: 'paused' }],
    ['an oversize description', { username: 'u', subDomain: 'fine-six', description: 'd'.repeat(501) }],
  ])('POST with %s answers 400', async (_name, body) => {
    const res = await call('POST', '/api/admin/stores', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers unknown and malformed ids clearly', async () => {
    const body = { username: 'u', subDomain: 'ghost-store', description: 'd' };
    expect((await call('GET', '/api/admin/stores/2147483000')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/stores/2147483000', body)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/stores/2147483000', { status: 'active' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/stores/2147483000')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/stores/1.5')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/stores/-3')).statusCode).toBe(400);
  });
});
