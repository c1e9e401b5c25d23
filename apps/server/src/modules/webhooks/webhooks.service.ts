/*
 * Why this file is over 400 lines: a webhook endpoint, the deliveries recorded for it and the attempt
 * that sends one are one aggregate: the attempt signs with the endpoint's secrets, records its outcome on
 * the delivery and schedules the next retry in one transaction; replay and the test event reuse that
 * path. Splitting endpoints from deliveries would make each half reach into the other's rows.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  webhookEndpointInputSchema,
  type webhookEndpointPatchSchema,
} from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Config } from '../../config';
import { errors, fail } from '../../platform/errors';
import { enqueue, enqueueMany, type JobDefinition } from '../../platform/jobs';
import { hostRefusal, type OutboundResult, postGuarded } from '../../platform/outbound-http';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import * as q from './webhooks.queries';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.schema';

/** What the endpoint rules need of the configuration. */
export type WebhooksSettings = Pick<Config, 'webhooks'>;

/** The delivery job's identity; its handler is `deliverWebhookJob` in webhooks.jobs.ts. */
export const DELIVER_JOB: Pick<JobDefinition, 'type' | 'queue' | 'maxAttempts'> = {
  type: 'webhooks.deliver',
  queue: 'webhooks',
  // The job itself retries only when our side failed (database gone); a receiver's failure is recorded
  // and the next attempt is a new job on the webhook schedule below.
  maxAttempts: 3,
};

export interface DeliverPayload {
  storeId: number;
  deliveryId: string;
  /** The delivery's attempt number this job makes; a job that finds another attempt recorded stops. */
  attempt: number;
  /** 1 for the first attempt of a round (the event, or a replay), up to WEBHOOK_MAX_ATTEMPTS. */
  round: number;
  replay: boolean;
}

/** A rotated-out secret keeps signing (beside the new one) this long, so receivers can switch over. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;
/** How much of a receiver's answer is kept. */
export const RESPONSE_BODY_LIMIT = 1024;

/**
 * The wait after a failed attempt (1-based number within its round): 30 s, 2 min, 10 min, 1 h, 3 h,
 * 6 h, 12 h. Eight attempts span about 22 hours, so a receiver down for most of a day still gets the event.
 */
const RETRY_DELAYS_MS = [30e3, 120e3, 600e3, 3_600e3, 10_800e3, 21_600e3, 43_200e3];
export function retryDelayMs(failedAttempt: number): number {
  return RETRY_DELAYS_MS[Math.min(failedAttempt, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;
}

export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/** Hex HMAC-SHA256 of `<timestamp>.<body>` keyed with the whole secret (docs/webhooks.md: verifying). */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `v1=<sig>`, and a second `v1=` with the previous secret while a rotation's grace period lasts. */
export function signatureHeader(
  endpoint: WebhookEndpointRow,
  timestamp: number,
  body: string,
  now = new Date(),
) {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) {
    secrets.push(endpoint.previousSecret);
  }
  return secrets.map((s) => `v1=${signPayload(s, timestamp, body)}`).join(',');
}

function secretHint(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}

function toEndpoint(
  row: WebhookEndpointRow,
  latest?: { status: string; createdAt: Date; lastAttemptAt: Date | null },
): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    secretHint: secretHint(row.secret),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastDelivery: latest
      ? {
          status: latest.status as WebhookDeliveryStatus,
          at: (latest.lastAttemptAt ?? latest.createdAt).toISOString(),
        }
      : null,
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    lastResponseBody: row.lastResponseBody,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}

/**
 * The URL rules beyond its shape: https in production, and (where private receivers are not allowed) no
 * address literal or host name that is private now. The check at send time is the one that protects;
 * this one tells the vendor at once.
 */
async function checkUrl(settings: WebhooksSettings, raw: string): Promise<string> {
  const url = new URL(raw);
  if (settings.webhooks.requireHttps && url.protocol !== 'https:') {
    throw errors.validation([{ path: 'url', message: 'Use an https:// URL' }]);
  }
  if (!settings.webhooks.allowPrivateAddresses) {
    const refusal = await hostRefusal(url.hostname);
    if (refusal) throw errors.validation([{ path: 'url', message: `Not a public address: ${refusal}` }]);
  }
  return url.toString();
}

