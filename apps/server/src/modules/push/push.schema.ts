import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../admin-users/admin-users.schema';

/**
 * One browser on one device that receives a vendor's order notifications (Web Push). It belongs to the
 * person, not to a store: she is notified for every store she owns. The endpoint is the push service's
 * address for this browser, unique across accounts: a browser signed into another account moves with it.
 * Deleted when the push service answers 404 or 410 (the browser dropped it) or when she turns it off.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), what each message is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser and system, from the user agent when it was turned on: how she tells her devices apart. */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
