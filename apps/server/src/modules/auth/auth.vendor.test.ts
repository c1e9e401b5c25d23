/*
 * Why this file is over 400 lines: it walks the vendor account through its lifecycle over HTTP
 * (register, confirm, log in, refresh, reset the password, receive the e-mails) on one booted app and
 * one database, because the later steps depend on accounts and tokens made by the earlier ones.
 * Splitting it would boot the app and repeat the set-up per file on a shared two-core machine.
 */
import { confirmationMessages, forgotPasswordMessage, loginMessages, resetMessages } from '@kasuwa/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { JobRunner } from '../../platform/jobs';
import { messages } from '../../platform/platform.schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { users } from '../admin-users/admin-users.schema';
import { createOrResetAdmin } from '../admin-users/admin-users.service';
import { emailTokens } from './auth.schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test speaks from its own address so the per-IP rate limits of one test never touch another.
let ipCounter = 0;
function nextIp() {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function post(url: string, payload: unknown, ip = nextIp(), headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });
}

let emailCounter = 0;
function vendor(overrides: Record<string, string> = {}) {
  emailCounter += 1;
  return {
    businessName: 'Mama Nkechi Foods',
    firstName: 'Nkechi',
    lastName: 'Okafor',
    email: `nkechi${emailCounter}@example.ng`,
    phone: '0803 123 4567',
    password: 'jollof-rice-42',
    ...overrides,
  };
}

async function lastEmailTo(to: string) {
  const [row] = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.recipient, to))
    .orderBy(desc(messages.id))
    .limit(1);
  return row;
}

