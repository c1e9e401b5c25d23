import {
  bigint,
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

/** Small facts about this installation (seed version, first start), one row per key. */
export const platformMeta = pgTable('platform_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The transactional outbox: a job row is written in the same transaction as the change that causes it.
 * The in-process runner (or the BullMQ dispatcher when REDIS_URL is set) executes it afterwards.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    result: jsonb('result'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey),
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_queue_status_idx').on(t.queue, t.status),
  ],
);

/**
 * Every e-mail and SMS the platform sends, kept whether or not a provider is configured. Written in the
 * transaction of the event that causes it; status moves queued → sent → delivered, or to failed
 * (`logged` when no provider is configured and the text went to the log instead).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    template: text('template').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    storeId: integer('store_id'),
    /** `smtp`, `termii`, `africastalking`: who took the message (after failover). */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /** What the provider bills: SMS pages (GSM-7 160/153, UCS-2 70/67 characters), 1 per e-mail. */
    costUnits: integer('cost_units').notNull().default(1),
    /** The campaign a marketing message belongs to; null for notifications. */
    campaignId: bigint('campaign_id', { mode: 'number' }),
    /** Extra e-mail headers (List-Unsubscribe on campaigns). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_recipient_idx').on(t.recipient, t.createdAt),
    index('messages_store_idx').on(t.storeId, t.createdAt),
    index('messages_campaign_idx').on(t.campaignId, t.status),
    uniqueIndex('messages_provider_id_key').on(t.provider, t.providerMessageId),
  ],
);

/** Opaque refresh tokens, stored hashed; rotated on use, and a reused one revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    audience: text('audience').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);
