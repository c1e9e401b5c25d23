import type { ExchangeRate } from '@kasuwa/contracts';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context';
import { touchStorefrontsSelling } from '../stores';
import { exchangeRates } from './currencies.schema';

export type KeptRate = ExchangeRate & { updatedAt: Date };

/**
 * The administrators' rate between two currencies, in either direction: `convertMinor` uses a rate
 * both ways, so a USD→NGN rate also prices NGN in USD. A rate kept in the asked direction wins.
 */
export async function findRate(
  ctx: Pick<RequestContext, 'db'>,
  from: string,
  to: string,
): Promise<KeptRate | null> {
  const rows = await ctx.db
    .select()
    .from(exchangeRates)
    .where(
      or(
        and(eq(exchangeRates.base, from), eq(exchangeRates.quote, to)),
        and(eq(exchangeRates.base, to), eq(exchangeRates.quote, from)),
      ),
    );
  const row = rows.find((r) => r.base === from) ?? rows[0];
  return row
    ? { base: row.base, quote: row.quote, rateMicros: row.rateMicros, updatedAt: row.updatedAt }
    : null;
}

/** Sets one rate; storefronts showing prices in either currency stop serving pages priced at the old one. */
export async function setRate(
  ctx: Pick<RequestContext, 'db'>,
  input: { base: string; quote: string; rateMicros: number; by: string },
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exchangeRates)
      .values({ base: input.base, quote: input.quote, rateMicros: input.rateMicros, updatedBy: input.by })
      .onConflictDoUpdate({
        target: [exchangeRates.base, exchangeRates.quote],
        set: { rateMicros: input.rateMicros, updatedBy: input.by, updatedAt: sql`now()` },
      })
      .returning();
    await touchStorefrontsSelling({ db: tx }, [input.base, input.quote]);
    return row!;
  });
}

/** Every kept rate, the latest change first (the administrators' rate table). */
export function listExchangeRates(ctx: Pick<RequestContext, 'db'>) {
  const { db } = ctx;
  return db.select().from(exchangeRates).orderBy(desc(exchangeRates.updatedAt));
}
