import type { StoreView } from '@kasuwa/storefront';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { enabledCurrenciesOf } from '../store-settings/store-settings.service';
import { type StoreRow, stores } from '../stores/stores.schema';

/** The store as a storefront request sees it, with what its cached pages are keyed by. */
export type StorefrontStore = StoreView & {
  status: string;
  /** Moved on by `touchStorefront` in the transaction of every change pages show. */
  cacheVersion: number;
  themeVersion: string | null;
  /** Any edit of the store row (admin screens included) sets it, so it keys pages too. */
  updatedAt: Date;
  /** `currency` first, then the others customers may choose. */
  enabledCurrencies: string[];
};

function toStorefront(row: StorefrontRow): StorefrontStore {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    description: row.description,
    themeId: row.themeId,
    currency: row.currency,
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    whatsapp: row.whatsapp,
    phone: row.phone,
    status: row.status,
    cacheVersion: row.cacheVersion,
    themeVersion: row.themeVersion,
    updatedAt: row.updatedAt,
    enabledCurrencies: enabledCurrenciesOf(row),
  };
}

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
  enabledCurrencies: stores.enabledCurrencies,
  primaryColor: stores.primaryColor,
  accentColor: stores.accentColor,
  logoUrl: stores.logoUrl,
  bannerUrl: stores.bannerUrl,
  whatsapp: stores.whatsapp,
  phone: stores.phone,
  status: stores.status,
  cacheVersion: stores.cacheVersion,
  themeVersion: stores.themeVersion,
  updatedAt: stores.updatedAt,
};
type StorefrontRow = Pick<StoreRow, keyof typeof columns>;

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

/**
 * The store of a subdomain, read on every storefront request (one lookup on the unique index over
 * `lower(subdomain)`). Not cached in the process: the store row carries the cache version, and reading
 * it fresh is what lets any process serve a page cached by itself only while it is still current.
 */
export async function findStorefront(db: DbOrTx, subdomain: string): Promise<StorefrontStore | null> {
  const [row] = await lookupsOf(db).bySubdomain.execute({ subdomain: subdomain.toLowerCase() });
  return row ? toStorefront(row) : null;
}

export async function findStorefrontById(db: DbOrTx, storeId: number): Promise<StorefrontStore | null> {
  const [row] = await lookupsOf(db).byId.execute({ id: storeId });
  return row ? toStorefront(row) : null;
}
