import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { stores } from './stores.schema';
import { notifyDomainsChanged } from './stores.storefront.queries';

// Reads and changes of one store by its id (or subdomain, or owner) for the lookup, theme, plan and
// tenant services. The stores table is the tenants themselves: a store's id is its scope.

export async function storeById(db: DbOrTx, storeId: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  return row ?? null;
}

export async function storeReadOnly(db: DbOrTx, storeId: number): Promise<boolean | null> {
  const [row] = await db.select({ readOnly: stores.planReadOnly }).from(stores).where(eq(stores.id, storeId));
  return row?.readOnly ?? null;
}

/** A store by its subdomain, in any letter case. */
export async function storeBySubdomain(db: DbOrTx, subdomain: string) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      subdomain: stores.subdomain,
      currency: stores.currency,
      status: stores.status,
    })
    .from(stores)
    .where(sql`lower(${stores.subdomain}) = ${subdomain.toLowerCase()}`);
  return row ?? null;
}

export async function storeNameOf(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({ name: stores.name, subdomain: stores.subdomain })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}

export async function storeContactRow(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({
      name: stores.name,
      subdomain: stores.subdomain,
      storePhone: stores.phone,
      userId: stores.userId,
      defaultLocale: stores.defaultLocale,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}

export async function storeIdsWithTheme(db: DbOrTx, themeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.themeId, themeId))
    .orderBy(asc(stores.id));
  return rows.map((r) => r.id);
}

export async function storeRenderRow(db: DbOrTx, storeId: number) {
  const [row] = await db
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

/** Sets the theme version and moves the page cache version on, in the same statement. */
export async function setThemeVersion(db: DbOrTx, storeId: number, version: string): Promise<void> {
  await db
    .update(stores)
    .set({ themeVersion: version, cacheVersion: sql`${stores.cacheVersion} + 1`, updatedAt: new Date() })
    .where(eq(stores.id, storeId));
}

/** The account's stores, oldest first. */
export function storesOfAccount(db: DbOrTx, userId: number) {
  // tenant-scope: an account's own stores, by owner, for its subscription page and plan changes.
  return db
    .select({ id: stores.id, name: stores.name, subdomain: stores.subdomain, readOnly: stores.planReadOnly })
    .from(stores)
    .where(eq(stores.userId, userId))
    .orderBy(asc(stores.id));
}

/** Sets a store's plan switches (of this owner's store only) and moves its page cache version on. */
export async function setStorePlanSwitches(
  db: DbOrTx,
  userId: number,
  storeId: number,
  switches: {
    readOnly: boolean;
    customisationOff: boolean;
    multiCurrencyOff: boolean;
    customDomainOff: boolean;
  },
): Promise<void> {
  // tenant-scope: the account's own store, named by id and owner.
  await db
    .update(stores)
    .set({
      planReadOnly: switches.readOnly,
      planCustomisationOff: switches.customisationOff,
      planMultiCurrencyOff: switches.multiCurrencyOff,
      planCustomDomainOff: switches.customDomainOff,
      cacheVersion: sql`${stores.cacheVersion} + 1`,
    })
    .where(and(eq(stores.id, storeId), eq(stores.userId, userId)));
  // A plan change can switch a store's custom domain off or on again.
  await notifyDomainsChanged(db, storeId);
}
