import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, periodStart } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.schema';

export interface Period {
  /** Start, inclusive, and end, exclusive. */
  start: SQL;
  end: SQL;
}

/** Every movement of the period caused by this store, platform accounts included (its fees). */
export function storeMovements(ctx: StoreScope, period: Period) {
  return ctx.db
    .select({
      txKind: ledgerTransactions.kind,
      account: ledgerAccounts.kind,
      currency: ledgerEntries.currency,
      amount: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.transactionId} = ${ledgerTransactions.id}`)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
    .where(
      scoped(ctx).where(
        ledgerTransactions,
        gte(ledgerTransactions.createdAt, period.start),
        lt(ledgerTransactions.createdAt, period.end),
      ),
    )
    .groupBy(ledgerTransactions.kind, ledgerAccounts.kind, ledgerEntries.currency);
}

/** The store's accounts of these kinds at the start and the end of the period. */
export function storeBalances(ctx: StoreScope, period: Period, kinds: readonly string[]) {
  return ctx.db
    .select({
      account: ledgerAccounts.kind,
      currency: ledgerEntries.currency,
      opening: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.createdAt} < ${period.start}), 0)`,
      closing: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.createdAt} < ${period.end}), 0)`,
    })
    .from(ledgerAccounts)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.accountId} = ${ledgerAccounts.id}`)
    .innerJoin(ledgerTransactions, sql`${ledgerTransactions.id} = ${ledgerEntries.transactionId}`)
    .where(scoped(ctx).where(ledgerAccounts, inArray(ledgerAccounts.kind, [...kinds])))
    .groupBy(ledgerAccounts.kind, ledgerEntries.currency);
}

function within(period: Period) {
  return and(gte(ledgerTransactions.createdAt, period.start), lt(ledgerTransactions.createdAt, period.end));
}

const capture = and(eq(ledgerTransactions.kind, 'capture'), eq(ledgerAccounts.kind, 'store_escrow'));

/**
 * The platform's movements of the period on the store escrow, payout and platform accounts, per day,
 * week or month of the time zone, kind of transaction, account and currency.
 */
export function platformMovements(
  db: DbOrTx,
  period: Period,
  interval: 'day' | 'week' | 'month',
  timeZone: string,
) {
  // tenant-scope: the platform's own figures over every store, for administrators.
  return db
    .select({
      period: periodStart(ledgerTransactions.createdAt, interval, timeZone),
      txKind: ledgerTransactions.kind,
      account: ledgerAccounts.kind,
      currency: ledgerEntries.currency,
      amount: sql<string>`sum(${ledgerEntries.amount})`,
      transactions: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.transactionId} = ${ledgerTransactions.id}`)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
    .where(
      and(
        within(period),
        inArray(ledgerAccounts.kind, [
          'store_escrow',
          'store_payout_pending',
          'platform_fees',
          'platform_subscriptions',
        ]),
      ),
    )
    .groupBy(sql`1, 2, 3, 4`);
}

/** Every store's escrow before `end`, summed per currency. */
export function escrowHeld(db: DbOrTx, end: SQL) {
  // tenant-scope: every store's escrow, summed per currency for the platform's balance.
  return db
    .select({ currency: ledgerEntries.currency, amount: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
    .innerJoin(ledgerTransactions, sql`${ledgerTransactions.id} = ${ledgerEntries.transactionId}`)
    .where(and(eq(ledgerAccounts.kind, 'store_escrow'), lt(ledgerTransactions.createdAt, end)))
    .groupBy(ledgerEntries.currency);
}

/** The stores that captured the most in the period, per currency. */
export function topStoresByCaptures(db: DbOrTx, period: Period, limit: number) {
  // tenant-scope: ranks the stores against each other, for administrators.
  return db
    .select({
      storeId: ledgerTransactions.storeId,
      currency: ledgerEntries.currency,
      gmv: sql<string>`sum(${ledgerEntries.amount})`,
      orders: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.transactionId} = ${ledgerTransactions.id}`)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
    .where(and(within(period), capture))
    .groupBy(ledgerTransactions.storeId, ledgerEntries.currency)
    .orderBy(desc(sql`sum(${ledgerEntries.amount})`), ledgerTransactions.storeId)
    .limit(limit);
}

/** How many stores captured anything in the period. */
export async function sellingStoreCount(db: DbOrTx, period: Period): Promise<number> {
  // tenant-scope: how many stores sold at all in the period, for administrators.
  const [selling] = await db
    .select({ n: sql<number>`count(distinct ${ledgerTransactions.storeId})::int` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.transactionId} = ${ledgerTransactions.id}`)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
    .where(and(within(period), capture));
  return selling?.n ?? 0;
}
