import { arrayContains, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import {
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from './webhooks.schema';

export function listEndpoints(ctx: StoreScope) {
  return scoped(ctx)
    .select(webhookEndpoints)
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function countEndpoints(ctx: StoreScope): Promise<number> {
  const [row] = await scoped(ctx).pick({ n: count() }, webhookEndpoints);
  return Number(row?.n ?? 0);
}

export async function findEndpoint(ctx: StoreScope, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await scoped(ctx).select(webhookEndpoints, eq(webhookEndpoints.id, id));
  return row;
}

/** Enabled endpoints subscribed to `type`: the ones an event of that type is delivered to. */
export function subscribedEndpoints(ctx: StoreScope, type: string) {
  return scoped(ctx).pick(
    { id: webhookEndpoints.id },
    webhookEndpoints,
    eq(webhookEndpoints.enabled, true),
    arrayContains(webhookEndpoints.events, [type]),
  );
}

export async function insertEndpoint(
  ctx: StoreScope,
  values: Omit<typeof webhookEndpoints.$inferInsert, 'storeId'>,
): Promise<WebhookEndpointRow> {
  const [row] = await scoped(ctx).insert(webhookEndpoints, values).returning();
  return row!;
}

export async function updateEndpoint(
  ctx: StoreScope,
  id: string,
  values: Partial<Omit<typeof webhookEndpoints.$inferInsert, 'storeId' | 'id'>>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await scoped(ctx)
    .update(webhookEndpoints, { ...values, updatedAt: new Date() }, eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function deleteEndpoint(ctx: StoreScope, id: string): Promise<boolean> {
  const rows = await scoped(ctx)
    .delete(webhookEndpoints, eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Inserts deliveries; one whose endpoint already has this event id or cause is skipped. */
export function insertDeliveries(
  ctx: StoreScope,
  values: Omit<typeof webhookDeliveries.$inferInsert, 'storeId'>[],
) {
  return scoped(ctx)
    .insert(webhookDeliveries, values)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
}

export async function findDelivery(
  ctx: StoreScope,
  id: string,
  endpointId?: string,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await scoped(ctx).select(
    webhookDeliveries,
    eq(webhookDeliveries.id, id),
    endpointId ? eq(webhookDeliveries.endpointId, endpointId) : undefined,
  );
  return row;
}

export async function listDeliveries(
  ctx: StoreScope,
  endpointId: string,
  filter: { page: number; limit: number; status?: string },
) {
  const where = [
    eq(webhookDeliveries.endpointId, endpointId),
    filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
  ];
  const rows = await scoped(ctx)
    .select(webhookDeliveries, ...where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await scoped(ctx).pick({ n: count() }, webhookDeliveries, ...where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** An endpoint's newest delivery (for the endpoint list; a store has at most a few endpoints). */
export async function latestDelivery(ctx: StoreScope, endpointId: string) {
  const [row] = await scoped(ctx)
    .pick(
      {
        status: webhookDeliveries.status,
        createdAt: webhookDeliveries.createdAt,
        lastAttemptAt: webhookDeliveries.lastAttemptAt,
      },
      webhookDeliveries,
      eq(webhookDeliveries.endpointId, endpointId),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(1);
  return row;
}

export function attemptsOf(ctx: StoreScope, deliveryId: string) {
  return scoped(ctx)
    .select(webhookAttempts, eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.number), asc(webhookAttempts.id));
}

export async function insertAttempt(
  ctx: StoreScope,
  values: Omit<typeof webhookAttempts.$inferInsert, 'storeId'>,
): Promise<void> {
  await scoped(ctx).insert(webhookAttempts, values);
}

/**
 * Records an attempt's outcome on its delivery, only if no other attempt was recorded meanwhile (a
 * replay and a retry that raced): undefined when this attempt lost.
 */
export async function recordOutcome(
  ctx: StoreScope,
  id: string,
  attempt: number,
  values: Partial<Omit<typeof webhookDeliveries.$inferInsert, 'storeId' | 'id'>>,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await scoped(ctx)
    .update(
      webhookDeliveries,
      values,
      eq(webhookDeliveries.id, id),
      eq(webhookDeliveries.attempts, attempt - 1),
    )
    .returning();
  return row;
}

export async function updateDelivery(
  ctx: StoreScope,
  id: string,
  values: Partial<Omit<typeof webhookDeliveries.$inferInsert, 'storeId' | 'id'>>,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await scoped(ctx).update(webhookDeliveries, values, eq(webhookDeliveries.id, id)).returning();
  return row;
}

/** A disabled endpoint's waiting deliveries stop: they are failed with the reason. */
export function stopWaitingDeliveries(ctx: StoreScope, endpointId: string, reason: string) {
  return scoped(ctx).update(
    webhookDeliveries,
    { status: 'failed', nextAttemptAt: null, lastError: reason },
    eq(webhookDeliveries.endpointId, endpointId),
    inArray(webhookDeliveries.status, ['pending', 'retrying']),
  );
}