export async function listEndpoints(ctx: StoreScope): Promise<WebhookEndpoint[]> {
  const rows = await q.listEndpoints(ctx);
  const out: WebhookEndpoint[] = [];
  for (const row of rows) out.push(toEndpoint(row, await q.latestDelivery(ctx, row.id)));
  return out;
}

async function endpointOf(ctx: StoreScope, id: string): Promise<WebhookEndpointRow> {
  const row = await q.findEndpoint(ctx, id);
  if (!row) throw errors.notFound('Webhook endpoint');
  return row;
}

export async function getEndpoint(ctx: StoreScope, id: string): Promise<WebhookEndpoint> {
  const row = await endpointOf(ctx, id);
  return toEndpoint(row, await q.latestDelivery(ctx, row.id));
}

export async function createEndpoint(
  ctx: StoreScope,
  settings: WebhooksSettings,
  raw: z.input<typeof webhookEndpointInputSchema>,
): Promise<WebhookEndpointWithSecret> {
  const input = webhookEndpointInputSchema.parse(raw);
  const url = await checkUrl(settings, input.url);
  return inTransaction(ctx, async (tx) => {
    if ((await q.countEndpoints(tx)) >= WEBHOOK_MAX_ENDPOINTS) {
      throw fail('CONFLICT', {
        reason: `A store can have at most ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints.`,
      });
    }
    const secret = newSecret();
    const row = await q.insertEndpoint(tx, {
      id: uuidv7(),
      url,
      description: input.description,
      events: input.events,
      enabled: input.enabled,
      secret,
    });
    return { ...toEndpoint(row), secret };
  });
}

