import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords';
import { messages } from '../../platform/platform.schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { users } from '../admin-users/admin-users.schema';
import { createOrResetAdmin } from '../admin-users/admin-users.service';
import { loginCodes } from './login-throttle.schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A fresh address for every request: the per-address limits are not what these tests are about.
let ip = 0;
const nextIp = () => `10.77.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

interface Audience {
  name: string;
  url: string;
  create(email: string, password: string): Promise<void>;
  body(email: string, password: string): Record<string, unknown>;
}

const audiences: Audience[] = [
  {
    name: 'vendor',
    url: '/api/auth/login',
    async create(email, password) {
      await t.database.db.insert(users).values({
        username: email,
        email,
        passwordHash: await hashPassword(password),
        firstName: 'Nkechi',
        lastName: 'Okafor',
        role: 'user',
        emailVerifiedAt: new Date(),
      });
    },
    body: (email, password) => ({ email, password }),
  },
  {
    name: 'administrator',
    url: '/api/admin/login',
    async create(email, password) {
      await createOrResetAdmin(t.database, { email, password, role: 'admin', firstName: 'Ada' });
    },
    body: (email, password) => ({ username: email, password }),
  },
];

let accounts = 0;
describe.each(audiences)('$name sign-in lock', (audience) => {
  async function account() {
    const email = `lock-${audience.name}-${++accounts}@example.ng`;
    await audience.create(email, 'the-right-password');
    return email;
  }
  const login = (email: string, password: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: audience.url,
      payload: { ...audience.body(email, password), ...extra },
      remoteAddress: nextIp(),
    });
  const mails = (email: string, template: string) =>
    t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, email), eq(messages.template, template)));
  async function lock(email: string) {
    for (let i = 0; i < 5; i++) expect((await login(email, `guess-${i}`)).statusCode).toBe(401);
  }
  async function codeFor(email: string) {
    const res = await login(email, 'the-right-password');
    expect(res.statusCode).toBe(403);
    const { code, details } = res.json().error;
    expect(code).toBe('LOGIN_CODE_REQUIRED');
    const sent = await mails(email, 'login-code');
    const text = sent.at(-1)!.bodyText;
    return { challengeId: details.challengeId as string, code: /code is (\d{6})/.exec(text)![1]! };
  }

  it('locks after five failures from any address and e-mails the owner once per lock', async () => {
    const email = await account();
    await lock(email);
    for (let i = 0; i < 3; i++) {
      const res = await login(email, `more-guesses-${i}`);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    }
    const notices = await mails(email, 'login-locked');
    expect(notices).toHaveLength(1);
    if (audience.name === 'vendor') expect(notices[0]!.bodyText).toContain('/forget-password');
    // Wrong passwords never send a code.
    expect(await mails(email, 'login-code')).toHaveLength(0);
  });

  it('an attacker who only knows the e-mail cannot unlock it, with or without a guessed code', async () => {
    const email = await account();
    await lock(email);
    const { challengeId, code } = await codeFor(email);
    const wrong = await login(email, 'not-the-password', { challengeId, code });
    expect(wrong.statusCode).toBe(429);
    // The code was not spent by the attempt: the owner still gets in with it.
    expect((await login(email, 'the-right-password', { challengeId, code })).statusCode).toBe(200);
  });

  it('the owner gets in while locked with the password and the e-mailed code, which lifts the lock', async () => {
    const email = await account();
    await lock(email);
    const { challengeId, code } = await codeFor(email);
    const other = code === '000000' ? '111111' : '000000';
    const bad = await login(email, 'the-right-password', { challengeId, code: other });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('LOGIN_CODE_INVALID');
    expect((await login(email, 'the-right-password', { challengeId, code })).statusCode).toBe(200);
    // Lock lifted: the password alone works again.
    expect((await login(email, 'the-right-password')).statusCode).toBe(200);
  });

  it('a code works once', async () => {
    const email = await account();
    await lock(email);
    const first = await codeFor(email);
    expect((await login(email, 'the-right-password', first)).statusCode).toBe(200);
    await lock(email);
    const reused = await login(email, 'the-right-password', first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('LOGIN_CODE_INVALID');
  });

  it('a code stops working after five wrong tries, and after it expires', async () => {
    const email = await account();
    await lock(email);
    const tried = await codeFor(email);
    const other = tried.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await login(email, 'the-right-password', { ...tried, code: other })).statusCode).toBe(401);
    }
    expect((await login(email, 'the-right-password', tried)).statusCode).toBe(401);

    const expiring = await codeFor(email);
    await t.database.db
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.id, expiring.challengeId));
    expect((await login(email, 'the-right-password', expiring)).statusCode).toBe(401);
    // Codes are kept hashed.
    const [row] = await t.database.db
      .select()
      .from(loginCodes)
      .where(eq(loginCodes.id, expiring.challengeId));
    expect(row!.codeHash).not.toContain(expiring.code);
  });
});

describe('an administrator’s sign-in e-mails', () => {
  it('are written in the administrator’s own language (users.locale)', async () => {
    const email = 'lock-admin-yoruba@example.ng';
    await createOrResetAdmin(t.database, {
      email,
      password: 'the-right-password',
      role: 'admin',
      firstName: 'Ade',
    });
    await t.database.db.update(users).set({ locale: 'yo' }).where(eq(users.email, email));
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: email, password },
        remoteAddress: nextIp(),
      });
    for (let i = 0; i < 5; i++) expect((await login(`guess-${i}`)).statusCode).toBe(401);
    expect((await login('more-guessing')).statusCode).toBe(429);
    expect((await login('the-right-password')).statusCode).toBe(403);
    const sent = await t.database.db.select().from(messages).where(eq(messages.recipient, email));
    const locked = sent.find((m) => m.template === 'login-locked')!;
    const code = sent.find((m) => m.template === 'login-code')!;
    expect(locked.subject).toBe('A ti ti àkáǹtì ọ́fíìsì Kasuwa yín pa');
    expect(code.subject).toMatch(/^Kóòdù ìwọlé Kasuwa: \d{6}$/);
    expect(code.bodyText).toMatch(/\d{6}/);
  });
});
