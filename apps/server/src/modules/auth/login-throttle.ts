import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { loginThrottle } from './login-throttle.schema';

/** At most `maxFailures` failed sign-ins per `windowSeconds`; the next one locks the key for `lockSeconds`. */
export interface ThrottleRule {
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** Seconds until the longest lock among the keys ends; 0 when none is locked. */
export async function lockedFor(db: DbOrTx, keys: string[]): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  const now = Date.now();
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/**
 * Counts a failure in the key's window (a new window once the old one has passed) and locks at the limit.
 * True when this failure is the one that locked the key, so the lock is announced once.
 */
export async function recordFailure(db: DbOrTx, key: string, rule: ThrottleRule): Promise<boolean> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const lock = sql`make_interval(secs => ${rule.lockSeconds})`;
  const stale = sql`${loginThrottle.windowStartedAt} < now() - ${window}`;
  const failures = sql`case when ${stale} then 1 else ${loginThrottle.failures} + 1 end`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, lockedUntil: rule.maxFailures <= 1 ? sql`now() + ${lock}` : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${stale} then now() else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${rule.maxFailures} then now() + ${lock} else ${loginThrottle.lockedUntil} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures === rule.maxFailures;
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [key]));
}
