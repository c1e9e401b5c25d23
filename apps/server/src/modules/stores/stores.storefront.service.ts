import type { DbContext } from '../../platform/context';
import * as q from './stores.storefront.queries';

// The store row as storefront requests read it, by subdomain or id. Kept apart from stores.service so
// the storefront depends on these lookups alone, not on everything the store service reaches (orders
// among them, which reaches inventory and the catalogue: an import cycle). What a plan switched off
// (customisation, other currencies) is already applied in the row: see stores.storefront.queries.ts.

export { DOMAINS_CHANGED_CHANNEL, type StorefrontStoreRow } from './stores.storefront.queries';

/** The store a storefront's host names, in any letter case. */
export function storefrontRowBySubdomain(
  ctx: DbContext,
  subdomain: string,
): Promise<q.StorefrontStoreRow | null> {
  return q.storefrontStoreBySubdomain(ctx.db, subdomain.toLowerCase());
}

export function storefrontRowById(ctx: DbContext, storeId: number): Promise<q.StorefrontStoreRow | null> {
  return q.storefrontStoreById(ctx.db, storeId);
}

/** The store answering on a verified custom domain (any letter case). */
export function storefrontRowByDomain(ctx: DbContext, domain: string): Promise<q.StorefrontStoreRow | null> {
  return q.storefrontStoreByDomain(ctx.db, domain.toLowerCase());
}

export async function servedCustomDomains(ctx: DbContext): Promise<string[]> {
  return (await q.servedCustomDomains(ctx.db)).map((r) => r.domain!);
}

export function setStoreCustomDomain(ctx: DbContext, storeId: number, domain: string | null): Promise<void> {
  return q.setCustomDomain(ctx.db, storeId, domain);
}