function linkIn(text: string, path: string): URL {
  const match = new RegExp(`(http\\S+${path}\\?\\S+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[1]!);
}

async function registerAndConfirm(overrides: Record<string, string> = {}) {
  const input = vendor(overrides);
  const res = await post('/api/auth/register', input);
  expect(res.statusCode).toBe(201);
  const mail = await lastEmailTo(input.email);
  const link = linkIn(mail!.bodyText, '/email-confirmation');
  const confirm = await post('/api/auth/confirm-email', Object.fromEntries(link.searchParams));
  expect(confirm.statusCode).toBe(200);
  return input;
}

function validationMessages(res: { json(): { error: { details?: { path: string; message: string }[] } } }) {
  // The first message of each field, as the web form shows it.
  const result: Record<string, string> = {};
  for (const d of res.json().error.details ?? []) result[d.path] ??= d.message;
  return result;
}

describe('vendor registration', () => {
  it('creates a Free-plan vendor, unconfirmed, and emails a confirmation link built on the public URL', async () => {
    const input = vendor({ email: '  Ada.Eze@Example.NG ' });
    const res = await post('/api/auth/register', input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, email: 'ada.eze@example.ng' });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ada.eze@example.ng'));
    expect(row).toMatchObject({
      role: 'user',
      plan: 'free',
      businessName: 'Mama Nkechi Foods',
      firstName: 'Nkechi',
      emailVerifiedAt: null,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await lastEmailTo('ada.eze@example.ng');
    expect(mail).toMatchObject({ template: 'email-confirmation', subject: 'Confirm your Kasuwa account' });
    const link = linkIn(mail!.bodyText, '/email-confirmation');
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.searchParams.get('id')).toBe(String(row!.id));
    expect(link.searchParams.get('email')).toBe('ada.eze@example.ng');

    // Only a hash of the token is stored.
    const [token] = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, row!.id));
    expect(token!.tokenHash).not.toBe(link.searchParams.get('token'));
    expect(token!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
  });

  it('answers a taken email exactly as a new one, makes no second account and tells the owner', async () => {
    const input = vendor();
    const first = await post('/api/auth/register', input);
    expect(first.statusCode).toBe(201);
    const again = await post('/api/auth/register', { ...input, email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(rows).toHaveLength(1);
    const mail = await lastEmailTo(input.email);
    expect(mail).toMatchObject({
      template: 'registration-attempt',
      subject: 'Someone tried to register with your email',
    });
    expect(mail!.bodyText).toContain(`${t.config.publicUrl}/login`);
    expect(mail!.bodyText).toContain(`${t.config.publicUrl}/forget-password`);
  });

  it('answers every invalid field with its message', async () => {
    const res = await post('/api/auth/register', {
      businessName: 'A',
      firstName: ' ',
      lastName: '',
      email: 'not-an-email',
      phone: 'abc',
      password: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(validationMessages(res)).toEqual({
      'body.businessName': 'Business name must be at least 2 characters.',
      'body.firstName': 'First name is required.',
      'body.lastName': 'Last name is required.',
      'body.email': loginMessages.emailInvalid,
      'body.phone': 'Please enter a valid phone number, e.g. 0803 123 4567.',
      'body.password': loginMessages.passwordShort,
    });
    const empty = await post('/api/auth/register', {});
    expect(empty.statusCode).toBe(400);
    expect(validationMessages(empty)['body.email']).toBe(loginMessages.emailRequired);
  });

  it('rate-limits sign-ups from one address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('/api/auth/register', { email: 'x' }, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('email confirmation', () => {
  it('confirms once; the same link then answers the token-expired message', async () => {
    const input = vendor();
    await post('/api/auth/register', input);
    const link = linkIn((await lastEmailTo(input.email))!.bodyText, '/email-confirmation');
    const body = Object.fromEntries(link.searchParams);

    const ok = await post('/api/auth/confirm-email', body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: true,
      message: confirmationMessages.confirmedSignedIn,
      session: { success: true, hasStore: false, user: { email: input.email } },
    });
    // Confirming signs her in: the refresh cookie it sets restores the session on the next page.
    const cookie = ok.cookies.find((c) => c.name === 'kasuwa_vrt');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth' });
    expect(cookie!.expires).toBeUndefined();
    const refreshed = await post('/api/auth/refresh', {}, nextIp(), {
      cookie: `kasuwa_vrt=${cookie!.value}`,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ user: { email: input.email } });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.emailVerifiedAt).not.toBeNull();

    const again = await post('/api/auth/confirm-email', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(confirmationMessages.expired);
  });

  it('refuses an expired token, a token of another account and an unknown token', async () => {
    const a = vendor();
    const b = vendor();
    await post('/api/auth/register', a);
    await post('/api/auth/register', b);
    const linkA = linkIn((await lastEmailTo(a.email))!.bodyText, '/email-confirmation');
    const linkB = linkIn((await lastEmailTo(b.email))!.bodyText, '/email-confirmation');

    const crossed = await post('/api/auth/confirm-email', {
      email: b.email,
      token: linkA.searchParams.get('token'),
    });
    expect(crossed.statusCode).toBe(400);
    const unknown = await post('/api/auth/confirm-email', { email: a.email, token: 'nope' });
    expect(unknown.statusCode).toBe(400);

    const [userB] = await t.database.db.select().from(users).where(eq(users.email, b.email));
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, userB!.id));
    const expired = await post('/api/auth/confirm-email', Object.fromEntries(linkB.searchParams));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(confirmationMessages.expired);
  });

  it('resends a new link that replaces the old one, answering the same for unknown emails', async () => {
    const input = vendor();
    await post('/api/auth/register', input);
    const first = linkIn((await lastEmailTo(input.email))!.bodyText, '/email-confirmation');

    const resent = await post('/api/auth/resend-confirmation', { email: input.email });
    const unknown = await post('/api/auth/resend-confirmation', { email: 'nobody@example.ng' });
    expect(resent.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(resent.json());
    expect(await lastEmailTo('nobody@example.ng')).toBeUndefined();

    const second = linkIn((await lastEmailTo(input.email))!.bodyText, '/email-confirmation');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    expect((await post('/api/auth/confirm-email', Object.fromEntries(first.searchParams))).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/confirm-email', Object.fromEntries(second.searchParams))).statusCode).toBe(
      200,
    );
  });

  it('answers missing parameters with a 400', async () => {
    const res = await post('/api/auth/confirm-email', { email: 'a@b.ng' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('vendor login', () => {
  it('refuses an unconfirmed account with a clear message', async () => {
    const input = vendor();
    await post('/api/auth/register', input);
    const res = await post('/api/auth/login', { email: input.email, password: input.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      message: confirmationMessages.notConfirmed,
    });
  });

  it('signs in with a trimmed, lower-cased email, tells whether the vendor has a store, and sets a session cookie', async () => {
    const input = await registerAndConfirm();
    const res = await post('/api/auth/login', {
      email: ` ${input.email.toUpperCase()} `,
      password: input.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      hasStore: false,
      user: { email: input.email, firstName: 'Nkechi' },
    });
    const claims = await t.tokens.verifyAccess(body.token, 'vendor');
    expect(claims).toMatchObject({ role: 'user', name: 'Nkechi' });
    expect(await t.tokens.verifyAccess(body.token, 'admin')).toBeNull();

    const cookie = res.cookies.find((c) => c.name === 'kasuwa_vrt');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });
    expect(cookie!.expires).toBeUndefined();
    expect(cookie!.maxAge).toBeUndefined();
    // The readable hint beside it carries no secret, only that a refresh is worth trying.
    const hint = res.cookies.find((c) => c.name === 'kasuwa_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(hint!.httpOnly).toBeFalsy();
    expect(hint!.expires).toBeUndefined();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      hasStore: false,
      user: { businessName: 'Mama Nkechi Foods', plan: 'free' },
    });
  });

  it('Remember Me gives a 30-day cookie', async () => {
    const input = await registerAndConfirm();
    const res = await post('/api/auth/login', {
      email: input.email,
      password: input.password,
      rememberMe: true,
    });
    const cookie = res.cookies.find((c) => c.name === 'kasuwa_vrt')!;
    const days = ((cookie.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('answers a wrong password, an unknown email and an admin account alike', async () => {
    const input = await registerAndConfirm();
    await createOrResetAdmin(t.database, {
      email: 'ops@kasuwa.ng',
      password: 'admin-pass-1',
      role: 'admin',
    });
    for (const creds of [
      { email: input.email, password: 'wrong-password' },
      { email: 'ghost@example.ng', password: 'whatever1' },
      { email: 'ops@kasuwa.ng', password: 'admin-pass-1' },
    ]) {
      const res = await post('/api/auth/login', creds);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: loginMessages.invalidCredentials,
      });
    }
  });

  it('refuses an inactive account', async () => {
    const input = await registerAndConfirm();
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, input.email));
    const res = await post('/api/auth/login', { email: input.email, password: input.password });
    expect(res.statusCode).toBe(403);
  });

  it('checks the fields with the messages of spec section 5', async () => {
    const res = await post('/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(validationMessages(res)).toEqual({
      'body.email': loginMessages.emailRequired,
      'body.password': loginMessages.passwordRequired,
    });
    const short = await post('/api/auth/login', { email: 'bad', password: '12345' });
    expect(validationMessages(short)).toEqual({
      'body.email': loginMessages.emailInvalid,
      'body.password': loginMessages.passwordShort,
    });
  });

  it('rate-limits login attempts from one address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        // A new e-mail each time: the per-account lock (login-lock.test.ts) is not what this checks.
        (await post('/api/auth/login', { email: `x${i}@y.ng`, password: 'wrongpass' }, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('counts refreshes per session, not per address: merchants behind one address stay signed in', async () => {
    // Issue 32: every page load refreshes, and many phones share one carrier address; a count per
    // address sent a merchant to the login page on her next reloads.
    const shared = nextIp();
    const input = await registerAndConfirm();
    const login = await post('/api/auth/login', { email: input.email, password: input.password });
    let cookie = login.cookies.find((c) => c.name === 'kasuwa_vrt')!.value;
    for (let n = 0; n < 65; n += 1) {
      const res = await post('/api/auth/refresh', undefined, shared, { cookie: `kasuwa_vrt=${cookie}` });
      expect(res.statusCode, `refresh ${n + 1}`).toBe(200);
      cookie = res.cookies.find((c) => c.name === 'kasuwa_vrt')!.value;
    }
    // Without a session the address is still counted.
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1)
      statuses.push((await post('/api/auth/refresh', undefined, shared)).statusCode);
    expect(statuses[0]).toBe(401);
    expect(statuses[60]).toBe(429);
  });

  it('refreshes with the cookie (rotating it), and logout revokes it', async () => {
    const input = await registerAndConfirm();
    const login = await post('/api/auth/login', {
      email: input.email,
      password: input.password,
      rememberMe: true,
    });
    const first = login.cookies.find((c) => c.name === 'kasuwa_vrt')!.value;

    const refreshed = await post('/api/auth/refresh', undefined, nextIp(), { cookie: `kasuwa_vrt=${first}` });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ success: true, user: { email: input.email } });
    const second = refreshed.cookies.find((c) => c.name === 'kasuwa_vrt')!;
    expect(second.value).not.toBe(first);
    expect(second.expires).toBeInstanceOf(Date);

    // Once the family moved on, the spent cookie replayed is refused and the family revoked.
    const third = (
      await post('/api/auth/refresh', undefined, nextIp(), { cookie: `kasuwa_vrt=${second.value}` })
    ).cookies.find((c) => c.name === 'kasuwa_vrt')!;
    const replay = await post('/api/auth/refresh', undefined, nextIp(), { cookie: `kasuwa_vrt=${first}` });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe('Refresh token invalid');
    const afterReplay = await post('/api/auth/refresh', undefined, nextIp(), {
      cookie: `kasuwa_vrt=${third.value}`,
    });
    expect(afterReplay.statusCode).toBe(401);

    const again = await post('/api/auth/login', { email: input.email, password: input.password });
    const cookie = again.cookies.find((c) => c.name === 'kasuwa_vrt')!.value;
    const logout = await post('/api/auth/logout', undefined, nextIp(), { cookie: `kasuwa_vrt=${cookie}` });
    expect(logout.statusCode).toBe(204);
    const clearedHint = logout.cookies.find((c) => c.name === 'kasuwa_signed_in');
    expect(clearedHint).toMatchObject({ value: '', path: '/' });
    expect((clearedHint!.expires as Date).getTime()).toBeLessThan(Date.now());
    const afterLogout = await post('/api/auth/refresh', undefined, nextIp(), {
      cookie: `kasuwa_vrt=${cookie}`,
    });
    expect(afterLogout.statusCode).toBe(401);
  });

  it('refuses a tampered or missing refresh cookie', async () => {
    expect((await post('/api/auth/refresh', undefined)).statusCode).toBe(401);
    const tampered = await post('/api/auth/refresh', undefined, nextIp(), { cookie: 'kasuwa_vrt=r.abc.def' });
    expect(tampered.statusCode).toBe(401);
  });

  it('requires a vendor token for /me', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const adminToken = await t.tokens.signAccess({ sub: 1, aud: 'admin', role: 'admin', name: 'A' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  async function requestReset(email: string) {
    const res = await post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(202);
    return res.json();
  }

  it('answers the same for any email and only emails real vendors', async () => {
    const input = await registerAndConfirm();
    const known = await requestReset(input.email);
    const unknown = await requestReset('stranger@example.ng');
    expect(known).toEqual({ status: true, message: forgotPasswordMessage });
    expect(unknown).toEqual(known);
    expect((await lastEmailTo(input.email))!.template).toBe('password-reset');
    expect(await lastEmailTo('stranger@example.ng')).toBeUndefined();
  });

  it('verifies the link, sets the new password once, signs out other sessions and confirms the change by email', async () => {
    const input = await registerAndConfirm();
    const login = await post('/api/auth/login', { email: input.email, password: input.password });
    const oldCookie = login.cookies.find((c) => c.name === 'kasuwa_vrt')!.value;

    await requestReset(input.email);
    const link = linkIn((await lastEmailTo(input.email))!.bodyText, '/reset-password');
    expect(link.origin).toBe(t.config.publicUrl);
    const email = link.searchParams.get('email')!;
    const token = link.searchParams.get('token')!;

    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/verify?${new URLSearchParams({ email, token })}`,
      remoteAddress: nextIp(),
    });
    expect(verify.json()).toEqual({ status: true, message: resetMessages.verified });

    const reset = await post('/api/auth/reset-password', {
      email,
      token,
      newPassword: 'suya-night-77',
      confirmPassword: 'suya-night-77',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true, message: resetMessages.updated });
    expect((await lastEmailTo(input.email))!.template).toBe('password-changed');

    expect((await post('/api/auth/login', { email, password: input.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'suya-night-77' })).statusCode).toBe(200);
    expect(
      (await post('/api/auth/refresh', undefined, nextIp(), { cookie: `kasuwa_vrt=${oldCookie}` }))
        .statusCode,
    ).toBe(401);

    // Single use.
    const reuse = await post('/api/auth/reset-password', {
      email,
      token,
      newPassword: 'another-pass',
      confirmPassword: 'another-pass',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toEqual({ code: 'RESET_LINK_INVALID', message: resetMessages.invalidLink });
    const verifyAgain = await t.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/verify?${new URLSearchParams({ email, token })}`,
      remoteAddress: nextIp(),
    });
    expect(verifyAgain.statusCode).toBe(400);
  });

  it('refuses an expired link, a link for another email, and a superseded link', async () => {
    const input = await registerAndConfirm();
    await requestReset(input.email);
    const first = linkIn((await lastEmailTo(input.email))!.bodyText, '/reset-password');
    await requestReset(input.email);
    const second = linkIn((await lastEmailTo(input.email))!.bodyText, '/reset-password');
    const body = (link: URL, email = link.searchParams.get('email')!) => ({
      email,
      token: link.searchParams.get('token')!,
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
    expect((await post('/api/auth/reset-password', body(first))).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', body(second, 'other@example.ng'))).statusCode).toBe(400);

    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, row!.id));
    const expired = await post('/api/auth/reset-password', body(second));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(resetMessages.invalidLink);
  });

  it('gives a reset link that lasts one hour', async () => {
    const input = await registerAndConfirm();
    await requestReset(input.email);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    const tokens = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, row!.id));
    const reset = tokens.find((x) => x.purpose === 'password-reset')!;
    const minutes = (reset.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('checks the new password with the messages of spec section 5', async () => {
    const short = await post('/api/auth/reset-password', {
      email: 'a@b.ng',
      token: 't',
      newPassword: '123',
      confirmPassword: '12',
    });
    expect(short.statusCode).toBe(400);
    expect(validationMessages(short)).toEqual({
      'body.newPassword': resetMessages.newPassword,
      'body.confirmPassword': resetMessages.confirmShort,
    });
    const mismatch = await post('/api/auth/reset-password', {
      email: 'a@b.ng',
      token: 't',
      newPassword: '1234567',
      confirmPassword: '7654321',
    });
    expect(validationMessages(mismatch)).toEqual({ 'body.confirmPassword': resetMessages.mismatchServer });
    const badEmail = await post('/api/auth/forgot-password', { email: 'nope' });
    expect(validationMessages(badEmail)).toEqual({ 'body.email': 'Please enter a valid email!' });
    const noEmail = await post('/api/auth/forgot-password', {});
    expect(validationMessages(noEmail)).toEqual({ 'body.email': 'Email Required' });
  });

  it('rate-limits reset requests from one address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/api/auth/forgot-password', { email: `p${i}@example.ng` }, ip)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('email delivery', () => {
  it('without SMTP the queued confirmation is marked logged, so its link can be read from the log', async () => {
    const input = vendor();
    await post('/api/auth/register', input);
    const runner = new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, jobDefinitions);
    await runner.drain();
    expect((await lastEmailTo(input.email))!.status).toBe('logged');
  });
});
