import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreRow, stores } from './stores.schema';

// The store row as storefront requests read it, by subdomain or id (stores.storefront.service.ts).

/** The themes' own colours: the column defaults every store starts with. */
const THEME_PRIMARY = '#1f7a4d';
const THEME_ACCENT = '#f2b705';

/**
 * What a storefront request reads of the store row (it has many more columns: admin fields, channel
 * tokens). Decoding each column costs the embedded driver time on every request, so only these come.
 */
const columns = {
  id: stores.id,
  name: stores.name,
  subdomain: stores.subdomain,
  description: stores.description,
  themeId: stores.themeId,
  currency: stores.currency,
  // Without multi-currency on the owner's plan, customers see and pay in the store's own currency only.
  enabledCurrencies: sql<
    string[]
  >`case when ${stores.planMultiCurrencyOff} then '{}'::text[] else ${stores.enabledCurrencies} end`,
  // A plan that no longer includes customisation shows the theme's colours and no banner; the
  // vendor's own values stay stored and return with an upgrade.
  primaryColor: sql<string>`case when ${stores.planCustomisationOff} then ${THEME_PRIMARY} else ${stores.primaryColor} end`,
  accentColor: sql<string>`case when ${stores.planCustomisationOff} then ${THEME_ACCENT} else ${stores.accentColor} end`,
  logoUrl: stores.logoUrl,
  bannerUrl: sql<
    string | null
  >`case when ${stores.planCustomisationOff} then null else ${stores.bannerUrl} end`,
  whatsapp: stores.whatsapp,
  whatsappOrders: stores.whatsappOrders,
  phone: stores.phone,
  // A plan without custom domains serves the store on its subdomain again; the domain stays stored.
  customDomain: sql<
    string | null
  >`case when ${stores.planCustomDomainOff} then null else ${stores.customDomain} end`,
  status: stores.status,
  cacheVersion: stores.cacheVersion,
  defaultLocale: stores.defaultLocale,
  locales: stores.locales,
};
export type StorefrontStoreRow = Pick<StoreRow, keyof typeof columns>;

function prepareLookups(db: DbOrTx) {
  return {
    bySubdomain: db
      .select(columns)
      .from(stores)
      .where(eq(sql`lower(${stores.subdomain})`, sql.placeholder('subdomain')))
      .prepare('storefront_store_by_subdomain'),
    byDomain: db
      .select(columns)
      .from(stores)
      .where(and(eq(stores.customDomain, sql.placeholder('domain')), eq(stores.planCustomDomainOff, false)))
      .prepare('storefront_store_by_domain'),
    byId: db
      .select(columns)
      .from(stores)
      .where(eq(stores.id, sql.placeholder('id')))
      .prepare('storefront_store_by_id'),
  };
}

/**
 * The lookups prepared once per database handle: building the SQL anew on every request was a tenth
 * of a cached page's time, and on PostgreSQL a named statement is parsed once per connection.
 */
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareLookups>>();

function lookupsOf(db: DbOrTx): ReturnType<typeof prepareLookups> {
  let lookups = prepared.get(db);
  if (!lookups) {
    lookups = prepareLookups(db);
    prepared.set(db, lookups);
  }
  return lookups;
}

/** One lookup on the unique index over `lower(subdomain)`; the subdomain given in lower case. */
export async function storefrontStoreBySubdomain(
  db: DbOrTx,
  subdomain: string,
): Promise<StorefrontStoreRow | null> {
  const [row] = await lookupsOf(db).bySubdomain.execute({ subdomain });
  return row ?? null;
}

export async function storefrontStoreById(db: DbOrTx, storeId: number): Promise<StorefrontStoreRow | null> {
  const [row] = await lookupsOf(db).byId.execute({ id: storeId });
  return row ?? null;
}

/** The store a verified custom domain (lower case) belongs to, while its owner's plan includes one. */
export async function storefrontStoreByDomain(
  db: DbOrTx,
  domain: string,
): Promise<StorefrontStoreRow | null> {
  const [row] = await lookupsOf(db).byDomain.execute({ domain });
  return row ?? null;
}

/** Every custom domain served now, for the storefront's host routing (few: paid plans only). */
export function servedCustomDomains(db: DbOrTx) {
  // tenant-scope: the platform-wide list of verified custom domains, no store's data.
  return db
    .select({ domain: stores.customDomain })
    .from(stores)
    .where(
      and(
        sql`${stores.customDomain} is not null`,
        eq(stores.planCustomDomainOff, false),
        eq(stores.status, 'active'),
      ),
    );
}

/**
 * Channel told (at commit) when the set of served custom domains may have changed, so every process
 * reads it again; the stores trigger's channel fires on every catalogue edit, far too often for that.
 */
export const DOMAINS_CHANGED_CHANNEL = 'kasuwa_domains_changed';

export async function notifyDomainsChanged(db: DbOrTx, storeId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${DOMAINS_CHANGED_CHANNEL}, ${String(storeId)})`);
}

/** Records (or, with null, clears) a store's verified custom domain; its pages' URLs change with it. */
export async function setCustomDomain(db: DbOrTx, storeId: number, domain: string | null): Promise<void> {
  // tenant-scope: the domains module names the store it verified by id.
  await db
    .update(stores)
    .set({ customDomain: domain, cacheVersion: sql`${stores.cacheVersion} + 1` })
    .where(eq(stores.id, storeId));
  await notifyDomainsChanged(db, storeId);
}
