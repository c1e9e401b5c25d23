/*
 * Why this file is over 400 lines: it is the whole vendor account lifecycle (registration, e-mail
 * confirmation, sessions with refresh rotation, password recovery), and the four share one set of
 * rules: the token lifetimes, the answers that must not reveal whether an e-mail has an account, and
 * the throttle keys. Split apart, each part would re-import those rules and a reader would lose the
 * one place that shows the lifecycle end to end; the sections below are marked by dashed headers.
 */
import {
  confirmationMessages,
  forgotPasswordMessage,
  type registerSchema,
  resetMessages,
  type resetPasswordSchema,
  type StatusMessage,
  type VendorSession,
  type VendorUser,
  type vendorLoginSchema,
} from '@kasuwa/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import {
  type IssuedRefreshToken,
  issueRefreshToken,
  randomToken,
  revokeAllForUser,
  revokeRefreshToken,
  rotateRefreshToken,
  sha256,
  type TokenService,
} from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Db, Tx } from '../../platform/db';
import { errors, fail } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { isUniqueViolation } from '../../platform/pg-errors';
import { findAccountByEmail, getAccount, insertAccount, type UserRow, updateAccount } from '../admin-users';
import { renderActionEmail } from '../messages';
import { accessibleStores } from '../stores';
import * as queries from './auth.queries';
import type { EmailTokenPurpose } from './auth.schema';
import { guardSignIn } from './login-lock';
import type { ThrottleRule } from './login-throttle';

/** What vendor authentication needs beyond the request context (which brings the database). */
export interface VendorAuthEnv {
  config: Config;
  tokens: TokenService;
}

const HOUR = 3600;
export const CONFIRMATION_TTL_SECONDS = 48 * HOUR;
export const RESET_TTL_SECONDS = 1 * HOUR;
/** Remember Me keeps a vendor signed in for 30 days; otherwise for the browser session, at most a day. */
export const REMEMBERED_REFRESH_TTL_SECONDS = 30 * 24 * HOUR;
export const SESSION_REFRESH_TTL_SECONDS = 24 * HOUR;

const VENDOR_ROLE = 'user';

export function toVendorUser(row: UserRow): VendorUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    businessName: row.businessName,
    phone: row.phone,
    plan: row.plan,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** Issues a fresh single-use token of the purpose, spending any older one, and returns the raw value. */
