import type { MessageListQuery, NotificationPreferences } from '@kasuwa/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { messages } from '../../platform/platform.schema';
import { type StoreScope, scoped } from '../../platform/tenant';
import { notificationPreferences } from './messaging.schema';

export type MessageRow = typeof messages.$inferSelect;

/** The store's saved notification preferences as stored (possibly older than today's shape), if any. */
export async function storedPreferences(ctx: StoreScope) {
  const [row] = await scoped(ctx).select(notificationPreferences);
  return row?.preferences;
}

/**
 * The store's preferences row, created with `initial` when missing and locked until the transaction
 * ends (call it inside one), so two saves of one store apply one after the other.
 */
export async function lockPreferences(tx: StoreScope, initial: NotificationPreferences) {
  const s = scoped(tx);
  await s.insert(notificationPreferences, { preferences: initial }).onConflictDoNothing();
  const [row] = await s.select(notificationPreferences).for('update');
  return row?.preferences;
}

export async function savePreferences(tx: StoreScope, preferences: NotificationPreferences) {
  await scoped(tx).update(notificationPreferences, { preferences, updatedAt: new Date() });
}

/** One page of the store's message log, newest first, and how many messages match in all. */
export async function messageLog(ctx: StoreScope, query: MessageListQuery) {
  const s = scoped(ctx);
  const filter = [
    query.channel ? eq(messages.channel, query.channel) : undefined,
    query.status ? eq(messages.status, query.status) : undefined,
  ];
  const [rows, [total]] = await Promise.all([
    s
      .select(messages, ...filter)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    s.pick({ n: count() }, messages, ...filter),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
