import { storeDay } from '@kasuwa/storefront';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { dailyFigures, storesActiveOn } from '../orders';
import { findStoreName, storeCurrency } from '../stores';
import * as q from './analytics.queries';

/**
 * Daily rollups (issue 19): per store and Lagos day, the figures the overview reads, so a store with a
 * million orders answers from a few hundred rows. Triggers (migration 0014) mark a day stale in the
 * transaction of every change that moves it; `rollUpStaleDays` recomputes the marked days and deletes
 * their marks in one transaction; the overview reads marked days and today live. A recompute replaces a
 * day's rows with what the orders say now, so running it twice, or after a crash, changes nothing.
 */

// Runs hold this transaction-level lock: two workers never interleave their recomputes of the same day
// (a slower run writing older figures over a newer one's).
const ROLLUP_LOCK = 0x6b617375; // "kasu"
const MARKS_PER_RUN = 2000;

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Recomputes every stale day, a batch of marks per transaction; returns how many store-days it wrote. */
export async function rollUpStaleDays(db: Db): Promise<number> {
  let written = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
      const marks = await q.takeStaleMarks(tx, MARKS_PER_RUN);
      const byStore = new Map<number, Set<string>>();
      for (const m of marks) {
        const days = byStore.get(m.storeId) ?? new Set<string>();
        days.add(m.day);
        byStore.set(m.storeId, days);
      }
      let days = 0;
      for (const [storeId, set] of byStore) {
        const ctx = { db: tx, storeId };
        const list = [...set];
        // A deleted store's orders went with it: its rollups go too.
        const figures = (await findStoreName(ctx, storeId))
          ? await dailyFigures(ctx, list, await storeCurrency(ctx))
          : { sales: [], statuses: [], products: [] };
        await q.replaceRollups(ctx, list, figures);
        days += list.length;
      }
      return { marks: marks.length, days };
    });
    written += batch.days;
    if (batch.marks < MARKS_PER_RUN) return written;
  }
}

/**
 * Once a Lagos day is over, marks it stale for every store that sold on it or has figures for it, so it
 * is recomputed in full whatever marks a missed path would have left out. Recorded with the marks, so it
 * happens once per day however many workers run it. Returns the day closed, or null if already done.
 */
export async function closeYesterday(db: Db, now = new Date()): Promise<string | null> {
  const yesterday = addDays(storeDay(now), -1);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const closed = await q.closedDay(tx);
    if (closed !== null && closed >= yesterday) return null;
    const stores = new Set([
      ...(await storesActiveOn(tx, yesterday)),
      ...(await q.storesWithRollups(tx, yesterday)),
    ]);
    await q.markStale(
      tx,
      [...stores].map((storeId) => ({ storeId, day: yesterday })),
    );
    await q.setClosedDay(tx, yesterday);
    return yesterday;
  });
}
