import type { Discount, DiscountInput, DiscountTrigger, DiscountType } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import { errors, fail } from '../../platform/errors';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { existingCollectionIds, existingProductIds } from '../catalog';
import * as q from './discounts.queries';

type Stats = { uses: number; revenue: number; given: number };

function toDiscount(row: q.DiscountRow, currency: string, stats?: Stats): Discount {
  return {
    id: row.id,
    trigger: row.trigger as DiscountTrigger,
    code: row.code,
    title: row.title,
    type: row.type as DiscountType,
    percent: row.percentBps === null ? null : row.percentBps / 100,
    amount: row.amount,
    minSubtotal: row.minSubtotal,
    minQuantity: row.minQuantity,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    oncePerCustomer: row.oncePerCustomer,
    appliesTo: row.appliesTo as Discount['appliesTo'],
    collectionIds: row.collectionIds,
    productIds: row.productIds,
    combinable: row.combinable,
    active: row.active,
    currency,
    uses: stats?.uses ?? 0,
    revenue: stats?.revenue ?? 0,
    discountGiven: stats?.given ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Refuses products and collections of another store (or none), which a client may send by mistake. */
async function checkTargets(ctx: StoreScope, input: DiscountInput) {
  const productIds = input.appliesTo === 'products' ? [...new Set(input.productIds)] : [];
  const collectionIds = input.appliesTo === 'collections' ? [...new Set(input.collectionIds)] : [];
  if ((await existingProductIds(ctx, productIds)).length !== productIds.length)
    throw fail('UNKNOWN_PRODUCTS');
  if ((await existingCollectionIds(ctx, collectionIds)).length !== collectionIds.length)
    throw fail('UNKNOWN_COLLECTIONS');
  return { productIds, collectionIds };
}

function columnsOf(input: DiscountInput, targets: { productIds: string[]; collectionIds: string[] }) {
  return {
    trigger: input.trigger,
    code: input.trigger === 'code' ? input.code : '',
    title: input.title || input.code,
    type: input.type,
    percentBps:
      input.type === 'percentage' && input.percent !== null ? Math.round(input.percent * 100) : null,
    amount: input.type === 'fixed_amount' ? input.amount : null,
    minSubtotal: input.minSubtotal,
    minQuantity: input.trigger === 'automatic_quantity' ? input.minQuantity : null,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit,
    oncePerCustomer: input.oncePerCustomer,
    appliesTo: input.appliesTo,
    ...targets,
    combinable: input.combinable,
    active: input.active,
  };
}

async function statsByDiscount(ctx: StoreScope): Promise<Map<string, Stats>> {
  const rows = await q.usageStats(ctx);
  return new Map(
    rows.map((r) => [r.discountId, { uses: r.uses, revenue: Number(r.revenue), given: Number(r.given) }]),
  );
}

export async function listDiscounts(ctx: StoreScope, currency: string): Promise<Discount[]> {
  const [rows, stats] = await Promise.all([q.listDiscounts(ctx), statsByDiscount(ctx)]);
  return rows.map((r) => toDiscount(r, currency, stats.get(r.id)));
}

export async function getDiscount(ctx: StoreScope, id: string, currency: string): Promise<Discount> {
  const row = await q.findDiscount(ctx, id);
  if (!row) throw errors.notFound('Discount');
  return toDiscount(row, currency, (await statsByDiscount(ctx)).get(id));
}

export async function createDiscount(ctx: StoreScope, input: DiscountInput, currency: string) {
  const targets = await checkTargets(ctx, input);
  return inTransaction(ctx, async (tx) => {
    if (input.trigger === 'code' && (await q.codeTaken(tx, input.code))) throw fail('DISCOUNT_CODE_TAKEN');
    const [row] = await q.insertDiscount(tx, { id: uuidv7(), ...columnsOf(input, targets) });
    return toDiscount(row!, currency);
  });
}

export async function updateDiscount(ctx: StoreScope, id: string, input: DiscountInput, currency: string) {
  const targets = await checkTargets(ctx, input);
  await inTransaction(ctx, async (tx) => {
    if (!(await q.findDiscount(tx, id))) throw errors.notFound('Discount');
    if (input.trigger === 'code' && (await q.codeTaken(tx, input.code, id)))
      throw fail('DISCOUNT_CODE_TAKEN');
    await q.updateDiscount(tx, id, columnsOf(input, targets));
  });
  return getDiscount(ctx, id, currency);
}

/** Pausing keeps everything about a discount but stops it applying. */
export async function setDiscountActive(ctx: StoreScope, id: string, active: boolean, currency: string) {
  if (!(await q.updateDiscount(ctx, id, { active }))) throw errors.notFound('Discount');
  return getDiscount(ctx, id, currency);
}

/**
 * A discount no order used is removed; one that was used is kept, hidden, so its uses still count
 * and its code stays free for a new discount.
 */
export async function deleteDiscount(ctx: StoreScope, id: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (!(await q.findDiscount(tx, id))) throw errors.notFound('Discount');
    if (await q.hasUses(tx, id)) await q.updateDiscount(tx, id, { deletedAt: new Date(), active: false });
    else await q.deleteDiscount(tx, id);
  });
}
