import type { DbContext } from '../../platform/context';
import * as q from './stores.lookup.queries';

/**
 * What the themes module needs from stores: which stores use a theme, the fields a storefront render
 * reads, and recording the theme version a store now runs. Kept apart from the store service so a
 * theme deployment does not depend on the admin store screens.
 */
export async function storeIdsUsingTheme(ctx: DbContext, themeId: number): Promise<number[]> {
  return q.storeIdsWithTheme(ctx.db, themeId);
}

export interface StoreRenderData {
  id: number;
  name: string;
  subdomain: string;
  description: string;
  themeId: number;
  themeVersion: string | null;
  status: string;
  currency: string;
  primaryColor: string;
  accentColor: string;
  logoUrl: string | null;
  bannerUrl: string | null;
}

export async function getStoreRenderData(ctx: DbContext, storeId: number): Promise<StoreRenderData | null> {
  return q.storeRenderRow(ctx.db, storeId);
}

/** Also moves the store's page cache version on, in the same statement: its pages change with it. */
export async function recordThemeVersion(ctx: DbContext, storeId: number, version: string): Promise<void> {
  await q.setThemeVersion(ctx.db, storeId, version);
}
