import type { Adjustment, adjustmentInputSchema, InventoryItem } from '@kasuwa/contracts';
import type { z } from 'zod';
import { errors, fail } from '../../platform/errors';
import { actorName, inTransaction, type StoreScope } from '../../platform/tenant';
import * as catalogStock from '../catalog';
import { notifyVendor } from '../messaging';
import { touchStorefront } from '../stores';

function toAdjustment(row: catalogStock.AdjustmentRow): Adjustment {
  return {
    id: row.id,
    variantId: row.variantId,
    delta: row.delta,
    reason: row.reason as Adjustment['reason'],
    note: row.note,
    stockAfter: row.stockAfter,
    orderId: row.orderId,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Tells the vendor once, when stock falls from above the threshold to at or below it (per their settings). */
async function alertIfCrossed(
  ctx: StoreScope,
  variantId: string,
  before: number,
  after: number,
  threshold: number,
) {
  if (!(before > threshold && after <= threshold)) return;
  const label = await catalogStock.variantLabel(ctx, variantId);
  if (!label) return;
  const item = label.variant === 'Default' ? label.product : `${label.product} (${label.variant})`;
  await notifyVendor(ctx, ctx.storeId, { kind: 'low_stock', item, sku: label.sku, stock: after, threshold });
}

/** A manual change by the vendor: restock, correction, damage…, never taking stock below zero. */
export async function adjustStock(
  ctx: StoreScope,
  variantId: string,
  input: z.infer<typeof adjustmentInputSchema>,
): Promise<{ adjustment: Adjustment; stock: number }> {
  return inTransaction(ctx, (tx) => adjustInTx(tx, variantId, input));
}

async function adjustInTx(
  ctx: StoreScope,
  variantId: string,
  input: z.infer<typeof adjustmentInputSchema>,
): Promise<{ adjustment: Adjustment; stock: number }> {
  const changed = await catalogStock.changeStock(ctx, variantId, input.delta);
  if (!changed) {
    const current = await catalogStock.findVariantStock(ctx, variantId);
    if (!current) throw errors.notFound('Variant');
    throw fail('STOCK_BELOW_ZERO', { stock: current.stock }, { stock: current.stock });
  }
  const [row] = await catalogStock.insertAdjustment(ctx, {
    variantId,
    delta: input.delta,
    reason: input.reason,
    note: input.note,
    stockAfter: changed.stock,
    actorName: actorName({ actor: ctx.actor ?? null }),
  });
  await alertIfCrossed(ctx, variantId, changed.stock - input.delta, changed.stock, changed.lowStockThreshold);
  await touchStorefront(ctx);
  return { adjustment: toAdjustment(row!), stock: changed.stock };
}

export type ReserveResult = { ok: true } | { ok: false; variantId: string; available: number };

/**
 * Takes the ordered quantities from stock inside the caller's transaction. Variants are locked in id
 * order so two checkouts of the same items cannot deadlock. On a shortfall the caller rolls back.
 *
 * Product pages show stock ("3 in stock", sold-out variants, schema.org availability) in their HTML,
 * so that HTML works without the island; a reservation therefore moves the store's page cache version
 * on. It is taken last, after every variant lock, so the store row is held only until the order commits
 * and lock order stays variants → store everywhere (no deadlock with vendor edits).
 */
export async function reserveStock(
  ctx: StoreScope,
  lines: { variantId: string; quantity: number }[],
  orderId: string,
): Promise<ReserveResult> {
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  for (const line of sorted) {
    const changed = await catalogStock.changeStock(ctx, line.variantId, -line.quantity);
    if (!changed) {
      const current = await catalogStock.findVariantStock(ctx, line.variantId);
      return { ok: false, variantId: line.variantId, available: current?.stock ?? 0 };
    }
    await catalogStock.insertAdjustment(ctx, {
      variantId: line.variantId,
      delta: -line.quantity,
      reason: 'order_reserved',
      stockAfter: changed.stock,
      orderId,
      actorName: 'customer',
    });
    await alertIfCrossed(
      ctx,
      line.variantId,
      changed.stock + line.quantity,
      changed.stock,
      changed.lowStockThreshold,
    );
  }
  await touchStorefront(ctx);
  return { ok: true };
}

/**
 * Returns an order's reserved stock; variants deleted since are skipped. One transaction (a savepoint
 * inside the caller's) so the stock and the storefront's cache version move together.
 */
export async function releaseStock(
  ctx: StoreScope,
  lines: { variantId: string | null; quantity: number }[],
  orderId: string,
  actor: string,
): Promise<void> {
  const sorted = lines
    .filter((l): l is { variantId: string; quantity: number } => l.variantId !== null)
    .sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  if (sorted.length === 0) return;
  await inTransaction(ctx, async (tx) => {
    for (const line of sorted) {
      const changed = await catalogStock.changeStock(tx, line.variantId, line.quantity);
      if (!changed) continue;
      await catalogStock.insertAdjustment(tx, {
        variantId: line.variantId,
        delta: line.quantity,
        reason: 'reservation_released',
        stockAfter: changed.stock,
        orderId,
        actorName: actor,
      });
    }
    await touchStorefront(tx);
  });
}

export async function listInventory(
  ctx: StoreScope,
  f: { lowOnly: boolean; q?: string; page: number; limit: number },
): Promise<{ items: InventoryItem[]; total: number; page: number; limit: number }> {
  const { rows, total } = await catalogStock.listStock(ctx, f);
  return {
    items: rows.map((r) => ({ ...r, low: r.stock <= r.lowStockThreshold })),
    total,
    page: f.page,
    limit: f.limit,
  };
}

export async function listAdjustments(ctx: StoreScope, variantId: string): Promise<Adjustment[]> {
  if (!(await catalogStock.findVariantStock(ctx, variantId))) throw errors.notFound('Variant');
  return (await catalogStock.adjustmentsOf(ctx, variantId, 200)).map(toAdjustment);
}

export async function setLowStockThreshold(
  ctx: StoreScope,
  variantId: string,
  threshold: number,
): Promise<void> {
  if (!(await catalogStock.setThreshold(ctx, variantId, threshold))) throw errors.notFound('Variant');
}
