import type { ExchangeRate } from '@kasuwa/contracts';
import type { RequestContext } from '../../platform/context';
import { touchStorefrontsSelling } from '../stores';
import * as q from './currencies.queries';

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
  const rows = await q.ratesBetween(ctx.db, from, to);
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
    const row = await q.upsertRate(tx, input);
    await touchStorefrontsSelling({ db: tx }, [input.base, input.quote]);
    return row;
  });
}

/** Every kept rate, the latest change first (the administrators' rate table). */
export function listExchangeRates(ctx: Pick<RequestContext, 'db'>) {
  return q.allRates(ctx.db);
}
