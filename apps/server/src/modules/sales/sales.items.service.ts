import type { SaleItem } from '@kasuwa/contracts';
import type { StoreScope } from '../../platform/tenant';
import { sellableVariants } from '../catalog';
import { listInventory } from '../inventory';
import { recentlySoldVariants } from '../orders';

/**
 * What the New sale screen offers to add: the store's sellable variants with their price and stock,
 * the ones sold most recently first (a stall sells the same things all day), then by name. With `q`,
 * the catalogue's search (titles, SKUs, typos) picks them.
 */
export async function saleItems(ctx: StoreScope, q: string): Promise<SaleItem[]> {
  const [recent, found] = await Promise.all([
    recentlySoldVariants(ctx, q ? 100 : 12),
    listInventory(ctx, { lowOnly: false, q: q || undefined, page: 1, limit: 40 }),
  ]);
  const matched = found.items.map((i) => i.variantId);
  const ids = q ? matched : [...new Set([...recent, ...matched])];
  const rank = new Map(recent.map((id, i) => [id, i]));
  const variants = await sellableVariants(ctx, ids);
  return variants
    .map((v) => ({
      variantId: v.variantId,
      productId: v.productId,
      title: v.productTitle,
      variantTitle: v.variantTitle === 'Default' ? '' : v.variantTitle,
      sku: v.sku,
      price: v.price,
      stock: v.stock,
      recent: rank.has(v.variantId),
    }))
    .sort((a, b) => {
      const ra = rank.get(a.variantId) ?? Number.POSITIVE_INFINITY;
      const rb = rank.get(b.variantId) ?? Number.POSITIVE_INFINITY;
      if (ra !== rb) return ra - rb;
      return `${a.title} ${a.variantTitle}`.localeCompare(`${b.title} ${b.variantTitle}`);
    })
    .slice(0, 40);
}
