import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { insertUser } from '../admin-users/admin-users.queries';
import { users } from '../admin-users/admin-users.schema';
import { seedPlans } from '../plans/plans.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t.database);
});
afterAll(() => t.close());

let n = 0;
/** A confirmed vendor and a vendor access token for it. */
async function vendorToken(plan = 'free') {
  n += 1;
  const user = await insertUser(t.database.db, {
    email: `shop${n}@example.ng`,
    username: `shop${n}@example.ng`,
    firstName: 'Bola',
    lastName: 'Adeyemi',
    role: 'user',
    plan,
    emailVerifiedAt: new Date(),
  });
  const token = await t.tokens.signAccess({ sub: user.id, aud: 'vendor', role: 'user', name: 'Bola' });
  return { user, auth: { authorization: `Bearer ${token}` } };
}

function createStore(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/vendor/stores', headers, payload: body });
}

const valid = { name: 'Bola Fabrics', subdomain: 'bola-fabrics', templateCategory: 'Fashion', themeId: 2 };

function availability(subdomain: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/stores/subdomain-availability?subdomain=${encodeURIComponent(subdomain)}`,
  });
}

describe('vendor store creation', () => {
  it('creates the store at once and lists it for its owner only', async () => {
    const { user, auth } = await vendorToken();
    const res = await createStore(auth, { ...valid, subdomain: '  Bola-Fabrics ' });
    expect(res.statusCode).toBe(201);
    const { store } = res.json();
    expect(store).toMatchObject({
      name: 'Bola Fabrics',
      subdomain: 'bola-fabrics',
      templateCategory: 'Fashion',
      themeId: 2,
      status: 'active',
      url: expect.stringMatching(/^http:\/\/bola-fabrics\.localhost(:\d+)?$/),
    });

    const mine = await t.app.inject({ method: 'GET', url: '/api/vendor/stores', headers: auth });
    expect(mine.json().stores.map((s: { id: number }) => s.id)).toEqual([store.id]);
    const other = await vendorToken();
    const theirs = await t.app.inject({ method: 'GET', url: '/api/vendor/stores', headers: other.auth });
    expect(theirs.json().stores).toEqual([]);

    const login = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(login.json().hasStore).toBe(true);
    expect(user.id).toBeGreaterThan(0);
  });

  it('refuses a second store on the Free plan, allows five on Premium', async () => {
    const free = await vendorToken('free');
    expect((await createStore(free.auth, { ...valid, subdomain: 'free-one' })).statusCode).toBe(201);
    const second = await createStore(free.auth, { ...valid, subdomain: 'free-two' });
    expect(second.statusCode).toBe(403);
    expect(second.json().error.message).toContain('Upgrade to Premium');

    const premium = await vendorToken('premium');
    for (let i = 1; i <= 5; i++) {
      expect((await createStore(premium.auth, { ...valid, subdomain: `prem-${i}` })).statusCode).toBe(201);
    }
    const sixth = await createStore(premium.auth, { ...valid, subdomain: 'prem-6' });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error.message).toContain('up to 5 stores');

    const enterprise = await vendorToken('enterprise');
    for (let i = 1; i <= 6; i++) {
      expect((await createStore(enterprise.auth, { ...valid, subdomain: `ent-${i}` })).statusCode).toBe(201);
    }
  });

  it('never lets two concurrent requests both pass the Free limit', async () => {
    const { auth } = await vendorToken('free');
    const results = await Promise.all(
      ['race-a', 'race-b', 'race-c'].map((subdomain) => createStore(auth, { ...valid, subdomain })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
  });

  it('refuses a taken subdomain with 409, whatever its case', async () => {
    const a = await vendorToken();
    const b = await vendorToken();
    expect((await createStore(a.auth, { ...valid, subdomain: 'mama-put' })).statusCode).toBe(201);
    const taken = await createStore(b.auth, { ...valid, subdomain: 'MAMA-PUT' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'SUBDOMAIN_TAKEN',
      message: 'This subdomain is already taken.',
    });
  });

  it('checks every field with a clear message', async () => {
    const { auth } = await vendorToken();
    const res = await createStore(auth, {
      name: 'x',
      subdomain: '-bad-',
      templateCategory: 'Cars',
      themeId: 7,
    });
    expect(res.statusCode).toBe(400);
    const details = Object.fromEntries(
      res.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message]),
    );
    expect(details).toEqual({
      'body.name': 'Store name must be at least 2 characters.',
      'body.subdomain':
        'Use only lowercase letters, digits and hyphens, not starting or ending with a hyphen.',
      'body.templateCategory': 'Choose a template category.',
      'body.themeId': 'Choose one of the three themes.',
    });
    const reserved = await createStore(auth, { ...valid, subdomain: 'admin' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error.details[0].message).toBe(
      'This subdomain is reserved. Please choose another.',
    );
  });

  it('requires a vendor session', async () => {
    expect((await createStore({}, valid)).statusCode).toBe(401);
    const admin = await t.tokens.signAccess({ sub: 1, aud: 'admin', role: 'super_admin', name: 'A' });
    expect((await createStore({ authorization: `Bearer ${admin}` }, valid)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/vendor/stores' })).statusCode).toBe(401);
  });

  it('refuses a token whose account no longer exists', async () => {
    const { user, auth } = await vendorToken();
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await createStore(auth, { ...valid, subdomain: 'ghost-shop' })).statusCode).toBe(401);
  });
});

describe('subdomain availability', () => {
  it('answers available, taken, reserved, invalid, too long and empty', async () => {
    const { auth } = await vendorToken();
    await createStore(auth, { ...valid, subdomain: 'kano-spices' });
    expect((await availability('fresh-name')).json()).toEqual({ subdomain: 'fresh-name', available: true });
    expect((await availability('Kano-Spices')).json()).toMatchObject({
      subdomain: 'kano-spices',
      available: false,
      reason: 'taken',
      message: 'This subdomain is already taken.',
    });
    expect((await availability('www')).json()).toMatchObject({ available: false, reason: 'reserved' });
    expect((await availability('no_underscores')).json()).toMatchObject({
      available: false,
      reason: 'invalid',
    });
    expect((await availability('a'.repeat(64))).json()).toMatchObject({
      available: false,
      reason: 'too_long',
    });
    expect((await availability('')).json()).toMatchObject({ available: false, reason: 'empty' });
    const tooLong = await availability('a'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
  });
});
