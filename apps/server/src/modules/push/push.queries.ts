import { and, asc, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { platformMeta } from '../../platform/platform.schema';
import { type PushSubscriptionRow, pushSubscriptions } from './push.schema';

export interface NewSubscription {
  id: string;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
}

/**
 * Saves a browser's subscription for `userId`. The same endpoint again (the page re-syncs on every visit,
 * or another account signs in on that browser) keeps its id and takes the new owner and keys.
 */
export async function upsertSubscription(db: DbOrTx, row: NewSubscription): Promise<PushSubscriptionRow> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, device: row.device },
    })
    .returning();
  return saved!;
}

export async function findSubscriptionByEndpoint(
  db: DbOrTx,
  endpoint: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

/**
 * Gives device `id` the browser's new endpoint and keys, keeping its id, owner and name. A row that
 * already holds the new endpoint (the page saved it first, on a visit) is the same browser: it goes.
 */
export async function replaceEndpoint(
  db: DbOrTx,
  id: string,
  next: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, next.endpoint), ne(pushSubscriptions.id, id)));
    await tx
      .update(pushSubscriptions)
      .set({ ...next, lastSuccessAt: null })
      .where(eq(pushSubscriptions.id, id));
  });
}

export function listSubscriptionsOfUser(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

export async function deleteSubscriptionOfUser(db: DbOrTx, userId: number, id: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** Deletes all but the `keep` most recently added devices of `userId`. */
export async function pruneSubscriptionsOfUser(db: DbOrTx, userId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

export async function findSubscription(db: DbOrTx, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** Removes a subscription the push service no longer knows, unless the browser re-subscribed meanwhile. */
export async function deleteExpiredSubscription(db: DbOrTx, id: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function markDelivered(db: DbOrTx, id: string): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()` }).where(eq(pushSubscriptions.id, id));
}

export async function readMeta(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: platformMeta.value })
    .from(platformMeta)
    .where(eq(platformMeta.key, key));
  return row?.value;
}

/** Writes `value` under `key` unless a row is there already (another process was first). */
export async function insertMetaIfAbsent(db: DbOrTx, key: string, value: object): Promise<void> {
  await db.insert(platformMeta).values({ key, value }).onConflictDoNothing();
}
