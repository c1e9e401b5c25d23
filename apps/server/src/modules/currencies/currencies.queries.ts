import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { exchangeRates } from './currencies.schema';

// Exchange rates are the platform's, not a store's: no store scope here.

/** The kept rates between the two currencies, in either direction (at most two rows). */
export function ratesBetween(db: DbOrTx, a: string, b: string) {
  return db
    .select()
    .from(exchangeRates)
    .where(
      or(
        and(eq(exchangeRates.base, a), eq(exchangeRates.quote, b)),
        and(eq(exchangeRates.base, b), eq(exchangeRates.quote, a)),
      ),
    );
}

/** Creates or replaces the rate from `base` to `quote`. */
export async function upsertRate(
  db: DbOrTx,
  input: { base: string; quote: string; rateMicros: number; by: string },
) {
  const [row] = await db
    .insert(exchangeRates)
    .values({ base: input.base, quote: input.quote, rateMicros: input.rateMicros, updatedBy: input.by })
    .onConflictDoUpdate({
      target: [exchangeRates.base, exchangeRates.quote],
      set: { rateMicros: input.rateMicros, updatedBy: input.by, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Every kept rate, the latest change first. */
export function allRates(db: DbOrTx) {
  return db.select().from(exchangeRates).orderBy(desc(exchangeRates.updatedAt));
}
