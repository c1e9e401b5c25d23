import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { contactMessages, errorReports, newsletterSubscriptions } from './content.schema';

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

export async function findSubscription(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
  return row;
}

/** Starts (or restarts) the opt-in: new tokens, status pending, earlier confirmation forgotten. */
export async function savePendingSubscription(
  db: DbOrTx,
  existingId: number | undefined,
  values: {
    email: string;
    fullName: string;
    phone: string;
    confirmTokenHash: string;
    unsubscribeTokenHash: string;
  },
) {
  const pending = {
    ...values,
    status: 'pending',
    createdAt: new Date(),
    confirmedAt: null,
    unsubscribedAt: null,
  };
  if (existingId === undefined) await db.insert(newsletterSubscriptions).values(pending);
  else
    await db.update(newsletterSubscriptions).set(pending).where(eq(newsletterSubscriptions.id, existingId));
}

export async function confirmSubscription(db: DbOrTx, confirmTokenHash: string) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null })
    .where(eq(newsletterSubscriptions.confirmTokenHash, confirmTokenHash))
    .returning();
  return row;
}

export async function unsubscribe(db: DbOrTx, unsubscribeTokenHash: string) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, unsubscribeTokenHash))
    .returning();
  return row;
}

export async function insertErrorReport(db: DbOrTx, values: typeof errorReports.$inferInsert) {
  const [row] = await db.insert(errorReports).values(values).returning({ id: errorReports.id });
  return row!;
}

export async function pageErrorReports(db: DbOrTx, page: number, limit: number) {
  const rows = await db
    .select()
    .from(errorReports)
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(errorReports);
  return { rows, total: Number(count?.n ?? 0) };
}
