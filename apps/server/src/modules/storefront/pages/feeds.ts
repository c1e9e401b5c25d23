import type { Product } from '@kasuwa/contracts';
import { LRUCache } from 'lru-cache';
import { listActiveProducts } from '../../catalog';
import { feedItems, googleFeed, metaFeed } from '../../integrations';
import type { StorefrontPage } from '../storefront.shared';

/** The most products a feed lists (newest first); Merchant Center and Meta take far more, a shop rarely has. */
const FEED_LIMIT = 10_000;
const PAGE = 500;

/**
 * Product feeds for Google Merchant Center and Meta catalogues, on the store's own addresses
 * (`/feeds/google.xml`, `/feeds/meta.csv`, and under `/s/{sub}`). A feed is built once per store cache
 * version (which every catalogue, stock and settings change moves on in its own transaction) and
 * address, so it is current as soon as the change commits and costs nothing between changes.
 */
export const feedPages: StorefrontPage = (route, sf) => {
  const built = new LRUCache<string, string>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (s) => Math.max(1, s.length),
  });

  async function activeProducts(storeId: number): Promise<Product[]> {
    const out: Product[] = [];
    for (let page = 1; out.length < FEED_LIMIT; page++) {
      const { items, total } = await listActiveProducts(
        { db: sf.db, storeId },
        { page, limit: PAGE },
        sf.storage,
      );
      out.push(...items);
      if (items.length < PAGE || out.length >= total) break;
    }
    return out.slice(0, FEED_LIMIT);
  }

  for (const kind of ['google', 'meta'] as const) {
    const path = kind === 'google' ? '/feeds/google.xml' : '/feeds/meta.csv';
    route('GET', path, async (request, reply, r) => {
      const key = `${r.store.id}|${r.store.cacheVersion}|${r.origin}|${kind}`;
      let body = built.get(key);
      if (body === undefined) {
        const hostOrigin = `${request.protocol}://${request.host}`;
        const items = feedItems(r.store, await activeProducts(r.store.id), r.origin, hostOrigin);
        body = kind === 'google' ? googleFeed(r.store, r.origin, items) : metaFeed(items);
        built.set(key, body);
      }
      return (
        reply
          .header(
            'content-type',
            kind === 'google' ? 'application/xml; charset=utf-8' : 'text/csv; charset=utf-8',
          )
          // Fetchers may keep it a minute; after a change the next fetch builds the new one.
          .header('cache-control', 'public, max-age=60')
          .send(body)
      );
    });
  }
};
