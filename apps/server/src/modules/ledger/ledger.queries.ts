import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { escrowHolds, ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.schema';

export interface AccountKey {
  storeId: number;
  kind: string;
  currency: string;
}

/** Account ids for the keys, creating missing accounts (a concurrent creator is harmless). */
export async function accountIds(db: DbOrTx, keys: AccountKey[]): Promise<Map<string, number>> {
  const unique = [...new Map(keys.map((k) => [keyOf(k), k])).values()];
  await db.insert(ledgerAccounts).values(unique).onConflictDoNothing();
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(
      sql`(${ledgerAccounts.storeId}, ${ledgerAccounts.kind}, ${ledgerAccounts.currency}) in (${sql.join(
        unique.map((k) => sql`(${k.storeId}, ${k.kind}, ${k.currency})`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((r) => [keyOf(r), r.id]));
}

export const keyOf = (k: AccountKey) => `${k.storeId}|${k.kind}|${k.currency}`;

/** Row locks in id order, so two postings touching the same accounts never deadlock. */
export async function lockAccounts(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export async function insertTransaction(db: DbOrTx, values: typeof ledgerTransactions.$inferInsert) {
  const [row] = await db.insert(ledgerTransactions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export function insertEntries(db: DbOrTx, values: (typeof ledgerEntries.$inferInsert)[]) {
  return db.insert(ledgerEntries).values(values);
}

export async function balanceOf(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.total ?? 0);
}

/** Every account balance of one store (or of the platform, store 0). */
export async function balancesOfStore(db: DbOrTx, storeId: number) {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.storeId, storeId))
    .groupBy(ledgerAccounts.kind, ledgerAccounts.currency);
  return rows.map((r) => ({ kind: r.kind, currency: r.currency, balance: Number(r.balance) }));
}

/** A store's ledger lines (its own accounts only), newest first. */
export async function storeEntries(db: DbOrTx, storeId: number, limit: number, offset: number) {
  return db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      orderId: ledgerTransactions.orderId,
      memo: ledgerTransactions.memo,
      account: ledgerAccounts.kind,
      amount: ledgerEntries.amount,
      currency: ledgerEntries.currency,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerEntries.storeId, storeId), eq(ledgerAccounts.storeId, storeId)))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
}

/** Transactions whose entries do not sum to zero in some currency (must always be empty). */
export async function unbalancedTransactions(db: DbOrTx) {
  return db
    .select({ transactionId: ledgerEntries.transactionId, currency: ledgerEntries.currency })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
}

export async function lockHold(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(escrowHolds).where(eq(escrowHolds.orderId, orderId)).for('update');
  return row ?? null;
}

export async function findHold(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(escrowHolds).where(eq(escrowHolds.orderId, orderId));
  return row ?? null;
}

export async function insertHold(db: DbOrTx, values: typeof escrowHolds.$inferInsert) {
  const [row] = await db.insert(escrowHolds).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateHold(
  db: DbOrTx,
  orderId: string,
  values: Partial<typeof escrowHolds.$inferInsert>,
) {
  const [row] = await db
    .update(escrowHolds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(escrowHolds.orderId, orderId))
    .returning();
  return row!;
}

export async function findHoldByConfirmHash(db: DbOrTx, hash: string) {
  const [row] = await db.select().from(escrowHolds).where(eq(escrowHolds.confirmTokenHash, hash));
  return row ?? null;
}

/** Held escrows whose release moment has passed (frozen ones are skipped by their status). */
export function dueHolds(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ orderId: escrowHolds.orderId, storeId: escrowHolds.storeId })
    .from(escrowHolds)
    .where(and(eq(escrowHolds.status, 'held'), sql`${escrowHolds.releaseAfter} <= ${now}`))
    .orderBy(asc(escrowHolds.releaseAfter))
    .limit(limit);
}

export async function platformFeeRevenue(db: DbOrTx) {
  const rows = await db
    .select({
      currency: ledgerAccounts.currency,
      balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
      count: sql<number>`count(${ledgerEntries.id})::int`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.storeId, 0), eq(ledgerAccounts.kind, 'platform_fees')))
    .groupBy(ledgerAccounts.currency);
  return rows.map((r) => ({ currency: r.currency, amount: Number(r.balance), entries: r.count }));
}
