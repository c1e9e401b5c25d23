import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { type AppError, fail } from '../../platform/errors';
import { type EmailInput, queueEmail } from '../../platform/mail';
import { clearFailures, lockedFor, recordFailure, type ThrottleRule } from './login-throttle';
import { loginCodes } from './login-throttle.schema';

/**
 * Per-account sign-in locks that cannot be turned against the owner. Failed passwords lock the
 * account; the owner is e-mailed once when that happens. While it lasts, the right password alone
 * gets no session: it gets a one-time code e-mailed to the owner, and password plus code get in and
 * lift the lock. Wrong passwords never send a code, so the mailbox cannot be flooded by a stranger.
 */

export const LOGIN_CODE_TTL_SECONDS = 10 * 60;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;

export interface LockedAccount {
  id: number;
  email: string;
  firstName: string;
}

export interface SignInGuard<U extends LockedAccount> {
  db: Db;
  accountKey: string;
  addressKey: string;
  rules: { account: ThrottleRule; address: ThrottleRule };
  /** The account the typed name designates, whether or not the password is right. */
  owner: U | undefined;
  /** Checks the password; the account on success. Spends the same time whether or not one exists. */
  verify: () => Promise<U | undefined>;
  challengeId?: string;
  code?: string;
  invalid: () => AppError;
  lockedOut: (seconds: number) => AppError;
  lockNotice: (owner: U) => Omit<EmailInput, 'to'>;
  codeMessage: (owner: U, code: string) => Omit<EmailInput, 'to'>;
}

const codeInvalid = () => fail('LOGIN_CODE_INVALID');

/** Returns the signed-in account, or throws the answer the client gets. */
export async function guardSignIn<U extends LockedAccount>(guard: SignInGuard<U>): Promise<U> {
  const { db } = guard;
  const addressLocked = await lockedFor(db, [guard.addressKey]);
  if (addressLocked > 0) throw guard.lockedOut(addressLocked);
  const accountLocked = await lockedFor(db, [guard.accountKey]);

  const user = await guard.verify();
  if (!user) {
    // Failures are not counted while locked: the lock already holds, and its notice has gone out.
    if (accountLocked > 0) throw guard.lockedOut(accountLocked);
    const lockedNow = await recordFailure(db, guard.accountKey, guard.rules.account);
    await recordFailure(db, guard.addressKey, guard.rules.address);
    if (lockedNow && guard.owner) {
      await queueEmail(db, { to: guard.owner.email, ...guard.lockNotice(guard.owner) });
    }
    throw guard.invalid();
  }

  if (accountLocked > 0) {
    if (!guard.challengeId || !guard.code) {
      const challengeId = await sendLoginCode(db, user, guard.codeMessage);
      throw fail('LOGIN_CODE_REQUIRED', { challengeId, expiresInSeconds: LOGIN_CODE_TTL_SECONDS });
    }
    if (!(await spendLoginCode(db, user.id, guard.challengeId, guard.code))) throw codeInvalid();
  }
  await clearFailures(db, guard.accountKey);
  return user;
}

function hashCode(challengeId: string, code: string): string {
  return sha256(`${challengeId}:${code}`);
}

async function sendLoginCode<U extends LockedAccount>(
  db: Db,
  user: U,
  message: SignInGuard<U>['codeMessage'],
): Promise<string> {
  const challengeId = randomToken(18);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // One live code per account: a newer e-mail makes older codes worthless.
    await tx.delete(loginCodes).where(and(eq(loginCodes.userId, user.id), isNull(loginCodes.usedAt)));
    await tx.insert(loginCodes).values({
      id: challengeId,
      userId: user.id,
      codeHash: hashCode(challengeId, code),
      expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_SECONDS * 1000),
    });
    await queueEmail(tx, { to: user.email, ...message(user, code) });
  });
  return challengeId;
}

/** True once for the right code; every try counts against the limit, and a spent code stays spent. */
async function spendLoginCode(db: Db, userId: number, challengeId: string, code: string): Promise<boolean> {
  const [row] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        eq(loginCodes.id, challengeId),
        eq(loginCodes.userId, userId),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, sql`now()`),
        lt(loginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: loginCodes.codeHash });
  if (!row) return false;
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(hashCode(challengeId, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const spent = await db
    .update(loginCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginCodes.id, challengeId), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  return spent.length === 1;
}
