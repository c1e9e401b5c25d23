import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, periodStart } from '../../platform/db';
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
  /** Of the orders first paid in the period (from the orders, not the ledger): goods, discounts, delivery. */
  goods: number;
  discounts: number;
  deliveryFees: number;
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
    goods: 0,
    discounts: 0,
    deliveryFees: 0,
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

export async function financialReport(
  ctx: StoreScope,
  period: Period,
  sales: { currency: string; goods: number; discounts: number; delivery: number }[] = [],
): Promise<FinancialReport[]> {
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
  for (const s of sales) {
    const r = of(s.currency);
    r.goods = s.goods;
    r.discounts = s.discounts;
    r.deliveryFees = s.delivery;
  }
  for (const r of reports.values()) r.net = r.grossSales - r.refunds - r.platformFees;
  return [...reports.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** One currency of the platform's money over a period, across every store (minor units). */
export interface PlatformMoney {
  currency: string;
  /** Captured from customers: gross merchandise value. */
  gmv: number;
  /** Captures, one per paid order. */
  orders: number;
  refunds: number;
  /** The 1.5% kept from released escrow. */
  platformFees: number;
  /** What vendors paid for their plans. */
  subscriptions: number;
  paidOut: number;
  /** In escrow at the end of the period. */
  escrowHeld: number;
}

export interface PlatformPeriod {
  period: string;
  currency: string;
  gmv: number;
  orders: number;
  platformFees: number;
}

export interface StoreGmv {
  storeId: number;
  currency: string;
  gmv: number;
  orders: number;
}

/**
 * The platform's money for the administrators' overview, from the ledger alone so it agrees with the
 * balances: totals per currency, the same per day, week or month of the time zone, and the stores that
 * captured the most. Money in two currencies is never added up.
 */
export async function platformMoney(
  db: DbOrTx,
  period: Period,
  interval: 'day' | 'week' | 'month',
  timeZone: string,
  topLimit = 10,
): Promise<{
  totals: PlatformMoney[];
  series: PlatformPeriod[];
  topStores: StoreGmv[];
  sellingStores: number;
}> {
  const within = and(
    gte(ledgerTransactions.createdAt, period.start),
    lt(ledgerTransactions.createdAt, period.end),
  );
  const capture = and(eq(ledgerTransactions.kind, 'capture'), eq(ledgerAccounts.kind, 'store_escrow'));
  // tenant-scope: the platform's own figures over every store, for administrators.
  const movements = await db
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
        within,
        inArray(ledgerAccounts.kind, [
          'store_escrow',
          'store_payout_pending',
          'platform_fees',
          'platform_subscriptions',
        ]),
      ),
    )
    .groupBy(sql`1, 2, 3, 4`);
  // tenant-scope: every store's escrow, summed per currency for the platform's balance.
  const held = await db
    .select({ currency: ledgerEntries.currency, amount: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
    .innerJoin(ledgerTransactions, sql`${ledgerTransactions.id} = ${ledgerEntries.transactionId}`)
    .where(and(eq(ledgerAccounts.kind, 'store_escrow'), lt(ledgerTransactions.createdAt, period.end)))
    .groupBy(ledgerEntries.currency);
  // tenant-scope: ranks the stores against each other, for administrators.
  const top = await db
    .select({
      storeId: ledgerTransactions.storeId,
      currency: ledgerEntries.currency,
      gmv: sql<string>`sum(${ledgerEntries.amount})`,
      orders: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.transactionId} = ${ledgerTransactions.id}`)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
    .where(and(within, capture))
    .groupBy(ledgerTransactions.storeId, ledgerEntries.currency)
    .orderBy(desc(sql`sum(${ledgerEntries.amount})`), ledgerTransactions.storeId)
    .limit(topLimit);
  // tenant-scope: how many stores sold at all in the period, for administrators.
  const [selling] = await db
    .select({ n: sql<number>`count(distinct ${ledgerTransactions.storeId})::int` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, sql`${ledgerEntries.transactionId} = ${ledgerTransactions.id}`)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
    .where(and(within, capture));

  const totals = new Map<string, PlatformMoney>();
  const totalOf = (currency: string) => {
    let t = totals.get(currency);
    if (!t) {
      t = {
        currency,
        gmv: 0,
        orders: 0,
        refunds: 0,
        platformFees: 0,
        subscriptions: 0,
        paidOut: 0,
        escrowHeld: 0,
      };
      totals.set(currency, t);
    }
    return t;
  };
  const series = new Map<string, PlatformPeriod>();
  for (const m of movements) {
    const amount = Number(m.amount);
    const t = totalOf(m.currency);
    const key = `${m.period} ${m.currency}`;
    const point = series.get(key) ?? {
      period: m.period,
      currency: m.currency,
      gmv: 0,
      orders: 0,
      platformFees: 0,
    };
    if (m.account === 'store_escrow' && m.txKind === 'capture') {
      t.gmv += amount;
      t.orders += m.transactions;
      point.gmv += amount;
      point.orders += m.transactions;
    }
    if (m.account === 'store_escrow' && (m.txKind === 'refund' || m.txKind === 'refund_reversal')) {
      t.refunds -= amount;
    }
    if (m.account === 'platform_fees') {
      t.platformFees += amount;
      point.platformFees += amount;
    }
    if (m.account === 'platform_subscriptions') t.subscriptions += amount;
    if (m.account === 'store_payout_pending' && m.txKind === 'payout_paid') t.paidOut -= amount;
    series.set(key, point);
  }
  for (const h of held) totalOf(h.currency).escrowHeld = Number(h.amount);
  return {
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    series: [...series.values()].sort(
      (a, b) => a.period.localeCompare(b.period) || a.currency.localeCompare(b.currency),
    ),
    topStores: top.map((r) => ({ ...r, gmv: Number(r.gmv) })),
    sellingStores: selling?.n ?? 0,
  };
}
