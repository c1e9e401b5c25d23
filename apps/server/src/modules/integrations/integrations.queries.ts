import { eq, lt } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import {
  type OrderAttributionRow,
  orderAttributions,
  type StoreAppRow,
  storeApps,
} from './integrations.schema';

export function listStoreApps(ctx: StoreScope): Promise<StoreAppRow[]> {
  return scoped(ctx).select(storeApps);
}

export async function findStoreApp(ctx: StoreScope, app: string): Promise<StoreAppRow | undefined> {
  const [row] = await scoped(ctx).select(storeApps, eq(storeApps.app, app));
  return row;
}

/** Connects the app, or replaces the ids of one already connected. */
export async function upsertStoreApp(
  ctx: StoreScope,
  values: { app: string; publicId: string; secret: string },
): Promise<StoreAppRow> {
  const [row] = await scoped(ctx)
    .insert(storeApps, values)
    .onConflictDoUpdate({
      target: [storeApps.storeId, storeApps.app],
      set: { publicId: values.publicId, secret: values.secret, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function deleteStoreApp(ctx: StoreScope, app: string): Promise<boolean> {
  const rows = await scoped(ctx).delete(storeApps, eq(storeApps.app, app)).returning({ app: storeApps.app });
  return rows.length > 0;
}

export async function insertOrderAttribution(
  ctx: StoreScope,
  values: Omit<OrderAttributionRow, 'storeId' | 'createdAt'>,
): Promise<void> {
  await scoped(ctx).insert(orderAttributions, values).onConflictDoNothing();
}

/** The order's attribution, removed as it is read: the purchase event's payload carries it from here. */
export async function takeOrderAttribution(
  ctx: StoreScope,
  orderId: string,
): Promise<OrderAttributionRow | undefined> {
  const [row] = await scoped(ctx)
    .delete(orderAttributions, eq(orderAttributions.orderId, orderId))
    .returning();
  return row;
}

export async function deleteOrderAttributionsBefore(ctx: StoreScope, before: Date): Promise<void> {
  await scoped(ctx).delete(orderAttributions, lt(orderAttributions.createdAt, before));
}
