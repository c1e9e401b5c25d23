import { gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.schema';
import { STORE_ACCOUNTS } from './ledger.service';

/**
 * A store's financial report for a period, read from the ledger alone so it agrees with the balances to
 * the kobo: what came in (captures), went back (refunds), was kept as the platform's fee, was released
 * and paid out, and each store account's balance at the start and end of the period. Per currency:
 * money in two currencies is never added up.
 */
export interface FinancialReport {
  currency: string;
  grossSales: number;
  refunds: number;
  platformFees: number;
  /** Gross sales less refunds and fees: what the period earned the store. */
  net: number;
  releasedToAvailable: number;
  paidOut: number;
  escrow: { opening: number; closing: number };
  available: { opening: number; closing: number };
  payoutPending: { opening: number; closing: number };
}

export interface Period {
  /** Start, inclusive, and end, exclusive. */
  start: SQL;
  end: SQL;
}

type Movement = { txKind: string; account: string; currency: string; amount: string | number };

function emptyReport(currency: string): FinancialReport {
  return {
    currency,
    grossSales: 0,
    refunds: 0,
    platformFees: 0,
    net: 0,
    releasedToAvailable: 0,
    paidOut: 0,
    escrow: { opening: 0, closing: 0 },
    available: { opening: 0, closing: 0 },
    payoutPending: { opening: 0, closing: 0 },
  };
}

export async function financialReport(ctx: StoreScope, period: Period): Promise<FinancialReport[]> {
  // Every movement of the period caused by this store, platform accounts included (its fees).
  const movements: Movement[] = await ctx.db
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

  // The store's own accounts at the start and the end of the period.
  const balances = await ctx.db
    .select({
      account: ledgerAccounts.kind,
      currency: ledgerEntries.currency,
      opening: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.createdAt} < ${period.start}), 0)`,
      closing: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.createdAt} < ${period.end}), 0)`,
    })
    .from(ledgerAccounts)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.accountId} = ${ledgerAccounts.id}`)
    .innerJoin(ledgerTransactions, sql`${ledgerTransactions.id} = ${ledgerEntries.transactionId}`)
    .where(scoped(ctx).where(ledgerAccounts, inArray(ledgerAccounts.kind, [...STORE_ACCOUNTS])))
    .groupBy(ledgerAccounts.kind, ledgerEntries.currency);

  const reports = new Map<string, FinancialReport>();
  const of = (currency: string) => {
    let r = reports.get(currency);
    if (!r) {
      r = emptyReport(currency);
      reports.set(currency, r);
    }
    return r;
  };
  for (const m of movements) {
    const r = of(m.currency);
    const amount = Number(m.amount);
    if (m.account === 'store_escrow' && m.txKind === 'capture') r.grossSales += amount;
    if (m.account === 'store_escrow' && (m.txKind === 'refund' || m.txKind === 'refund_reversal')) {
      r.refunds -= amount;
    }
    if (m.account === 'platform_fees') r.platformFees += amount;
    if (m.account === 'store_available' && m.txKind === 'release') r.releasedToAvailable += amount;
    if (m.account === 'store_payout_pending' && m.txKind === 'payout_paid') r.paidOut -= amount;
  }
  for (const b of balances) {
    const r = of(b.currency);
    const pair = { opening: Number(b.opening), closing: Number(b.closing) };
    if (b.account === 'store_escrow') r.escrow = pair;
    if (b.account === 'store_available') r.available = pair;
    if (b.account === 'store_payout_pending') r.payoutPending = pair;
  }
  for (const r of reports.values()) r.net = r.grossSales - r.refunds - r.platformFees;
  return [...reports.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
