import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { paymentAttempts, paymentEvents, refunds, storePaymentSettings } from './payments.schema';

export type AttemptRow = typeof paymentAttempts.$inferSelect;

export async function insertAttempt(
  ctx: StoreScope,
  values: Omit<typeof paymentAttempts.$inferInsert, 'storeId'>,
) {
  const [row] = await scoped(ctx).insert(paymentAttempts, values).returning();
  return row!;
}

export async function findAttempt(db: DbOrTx, reference: string) {
  // tenant-scope: a provider's callback names only our unique reference; the attempt tells the store.
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
  return row ?? null;
}

export async function findAttemptById(db: DbOrTx, id: string) {
  // tenant-scope: by primary key of an attempt a return or event of ours names.
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row ?? null;
}

export async function lockAttempt(db: DbOrTx, reference: string) {
  // tenant-scope: a provider's webhook names only our unique reference; the attempt tells the store.
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.reference, reference))
    .for('update');
  return row ?? null;
}

export async function updateAttempt(
  db: DbOrTx,
  id: string,
  values: Partial<typeof paymentAttempts.$inferInsert>,
) {
  // tenant-scope: by primary key of an attempt the caller has just read by its unique reference.
  const [row] = await db
    .update(paymentAttempts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentAttempts.id, id))
    .returning();
  return row!;
}

export async function paidAttemptOfOrder(ctx: StoreScope, orderId: string) {
  const [row] = await scoped(ctx).select(
    paymentAttempts,
    eq(paymentAttempts.orderId, orderId),
    eq(paymentAttempts.status, 'paid'),
  );
  return row ?? null;
}

/**
 * Attempts on an order that the provider has not yet answered for (neither paid nor failed), including
 * the ones closed because the order was paid outside Kasuwa: money may still have reached the provider.
 */
export function openAttemptsOfOrder(ctx: StoreScope, orderId: string) {
  return scoped(ctx).select(
    paymentAttempts,
    eq(paymentAttempts.orderId, orderId),
    inArray(paymentAttempts.status, ['initialized', 'cancelled']),
  );
}

/**
 * Every attempt on an order, locked in the order a provider's confirmation locks one (`lockAttempt`):
 * "paid outside Kasuwa" and a confirmation of the same order then run one after the other.
 */
export function lockAttemptsOfOrder(ctx: StoreScope, orderId: string) {
  return scoped(ctx)
    .select(paymentAttempts, eq(paymentAttempts.orderId, orderId))
    .orderBy(paymentAttempts.reference)
    .for('update');
}

/** Closes the order's attempts the provider has not answered for; a charge that still comes is refunded. */
export function cancelOpenAttempts(ctx: StoreScope, orderId: string, reason: string) {
  return scoped(ctx).update(
    paymentAttempts,
    { status: 'cancelled', failureReason: reason, updatedAt: new Date() },
    eq(paymentAttempts.orderId, orderId),
    eq(paymentAttempts.status, 'initialized'),
  );
}

/** Claims an event key; null means the key was already taken (a replay). */
export async function claimEvent(db: DbOrTx, values: typeof paymentEvents.$inferInsert) {
  const [row] = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row ?? null;
}

export async function recordEvent(db: DbOrTx, values: typeof paymentEvents.$inferInsert) {
  await db.insert(paymentEvents).values({ ...values, eventKey: null });
}

export async function setEventOutcome(db: DbOrTx, id: number, outcome: string, detail: string) {
  await db.update(paymentEvents).set({ outcome, detail }).where(eq(paymentEvents.id, id));
}

export function eventsOfReference(db: DbOrTx, reference: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.reference, reference))
    .orderBy(desc(paymentEvents.id));
}

export async function settingsOf(ctx: StoreScope) {
  const { storeId } = ctx;
  const [row] = await scoped(ctx).select(storePaymentSettings);
  return (
    row ?? {
      storeId,
      paystack: true,
      paga: true,
      flutterwave: false,
      bankTransfer: true,
      updatedAt: new Date(0),
    }
  );
}

export async function upsertSettings(
  ctx: StoreScope,
  values: Omit<typeof storePaymentSettings.$inferInsert, 'storeId'>,
) {
  const [row] = await scoped(ctx)
    .insert(storePaymentSettings, values)
    .onConflictDoUpdate({ target: storePaymentSettings.storeId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function insertRefund(ctx: StoreScope, values: Omit<typeof refunds.$inferInsert, 'storeId'>) {
  const [row] = await scoped(ctx).insert(refunds, values).returning();
  return row!;
}

export async function updateRefund(db: DbOrTx, id: string, values: Partial<typeof refunds.$inferInsert>) {
  // tenant-scope: by primary key of a refund the caller created or locked by its provider id.
  const [row] = await db
    .update(refunds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(refunds.id, id))
    .returning();
  return row!;
}

/** What was refunded of one order line, refused refunds aside. */
export async function refundedOfItem(ctx: StoreScope, orderId: string, itemId: number): Promise<number> {
  const [row] = await scoped(ctx).pick(
    { total: sql<string>`coalesce(sum(${refunds.amount}), 0)` },
    refunds,
    eq(refunds.orderId, orderId),
    eq(refunds.orderItemId, itemId),
    ne(refunds.status, 'failed'),
  );
  return Number(row?.total ?? 0);
}

export function refundsOfOrder(ctx: StoreScope, orderId: string) {
  return scoped(ctx).select(refunds, eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt));
}

/** Whether a refund of the payment with this reference was asked of the provider and not yet answered. */
export async function hasRefundInFlight(db: DbOrTx, attemptReference: string): Promise<boolean> {
  // tenant-scope: a provider's refund event names only the payment's reference; the rows tell the store.
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, refunds.attemptId))
    .where(
      and(
        eq(paymentAttempts.reference, attemptReference),
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function lockRefundByProviderId(db: DbOrTx, providerRefundId: string) {
  // tenant-scope: a provider's refund event names only its refund id; the row tells the store.
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.providerRefundId, providerRefundId))
    .for('update');
  return row ?? null;
}
