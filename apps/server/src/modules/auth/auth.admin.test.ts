import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { createOrResetAdmin } from '../admin-users/admin-users.service';
import { ADMIN_REFRESH_COOKIE } from './auth.admin.routes';
import { adminEnvironment } from './auth.admin.service';

let t: TestContext;
let address = 0;
/** Each test signs in from its own address, so the per-address limit of one does not touch another. */
const nextAddress = () => `10.9.0.${++address}`;

beforeAll(async () => {
  t = await createTestApp();
  await createOrResetAdmin(t.database, {
    email: 'boss@kasuwa.test',
    username: 'boss',
    password: 'right-password',
    role: 'super_admin',
    firstName: 'Ada',
    lastName: 'Boss',
  });
});
afterAll(() => t.close());

function login(body: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body as object, remoteAddress });
}

function refreshCookie(res: {
  cookies: { name: string; value: string; httpOnly?: boolean; path?: string }[];
}) {
  return res.cookies.find((c) => c.name === ADMIN_REFRESH_COOKIE);
}

describe('POST /api/admin/login', () => {
  it('signs in with the username or the email and answers the login shape of spec section 3', async () => {
    for (const username of ['boss', 'BOSS@kasuwa.test']) {
      const res = await login({ username, password: 'right-password' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        status: true,
        email: 'boss@kasuwa.test',
        username: 'boss',
        firstName: 'Ada',
        lastName: 'Boss',
        role: 'super_admin',
        isActive: true,
        permissions: ['all'],
        expiresIn: 900,
      });
      expect(body.accessToken).toEqual(expect.any(String));
      // Browsers get the refresh token only as an httpOnly cookie scoped to the admin API.
      expect(body.refreshToken).toBeUndefined();
      const cookie = refreshCookie(res);
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.path).toBe('/api/admin');
    }
  });

  it('gives API clients the refresh token in the body and no cookie', async () => {
    const res = await login({ username: 'boss', password: 'right-password', client: 'api' });
    expect(res.statusCode).toBe(200);
    expect(res.json().refreshToken).toEqual(expect.any(String));
    expect(refreshCookie(res)).toBeUndefined();
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    for (const body of [
      { username: 'boss', password: 'wrong-password' },
      { username: 'nobody@kasuwa.test', password: 'right-password' },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    }
  });

  it('refuses an inactive administrator, and says ADMIN_NOT_FOUND only after the right password', async () => {
    await createOrResetAdmin(t.database, {
      email: 'gone@kasuwa.test',
      password: 'pass-word',
      role: 'admin',
    });
    const { findUserByEmail, updateUser } = await import('../admin-users/admin-users.queries');
    const gone = await findUserByEmail(t.database.db, 'gone@kasuwa.test');
    await updateUser(t.database.db, gone!.id, { status: 'inactive' });
    const inactive = await login({ username: 'gone@kasuwa.test', password: 'pass-word' });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().error.code).toBe('ACCOUNT_INACTIVE');

    await createOrResetAdmin(t.database, {
      email: 'vendor@kasuwa.test',
      password: 'pass-word',
      role: 'admin',
    });
    const vendor = await findUserByEmail(t.database.db, 'vendor@kasuwa.test');
    await updateUser(t.database.db, vendor!.id, { role: 'user' });
    const refused = await login({ username: 'vendor@kasuwa.test', password: 'pass-word' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'ADMIN_NOT_FOUND',
      message: 'Admin account not found. Please contact support.',
    });
    // A wrong password for that account, or an account deleted since, tells nothing more than a typo.
    const guessed = await login({ username: 'vendor@kasuwa.test', password: 'not-the-one' });
    expect(guessed.json().error.code).toBe('INVALID_CREDENTIALS');
    const { deleteUser } = await import('../admin-users/admin-users.queries');
    await deleteUser(t.database.db, vendor!.id);
    const deleted = await login({ username: 'vendor@kasuwa.test', password: 'pass-word' });
    expect(deleted.statusCode).toBe(401);
    expect(deleted.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['missing fields', {}],
    ['a missing password', { username: 'boss' }],
    ['wrong types', { username: 12, password: true }],
    ['an empty username', { username: '  ', password: 'x' }],
    ['an oversize username', { username: 'a'.repeat(255), password: 'x' }],
    ['an oversize password', { username: 'boss', password: 'x'.repeat(201) }],
    ['an unknown client', { username: 'boss', password: 'x', client: 'fridge' }],
  ])('answers %s with a clear 400', async (_name, body) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});

describe('POST /admin/login (spec 7.4 alias)', () => {
  const at = (url: string, body: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload: body, remoteAddress });

  it('signs in with the same answer and cookie as POST /api/admin/login', async () => {
    const [api, alias] = await Promise.all(
      ['/api/admin/login', '/admin/login'].map((url) =>
        at(url, { username: 'boss', password: 'right-password' }, nextAddress()),
      ),
    );
    expect(alias!.statusCode).toBe(200);
    const strip = (body: Record<string, unknown>) => ({ ...body, accessToken: 'x' });
    expect(strip(alias!.json())).toEqual(strip(api!.json()));
    expect(refreshCookie(alias!)).toMatchObject({ httpOnly: true, path: '/api/admin' });
    const refused = await at('/admin/login', { username: 'boss', password: 'nope-nope' }, nextAddress());
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    const invalid = await at('/admin/login', {}, nextAddress());
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('shares the per-address request limit with the API path: 30 a minute over both', async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) {
      const res = await at(i % 2 ? '/admin/login' : '/api/admin/login', {}, address);
      expect(res.statusCode, `request ${i + 1}`).toBe(400);
    }
    for (const url of ['/admin/login', '/api/admin/login']) {
      const res = await at(url, { username: 'boss', password: 'right-password' }, address);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(
        'Too many sign-in requests from this address. Please wait a minute.',
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await at('/admin/login', {}, nextAddress())).statusCode).toBe(400);
  });
});

