import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in attempts per key (an account or an address), shared by every process of the platform.
 * A key that reaches its limit inside the window is locked until `locked_until`.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * One-time codes e-mailed to the owner of a locked account who signed in with the right password:
 * the password plus the code gets in while the lock lasts, so a stranger who only knows the address
 * cannot keep the owner out. `id` is the challenge id the client sends back; the code is kept hashed.
 */
export const loginCodes = pgTable('login_codes', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
