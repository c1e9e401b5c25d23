import { asc, eq, sql } from 'drizzle-orm';
import type { DbContext } from '../../platform/context';
import { stores } from './stores.schema';

/**
 * What the themes module needs from stores: which stores use a theme, the fields a storefront render
 * reads, and recording the theme version a store now runs. Kept apart from the store service so a
 * theme deployment does not depend on the admin store screens.
 */
export async function storeIdsUsingTheme(ctx: DbContext, themeId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.themeId, themeId))
    .orderBy(asc(stores.id));
  return rows.map((r) => r.id);
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
  const [row] = await ctx.db
    .select({
      id: stores.id,
      name: stores.name,
      subdomain: stores.subdomain,
      description: stores.description,
      themeId: stores.themeId,
      themeVersion: stores.themeVersion,
      status: stores.status,
      currency: stores.currency,
      primaryColor: stores.primaryColor,
      accentColor: stores.accentColor,
      logoUrl: stores.logoUrl,
      bannerUrl: stores.bannerUrl,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}

/** Also moves the store's page cache version on, in the same statement: its pages change with it. */
export async function recordThemeVersion(ctx: DbContext, storeId: number, version: string): Promise<void> {
  await ctx.db
    .update(stores)
    .set({ themeVersion: version, cacheVersion: sql`${stores.cacheVersion} + 1`, updatedAt: new Date() })
    .where(eq(stores.id, storeId));
}
