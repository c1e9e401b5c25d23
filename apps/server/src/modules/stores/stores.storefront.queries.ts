import { eq, sql } from 'drizzle-orm';
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
  status: stores.status,
  cacheVersion: stores.cacheVersion,
};
export type StorefrontStoreRow = Pick<StoreRow, keyof typeof columns>;

function prepareLookups(db: DbOrTx) {
  return {
    bySubdomain: db
      .select(columns)
      .from(stores)
      .where(eq(sql`lower(${stores.subdomain})`, sql.placeholder('subdomain')))
      .prepare('storefront_store_by_subdomain'),
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
