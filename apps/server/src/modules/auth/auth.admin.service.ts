import { type AdminEnvironment, type AdminProfile, isAdminRole, permissionsFor } from '@kasuwa/contracts';
import type { Config } from '../../config';
import {
  type IssuedRefreshToken,
  issueRefreshToken,
  randomToken,
  revokeAllForUser,
  revokeRefreshToken,
  rotateRefreshToken,
  type TokenService,
} from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import { errors, fail } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { UserRow } from '../admin-users';
import { findLoginCandidates, getAccount, recordLogin } from '../admin-users';
import { localeOr, renderEmail } from '../messages';
import { guardSignIn } from './login-lock';
import type { ThrottleRule } from './login-throttle';

/** What back-office authentication needs beyond the request context (which brings the database). */
export interface AdminAuthEnv {
  tokens: TokenService;
  /** Where e-mailed links point. */
  publicUrl: string;
}

/** An admin session lasts a working day without activity; each refresh rotates the token. */
export const ADMIN_REFRESH_TTL_SECONDS = 12 * 3600;

/** Failed sign-ins: five per account, twenty per address, in 15 minutes; then 15 minutes' lock. */
export const ADMIN_LOGIN_RULES = {
  account: { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  address: { maxFailures: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;

export function toAdminProfile(row: UserRow): AdminProfile {
  return {
    id: row.id,
    email: row.email,
    username: row.username || row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isActive: row.status === 'active',
    permissions: [...permissionsFor(row.role)],
  };
}

export interface AdminSession {
  profile: AdminProfile;
  accessToken: string;
  refresh: IssuedRefreshToken;
}

function signAccess(env: AdminAuthEnv, row: UserRow): Promise<string> {
  return env.tokens.signAccess({
    sub: row.id,
    aud: 'admin',
    role: row.role,
    name: `${row.firstName} ${row.lastName}`.trim(),
  });
}

const invalid = () => fail('INVALID_CREDENTIALS', { who: 'admin' });
const lockedOut = (seconds: number) =>
  errors.tooMany(
    `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
    seconds,
  );

let decoyHash: Promise<string> | undefined;

function adminLockNotice(owner: UserRow, publicUrl: string) {
  const loginUrl = `${publicUrl}/administrator/login`;
  return {
    // In the administrator's own language (users.locale), like every account e-mail.
    ...renderEmail(
      'email.admin_login_locked',
      { firstName: owner.firstName, loginUrl },
      localeOr(owner.locale),
    ),
    template: 'login-locked',
  };
}

function adminCodeMessage(owner: UserRow, code: string) {
  return {
    ...renderEmail('email.admin_login_code', { firstName: owner.firstName, code }, localeOr(owner.locale)),
    template: 'login-code',
  };
}

/**
 * Spec 7.4: sign-in with a username or an email and a password. Failures are counted per account and
 * per address (see login-lock.ts: a locked account still lets its owner in with an e-mailed code).
 */
export async function loginAdmin(
  ctx: RequestContext,
  env: AdminAuthEnv,
  input: { username: string; password: string; ip: string; challengeId?: string; code?: string },
): Promise<AdminSession> {
  const candidates = await findLoginCandidates(ctx, input.username);
  // Counted per account whichever of its names is typed; per typed name when there is no such account.
  const accountKey = candidates[0]
    ? `admin-login:account:${candidates[0].id}`
    : `admin-login:name:${input.username.trim().toLowerCase()}`;
  const addressKey = `admin-login:address:${input.ip}`;
  const user = await guardSignIn({
    db: ctx.db,
    accountKey,
    addressKey,
    rules: ADMIN_LOGIN_RULES,
    owner: candidates[0],
    challengeId: input.challengeId,
    code: input.code,
    invalid,
    lockedOut,
    async verify() {
      for (const candidate of candidates) {
        if (await verifyPassword(candidate.passwordHash, input.password)) return candidate;
      }
      // The same work whether or not the account exists, so timing does not tell.
      if (candidates.length === 0) {
        decoyHash ??= hashPassword(randomToken());
        await verifyPassword(await decoyHash, input.password);
      }
      ctx.log.info({ ip: input.ip }, 'admin sign-in refused: bad credentials');
      return undefined;
    },
    lockNotice: (owner) => adminLockNotice(owner, env.publicUrl),
    codeMessage: (owner, code) => adminCodeMessage(owner, code),
  });
  if (!isAdminRole(user.role)) throw fail('ADMIN_NOT_FOUND');
  if (user.status !== 'active') throw fail('ACCOUNT_INACTIVE');

  const refresh = await issueRefreshToken(ctx.db, user.id, 'admin', ADMIN_REFRESH_TTL_SECONDS);
  await recordLogin(ctx, user.id);
  ctx.log.info({ userId: user.id, role: user.role }, 'admin signed in');
  return { profile: toAdminProfile(user), accessToken: await signAccess(env, user), refresh };
}

/** Rotation: the presented token is spent; presenting it again revokes its whole family. */
export async function refreshAdminSession(
  ctx: RequestContext,
  env: AdminAuthEnv,
  refreshToken: string | undefined,
): Promise<AdminSession> {
  const refused = () => fail('REFRESH_INVALID');
  if (!refreshToken) throw refused();
  const rotated = await rotateRefreshToken(ctx.db, refreshToken, 'admin', ADMIN_REFRESH_TTL_SECONDS);
  if (!rotated.ok) throw refused();
  const user = await getAccount(ctx, rotated.userId);
  if (user?.status !== 'active' || !isAdminRole(user.role)) {
    await revokeAllForUser(ctx.db, rotated.userId);
    throw refused();
  }
  return { profile: toAdminProfile(user), accessToken: await signAccess(env, user), refresh: rotated.next };
}

export async function logoutAdmin(ctx: RequestContext, refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await revokeRefreshToken(ctx.db, refreshToken);
}

export async function currentAdmin(ctx: RequestContext, id: number): Promise<AdminProfile> {
  const user = await getAccount(ctx, id);
  if (!user) throw errors.unauthorized();
  return toAdminProfile(user);
}

/** Spec 2.12: the header badge reads Production, Test (test data on), Staging, or Development. */
export function adminEnvironment(config: Pick<Config, 'KASUWA_ENV' | 'KASUWA_TEST_DATA'>): AdminEnvironment {
  const environment =
    config.KASUWA_ENV === 'production'
      ? 'Production'
      : config.KASUWA_TEST_DATA
        ? 'Test'
        : config.KASUWA_ENV === 'staging'
          ? 'Staging'
          : 'Development';
  return { environment, testData: config.KASUWA_TEST_DATA && config.KASUWA_ENV !== 'production' };
}
