import { and, gte, lte, ne, sql } from 'drizzle-orm';
import { periodStart } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { storefrontVisits } from './analytics.schema';

type Interval = 'day' | 'week' | 'month';

const inRange = (from: string, to: string) =>
  and(gte(storefrontVisits.day, from), lte(storefrontVisits.day, to));

/**
 * Visits per day, week or month of the range: page views that arrived from outside the store (a move
 * between its own pages is the same visit), add-to-carts left out.
 */
export function viewsByPeriod(ctx: StoreScope, from: string, to: string, interval: Interval) {
  const period = periodStart(storefrontVisits.day, interval);
  return scoped(ctx)
    .pick(
      { period, views: sql<number>`sum(${storefrontVisits.views})::int` },
      storefrontVisits,
      inRange(from, to),
      ne(storefrontVisits.kind, 'cart_add'),
      ne(storefrontVisits.source, 'internal'),
    )
    .groupBy(sql`1`);
}

/** Views per source and add-to-carts, over the range. */
export function viewsBySource(ctx: StoreScope, from: string, to: string) {
  return scoped(ctx)
    .pick(
      {
        source: storefrontVisits.source,
        views: sql<number>`(sum(${storefrontVisits.views}) filter (where ${storefrontVisits.kind} <> 'cart_add'))::int`,
        cartAdds: sql<number>`(sum(${storefrontVisits.views}) filter (where ${storefrontVisits.kind} = 'cart_add'))::int`,
      },
      storefrontVisits,
      inRange(from, to),
    )
    .groupBy(storefrontVisits.source);
}