export async function updateEndpoint(
  ctx: StoreScope,
  settings: WebhooksSettings,
  id: string,
  patch: z.output<typeof webhookEndpointPatchSchema>,
): Promise<WebhookEndpoint> {
  const url = patch.url === undefined ? undefined : await checkUrl(settings, patch.url);
  return inTransaction(ctx, async (tx) => {
    await endpointOf(tx, id);
    const row = await q.updateEndpoint(tx, id, {
      ...(url !== undefined ? { url } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.events !== undefined ? { events: patch.events } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    });
    if (!row) throw errors.notFound('Webhook endpoint');
    if (patch.enabled === false) await q.stopWaitingDeliveries(tx, id, 'Endpoint disabled');
    return toEndpoint(row, await q.latestDelivery(tx, id));
  });
}

export async function deleteEndpoint(ctx: StoreScope, id: string): Promise<void> {
  if (!(await q.deleteEndpoint(ctx, id))) throw errors.notFound('Webhook endpoint');
}

/** A new secret, shown once; the old one keeps signing beside it for PREVIOUS_SECRET_GRACE_MS. */
export async function rotateSecret(ctx: StoreScope, id: string): Promise<WebhookEndpointWithSecret> {
  return inTransaction(ctx, async (tx) => {
    const current = await endpointOf(tx, id);
    const secret = newSecret();
    const row = await q.updateEndpoint(tx, id, {
      secret,
      previousSecret: current.secret,
      previousSecretUntil: new Date(Date.now() + PREVIOUS_SECRET_GRACE_MS),
    });
    return { ...toEndpoint(row!, await q.latestDelivery(tx, id)), secret };
  });
}

function eventBody(eventId: string, type: string, storeId: number, data: unknown, at = new Date()): string {
  return JSON.stringify({ id: eventId, type, created_at: at.toISOString(), store_id: storeId, data });
}

/**
 * Records `type` for every enabled endpoint of the store that subscribed to it: one delivery row each
 * and its first job, in the caller's transaction, so a delivery exists exactly when the event committed.
 * A store without endpoints pays one indexed read. `sourceKey` names the cause when it may be reported twice (a refund finished by the provider's event
 * after our own call): the second report records nothing. Returns the event id, or null when no
 * endpoint wanted it.
 */
export async function recordWebhookEvent(
  ctx: StoreScope,
  type: WebhookEventType,
  /** Builds the event's `data`; only called when some endpoint wants the event. */
  data: () => unknown | Promise<unknown>,
  options: { sourceKey?: string } = {},
): Promise<string | null> {
  const endpoints = await q.subscribedEndpoints(ctx, type);
  if (endpoints.length === 0) return null;
  const eventId = uuidv7();
  const payload = eventBody(eventId, type, ctx.storeId, await data());
  const inserted = await q.insertDeliveries(
    ctx,
    endpoints.map((e) => ({
      id: uuidv7(),
      endpointId: e.id,
      eventId,
      eventType: type,
      sourceKey: options.sourceKey ?? null,
      payload,
      nextAttemptAt: new Date(),
    })),
  );
  await enqueueMany<DeliverPayload>(
    ctx.db,
    DELIVER_JOB,
    inserted.map((d) => ({
      payload: { storeId: ctx.storeId, deliveryId: d.id, attempt: 1, round: 1, replay: false },
      options: { dedupeKey: `webhook:${d.id}:1` },
    })),
  );
  return inserted.length ? eventId : null;
}

/** A `webhook.test` event to one endpoint, whatever it subscribed to and even while disabled. */
export async function sendTestEvent(ctx: StoreScope, endpointId: string): Promise<WebhookDelivery> {
  return inTransaction(ctx, async (tx) => {
    await endpointOf(tx, endpointId);
    const eventId = uuidv7();
    const [row] = await q.insertDeliveries(tx, [
      {
        id: uuidv7(),
        endpointId,
        eventId,
        eventType: WEBHOOK_TEST_EVENT,
        payload: eventBody(eventId, WEBHOOK_TEST_EVENT, tx.storeId, {
          message: 'A test event from Kasuwa. Verify its signature, then answer with any 2xx status.',
        }),
        nextAttemptAt: new Date(),
      },
    ]);
    await enqueue<DeliverPayload>(
      tx.db,
      DELIVER_JOB,
      { storeId: tx.storeId, deliveryId: row!.id, attempt: 1, round: 1, replay: true },
      { dedupeKey: `webhook:${row!.id}:1` },
    );
    return toDelivery((await q.findDelivery(tx, row!.id))!);
  });
}

/** Sends a delivery again now, with the same event id and body (a new round of attempts). */
export async function replayDelivery(
  ctx: StoreScope,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  return inTransaction(ctx, async (tx) => {
    await endpointOf(tx, endpointId);
    const current = await q.findDelivery(tx, deliveryId, endpointId);
    if (!current) throw errors.notFound('Webhook delivery');
    const row = await q.updateDelivery(tx, deliveryId, { status: 'pending', nextAttemptAt: new Date() });
    const attempt = current.attempts + 1;
    await enqueue<DeliverPayload>(
      tx.db,
      DELIVER_JOB,
      { storeId: tx.storeId, deliveryId, attempt, round: 1, replay: true },
      // A replay and a scheduled retry of the same attempt number both run; the first recorded wins.
      { dedupeKey: `webhook:${deliveryId}:${attempt}:replay:${uuidv7()}` },
    );
    return toDelivery(row!);
  });
}

export async function listDeliveries(ctx: StoreScope, endpointId: string, query: WebhookDeliveryListQuery) {
  await endpointOf(ctx, endpointId);
  const { rows, total } = await q.listDeliveries(ctx, endpointId, query);
  return { items: rows.map(toDelivery), total, page: query.page, limit: query.limit };
}

export async function getDelivery(
  ctx: StoreScope,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryDetail> {
  await endpointOf(ctx, endpointId);
  const row = await q.findDelivery(ctx, deliveryId, endpointId);
  if (!row) throw errors.notFound('Webhook delivery');
  const history = await q.attemptsOf(ctx, deliveryId);
  return {
    ...toDelivery(row),
    payload: row.payload,
    history: history.map((a) => ({
      number: a.number,
      replay: a.replay,
      at: a.at.toISOString(),
      durationMs: a.durationMs,
      statusCode: a.statusCode,
      responseBody: a.responseBody,
      error: a.error,
    })),
  };
}

/** The request headers of one attempt. */
export function deliveryHeaders(
  endpoint: WebhookEndpointRow,
  delivery: WebhookDeliveryRow,
  now = new Date(),
) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Kasuwa-Webhooks/1.0',
    [WEBHOOK_HEADERS.id.toLowerCase()]: delivery.eventId,
    [WEBHOOK_HEADERS.type.toLowerCase()]: delivery.eventType,
    [WEBHOOK_HEADERS.timestamp.toLowerCase()]: String(timestamp),
    [WEBHOOK_HEADERS.signature.toLowerCase()]: signatureHeader(endpoint, timestamp, delivery.payload, now),
  };
}

