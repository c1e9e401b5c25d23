import type { NotificationPreferences } from '@kasuwa/contracts';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.schema';

/** A store's choice of what its vendor is told and on which channel; no row means the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
