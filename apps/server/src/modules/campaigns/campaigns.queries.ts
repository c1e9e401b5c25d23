import { count, desc, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { messages } from '../../platform/platform.schema';
import { type StoreScope, scoped } from '../../platform/tenant';
import { campaigns } from './campaigns.schema';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = Omit<typeof campaigns.$inferInsert, 'storeId'>;
export type NewCampaignMessage = Omit<typeof messages.$inferInsert, 'storeId'>;
export type MessageRow = typeof messages.$inferSelect;

/** SMS pages the store's campaigns took since the start of this calendar month in Lagos, cancelled ones aside. */
export async function campaignSmsPagesThisMonth(ctx: StoreScope): Promise<number> {
  const monthStart = sql`date_trunc('month', now() at time zone 'Africa/Lagos') at time zone 'Africa/Lagos'`;
  const [used] = await scoped(ctx).pick(
    { pages: sum(messages.costUnits).mapWith(Number) },
    messages,
    eq(messages.channel, 'sms'),
    sql`${messages.campaignId} is not null`,
    ne(messages.status, 'cancelled'),
    sql`${messages.createdAt} >= ${monthStart}`,
  );
  return used?.pages ?? 0;
}

export async function campaignByRequestId(ctx: StoreScope, requestId: string): Promise<CampaignRow | null> {
  const [row] = await scoped(ctx).select(campaigns, eq(campaigns.requestId, requestId));
  return row ?? null;
}

export async function campaignById(ctx: StoreScope, id: number): Promise<CampaignRow | null> {
  const [row] = await scoped(ctx).select(campaigns, eq(campaigns.id, id));
  return row ?? null;
}

/**
 * Waits for the store's other campaign sends to finish, until the end of the transaction `ctx` runs in;
 * other stores are not held up.
 */
export async function lockStoreCampaigns(ctx: StoreScope): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext('kasuwa.campaigns'), ${ctx.storeId})`);
}

export async function insertCampaign(ctx: StoreScope, values: NewCampaign): Promise<number> {
  const [row] = await scoped(ctx).insert(campaigns, values).returning({ id: campaigns.id });
  return row!.id;
}

/** The recipients' messages, returned in the order given. */
export function insertCampaignMessages(ctx: StoreScope, values: NewCampaignMessage[]) {
  return scoped(ctx).insert(messages, values).returning({ id: messages.id, recipient: messages.recipient });
}

export async function messageById(db: DbOrTx, messageId: number): Promise<MessageRow | null> {
  // tenant-scope: a job knows its message by id; the store comes from the message itself.
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row ?? null;
}

/** Cancels the message if it is still waiting; one already released is left as it is. */
export async function cancelQueuedMessage(ctx: StoreScope, messageId: number, error: string, now: Date) {
  await scoped(ctx).update(
    messages,
    { status: 'cancelled', error, updatedAt: now },
    eq(messages.id, messageId),
    eq(messages.status, 'queued'),
  );
}

/** Per campaign and message status: how many messages, and their cost units. */
export function messageCountsByStatus(ctx: StoreScope, campaignIds: number[]) {
  return scoped(ctx)
    .pick(
      {
        campaignId: messages.campaignId,
        status: messages.status,
        n: count(),
        units: sum(messages.costUnits).mapWith(Number),
      },
      messages,
      inArray(messages.campaignId, campaignIds),
    )
    .groupBy(messages.campaignId, messages.status);
}

/** One page of the store's campaigns, newest first, and how many it has in all. */
export async function campaignPage(
  ctx: StoreScope,
  page: { limit: number; offset: number },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const s = scoped(ctx);
  const [rows, [total]] = await Promise.all([
    s
      .select(campaigns)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(page.limit)
      .offset(page.offset),
    s.pick({ n: count() }, campaigns),
  ]);
  return { rows, total: total?.n ?? 0 };
}
