import type { StoreView } from '@kasuwa/storefront';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { stores } from '../stores/stores.schema';

export type StorefrontStore = StoreView & { status: string };

// A storefront page needs its store on every request; a few seconds of caching takes that query off
// the hot path. Settings changes show within CACHE_MS on every process, with no coordination needed.
const CACHE_MS = 5_000;
const cache = new Map<string, { at: number; store: StorefrontStore | null }>();

export async function findStorefront(db: DbOrTx, subdomain: string): Promise<StorefrontStore | null> {
  const key = subdomain.toLowerCase();
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.store;
  const [row] = await db
    .select()
    .from(stores)
    .where(eq(sql`lower(${stores.subdomain})`, key));
  const store: StorefrontStore | null = row
    ? {
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
      }
    : null;
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { at: Date.now(), store });
  return store;
}

/** Drops cached stores (tests, and the settings screen right after a change in this process). */
export function forgetStorefront(subdomain?: string): void {
  if (subdomain) cache.delete(subdomain.toLowerCase());
  else cache.clear();
}
