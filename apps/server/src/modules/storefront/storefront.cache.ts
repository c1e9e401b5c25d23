import type { Collection, Locale } from '@kasuwa/contracts';
import { ownBytes, type SharedPage } from '@kasuwa/storefront';
import { LRUCache } from 'lru-cache';
import type { StorefrontStore } from './storefront.service';

export interface LastKnownPage {
  page: SharedPage;
  storeId: number;
  /** The display currency the page was rendered in (always the store's own). */
  currency: string;
  /** The language the page is in, and the store's languages to tell whether a visitor would get it. */
  locale: Locale;
  locales: Locale[];
}

/**
 * Rendered HTML kept per process, counted in bytes (pages are kept UTF-8 encoded): 64 MB of pages, besides
 * the themes' style sheets they share (packages/storefront `sharedStylesheet`: at most 2,000 of ~11 KB).
 */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * What makes a store's pages current: its cache version. Code moves it on in the transaction of every
 * change pages show (catalogue, stock, settings, theme deploys, exchange rates), and the `stores`
 * trigger of migration 0002 with any other change of the store row, so it comes with the store lookup
 * of each request and needs nothing else beside it.
 */
function generationOf(store: StorefrontStore): string {
  return String(store.cacheVersion);
}

/**
 * Rendered storefront pages shared by every visitor, in a bounded LRU per process. A page is found
 * only under the generation of its store that the request has just looked up (see
 * `StorefrontDirectory`: from the database, or from rows kept current by its notifications), so a change
 * committed anywhere stops every process from serving the old page at once. Pages of an older
 * generation are dropped as soon as a newer one is cached, and one store's change never touches
 * another store's pages.
 */
export class PageCache {
  private readonly lru: LRUCache<string, SharedPage>;
  private readonly generations = new Map<number, { generation: string; keys: Set<string> }>();
  private readonly navigation = new LRUCache<number, { generation: string; collections: Collection[] }>({
    max: 20_000,
  });
  /**
   * The last page served at each address, whatever its generation: only read while the database is
   * unreachable, when a page a little out of date beats an error page.
   */
  private readonly lastServed = new LRUCache<string, LastKnownPage>({
    maxSize: DEFAULT_MAX_BYTES / 4,
    sizeCalculation: (entry) => Math.max(1, ownBytes(entry.page)),
  });
  hits = 0;
  misses = 0;

  constructor(maxBytes = DEFAULT_MAX_BYTES) {
    this.lru = new LRUCache<string, SharedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => Math.max(1, ownBytes(page)),
      dispose: (_page, key) => {
        const storeId = Number(key.slice(0, key.indexOf('|')));
        this.generations.get(storeId)?.keys.delete(key);
      },
    });
  }

  private key(store: StorefrontStore, address: string): string {
    return `${store.id}|${generationOf(store)}|${address}`;
  }

  /** `address` is the page's scheme, host and path with the query the page reads (canonical order). */
  get(store: StorefrontStore, address: string): SharedPage | undefined {
    const page = this.lru.get(this.key(store, address));
    if (page) this.hits++;
    else this.misses++;
    return page;
  }

  set(store: StorefrontStore, address: string, page: SharedPage): void {
    const generation = generationOf(store);
    const current = this.generations.get(store.id);
    if (current && current.generation !== generation) {
      // The store moved on: its older pages can never be asked for again.
      for (const key of [...current.keys]) this.lru.delete(key);
    }
    const entry = current?.generation === generation ? current : { generation, keys: new Set<string>() };
    this.generations.set(store.id, entry);
    const key = this.key(store, address);
    this.lru.set(key, page);
    if (this.lru.has(key)) entry.keys.add(key);
    if (entry.keys.size === 0) this.generations.delete(store.id);
  }

  /**
   * The store's collections, which every page lists in its navigation, read once per generation:
   * a page of a store already visited then costs the database its own content only. Collections read
   * after the store row are at least as new as its generation, so keeping them under it is safe.
   */
  async collections(store: StorefrontStore, load: () => Promise<Collection[]>): Promise<Collection[]> {
    const generation = generationOf(store);
    const kept = this.navigation.get(store.id);
    if (kept?.generation === generation) return kept.collections;
    const collections = await load();
    this.navigation.set(store.id, { generation, collections });
    return collections;
  }

  remember(address: string, entry: LastKnownPage): void {
    if (this.lastServed.get(address)?.page !== entry.page) this.lastServed.set(address, entry);
  }

  lastKnown(address: string): LastKnownPage | undefined {
    return this.lastServed.get(address);
  }

  /** Pages held for one store (tests and the monitor). */
  sizeOf(storeId: number): number {
    return this.generations.get(storeId)?.keys.size ?? 0;
  }

  get size(): number {
    return this.lru.size;
  }
}
