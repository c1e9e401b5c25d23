import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { paymentAttempts, paymentEvents, transferReturns } from './payments.schema';

export type TransferReturnRow = typeof transferReturns.$inferSelect;

export async function findAttemptByShortCode(db: DbOrTx, code: string) {
  // tenant-scope: an administrator types the code a shopper wrote on her transfer; the attempt tells the store.
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.shortCode, code));
  return row ?? null;
}

/** A transfer's return, once: null when the key was taken (a replayed event). */
export async function insertReturn(
  ctx: StoreScope,
  values: Omit<typeof transferReturns.$inferInsert, 'storeId'>,
) {
  const [row] = await scoped(ctx).insert(transferReturns, values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Returns not yet asked of the provider (or refused last time), oldest first. */
export function pendingReturns(db: DbOrTx, limit: number, attemptId?: string) {
  // tenant-scope: the platform's own refunds of shoppers' transfers, across stores, by a job or a webhook.
  return db
    .select()
    .from(transferReturns)
    .where(
      and(
        eq(transferReturns.status, 'pending'),
        attemptId ? eq(transferReturns.attemptId, attemptId) : undefined,
      ),
    )
    .orderBy(asc(transferReturns.createdAt))
    .limit(limit);
}

/** Claims a pending return for its refund call; null when another process took it first. */
export async function claimReturn(db: DbOrTx, id: string) {
  // tenant-scope: by primary key of a return the caller has just read.
  const [row] = await db
    .update(transferReturns)
    .set({ status: 'refunding', updatedAt: new Date() })
    .where(and(eq(transferReturns.id, id), eq(transferReturns.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function updateReturn(
  db: DbOrTx,
  id: string,
  values: Partial<typeof transferReturns.$inferInsert>,
) {
  // tenant-scope: by primary key of a return the caller claimed.
  const [row] = await db
    .update(transferReturns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(transferReturns.id, id))
    .returning();
  return row!;
}

export function returnsOfAttempt(db: DbOrTx, attemptId: string) {
  // tenant-scope: the returns of an attempt the caller found by its unique reference.
  return db
    .select()
    .from(transferReturns)
    .where(eq(transferReturns.attemptId, attemptId))
    .orderBy(asc(transferReturns.createdAt));
}

/**
 * The open Paystack transfer charge a `bank.transfer.rejected` event is about: the event names only the
 * customer's e-mail, so the newest open transfer account of that e-mail.
 */
export async function openTransferOfEmail(db: DbOrTx, email: string, now: Date) {
  // tenant-scope: a provider's event names only the shopper's e-mail; the attempt tells the store.
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.provider, 'paystack'),
        eq(paymentAttempts.channel, 'bank_transfer'),
        eq(paymentAttempts.status, 'initialized'),
        sql`lower(${paymentAttempts.email}) = ${email}`,
        sql`${paymentAttempts.expiresAt} > ${now}`,
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row ?? null;
}

/** The newest refused transfer into an attempt's account (Paystack returned it), for the pay page. */
export async function lastRejection(db: DbOrTx, reference: string) {
  // tenant-scope: events of a payment the caller found by its unique reference.
  const [row] = await db
    .select({ detail: paymentEvents.detail, receivedAt: paymentEvents.receivedAt })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.reference, reference), eq(paymentEvents.outcome, 'transfer_rejected')))
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  return row ?? null;
}

/** Returns for the back office, newest first, optionally of one status. */
export function listReturns(db: DbOrTx, status: string | undefined, limit: number) {
  // tenant-scope: the platform's own debts to shoppers across stores, for administrators.
  return db
    .select({
      ret: transferReturns,
      reference: paymentAttempts.reference,
      transferAccount: paymentAttempts.transferAccount,
    })
    .from(transferReturns)
    .leftJoin(paymentAttempts, eq(paymentAttempts.id, transferReturns.attemptId))
    .where(status ? eq(transferReturns.status, status) : undefined)
    .orderBy(desc(transferReturns.createdAt))
    .limit(limit);
}

/** A return stuck in its refund call goes back to pending; null unless it was `refunding`. */
export async function releaseClaim(db: DbOrTx, id: string) {
  // tenant-scope: by primary key, for an administrator who checked the provider.
  const [row] = await db
    .update(transferReturns)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(transferReturns.id, id), eq(transferReturns.status, 'refunding')))
    .returning();
  return row ?? null;
}

export async function findReturn(db: DbOrTx, id: string) {
  // tenant-scope: by primary key, for an administrator.
  const [row] = await db.select().from(transferReturns).where(eq(transferReturns.id, id));
  return row ?? null;
}
