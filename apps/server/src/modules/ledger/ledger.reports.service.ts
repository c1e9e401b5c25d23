import type { DbOrTx } from '../../platform/db';
import type { StoreScope } from '../../platform/tenant';
import {
  escrowHeld,
  type Period,
  platformMovements,
  sellingStoreCount,
  storeBalances,
  storeMovements,
  topStoresByCaptures,
} from './ledger.reports.queries';
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
  const movements: Movement[] = await storeMovements(ctx, period);
  const balances = await storeBalances(ctx, period, STORE_ACCOUNTS);

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
  const movements = await platformMovements(db, period, interval, timeZone);
  const held = await escrowHeld(db, period.end);
  const top = await topStoresByCaptures(db, period, topLimit);
  const sellingStores = await sellingStoreCount(db, period);

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
    sellingStores,
  };
}
