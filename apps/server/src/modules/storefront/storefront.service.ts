import type { StoreView } from '@kasuwa/storefront';
import { eq, type SQL, sql } from 'drizzle-orm';
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

function toStorefront(row: StoreRow): StorefrontStore {
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

async function findOne(db: DbOrTx, where: SQL): Promise<StorefrontStore | null> {
  const [row] = await db.select().from(stores).where(where);
  return row ? toStorefront(row) : null;
}

/**
 * The store of a subdomain, read on every storefront request (one lookup on the unique index over
 * `lower(subdomain)`). Not cached in the process: the store row carries the cache version, and reading
 * it fresh is what lets any process serve a page cached by itself only while it is still current.
 */
export function findStorefront(db: DbOrTx, subdomain: string): Promise<StorefrontStore | null> {
  return findOne(db, eq(sql`lower(${stores.subdomain})`, subdomain.toLowerCase()));
}

export function findStorefrontById(db: DbOrTx, storeId: number): Promise<StorefrontStore | null> {
  return findOne(db, eq(stores.id, storeId));
}
