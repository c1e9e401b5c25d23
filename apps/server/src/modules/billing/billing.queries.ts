import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type BillingChargeRow, billingCharges, type SubscriptionRow, subscriptions } from './billing.schema';

// Billing rows belong to a vendor account (user), not to a store: every query names the account.

export async function findSubscription(db: DbOrTx, userId: number, lock = false) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function subscriptionsOf(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(subscriptions).where(inArray(subscriptions.userId, userIds));
}

export async function upsertSubscription(db: DbOrTx, row: typeof subscriptions.$inferInsert) {
  const { userId: _userId, createdAt: _createdAt, ...set } = row;
  await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...set, updatedAt: new Date() } });
}

export async function updateSubscription(
  db: DbOrTx,
  userId: number,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row;
}

/** Subscriptions whose renewal (or retry, or lapse) is due, oldest first. */
export function dueSubscriptions(db: DbOrTx, now: Date, limit = 50) {
  return db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['active', 'grace']), lte(subscriptions.nextAttemptAt, now)))
    .orderBy(subscriptions.nextAttemptAt)
    .limit(limit);
}

/**
 * The account's renewal charge sent to Paystack whose outcome is not known yet (no answer came), oldest
 * first; renewals never send a new one while it stands.
 */
export async function unsettledRenewal(db: DbOrTx, userId: number): Promise<BillingChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCharges)
    .where(
      and(
        eq(billingCharges.userId, userId),
        eq(billingCharges.kind, 'renewal'),
        eq(billingCharges.provider, 'paystack'),
        // A next period paid ahead by transfer or USSD waits for the vendor, not for an answer.
        eq(billingCharges.channel, 'card'),
        eq(billingCharges.status, 'pending'),
      ),
    )
    .orderBy(billingCharges.createdAt)
    .limit(1);
  return row;
}

export async function insertCharge(db: DbOrTx, row: typeof billingCharges.$inferInsert) {
  const [inserted] = await db.insert(billingCharges).values(row).returning();
  return inserted!;
}

export async function findChargeByReference(
  db: DbOrTx,
  reference: string,
  lock = false,
): Promise<BillingChargeRow | undefined> {
  const query = db.select().from(billingCharges).where(eq(billingCharges.reference, reference));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateCharge(
  db: DbOrTx,
  id: string,
  values: Partial<typeof billingCharges.$inferInsert>,
): Promise<void> {
  await db.update(billingCharges).set(values).where(eq(billingCharges.id, id));
}

/**
 * A paid charge of the account, for its invoice; another account's id finds nothing, nor does a card
 * check (refunded, never a sale).
 */
export async function paidChargeOfUser(db: DbOrTx, userId: number, id: string) {
  const [row] = await db
    .select()
    .from(billingCharges)
    .where(
      and(
        eq(billingCharges.id, id),
        eq(billingCharges.userId, userId),
        eq(billingCharges.status, 'paid'),
        ne(billingCharges.kind, 'card_check'),
      ),
    );
  return row;
}

export function chargesOfUser(db: DbOrTx, userId: number, limit = 50) {
  return db
    .select()
    .from(billingCharges)
    .where(eq(billingCharges.userId, userId))
    .orderBy(desc(billingCharges.createdAt))
    .limit(limit);
}

/** Paid subscriptions running now (renewing or in grace), by plan and interval. */
export function runningByPlan(db: DbOrTx) {
  return db
    .select({
      plan: subscriptions.plan,
      interval: subscriptions.interval,
      status: subscriptions.status,
      n: count(),
    })
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['active', 'grace']), ne(subscriptions.plan, 'free')))
    .groupBy(subscriptions.plan, subscriptions.interval, subscriptions.status);
}

/**
 * Churn over a period: accounts paying at its start, and those among them whose paid plan ended (fell to
 * Free) within it. A subscription row keeps only its latest state, so "ended" is a cancelled row last
 * changed in the period.
 */