async function issueEmailToken(db: Tx, userId: number, purpose: EmailTokenPurpose, ttlSeconds: number) {
  await queries.spendOutstandingTokens(db, userId, purpose);
  const token = randomToken();
  await queries.insertEmailToken(db, {
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** Queues the e-mail that confirms `user`'s address (a new account's, or one given when joining a store). */
export async function sendConfirmationEmail(tx: Tx, config: Config, user: UserRow) {
  const token = await issueEmailToken(tx, user.id, 'email-confirmation', CONFIRMATION_TTL_SECONDS);
  const url = `${config.publicUrl}/email-confirmation?${new URLSearchParams({
    id: String(user.id),
    token,
    email: user.email,
  })}`;
  const mail = renderActionEmail(
    'email.confirm',
    { firstName: user.firstName, business: user.businessName, support: config.SUPPORT_EMAIL },
    url,
  );
  await queueEmail(tx, { to: user.email, ...mail, template: 'email-confirmation' });
}

// ---------------------------------------------------------------- registration and confirmation

/**
 * Registration answers the same whether or not the address has an account, so it cannot be used to
 * learn who has one: a taken address gets no second account, and its owner an e-mail saying someone
 * tried, with the ways in. The password is hashed either way, so the two take the same time too.
 */
export async function registerVendor(
  ctx: RequestContext,
  env: VendorAuthEnv,
  input: z.output<typeof registerSchema>,
): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  const register = () =>
    ctx.db.transaction(async (tx) => {
      const existing = await findAccountByEmail({ db: tx }, input.email);
      if (existing) {
        await sendRegistrationAttemptEmail(tx, env.config, existing);
        ctx.log.info({ userId: existing.id }, 'registration attempted with a taken email');
        return { email: input.email };
      }
      const row = await insertAccount(
        { db: tx },
        {
          email: input.email,
          username: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          businessName: input.businessName,
          phone: input.phone,
          role: VENDOR_ROLE,
          plan: 'free',
        },
      );
      await sendConfirmationEmail(tx, env.config, row);
      ctx.log.info({ userId: row.id }, 'vendor registered');
      return { email: row.email };
    });
  try {
    return await register();
  } catch (err) {
    // Two sign-ups racing for one address: the loser's transaction now sees the winner's row.
    if (isUniqueViolation(err)) return register();
    throw err;
  }
}

async function sendRegistrationAttemptEmail(tx: Tx, config: Config, user: UserRow) {
  const mail = renderActionEmail(
    'email.registration_attempt',
    {
      firstName: user.firstName,
      resetUrl: `${config.publicUrl}/forget-password`,
      support: config.SUPPORT_EMAIL,
    },
    `${config.publicUrl}/login`,
  );
  await queueEmail(tx, { to: user.email, ...mail, template: 'registration-attempt' });
}

const tokenExpired = () => errors.badRequest(confirmationMessages.expired);

/** Spec 2.6: a valid, unspent, unexpired token of this account confirms it; anything else is "expired". */
export async function confirmEmail(
  ctx: RequestContext,
  env: VendorAuthEnv,
  input: { id?: number; email: string; token: string },
): Promise<StatusMessage & { login?: VendorLoginResult }> {
  const user = await ctx.db.transaction(async (tx) => {
    const row = await queries.findEmailToken(tx, 'email-confirmation', sha256(input.token));
    if (!row) throw tokenExpired();
    const user = await getAccount({ db: tx }, row.userId);
    if (
      !user ||
      user.email.toLowerCase() !== input.email ||
      (input.id !== undefined && input.id !== user.id)
    ) {
      throw tokenExpired();
    }
    if (!(await queries.spendEmailToken(tx, row.id))) throw tokenExpired();
    if (!user.emailVerifiedAt) await updateAccount({ db: tx }, user.id, { emailVerifiedAt: new Date() });
    return user;
  });
  const confirmed = { status: true, message: confirmationMessages.confirmed };
  // The link came to her mailbox and works once: opening it proves what a password would, so she goes
  // on signed in (a browser session, as without Remember Me) instead of typing it straight after.
  if (user.status !== 'active' || user.role !== VENDOR_ROLE) return confirmed;
  const refresh = await issueRefreshToken(ctx.db, user.id, 'vendor', SESSION_REFRESH_TTL_SECONDS);
  ctx.log.info({ userId: user.id }, 'vendor signed in by confirming the e-mail address');
  return {
    status: true,
    message: confirmationMessages.confirmedSignedIn,
    login: await issueSession(ctx, env, user, false, refresh),
  };
}

/** Answers the same whether or not the account exists, so the form cannot probe for accounts. */
export async function resendConfirmation(
  ctx: RequestContext,
  env: VendorAuthEnv,
  email: string,
): Promise<StatusMessage> {
  await ctx.db.transaction(async (tx) => {
    const user = await findAccountByEmail({ db: tx }, email);
    if (!user || user.role !== VENDOR_ROLE || user.emailVerifiedAt || user.status !== 'active') return;
    await sendConfirmationEmail(tx, env.config, user);
    ctx.log.info({ userId: user.id }, 'confirmation email resent');
  });
  return { status: true, message: confirmationMessages.resent };
}

// ---------------------------------------------------------------- sessions

export interface VendorLoginResult {
  session: VendorSession;
  refresh: IssuedRefreshToken;
  remember: boolean;
}

// Verifying against a real hash when the account does not exist keeps the answer time the same.
let decoyHash: Promise<string> | undefined;

/** A signed-in session for `user` (a new refresh token, a fresh access token), as sign-in answers. */
export async function startVendorSession(
  ctx: RequestContext,
  env: VendorAuthEnv,
  user: UserRow,
  remember: boolean,
): Promise<VendorLoginResult> {
  const ttl = remember ? REMEMBERED_REFRESH_TTL_SECONDS : SESSION_REFRESH_TTL_SECONDS;
  const refresh = await issueRefreshToken(ctx.db, user.id, 'vendor', ttl);
  return issueSession(ctx, env, user, remember, refresh);
}

async function issueSession(
  ctx: RequestContext,
  env: VendorAuthEnv,
  user: UserRow,
  remember: boolean,
  refresh: IssuedRefreshToken,
) {
  const token = await env.tokens.signAccess({
    sub: user.id,
    aud: 'vendor',
    role: user.role,
    name: user.firstName || user.username,
  });
  // Stores a person works in count too: a staff member goes to their store, not to opening one.
  const hasStore = (await accessibleStores({ db: ctx.db }, user.id)).length > 0;
  const session: VendorSession = { success: true, token, hasStore, user: toVendorUser(user) };
  return { session, refresh, remember };
}

/** Failed vendor sign-ins: five per account, twenty per address, in 15 minutes; then 15 minutes' lock. */
export const VENDOR_LOGIN_RULES = {
  account: { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  address: { maxFailures: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;

const vendorLockedOut = (seconds: number) =>
  errors.tooMany(
    `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}, or reset your password.`,
    seconds,
  );

/**
 * Spec 2.3. Failures are counted per account and per address; a locked account still lets its owner
 * in with the password and a code e-mailed to them (login-lock.ts), and the lock notice offers a reset.
 */
export async function loginVendor(
  ctx: RequestContext,
  env: VendorAuthEnv,
  input: z.output<typeof vendorLoginSchema> & { ip: string },
): Promise<VendorLoginResult> {
  const owner = await findAccountByEmail({ db: ctx.db }, input.email);
  const vendor = owner?.role === VENDOR_ROLE ? owner : undefined;
  const user = await guardSignIn({
    db: ctx.db,
    accountKey: vendor ? `vendor-login:account:${vendor.id}` : `vendor-login:email:${input.email}`,
    addressKey: `vendor-login:address:${input.ip}`,
    rules: VENDOR_LOGIN_RULES,
    owner: vendor,
    challengeId: input.challengeId,
    code: input.code,
    invalid: () => fail('INVALID_CREDENTIALS', { who: 'vendor' }),
    lockedOut: vendorLockedOut,
    async verify() {
      decoyHash ??= hashPassword(randomToken());
      const valid = await verifyPassword(owner?.passwordHash ?? (await decoyHash), input.password);
      return valid ? vendor : undefined;
    },
    lockNotice: (account) => ({
      ...renderActionEmail(
        'email.login_locked',
        { firstName: account.firstName, support: env.config.SUPPORT_EMAIL },
        `${env.config.publicUrl}/forget-password`,
      ),
      template: 'login-locked',
    }),
    codeMessage: (account, code) => ({
      ...renderActionEmail(
        'email.login_code',
        { firstName: account.firstName, code, support: env.config.SUPPORT_EMAIL },
        `${env.config.publicUrl}/forget-password`,
      ),
      template: 'login-code',
    }),
  });
  if (user.status !== 'active') {
    throw errors.forbidden('Your account is inactive. Please contact support@kasuwa.ng.');
  }
  if (!user.emailVerifiedAt) {
    throw fail('EMAIL_NOT_CONFIRMED', { email: user.email });
  }
  const refresh = await issueRefreshToken(
    ctx.db,
    user.id,
    'vendor',
    input.rememberMe ? REMEMBERED_REFRESH_TTL_SECONDS : SESSION_REFRESH_TTL_SECONDS,
  );
  await updateAccount({ db: ctx.db }, user.id, { lastLoginAt: new Date() });
  ctx.log.info({ userId: user.id, remember: input.rememberMe }, 'vendor signed in');
  return issueSession(ctx, env, user, input.rememberMe, refresh);
}

export async function refreshVendorSession(
  ctx: RequestContext,
  env: VendorAuthEnv,
  refreshToken: string,
  remember: boolean,
): Promise<VendorLoginResult> {
  const ttl = remember ? REMEMBERED_REFRESH_TTL_SECONDS : SESSION_REFRESH_TTL_SECONDS;
  const rotated = await rotateRefreshToken(ctx.db, refreshToken, 'vendor', ttl);
  if (!rotated.ok) throw fail('REFRESH_INVALID');
  const user = await getAccount({ db: ctx.db }, rotated.userId);
  if (user?.status !== 'active' || user.role !== VENDOR_ROLE) {
    await revokeAllForUser(ctx.db, rotated.userId);
    throw fail('REFRESH_INVALID');
  }
  return issueSession(ctx, env, user, remember, rotated.next);
}

export async function logoutVendor(ctx: RequestContext, refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await revokeRefreshToken(ctx.db, refreshToken);
}

export async function currentVendor(ctx: RequestContext, userId: number) {
  const user = await getAccount({ db: ctx.db }, userId);
  if (!user || user.role !== VENDOR_ROLE || user.status !== 'active') throw errors.unauthorized();
  // Stores a person works in count too: a staff member goes to their store, not to opening one.
  const hasStore = (await accessibleStores({ db: ctx.db }, user.id)).length > 0;
  return { user: toVendorUser(user), hasStore, row: user };
}

// ---------------------------------------------------------------- password recovery

/** Spec 2.4: the same answer for any email; only a real, active vendor account gets a link. */
export async function requestPasswordReset(
  ctx: RequestContext,
  env: VendorAuthEnv,
  email: string,
): Promise<StatusMessage> {
  await ctx.db.transaction(async (tx) => {
    const user = await findAccountByEmail({ db: tx }, email);
    if (!user || user.role !== VENDOR_ROLE || user.status !== 'active') return;
    const token = await issueEmailToken(tx, user.id, 'password-reset', RESET_TTL_SECONDS);
    const url = `${env.config.publicUrl}/reset-password?${new URLSearchParams({ email: user.email, token })}`;
    const mail = renderActionEmail(
      'email.password_reset',
      { firstName: user.firstName, support: env.config.SUPPORT_EMAIL },
      url,
    );
    await queueEmail(tx, { to: user.email, ...mail, template: 'password-reset' });
    ctx.log.info({ userId: user.id }, 'password reset requested');
  });
  return { status: true, message: forgotPasswordMessage };
}

const invalidResetLink = () => fail('RESET_LINK_INVALID');

async function usableResetToken(db: Db | Tx, email: string, token: string) {
  const row = await queries.findEmailToken(db, 'password-reset', sha256(token));
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  const user = await getAccount({ db: db }, row.userId);
  if (!user || user.email.toLowerCase() !== email || user.status !== 'active') return null;
  return { row, user };
}

/** Spec 2.5: the page shows the form only when the server answers 'Verified'. */
export async function verifyResetToken(
  ctx: RequestContext,
  email: string,
  token: string,
): Promise<StatusMessage> {
  if (!(await usableResetToken(ctx.db, email, token))) throw invalidResetLink();
  return { status: true, message: resetMessages.verified };
}

export async function resetPassword(
  ctx: RequestContext,
  env: VendorAuthEnv,
  input: z.output<typeof resetPasswordSchema>,
): Promise<StatusMessage> {
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const found = await usableResetToken(tx, input.email, input.token);
    if (!found || !(await queries.spendEmailToken(tx, found.row.id))) throw invalidResetLink();
    const { user } = found;
    // Following the emailed link proves the mailbox, so an unconfirmed account becomes confirmed.
    await updateAccount({ db: tx }, user.id, {
      passwordHash,
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
    });
    await revokeAllForUser(tx, user.id);
    const mail = renderActionEmail(
      'email.password_changed',
      { firstName: user.firstName, support: env.config.SUPPORT_EMAIL },
      `${env.config.publicUrl}/login`,
    );
    await queueEmail(tx, { to: user.email, ...mail, template: 'password-changed' });
    ctx.log.info({ userId: user.id }, 'password reset completed');
  });
  return { status: true, message: resetMessages.updated };
}
