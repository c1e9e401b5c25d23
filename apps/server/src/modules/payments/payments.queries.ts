import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { paymentAttempts, paymentEvents, refunds, storePaymentSettings } from './payments.schema';

export type AttemptRow = typeof paymentAttempts.$inferSelect;

export async function insertAttempt(db: DbOrTx, values: typeof paymentAttempts.$inferInsert) {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  return row!;
}

export async function findAttempt(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
  return row ?? null;
}

export async function lockAttempt(db: DbOrTx, reference: string) {
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
  const [row] = await db
    .update(paymentAttempts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentAttempts.id, id))
    .returning();
  return row!;
}

export async function paidAttemptOfOrder(db: DbOrTx, storeId: number, orderId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.storeId, storeId),
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.status, 'paid'),
      ),
    );
  return row ?? null;
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

export async function settingsOf(db: DbOrTx, storeId: number) {
  const [row] = await db.select().from(storePaymentSettings).where(eq(storePaymentSettings.storeId, storeId));
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

export async function upsertSettings(db: DbOrTx, values: typeof storePaymentSettings.$inferInsert) {
  const [row] = await db
    .insert(storePaymentSettings)
    .values(values)
    .onConflictDoUpdate({ target: storePaymentSettings.storeId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert) {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function updateRefund(db: DbOrTx, id: string, values: Partial<typeof refunds.$inferInsert>) {
  const [row] = await db
    .update(refunds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(refunds.id, id))
    .returning();
  return row!;
}

export function refundsOfOrder(db: DbOrTx, storeId: number, orderId: string) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.storeId, storeId), eq(refunds.orderId, orderId)))
    .orderBy(desc(refunds.createdAt));
}

export async function lockRefundByProviderId(db: DbOrTx, providerRefundId: string) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.providerRefundId, providerRefundId))
    .for('update');
  return row ?? null;
}