/**
 * One attempt of a delivery (the `webhooks.deliver` job): sends it signed, records the attempt and
 * its outcome, and schedules the next attempt after a failure, all in one transaction. A 2xx answer
 * succeeds; anything else (3xx included: redirects are not followed), a timeout, a connection error or
 * a refused address is a failure. A job that finds its attempt already made (a replay and a retry
 * raced, or a crash re-ran it) does nothing.
 */
export async function attemptDelivery(
  ctx: Pick<StoreScope, 'db'>,
  settings: WebhooksSettings,
  job: DeliverPayload,
  send: (request: Parameters<typeof postGuarded>[0]) => Promise<OutboundResult> = postGuarded,
) {
  const scope = { db: ctx.db, storeId: job.storeId };
  const delivery = await q.findDelivery(scope, job.deliveryId);
  if (!delivery) return { skipped: 'delivery gone' };
  if (delivery.attempts !== job.attempt - 1) return { skipped: 'attempt already made' };
  // An automatic attempt (an event's first, or any retry) stops once the delivery is over; a replay's
  // first attempt is what reopens it.
  const reopens = job.replay && job.round === 1;
  if (!reopens && (delivery.status === 'succeeded' || delivery.status === 'failed')) {
    return { skipped: delivery.status };
  }
  const endpoint = await q.findEndpoint(scope, delivery.endpointId);
  if (!endpoint) return { skipped: 'endpoint gone' };

  const at = new Date();
  const result = await send({
    url: endpoint.url,
    headers: deliveryHeaders(endpoint, delivery, at),
    body: delivery.payload,
    timeoutMs: settings.webhooks.timeoutMs,
    allowPrivate: settings.webhooks.allowPrivateAddresses,
    maxResponseBytes: RESPONSE_BODY_LIMIT,
  });
  const statusCode = result.kind === 'answered' ? result.status : null;
  const responseBody = result.kind === 'answered' ? result.body : '';
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const error = ok
    ? null
    : result.kind === 'answered'
      ? `Answered ${result.status}`
      : result.kind === 'refused'
        ? `Refused: ${result.error}`
        : result.error;
  const retry = !ok && job.round < WEBHOOK_MAX_ATTEMPTS;
  const nextAttemptAt = retry ? new Date(at.getTime() + retryDelayMs(job.round)) : null;

  return inTransaction(scope, async (tx) => {
    const updated = await q.recordOutcome(tx, delivery.id, job.attempt, {
      attempts: job.attempt,
      status: ok ? 'succeeded' : retry ? 'retrying' : 'failed',
      lastAttemptAt: at,
      lastStatusCode: statusCode,
      lastResponseBody: responseBody,
      lastError: error,
      nextAttemptAt,
    });
    if (!updated) return { skipped: 'attempt already made' };
    await q.insertAttempt(tx, {
      deliveryId: delivery.id,
      number: job.attempt,
      replay: job.replay,
      at,
      durationMs: result.durationMs,
      statusCode,
      responseBody,
      error,
    });
    if (retry && nextAttemptAt) {
      await enqueue<DeliverPayload>(
        tx.db,
        DELIVER_JOB,
        { ...job, attempt: job.attempt + 1, round: job.round + 1 },
        { runAt: nextAttemptAt, dedupeKey: `webhook:${delivery.id}:${job.attempt + 1}` },
      );
    }
    return { status: updated.status, statusCode, attempt: job.attempt };
  });
}