describe('login rate limits', () => {
  it('locks an account after five failures, whatever the address, with a clear 429', async () => {
    await createOrResetAdmin(t.database, {
      email: 'target@kasuwa.test',
      username: 'target',
      password: 'target-pass',
      role: 'admin',
    });
    for (let i = 0; i < 5; i++) {
      // Alternating between the username and the email counts against the same account.
      const res = await login({ username: i % 2 ? 'target' : 'target@kasuwa.test', password: `guess-${i}` });
      expect(res.statusCode).toBe(401);
    }
    // The right password alone gets a code e-mailed instead of a session (login-lock.test.ts).
    const locked = await login({ username: 'target', password: 'guess-5' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(locked.json().error.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in 15 minutes\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Another account is not affected.
    expect((await login({ username: 'boss', password: 'right-password' })).statusCode).toBe(200);
  });

  it('locks an address after twenty failures, whatever the account', async () => {
    const address = '10.8.0.1';
    for (let i = 0; i < 20; i++) {
      expect(
        (await login({ username: `someone-${i}@kasuwa.test`, password: 'nope' }, address)).statusCode,
      ).toBe(401);
    }
    const locked = await login({ username: 'boss', password: 'right-password' }, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await login({ username: 'boss', password: 'right-password' })).statusCode).toBe(200);
  });

  it('forgets the failures of an account after a successful sign-in', async () => {
    await createOrResetAdmin(t.database, {
      email: 'forgetful@kasuwa.test',
      password: 'right-one',
      role: 'admin',
    });
    for (let i = 0; i < 4; i++) await login({ username: 'forgetful@kasuwa.test', password: 'wrong' });
    expect((await login({ username: 'forgetful@kasuwa.test', password: 'right-one' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ username: 'forgetful@kasuwa.test', password: 'wrong' });
    expect((await login({ username: 'forgetful@kasuwa.test', password: 'right-one' })).statusCode).toBe(200);
  });
});

describe('refresh and logout', () => {
  async function browserSession() {
    const res = await login({ username: 'boss', password: 'right-password' });
    return refreshCookie(res)!.value;
  }
  const refreshWithCookie = (value: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/refresh-token',
      cookies: { [ADMIN_REFRESH_COOKIE]: value },
    });

  it('rotates the cookie on each refresh and answers a new access token and the profile', async () => {
    const first = await browserSession();
    const res = await refreshWithCookie(first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      accessToken: expect.any(String),
      user: { role: 'super_admin' },
    });
    const second = refreshCookie(res)!.value;
    expect(second).not.toBe(first);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.json().user.email).toBe('boss@kasuwa.test');
    expect((await refreshWithCookie(second)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented after the family moved on', async () => {
    const first = await browserSession();
    const second = refreshCookie(await refreshWithCookie(first))!.value;
    const third = refreshCookie(await refreshWithCookie(second))!.value;
    const reused = await refreshWithCookie(first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toEqual({ code: 'REFRESH_INVALID', message: 'Refresh token invalid' });
    // The thief's reuse also ends the legitimate holder's session.
    expect((await refreshWithCookie(third)).statusCode).toBe(401);
  });

  it('keeps the session of a browser that left the page while its refresh was answered', async () => {
    const first = await browserSession();
    expect((await refreshWithCookie(first)).statusCode).toBe(200);
    // The new cookie never arrived, so the next page sends the spent one a moment later.
    const next = await refreshWithCookie(first);
    expect(next.statusCode).toBe(200);
    expect((await refreshWithCookie(refreshCookie(next)!.value)).statusCode).toBe(200);
  });

  it('accepts the JSON field refreshToken (spec 7.4) and rotates it in the body', async () => {
    const res = await login({ username: 'boss', password: 'right-password', client: 'api' });
    const token = res.json().refreshToken;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/refresh-token',
      payload: { refreshToken: token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refreshToken).toEqual(expect.any(String));
    expect(refreshed.json().refreshToken).not.toBe(token);
  });

  it('refuses a refresh with no token, an unknown one or a vendor token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/refresh-token' })).statusCode).toBe(401);
    expect((await refreshWithCookie('made-up')).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/refresh-token',
      payload: { refreshToken: 5 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const cookie = await browserSession();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      cookies: { [ADMIN_REFRESH_COOKIE]: cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)?.value).toBe('');
    expect((await refreshWithCookie(cookie)).statusCode).toBe(401);
  });

  it('a refresh fails once the account is deactivated', async () => {
    await createOrResetAdmin(t.database, {
      email: 'leaver@kasuwa.test',
      password: 'pass-word',
      role: 'admin',
    });
    const res = await login({ username: 'leaver@kasuwa.test', password: 'pass-word' });
    const { findUserByEmail, updateUser } = await import('../admin-users/admin-users.queries');
    const leaver = await findUserByEmail(t.database.db, 'leaver@kasuwa.test');
    await updateUser(t.database.db, leaver!.id, { status: 'inactive' });
    expect((await refreshWithCookie(refreshCookie(res)!.value)).statusCode).toBe(401);
    // Their unexpired access token stops working at once too.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('GET /api/admin/environment', () => {
  it('tells the badge and the test-data flag, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/environment' });
    expect(res.json()).toEqual({ environment: 'Development', testData: false });
  });

  it.each([
    ['production', false, 'Production'],
    ['staging', false, 'Staging'],
    ['staging', true, 'Test'],
    ['development', true, 'Test'],
    ['test', false, 'Development'],
  ] as const)('labels %s with test data %s as %s (spec 2.12)', (env, testData, label) => {
    expect(adminEnvironment({ KASUWA_ENV: env, KASUWA_TEST_DATA: testData }).environment).toBe(label);
  });
});
