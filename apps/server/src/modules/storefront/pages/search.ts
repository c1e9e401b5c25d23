import { convertMinor, DEFAULT_LOCALE, formatMoneyIn } from '@kasuwa/contracts';
import { LRUCache } from 'lru-cache';
import { errors } from '../../../platform/errors';
import { listActiveProducts, suggestProducts } from '../../catalog';
import { searchQuery, suggestQuery } from '../storefront.forms';
import type { StorefrontPage } from '../storefront.shared';
import { PAGE_SIZE } from './home';

/** Suggestions shown under the search field as people type (the island in packages/storefront). */
const SUGGESTIONS = 6;
/** How long a browser may reuse a list of suggestions; the server's own copy goes with the store's version. */
const SUGGEST_MAX_AGE_SECONDS = 30;

interface Suggestion {
  title: string;
  url: string;
  price: string;
}

export const searchPage: StorefrontPage = (route, sf) => {
  // The results for a query are the same for every visitor while the store's catalogue is, so they are
  // served from the page cache like product pages (a change moves the store's version on); the cache
  // is bounded, so queries never seen again simply age out.
  route('GET', '/search', async (request, reply, r) => {
    const { q } = searchQuery.parse(request.query ?? {});
    return sf.serveShared(request, reply, r, `?q=${encodeURIComponent(q)}`, async (scope) => {
      const { items, total } = q
        ? await listActiveProducts(scope, { q, page: 1, limit: PAGE_SIZE }, sf.storage)
        : { items: [], total: 0 };
      return { kind: 'search', q, products: items, total };
    });
  });

  // Suggestions for the same words from everyone are the same while the store's catalogue is: kept
  // under the store's cache version (which every catalogue change moves on) and the display currency,
  // for a short while, so a burst of typists costs the database one query per prefix.
  const kept = new LRUCache<string, Suggestion[]>({ max: 20_000, ttl: 60_000 });
  route(
    'GET',
    '/search.json',
    async (request, reply, r) => {
      const parsed = suggestQuery.safeParse(request.query ?? {});
      if (!parsed.success)
        throw errors.validation([{ path: 'q', message: 'Search for at most 100 characters.' }]);
      const q = parsed.data.q;
      const display = await sf.displayOf(request, r.store);
      // Prices in the page's language (French groups its own way), so the language is part of the key.
      const locale = request.readerLocale ?? r.store.locales[0] ?? DEFAULT_LOCALE;
      const key = `${r.store.id}|${r.store.cacheVersion}|${display.code}|${locale}|${q.toLowerCase()}`;
      let items = kept.get(key);
      if (!items) {
        const found = q ? await suggestProducts({ db: sf.db, storeId: r.store.id }, q, SUGGESTIONS) : [];
        items = found.map((p) => ({
          title: p.title,
          url: `${r.base}/products/${encodeURIComponent(p.slug)}`,
          price: display.rate
            ? formatMoneyIn(
                convertMinor(p.price, r.store.currency, display.code, display.rate),
                display.code,
                locale,
                { compact: true },
              )
            : formatMoneyIn(p.price, r.store.currency, locale, { compact: true }),
        }));
        kept.set(key, items);
      }
      return reply.header('cache-control', `private, max-age=${SUGGEST_MAX_AGE_SECONDS}`).send({ q, items });
    },
    {
      // One request a keystroke or so (the island waits for a pause): generous for a person, and a
      // bound on what one address can make the database do.
      rateLimit: [
        { max: 600, timeWindow: '1 minute', per: 'address' },
        { max: 120, timeWindow: '1 minute', per: 'visitor' },
      ],
    },
  );
};
