import { offeredLocales, type StoreView } from '@kasuwa/storefront';
import { LRUCache } from 'lru-cache';
import type { DbContext } from '../../platform/context';
import type { Database } from '../../platform/db';
import { whatsAppDigits } from '../carts';
import { enabledCurrenciesOf } from '../store-settings';
import {
  DOMAINS_CHANGED_CHANNEL,
  type StorefrontStoreRow,
  servedCustomDomains,
  storefrontRowByDomain,
  storefrontRowById,
  storefrontRowBySubdomain,
} from '../stores';

/** The store as a storefront request sees it, with what its cached pages are keyed by. */
export type StorefrontStore = StoreView & {
  status: string;
  /** Keys the store's cached pages (see `generationOf` in storefront.cache). */
  cacheVersion: number;
  /** `currency` first, then the others customers may choose. */
  enabledCurrencies: string[];
  /** The verified domain the store answers on (its subdomain redirects there), while the plan includes one. */
  customDomain: string | null;
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
    customDomain: row.customDomain,
    locales: offeredLocales(row.defaultLocale, row.locales),
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

export async function findStorefrontByDomain(
  ctx: DbContext,
  domain: string,
): Promise<StorefrontStore | null> {
  const row = await storefrontRowByDomain(ctx, domain);
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
  /** Keyed by subdomain, and by `@` + custom domain for stores found on their own domain. */
  private readonly rows = new LRUCache<string, StorefrontStore>({
    max: 20_000,
    dispose: (store, key) => {
      const keys = this.keysOf.get(store.id);
      keys?.delete(key);
      if (keys?.size === 0) this.keysOf.delete(store.id);
    },
  });
  private readonly keysOf = new Map<number, Set<string>>();
  /** The custom domains served now, for routing a request's host synchronously (see `isCustomHost`). */
  private customHosts = new Set<string>();
  private hostsTimer: NodeJS.Timeout | null = null;
  private hostsRefresh: Promise<void> | null = null;
  /**
   * Moved on by every notification, local write and change of listening: a row read before one may be
   * older than it, so is not kept.
   */
  private changes = 0;
  private listening = false;
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly onClose?: () => void,
  ) {}

  /** Starts following changes; until then (and while not listening) every lookup reads the database. */
  async start(): Promise<void> {
    if (this.stop) return;
    this.stop = await this.database.listenAtCommit(STORE_CHANGED_CHANNEL, {
      table: 'stores',
      onPayload: (payload) => {
        this.changes++;
        for (const key of [...(this.keysOf.get(Number(payload)) ?? [])]) this.rows.delete(key);
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
    const stopHosts = await this.database.listenAtCommit(DOMAINS_CHANGED_CHANNEL, {
      onPayload: () => this.refreshHostsSoon(),
      // Notifications missed while not listening: read the set again once listening.
      onListening: (listening) => {
        if (listening) this.refreshHostsSoon();
      },
    });
    const stopStores = this.stop;
    this.stop = async () => {
      await stopHosts();
      await stopStores();
    };
    // A database without the stores table yet (the OpenAPI snapshot's) has no domains to route; any
    // later store change or reconnection reads them again.
    await this.refreshHosts().catch(() => {});
  }

  /** Whether `hostname` (lower case, no port) is a custom domain a store answers on. */
  isCustomHost(hostname: string): boolean {
    return this.customHosts.has(hostname);
  }

  private async refreshHosts(): Promise<void> {
    const hosts = await servedCustomDomains({ db: this.database.db });
    this.customHosts = new Set(hosts);
  }

  /**
   * Store changes come in bursts (a catalogue import): the served domains are read again once the burst
   * has passed, at most every 200 ms. A domain verified a moment ago routes after that moment.
   */
  private refreshHostsSoon(): void {
    if (this.hostsTimer || !this.stop) return;
    this.hostsTimer = setTimeout(() => {
      this.hostsTimer = null;
      this.hostsRefresh = this.refreshHosts()
        .catch(() => {})
        .finally(() => {
          this.hostsRefresh = null;
        });
    }, 200);
    this.hostsTimer.unref();
  }

  async close(): Promise<void> {
    this.onClose?.();
    const stop = this.stop;
    this.stop = null;
    this.listening = false;
    this.rows.clear();
    if (this.hostsTimer) clearTimeout(this.hostsTimer);
    this.hostsTimer = null;
    await this.hostsRefresh;
    // A database already closed has no subscription left to end.
    await stop?.().catch(() => {});
  }

  find(subdomain: string): Promise<StorefrontStore | null> {
    const key = subdomain.toLowerCase();
    return this.lookup(key, () => findStorefront({ db: this.database.db }, key));
  }

  /** The store answering on a verified custom domain (lower case, no port). */
  findByDomain(domain: string): Promise<StorefrontStore | null> {
    return this.lookup(`@${domain}`, () => findStorefrontByDomain({ db: this.database.db }, domain));
  }

  private async lookup(
    key: string,
    read: () => Promise<StorefrontStore | null>,
  ): Promise<StorefrontStore | null> {
    if (!this.keeping) return read();
    const kept = this.rows.get(key);
    if (kept) return kept;
    const before = this.changes;
    const store = await read();
    // The await above may have outlived `close()` or the LISTEN connection.
    if (store && this.keeping && before === this.changes) {
      this.rows.set(key, store);
      const keys = this.keysOf.get(store.id) ?? new Set<string>();
      keys.add(key);
      this.keysOf.set(store.id, keys);
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

const directories = new WeakMap<Database, Promise<StorefrontDirectory>>();

/**
 * The one directory of a database in this process, started on first use: the storefront's pages and the
 * Storefront API read the same kept rows (one LISTEN a process, one read of a store row a cache version).
 * Closing it (the app's close) forgets it, so an app opened again on the database starts a new one.
 */
export function sharedDirectory(database: Database): Promise<StorefrontDirectory> {
  let found = directories.get(database);
  if (!found) {
    const directory = new StorefrontDirectory(database, () => directories.delete(database));
    found = directory.start().then(() => directory);
    found.catch(() => directories.delete(database));
    directories.set(database, found);
  }
  return found;
}
