import type { CampaignSegment } from '@kasuwa/contracts';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.schema';

/**
 * A message sent to a segment of a store's consenting customers. Its messages (one per recipient, in
 * the platform's `messages` table with this id) carry the delivery figures.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The screen's id for this send: a repeat of the same request sends nothing twice. */
    requestId: uuid('request_id').notNull(),
    name: text('name').notNull(),
    channel: text('channel').notNull(),
    subject: text('subject').notNull().default(''),
    /** WhatsApp campaigns: the approved template's name; empty for SMS and e-mail. */
    template: text('template').notNull().default(''),
    body: text('body').notNull(),
    segment: jsonb('segment').$type<CampaignSegment>().notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaigns_request_key').on(t.storeId, t.requestId),
    index('campaigns_store_idx').on(t.storeId, t.createdAt),
  ],
);
