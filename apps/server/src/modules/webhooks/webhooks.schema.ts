import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.schema';

/** A URL a store sends events to, with the secret its deliveries are signed with. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Subscribed event types (WEBHOOK_EVENTS). */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Needed in the clear to sign; never sent to a client after it was first shown. */
    secret: text('secret').notNull(),
    /** After a rotation the old secret also signs, until this time, so receivers can switch over. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_store_idx').on(t.storeId, t.createdAt)],
);

/**
 * One event for one endpoint: written in the transaction of the event that caused it, sent by the
 * `webhooks.deliver` job. `event_id` is what receivers deduplicate on; retries and replays keep it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** What caused the event (e.g. `refund.created:<refund id>`): the same cause records it once. */
    sourceKey: text('source_key'),
    /** The JSON body, exactly as sent on every attempt. */
    payload: text('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastResponseBody: text('last_response_body').notNull().default(''),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_store_endpoint_idx').on(t.storeId, t.endpointId, t.createdAt),
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(t.storeId, t.endpointId, t.eventId),
    uniqueIndex('webhook_deliveries_endpoint_source_key').on(t.storeId, t.endpointId, t.sourceKey),
  ],
);

/** Every attempt of a delivery, for the log: when, how long, what the receiver answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    replay: boolean('replay').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body').notNull().default(''),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_store_delivery_idx').on(t.storeId, t.deliveryId, t.number)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
