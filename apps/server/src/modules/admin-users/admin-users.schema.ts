import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every account: vendors (role `user`) and back-office staff (the admin roles of spec section 6).
 * Numeric ids, as the spec shows them; the server assigns them.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('user'),
    status: text('status').notNull().default('active'),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default('Nigeria'),
    notes: text('notes').notNull().default(''),
    businessName: text('business_name').notNull().default(''),
    plan: text('plan').notNull().default('free'),
    /** The language of the user's screens and of what Kasuwa sends them (issue 33; a LOCALES tag). */
    locale: text('locale').notNull().default('en-NG'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
