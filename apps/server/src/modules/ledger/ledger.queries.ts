import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { escrowHolds, ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.schema';

export interface AccountKey {
  storeId: number;
  kind: string;
  currency: string;
}

/** Account ids for the keys, creating missing accounts (a concurrent creator is harmless). */
export async function accountIds(db: DbOrTx, keys: AccountKey[]): Promise<Map<string, number>> {
  const unique = [...new Map(keys.map((k) => [keyOf(k), k])).values()];
  // tenant-scope: a posting spans a store's accounts and the platform's (store 0) in one transaction.
  await db.insert(ledgerAccounts).values(unique).onConflictDoNothing();
  // tenant-scope: a posting spans a store's accounts and the platform's (store 0) in one transaction.
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
  // tenant-scope: accounts by id, found by accountIds for one posting (store and platform accounts).
  await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export async function insertTransaction(db: DbOrTx, values: typeof ledgerTransactions.$inferInsert) {
  // tenant-scope: a posting spans a store's accounts and the platform's (store 0) in one transaction.
  const [row] = await db.insert(ledgerTransactions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export function insertEntries(db: DbOrTx, values: (typeof ledgerEntries.$inferInsert)[]) {
  // tenant-scope: a posting spans a store's accounts and the platform's (store 0) in one transaction.
  return db.insert(ledgerEntries).values(values);
}

export async function balanceOf(db: DbOrTx, accountId: number): Promise<number> {
  // tenant-scope: one account by id (a platform account has no store of its own).
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.total ?? 0);
}

/** Every account balance of the context's store. */
export async function balancesOfStore(ctx: StoreScope) {
  const rows = await scoped(ctx)
    .pick(
      {
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
      },
      ledgerAccounts,
    )
    // tenant-scope: entries of this store's accounts only (the join is on the scoped account).
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.kind, ledgerAccounts.currency);
  return rows.map((r) => ({ kind: r.kind, currency: r.currency, balance: Number(r.balance) }));
}

/** A store's ledger lines (its own accounts only), newest first. */
export async function storeEntries(ctx: StoreScope, limit: number, offset: number) {
  const store = scoped(ctx);
  return (
    store
      .pick(
        {
          id: ledgerEntries.id,
          transactionId: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          orderId: ledgerTransactions.orderId,
          memo: ledgerTransactions.memo,
          account: ledgerAccounts.kind,
          amount: ledgerEntries.amount,
          currency: ledgerEntries.currency,
          createdAt: ledgerTransactions.createdAt,
        },
        ledgerEntries,
      )
      // tenant-scope: a transaction is shared with the platform's entries; only this store's entries and
      // accounts are selected (both scoped).
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, store.where(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId)))
      .orderBy(desc(ledgerEntries.id))
      .limit(limit)
      .offset(offset)
  );
}

/** Transactions whose entries do not sum to zero in some currency (must always be empty). */
export async function unbalancedTransactions(db: DbOrTx) {
  // tenant-scope: an integrity check over the whole ledger.
  return db
    .select({ transactionId: ledgerEntries.transactionId, currency: ledgerEntries.currency })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
}

// Escrow holds are found by order id (unique across stores): a customer's confirmation, a webhook or the
// sweep knows the order, and the hold tells the store.

export async function lockHold(db: DbOrTx, orderId: string) {
  // tenant-scope: by unique order id, see above.
  const [row] = await db.select().from(escrowHolds).where(eq(escrowHolds.orderId, orderId)).for('update');
  return row ?? null;
}

export async function findHold(db: DbOrTx, orderId: string) {
  // tenant-scope: by unique order id, see above.
  const [row] = await db.select().from(escrowHolds).where(eq(escrowHolds.orderId, orderId));
  return row ?? null;
}

export async function insertHold(db: DbOrTx, values: typeof escrowHolds.$inferInsert) {
  // tenant-scope: the values carry the store of the paid order.
  const [row] = await db.insert(escrowHolds).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateHold(
  db: DbOrTx,
  orderId: string,
  values: Partial<typeof escrowHolds.$inferInsert>,
) {
  // tenant-scope: by unique order id, see above.
  const [row] = await db
    .update(escrowHolds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(escrowHolds.orderId, orderId))
    .returning();
  return row!;
}

export async function findHoldByConfirmHash(db: DbOrTx, hash: string) {
  // tenant-scope: the customer's confirmation link carries no store; the token is the proof.
  const [row] = await db.select().from(escrowHolds).where(eq(escrowHolds.confirmTokenHash, hash));
  return row ?? null;
}

/** Held escrows whose release moment has passed (frozen ones are skipped by their status). */
export function dueHolds(db: DbOrTx, now: Date, limit: number) {
  // tenant-scope: the release sweep runs over every store.
  return db
    .select({ orderId: escrowHolds.orderId, storeId: escrowHolds.storeId })
    .from(escrowHolds)
    .where(and(eq(escrowHolds.status, 'held'), sql`${escrowHolds.releaseAfter} <= ${now}`))
    .orderBy(asc(escrowHolds.releaseAfter))
    .limit(limit);
}

/** Holds still `held` that no delivery has armed yet (no confirm token), in order id order after `after`. */
export function unarmedHolds(db: DbOrTx, after: string | null, limit: number) {
  // tenant-scope: the arming sweep runs over every store.
  return db
    .select({ orderId: escrowHolds.orderId, storeId: escrowHolds.storeId })
    .from(escrowHolds)
    .where(
      and(
        eq(escrowHolds.status, 'held'),
        isNull(escrowHolds.confirmTokenHash),
        after === null ? undefined : gt(escrowHolds.orderId, after),
      ),
    )
    .orderBy(asc(escrowHolds.orderId))
    .limit(limit);
}

export async function platformFeeRevenue(db: DbOrTx) {
  // tenant-scope: the platform's own fee account (store 0), for admins.
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

export async function platformAccountBalances(db: DbOrTx, kind: string) {
  // tenant-scope: a platform account (store 0), for admins and reports.
  const rows = await db
    .select({
      currency: ledgerAccounts.currency,
      balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.storeId, 0), eq(ledgerAccounts.kind, kind)))
    .groupBy(ledgerAccounts.currency);
  return rows.map((r) => ({ currency: r.currency, amount: Number(r.balance) }));
}
