import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'super_admin', { firstName: 'Ada', lastName: 'Root' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: admin.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('users: create, read, change, delete (spec 7.1)', () => {
  it('creates a user with a server-assigned id and the defaults of spec section 5', async () => {
    const res = await call('POST', '/api/admin/users', {
      id: 999_999,
      firstName: ' Chioma ',
      lastName: 'Eze',
      email: 'Chioma.Eze@Example.com',
      createdAt: '1999-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user.id).not.toBe(999_999);
    expect(user).toMatchObject({
      firstName: 'Chioma',
      lastName: 'Eze',
      email: 'chioma.eze@example.com',
      username: 'chioma.eze@example.com',
      role: 'user',
      status: 'active',
      country: 'Nigeria',
      phone: '',
      address: '',
      notes: '',
      lastLogin: null,
    });
    expect(Date.parse(user.createdAt)).toBeGreaterThan(Date.parse('2020-01-01'));

    const read = await call('GET', `/api/admin/users/${user.id}`);
    expect(read.json().user).toEqual(user);
  });

  it('answers a duplicate email (in any case) with 409', async () => {
    await call('POST', '/api/admin/users', { firstName: 'A', lastName: 'B', email: 'twice@example.com' });
    const again = await call('POST', '/api/admin/users', {
      firstName: 'C',
      lastName: 'D',
      email: 'TWICE@example.com',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'A user with this email already exists.',
    });

    const other = (
      await call('POST', '/api/admin/users', { firstName: 'E', lastName: 'F', email: 'other@example.com' })
    ).json().user;
    const clash = await call('PATCH', `/api/admin/users/${other.id}`, { email: 'twice@example.com' });
    expect(clash.statusCode).toBe(409);
  });

  it('PUT replaces the form, PATCH changes only what it names, and every change is audited', async () => {
    const created = (
      await call('POST', '/api/admin/users', {
        firstName: 'Bola',
        lastName: 'Ade',
        email: 'bola@example.com',
        city: 'Lagos',
        password: 'secret-pass',
      })
    ).json().user;
    const put = await call('PUT', `/api/admin/users/${created.id}`, {
      firstName: 'Bola',
      lastName: 'Adeyemi',
      email: 'bola.adeyemi@example.com',
      role: 'employee_1',
      country: 'Ghana',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().user).toMatchObject({
      lastName: 'Adeyemi',
      email: 'bola.adeyemi@example.com',
      username: 'bola.adeyemi@example.com',
      role: 'employee_1',
      city: '',
      country: 'Ghana',
    });
    const patch = await call('PATCH', `/api/admin/users/${created.id}`, { status: 'inactive' });
    expect(patch.json().user).toMatchObject({ status: 'inactive', role: 'employee_1', country: 'Ghana' });
    expect(Date.parse(patch.json().user.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const log = await call('GET', `/api/admin/audit-log?entityType=user&entityId=${created.id}`);
    const entries = log.json().entries;
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'user.update',
      'user.update',
      'user.create',
    ]);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      actorName: 'Ada Root',
      actorRole: 'super_admin',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    // No password or hash ever reaches the log.
    expect(JSON.stringify(entries)).not.toMatch(/secret-pass|argon2|passwordHash/);
  });

  it('deletes a user, then answers 404 for it', async () => {
    const user = await makeUser(t);
    const res = await call('DELETE', `/api/admin/users/${user.id}`);
    expect(res.json()).toEqual({ status: true, message: 'User deleted.' });
    expect((await call('GET', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/users/${user.id}`, { status: 'active' })).statusCode).toBe(404);
  });

  it('does not let an admin delete themselves or change their own role or status', async () => {
    const self = admin.user.id;
    expect((await call('DELETE', `/api/admin/users/${self}`)).statusCode).toBe(422);
    expect((await call('PATCH', `/api/admin/users/${self}`, { role: 'user' })).statusCode).toBe(422);
    expect((await call('PATCH', `/api/admin/users/${self}`, { status: 'inactive' })).statusCode).toBe(422);
    expect((await call('PATCH', `/api/admin/users/${self}`, { phone: '0803 111 2222' })).statusCode).toBe(
      200,
    );
  });
});

describe('users: list, search, filters and pages (spec 2.16)', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 23; i++) {
      await makeUser(t, {
        firstName: `Paged${String(i).padStart(2, '0')}`,
        lastName: i % 2 ? 'Odd' : 'Even',
        email: `paged${i}@list.example`,
        status: i % 3 === 0 ? 'inactive' : 'active',
        role: i === 7 ? 'employee_3' : 'user',
      });
    }
  });

  it('defaults to page 1 of 10 and answers the pagination fields of spec section 3', async () => {
    const res = await call('GET', '/api/admin/users?search=list.example');
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.users).toHaveLength(10);
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalUsers: 23,
      limit: 10,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const last = (await call('GET', '/api/admin/users?search=list.example&page=3&limit=10')).json();
    expect(last.users).toHaveLength(3);
    expect(last.pagination).toMatchObject({ currentPage: 3, hasNextPage: false, hasPrevPage: true });
    const beyond = (await call('GET', '/api/admin/users?search=list.example&page=9')).json();
    expect(beyond.users).toEqual([]);
  });

  it('searches first name, last name, full name and email, case-insensitively', async () => {
    const names = async (query: string) =>
      (await call('GET', `/api/admin/users?limit=100&${query}`))
        .json()
        .users.map((u: { firstName: string }) => u.firstName);
    expect(await names('search=PAGED01')).toEqual(['Paged01']);
    expect(await names('search=paged02%20even')).toEqual(['Paged02']);
    expect(await names('search=paged3%40list')).toEqual(['Paged03']);
    // A % or _ typed in the box matches itself, not everything.
    expect(await names('search=%25')).toEqual([]);
    expect((await names('search=list.example&status=inactive')).length).toBe(7);
    expect(await names('search=list.example&role=employee_3')).toEqual(['Paged07']);
    expect((await names('search=list.example&status=all')).length).toBe(23);
  });

  it.each([
    ['page 0', 'page=0'],
    ['a negative page', 'page=-1'],
    ['a page that is not a number', 'page=two'],
    ['limit 10000', 'limit=10000'],
    ['limit 0', 'limit=0'],
    ['an unknown status', 'status=sleeping'],
    ['an unknown role', 'role=king'],
    ['an oversize search', `search=${'x'.repeat(101)}`],
  ])('answers %s with a clear 400', async (_name, query) => {
    const res = await call('GET', `/api/admin/users?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('users: bad input', () => {
  it.each([
    ['missing fields', {}],
    ['a missing email', { firstName: 'A', lastName: 'B' }],
    ['a blank first name', { firstName: '  ', lastName: 'B', email: 'x@example.com' }],
    ['a bad email', { firstName: 'A', lastName: 'B', email: 'not-an-email' }],
    ['wrong types', { firstName: 1, lastName: ['B'], email: true }],
    ['an unknown role', { firstName: 'A', lastName: 'B', email: 'y@example.com', role: 'king' }],
    ['an unknown status', { firstName: 'A', lastName: 'B', email: 'y@example.com', status: 'asleep' }],
    ['an oversize name', { firstName: 'A'.repeat(81), lastName: 'B', email: 'y@example.com' }],
    ['oversize notes', { firstName: 'A', lastName: 'B', email: 'y@example.com', notes: 'n'.repeat(2001) }],
    ['a short password', { firstName: 'A', lastName: 'B', email: 'y@example.com', password: '123' }],
  ])('POST with %s answers 400 with field details', async (_name, body) => {
    const res = await call('POST', '/api/admin/users', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details[0]).toMatchObject({ path: expect.stringMatching(/^body/) });
  });

  it.each([
    ['an id that is not a number', '/api/admin/users/abc'],
    ['id 0', '/api/admin/users/0'],
    ['an id too large', '/api/admin/users/99999999999'],
  ])('GET with %s answers 400', async (_name, url) => {
    expect((await call('GET', url)).statusCode).toBe(400);
  });

  it('answers unknown ids with 404 for every method', async () => {
    const body = { firstName: 'A', lastName: 'B', email: 'ghost@example.com' };
    expect((await call('GET', '/api/admin/users/2147483000')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/users/2147483000', body)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/users/2147483000', { city: 'Jos' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/users/2147483000')).statusCode).toBe(404);
  });
});
