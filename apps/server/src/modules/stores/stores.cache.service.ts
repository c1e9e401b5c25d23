import type { DbContext } from '../../platform/context';
import type { StoreScope } from '../../platform/tenant';
import * as queries from './stores.queries';

// The storefront cache versions other modules move when they change what a page shows. Kept apart from
// stores.service so that inventory, catalog and settings depend on this alone and not on everything the
// store service reaches (orders among them, which reaches inventory: an import cycle).

/**
 * Marks every cached storefront page of the store out of date. Call it with the transaction of the
 * change that pages show (catalogue, stock, settings, theme): the new version commits together with
 * the change, so every process, reading the version with the store on each request, stops serving the
 * old pages at the same moment and none can cache a page of the new data under the old version for
 * longer than its own render.
 */
export async function touchStorefront(ctx: StoreScope): Promise<void> {
  await queries.bumpCacheVersion(ctx.db, ctx.storeId);
}

/**
 * For an exchange-rate change: every storefront showing converted prices in one of `currencies`
 * renders again, in every process, because its cache version is part of the page key.
 */
export async function touchStorefrontsSelling({ db }: DbContext, currencies: string[]): Promise<void> {
  await queries.bumpCacheVersionSelling(db, currencies);
}
