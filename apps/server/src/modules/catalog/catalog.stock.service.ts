import { actorName, type StoreScope } from '../../platform/tenant';
import * as q from './catalog.stock.queries';

// The stock operations the inventory module builds on (module front doors export services, never
// queries): each one statement of catalog.stock.queries.ts, named for what inventory asks of it.

export type { AdjustmentRow } from './catalog.stock.queries';

export function insertAdjustment(ctx: StoreScope, values: Parameters<typeof q.insertAdjustment>[1]) {
  return q.insertAdjustment(ctx, values);
}

export function adjustmentsOf(ctx: StoreScope, variantId: string, limit: number) {
  return q.adjustmentsOf(ctx, variantId, limit);
}

/** The first line of a new variant's stock history. */
export async function recordInitialStock(ctx: StoreScope, variantId: string, stock: number): Promise<void> {
  if (stock <= 0) return;
  await q.insertAdjustment(ctx, {
    variantId,
    delta: stock,
    reason: 'restock',
    note: 'Initial stock',
    stockAfter: stock,
    actorName: actorName({ actor: ctx.actor ?? null }),
  });
}

/**
 * Moves stock by `delta` only if the result stays at or above zero (null when it would not): two
 * buyers can never both take the last unit.
 */
export function changeStock(ctx: StoreScope, variantId: string, delta: number) {
  return q.changeStock(ctx, variantId, delta);
}

export function findVariantStock(ctx: StoreScope, variantId: string) {
  return q.findVariantStock(ctx, variantId);
}

export function listStock(ctx: StoreScope, f: { lowOnly: boolean; q?: string; page: number; limit: number }) {
  return q.listStock(ctx, f);
}

export function setThreshold(ctx: StoreScope, variantId: string, threshold: number) {
  return q.setThreshold(ctx, variantId, threshold);
}

export function variantLabel(ctx: StoreScope, variantId: string) {
  return q.variantLabel(ctx, variantId);
}
