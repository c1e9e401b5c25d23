import { z } from 'zod';

/** The events a store's webhook endpoints can subscribe to (issue 21). */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.shipped',
  'order.delivered',
  'refund.created',
  'product.updated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Sent only by "Send test event"; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.created': 'An order is placed (awaiting payment)',
  'order.paid': 'An order is paid',
  'order.shipped': 'An order is shipped',
  'order.delivered': 'An order is marked delivered',
  'refund.created': 'A refund is made',
  'product.updated': 'A product is changed',
};

/** Request headers of every delivery; docs/webhooks.md tells receivers how to verify them. */
export const WEBHOOK_HEADERS = {
  /** The event's id: the same on every retry and replay, so receivers can ignore repeats. */
  id: 'X-Kasuwa-Event-Id',
  type: 'X-Kasuwa-Event',
  /** Unix seconds at signing time; part of the signed text, so a captured request cannot be replayed later. */
  timestamp: 'X-Kasuwa-Timestamp',
  /** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`; during a secret rotation, two comma-separated. */
  signature: 'X-Kasuwa-Signature',
} as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Attempts per delivery before it is marked failed (a replay starts a fresh round). */
export const WEBHOOK_MAX_ATTEMPTS = 8;
export const WEBHOOK_MAX_ENDPOINTS = 10;

const urlField = z
  .string()
  .trim()
  .min(1, 'Enter the URL to send events to')
  .max(2000, 'At most 2000 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (
        (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname && !u.username && !u.password
      );
    } catch {
      return false;
    }
  }, 'Enter a full http:// or https:// URL without a user name or password');

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, 'Choose at least one event')
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

export const webhookEndpointInputSchema = z.object({
  url: urlField,
  description: z.string().trim().max(200, 'At most 200 characters').default(''),
  events: eventsField,
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointPatchSchema = z
  .object({
    url: urlField,
    description: z.string().trim().max(200, 'At most 200 characters'),
    events: eventsField,
    enabled: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field');
export type WebhookEndpointPatch = z.input<typeof webhookEndpointPatchSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** The secret's last characters, to tell secrets apart; the whole secret is shown only when made. */
  secretHint: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Newest delivery's outcome, for the list. */
  lastDelivery: z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), at: z.iso.datetime() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Answer of create and rotate: the only times the whole secret leaves the server. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookAttemptSchema = z.object({
  number: z.number().int(),
  replay: z.boolean(),
  at: z.iso.datetime(),
  durationMs: z.number().int(),
  /** Null when no answer came (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  responseBody: z.string(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastResponseBody: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  /** The JSON body exactly as sent (signed per attempt with its own timestamp). */
  payload: z.string(),
  history: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const webhookDeliveryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;
