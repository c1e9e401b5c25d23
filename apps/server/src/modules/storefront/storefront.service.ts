import type { StoreView } from '@kasuwa/storefront';
import { LRUCache } from 'lru-cache';
import type { DbContext } from '../../platform/context';
import type { Database } from '../../platform/db';
import { whatsAppDigits } from '../carts';
import { enabledCurrenciesOf } from '../store-settings';
import { type StorefrontStoreRow, storefrontRowById, storefrontRowBySubdomain } from '../stores';

/** The store as a storefront request sees it, with what its cached pages are keyed by. */
export type StorefrontStore = StoreView & {
  status: string;
  /** Keys the store's cached pages (see `generationOf` in storefront.cache). */
  cacheVersion: number;
  /** `currency` first, then the others customers may choose. */
  enabledCurrencies: string[];
};

function toStorefront(row: StorefrontStoreRow): StorefrontStore {
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
    whatsappOrders: row.whatsappOrders && whatsAppDigits(row.whatsapp) !== null,
    phone: row.phone,
    status: row.status,
    cacheVersion: row.cacheVersion,
    enabledCurrencies: enabledCurrenciesOf(row),
  };
}

/**
 * The store of a subdomain: one lookup on the unique index over `lower(subdomain)`. The row carries
 * the cache version, and reading it fresh is what lets any process serve a page cached by itself only
 * while it is still current (see `StorefrontDirectory` for when it need not be read).
 */
export async function findStorefront(ctx: DbContext, subdomain: string): Promise<StorefrontStore | null> {
  const row = await storefrontRowBySubdomain(ctx, subdomain);
  return row ? toStorefront(row) : null;
}

export async function findStorefrontById(ctx: DbContext, storeId: number): Promise<StorefrontStore | null> {
  const row = await storefrontRowById(ctx, storeId);
  return row ? toStorefront(row) : null;
}

/** Channel of the `stores` trigger (migration 0002): the id of every store row updated or deleted. */
export const STORE_CHANGED_CHANNEL = 'kasuwa_store_changed';

/**
 * The store rows storefront requests look up, kept in memory while the database tells this process of
 * every change (`Database.listenAtCommit`): a cached page then costs no statement at all. The `stores`
 * trigger announces every update and delete on `kasuwa_store_changed`, whichever code path wrote it,
 * and every change a page shows moves the store's cache version (an update of its row), so every
 * process drops a changed row as the notification arrives. On PGlite that is at commit. On PostgreSQL
 * it is a moment after, on a LISTEN connection of its own: this process's own writes of `stores` drop
 * every kept row at their commit (so whoever made a change sees it on their next request), and while
 * that connection is down (before it first listens, and from a drop until it listens again) nothing is
 * kept and every lookup reads the database, as a missed notification would otherwise keep a stale row.
 */
export class StorefrontDirectory {
  private readonly rows = new LRUCache<string, StorefrontStore>({
    max: 20_000,
    dispose: (store, subdomain) => {
      if (this.subdomainOf.get(store.id) === subdomain) this.subdomainOf.delete(store.id);
    },
  });
  private readonly subdomainOf = new Map<number, string>();
  /**
   * Moved on by every notification, local write and change of listening: a row read before one may be
   * older than it, so is not kept.
   */
  private changes = 0;
  private listening = false;
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  /** Starts following changes; until then (and while not listening) every lookup reads the database. */
  async start(): Promise<void> {
    if (this.stop) return;
    this.stop = await this.database.listenAtCommit(STORE_CHANGED_CHANNEL, {
      table: 'stores',
      onPayload: (payload) => {
        this.changes++;
        const subdomain = this.subdomainOf.get(Number(payload));
        if (subdomain !== undefined) this.rows.delete(subdomain);
      },
      onListening: (listening) => {
        this.changes++;
        this.listening = listening;
        if (!listening) this.rows.clear();
      },
      onLocalWrite: () => {
        this.changes++;
        this.rows.clear();
      },
    });
  }

  async close(): Promise<void> {
    const stop = this.stop;
    this.stop = null;
    this.listening = false;
    this.rows.clear();
    // A database already closed has no subscription left to end.
    await stop?.().catch(() => {});
  }

  async find(subdomain: string): Promise<StorefrontStore | null> {
    const key = subdomain.toLowerCase();
    if (!this.keeping) return findStorefront({ db: this.database.db }, key);
    const kept = this.rows.get(key);
    if (kept) return kept;
    const before = this.changes;
    const store = await findStorefront({ db: this.database.db }, key);
    // The await above may have outlived `close()` or the LISTEN connection.
    if (store && this.keeping && before === this.changes) {
      this.rows.set(key, store);
      this.subdomainOf.set(store.id, key);
    }
    return store;
  }

  /** Whether rows are kept now: started, and the database's notifications are reaching this process. */
  get keeping(): boolean {
    return this.stop !== null && this.listening;
  }

  /** Rows held (tests and the monitor). */
  get size(): number {
    return this.rows.size;
  }
}
