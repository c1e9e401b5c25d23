import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { users } from '../admin-users/admin-users.schema';

/** The vendor's language (issue 33): chosen on sign-up, read with the session, changed from the account menu. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function patchLocale(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'PATCH', url: '/api/auth/me/locale', headers, payload: payload as object });
}

async function storedLocale(userId: number) {
  const [row] = await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale;
}

describe('PATCH /api/auth/me/locale', () => {
  it('saves the language and /me answers with it', async () => {
    const v = await createVendor(t);
    const before = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: v.headers });
    expect(before.json().user.locale).toBe('en-NG');

    const res = await patchLocale(v.headers, { locale: 'pcm' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'pcm' });
    expect(await storedLocale(v.userId)).toBe('pcm');

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: v.headers });
    expect(after.json().user.locale).toBe('pcm');
  });

  it('changes only the signed-in vendor', async () => {
    const a = await createVendor(t);
    const b = await createVendor(t);
    expect((await patchLocale(a.headers, { locale: 'ha' })).statusCode).toBe(200);
    expect(await storedLocale(a.userId)).toBe('ha');
    expect(await storedLocale(b.userId)).toBe('en-NG');
  });

  it('refuses a language Kasuwa does not speak with a validation error', async () => {
    const v = await createVendor(t);
    for (const payload of [{ locale: 'de' }, { locale: 'en' }, { locale: '' }, {}, { locale: 7 }]) {
      const res = await patchLocale(v.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await storedLocale(v.userId)).toBe('en-NG');
  });

  it('needs a vendor session', async () => {
    expect((await patchLocale({}, { locale: 'fr' })).statusCode).toBe(401);
    const adminToken = await t.tokens.signAccess({ sub: 1, aud: 'admin', role: 'admin', name: 'A' });
    const res = await patchLocale({ authorization: `Bearer ${adminToken}` }, { locale: 'fr' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-up with a language', () => {
  const input = (email: string, locale?: string) => ({
    businessName: 'Mama Bola Fabrics',
    firstName: 'Bola',
    lastName: 'Adeyemi',
    email,
    phone: '0803 123 4567',
    password: 'adire-cloth-42',
    ...(locale === undefined ? {} : { locale }),
  });
  const register = (payload: unknown, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload as object,
      remoteAddress: ip,
    });

  async function localeOf(email: string) {
    const [row] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, email));
    return row?.locale;
  }

  it('saves the chosen language with the account, English when none is given', async () => {
    expect((await register(input('bola.yo@example.ng', 'yo'), '10.9.0.1')).statusCode).toBe(201);
    expect(await localeOf('bola.yo@example.ng')).toBe('yo');
    expect((await register(input('bola.en@example.ng'), '10.9.0.2')).statusCode).toBe(201);
    expect(await localeOf('bola.en@example.ng')).toBe('en-NG');
  });

  it('refuses an unknown language', async () => {
    const res = await register(input('bola.xx@example.ng', 'xx'), '10.9.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(await localeOf('bola.xx@example.ng')).toBeUndefined();
  });
});
