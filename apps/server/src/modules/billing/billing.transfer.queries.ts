import { and, asc, desc, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { billingCharges, planTransferReturns, subscriptions } from './billing.schema';

// Plan payments by transfer or USSD (billing.transfer.service) and the money of them that goes back.

/**
 * The account's open transfer or USSD payment of the same purchase, still payable for a while: a second
 * "Pay" gets it again rather than a second account (two accounts could both be paid).
 */
export async function openManualCharge(
  db: DbOrTx,
  match: {
    userId: number;
    plan: string;
    interval: string;
    kind: string;
    quotedFrom: string;
    channel: string;
  },
  openUntil: Date,
) {
  const [row] = await db
    .select()
    .from(billingCharges)
    .where(
      and(
        eq(billingCharges.userId, match.userId),
        eq(billingCharges.plan, match.plan),
        eq(billingCharges.interval, match.interval),
        eq(billingCharges.kind, match.kind),
        eq(billingCharges.quotedFrom, match.quotedFrom),
        eq(billingCharges.channel, match.channel),
        eq(billingCharges.status, 'pending'),
        gt(billingCharges.expiresAt, openUntil),
      ),
    )
    .orderBy(desc(billingCharges.createdAt))
    .limit(1);
  return row;
}

export async function insertPlanReturn(db: DbOrTx, values: typeof planTransferReturns.$inferInsert) {
  const [row] = await db.insert(planTransferReturns).values(values).onConflictDoNothing().returning();
  return row;
}

export function returnsOfCharge(db: DbOrTx, chargeId: string) {
  return db
    .select()
    .from(planTransferReturns)
    .where(eq(planTransferReturns.chargeId, chargeId))
    .orderBy(asc(planTransferReturns.createdAt));
}

/** Returns waiting for their refund (of one charge, or the oldest of all). */
export function pendingPlanReturns(db: DbOrTx, limit: number, chargeId?: string) {
  return db
    .select()
    .from(planTransferReturns)
    .where(
      and(
        eq(planTransferReturns.status, 'pending'),
        chargeId ? eq(planTransferReturns.chargeId, chargeId) : undefined,
      ),
    )
    .orderBy(asc(planTransferReturns.createdAt))
    .limit(limit);
}

/** pending → refunding, so two callers never ask the provider twice for one return. */
export async function claimPlanReturn(db: DbOrTx, id: string) {
  const [row] = await db
    .update(planTransferReturns)
    .set({ status: 'refunding', updatedAt: new Date() })
    .where(and(eq(planTransferReturns.id, id), eq(planTransferReturns.status, 'pending')))
    .returning();
  return row;
}

export async function updatePlanReturn(
  db: DbOrTx,
  id: string,
  values: Partial<typeof planTransferReturns.$inferInsert>,
) {
  await db
    .update(planTransferReturns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(planTransferReturns.id, id));
}

/** refunding → pending, for an administrator who checked that the provider made no refund. */
export async function releasePlanReturn(db: DbOrTx, id: string) {
  const [row] = await db
    .update(planTransferReturns)
    .set({ status: 'pending', failureReason: 'Released by an administrator', updatedAt: new Date() })
    .where(and(eq(planTransferReturns.id, id), eq(planTransferReturns.status, 'refunding')))
    .returning();
  return row;
}

export async function findPlanReturn(db: DbOrTx, id: string) {
  const [row] = await db.select().from(planTransferReturns).where(eq(planTransferReturns.id, id));
  return row;
}

/** The back office's list: newest first, with the charge each came from. */
export function listPlanReturns(db: DbOrTx, status: string | undefined, limit: number) {
  return db
    .select({
      ret: planTransferReturns,
      reference: billingCharges.reference,
      plan: billingCharges.plan,
      transferAccount: billingCharges.transferAccount,
    })
    .from(planTransferReturns)
    .innerJoin(billingCharges, eq(billingCharges.id, planTransferReturns.chargeId))
    .where(status ? eq(planTransferReturns.status, status) : undefined)
    .orderBy(desc(planTransferReturns.createdAt))
    .limit(limit);
}

/**
 * Running plans nothing renews by itself (no saved card, no store balance chosen) whose period ends by
 * `until` and that were not yet reminded at this stage (`days` before the end).
 */
export function manualRenewalsDue(db: DbOrTx, now: Date, until: Date, days: number, limit = 200) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.authorizationCode),
        isNull(subscriptions.renewFromStoreId),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, until),
        or(
          isNull(subscriptions.renewalRemindedFor),
          // A reminder for an earlier period, or an earlier (longer before) stage of this one.
          ne(subscriptions.renewalRemindedFor, subscriptions.currentPeriodEnd),
          gt(subscriptions.renewalRemindedDays, days),
        ),
      ),
    )
    .limit(limit);
}

/** Marks the reminder sent, once: false when another run sent this stage meanwhile. */
export async function markReminded(db: DbOrTx, userId: number, periodEnd: Date, days: number) {
  const rows = await db
    .update(subscriptions)
    .set({ renewalRemindedFor: periodEnd, renewalRemindedDays: days })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.currentPeriodEnd, periodEnd),
        or(
          isNull(subscriptions.renewalRemindedFor),
          ne(subscriptions.renewalRemindedFor, periodEnd),
          gt(subscriptions.renewalRemindedDays, days),
        ),
      ),
    )
    .returning({ userId: subscriptions.userId });
  return rows.length > 0;
}

/** The newest plan transfer account of this billing e-mail still open: what a refusal without a reference was for. */
export async function openTransferOfEmail(db: DbOrTx, email: string, now: Date) {
  const [row] = await db
    .select()
    .from(billingCharges)
    .where(
      and(
        eq(billingCharges.billingEmail, email),
        eq(billingCharges.channel, 'bank_transfer'),
        eq(billingCharges.status, 'pending'),
        gt(billingCharges.expiresAt, now),
      ),
    )
    .orderBy(desc(billingCharges.createdAt))
    .limit(1);
  return row;
}

export async function findPlanReturnByRefund(db: DbOrTx, providerRefundId: string) {
  const [row] = await db
    .select()
    .from(planTransferReturns)
    .where(eq(planTransferReturns.providerRefundId, providerRefundId))
    .for('update');
  return row;
}