export async function churnBetween(db: DbOrTx, start: SQL, end: SQL) {
  const ended = and(eq(subscriptions.status, 'cancelled'), gte(subscriptions.updatedAt, start));
  const [row] = await db
    .select({
      payingAtStart: sql<number>`count(*) filter (where ${subscriptions.createdAt} < ${start})::int`,
      churned: sql<number>`count(*) filter (where ${subscriptions.status} = 'cancelled' and ${subscriptions.createdAt} < ${start} and ${subscriptions.updatedAt} < ${end})::int`,
    })
    .from(subscriptions)
    .where(
      and(ne(subscriptions.plan, 'free'), or(inArray(subscriptions.status, ['active', 'grace']), ended)),
    );
  return { payingAtStart: row?.payingAtStart ?? 0, churned: row?.churned ?? 0 };
}

/** A charge whose money goes back to the vendor: a paid card check, or a second payment (refund_due). */
const owedBack = or(
  and(eq(billingCharges.kind, 'card_check'), eq(billingCharges.status, 'paid')),
  eq(billingCharges.status, 'refund_due'),
);

/**
 * Claims a charge owed back for its refund (→ refunding), so two runs (the return page, the webhook,
 * the sweep) never ask the provider twice; answers nothing when another run has it.
 */
export async function claimRefund(db: DbOrTx, id: string): Promise<BillingChargeRow | undefined> {
  const [row] = await db
    .update(billingCharges)
    .set({ status: 'refunding' })
    .where(and(eq(billingCharges.id, id), owedBack))
    .returning();
  return row;
}

/** Charges owed back and not yet refunded (a refund the provider could not take), oldest first. */
export function chargesToRefund(db: DbOrTx, limit = 50) {
  return db
    .select({ id: billingCharges.id })
    .from(billingCharges)
    .where(owedBack)
    .orderBy(billingCharges.createdAt)
    .limit(limit);
}

/**
 * The account's checkouts whose page may still be paid: card payments of a plan or an upgrade not
 * confirmed either way, newest first.
 */
export function openCheckouts(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(billingCharges)
    .where(
      and(
        eq(billingCharges.userId, userId),
        inArray(billingCharges.kind, ['subscribe', 'upgrade']),
        eq(billingCharges.provider, 'paystack'),
        eq(billingCharges.channel, 'card'),
        eq(billingCharges.status, 'pending'),
        gte(billingCharges.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .orderBy(desc(billingCharges.createdAt))
    .limit(20);
}

/**
 * Paid plans renewing on the saved card by `until` whose vendor was not yet warned for that renewal
 * (the expiry itself is compared by the caller).
 */
export function renewingOnCardBy(db: DbOrTx, until: Date, limit = 200) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.renewFromStoreId),
        isNotNull(subscriptions.authorizationCode),
        isNotNull(subscriptions.cardExpires),
        lte(subscriptions.currentPeriodEnd, until),
        or(
          isNull(subscriptions.cardExpiryWarnedFor),
          ne(subscriptions.cardExpiryWarnedFor, subscriptions.currentPeriodEnd),
        ),
      ),
    )
    .orderBy(subscriptions.currentPeriodEnd)
    .limit(limit);
}

/** Marks the expiring-card warning for this renewal as sent; false when another run already did. */
export async function markCardExpiryWarned(db: DbOrTx, userId: number, periodEnd: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ cardExpiryWarnedFor: periodEnd })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.currentPeriodEnd, periodEnd),
        or(isNull(subscriptions.cardExpiryWarnedFor), ne(subscriptions.cardExpiryWarnedFor, periodEnd)),
      ),
    )
    .returning({ userId: subscriptions.userId });
  return rows.length > 0;
}

export async function findChargeById(db: DbOrTx, id: string): Promise<BillingChargeRow | undefined> {
  const [row] = await db.select().from(billingCharges).where(eq(billingCharges.id, id));
  return row;
}
