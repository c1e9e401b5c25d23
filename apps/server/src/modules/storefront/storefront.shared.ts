// Why this file is over 400 lines: it is the machinery every storefront page file shares, built once per app
// in one closure (store resolution by subdomain or path, the page cache and its versions, the cart cookie,
// pricing a cart, currency choice, rate limits, rendering with the store's theme); the page files in this
// folder stay small because this does not repeat in each.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type CartLine,
  type Collection,
  LOCALES,
  type Locale,
  RESERVED_SUBDOMAINS,
  unstorableText,
} from '@kasuwa/contracts';
import {
  type CartLineView,
  type DisplayCurrency,
  ISLAND_FILE,
  type MessageKey,
  type Page,
  type RenderContext,
  renderPage,
  renderSharedPage,
  renderStoreUnavailable,
  type SharedPage,
  storeDay,
  type Translate,
  translator,
  withCartCount,
} from '@kasuwa/storefront';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppError, DATABASE_RETRY_AFTER_SECONDS } from '../../platform/errors';
import type { App, Deps } from '../../platform/http';
import { isDatabaseUnavailable } from '../../platform/pg-errors';
import { clientAddress, stackedLimits } from '../../platform/rate-limit';
import { type ObjectStorage, storageFor } from '../../platform/storage';
import type { StoreScope } from '../../platform/tenant';
import { isVisitor, type VisitKind, visitCounterFor, visitSource } from '../analytics';
import { cartCookieName, parseCart, priceCart, serializeCart } from '../carts';
import { listStoreCollections, ProductPages } from '../catalog';
import { convertLines } from '../checkout';
import { findRate } from '../currencies';
import { errorText } from '../messages';
import { PageCache } from './storefront.cache';
import { discountQuery } from './storefront.forms';
import {
  askedLocale,
  chooseLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_MAX_AGE,
  PAGE_VARY,
} from './storefront.language';
import { writeDiscountCode } from './storefront.pricing';
import { type StorefrontStore, sharedDirectory } from './storefront.service';
import { allowTags, StoreTagsCache } from './storefront.tags';

const CART_MAX_AGE = 30 * 24 * 3600;
const CUSTOM_HOST_CONSTRAINT = 'kasuwaCustomHost';

/** A Host header's name, lower case, without port or trailing dot; null when there is none. */
function hostnameOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const name = value.startsWith('[') ? value : value.replace(/:\d+$/, '');
  return name.toLowerCase().replace(/\.$/, '') || null;
}

/** Per store, like the cart: a visitor may browse two stores in different currencies. */
export function currencyCookieName(storeId: number): string {
  return `kasuwa_cur_${storeId}`;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The store a request is for, and where its pages live on this host. */
export interface Resolved {
  store: StorefrontStore;
  base: string;
  origin: string;
}

export type PageLoader = (scope: StoreScope) => Promise<Page | { missing: MessageKey }>;
export type Handler = (request: FastifyRequest, reply: FastifyReply, r: Resolved) => Promise<unknown>;
/** Registers a page for both addressing modes (the store's host and `/s/{sub}`). */
export type Route = (method: 'GET' | 'POST', path: string, handler: Handler, extra?: RouteExtra) => void;

/**
 * A limit on a storefront form. `address` counts every request from one client address; `visitor`
 * counts one visitor's cart at that address, so customers sharing a carrier-grade NAT address (common
 * on Nigerian mobile networks) do not use up each other's attempts.
 */
export interface PageLimit {
  max: number;
  timeWindow: string;
  per?: 'address' | 'visitor';
}

export interface RouteExtra {
  rateLimit?: PageLimit | PageLimit[];
  /** The page the form is on (route parameters filled in), offered when a limit is hit. */
  back?: string;
}

/** Priced cart lines, converted into the visitor's display currency exactly as checkout charges. */
export interface PricedCart {
  lines: CartLineView[];
  subtotal: number;
  count: number;
  display: DisplayCurrency;
}

/**
 * What every storefront page shares: store resolution by subdomain or `/s/{sub}` path, the cart and
 * currency cookies, the page cache and the HTML reply. Storefronts are server-rendered pages on
 * `{sub}.{BASE_DOMAIN}` (matched by a host constraint, so they run before the web app's catch-all) and
 * the same pages under `/s/{sub}` for hosts without wildcard DNS.
 */
export async function createStorefront(app: App, { database, config }: Pick<Deps, 'database' | 'config'>) {
  const { db } = database;
  const storage: ObjectStorage = storageFor(config);
  const pages = new PageCache();
  const productPages = new ProductPages(db, database.connections, storage);
  const tags = new StoreTagsCache(db);
  const directory = await sharedDirectory(database);
  app.addHook('onClose', () => directory.close());
  const visits = visitCounterFor(db, app.log);
  app.addHook('onClose', () => visits.close());
  const island = readFileSync(ISLAND_FILE);
  const islandHash = createHash('sha256').update(island).digest('hex').slice(0, 10);
  const islandPath = `/_sf/island.${islandHash}.js`;
  const hostPattern = new RegExp(
    `^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\\.${escapeRegex(config.BASE_DOMAIN)}(?::\\d+)?$`,
    'i',
  );
  const secureCookies = config.publicUrl.startsWith('https://');

  // A store's own domain is any host, so its pages cannot be told apart by a host pattern: a constraint
  // asks the directory's set of served domains (kept in memory, so routing stays synchronous).
  app.addConstraintStrategy({
    name: CUSTOM_HOST_CONSTRAINT,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, handler: unknown) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const host = hostnameOf(request.headers.host);
      return host && directory.isCustomHost(host) ? 'yes' : undefined;
    },
    mustMatchWhenDerived: false,
  });

  function subdomainOf(request: FastifyRequest): { sub: string; base: string } | null {
    const params = request.params as { sub?: string };
    if (params.sub) return { sub: params.sub.toLowerCase(), base: `/s/${params.sub.toLowerCase()}` };
    const m = hostPattern.exec(request.host);
    return m ? { sub: m[1]!.toLowerCase(), base: '' } : null;
  }

  async function resolve(request: FastifyRequest, reply: FastifyReply): Promise<Resolved | null> {
    const found = subdomainOf(request);
    // Only a request that names no store by subdomain or path can be on a store's own domain.
    const host = found ? null : hostnameOf(request.headers.host);
    if (host && directory.isCustomHost(host)) {
      const store = await directory.findByDomain(host);
      if (store?.status === 'active')
        // Behind the TLS proxy a custom domain is always https, whatever the hop to this process was.
        return { store, base: '', origin: `https://${host}` };
    }
    const store = found && !RESERVED_SUBDOMAINS.has(found.sub) ? await directory.find(found.sub) : null;
    if (store?.status !== 'active') {
      reply
        .status(404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', PAGE_VARY)
        .send(
          renderStoreUnavailable(
            found?.sub ?? '',
            store ? 'inactive' : 'unknown',
            config.publicUrl,
            chooseLocale(request, LOCALES),
          ),
        );
      return null;
    }
    if (store.customDomain && (request.method === 'GET' || request.method === 'HEAD')) {
      // The store has its own domain: the subdomain (and the /s/ path) send visitors and search engines there.
      const rest = request.url.slice(found!.base.length) || '/';
      reply.redirect(`https://${store.customDomain}${rest.startsWith('/') ? rest : `/${rest}`}`, 301);
      return null;
    }
    return { store, base: found!.base, origin: `${request.protocol}://${request.host}${found!.base}` };
  }

  function sendUnavailable(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    reason: 'invalid' | 'down',
  ) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', PAGE_VARY)
      .send(renderStoreUnavailable('', reason, config.publicUrl, chooseLocale(request, LOCALES)));
  }

  function writeLanguage(reply: FastifyReply, locale: Locale) {
    reply.setCookie(LANGUAGE_COOKIE, locale, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: LANGUAGE_MAX_AGE,
      secure: secureCookies,
    });
  }

  /** The storefront's words in the language this request's page is in. */
  function wordsOf(request: FastifyRequest, store: StorefrontStore): Translate {
    return translator(chooseLocale(request, store.locales));
  }

  /** An error's text (the API catalogue's) in the language of this request's page, for a form to show. */
  function sayError(request: FastifyRequest, store: StorefrontStore, err: AppError): string {
    return errorText(err.code, err.params, chooseLocale(request, store.locales));
  }

  /** The page's language; a `?lang=` the store offers is remembered for the pages that follow. */
  function localeOf(request: FastifyRequest, reply: FastifyReply, store: StorefrontStore): Locale {
    const asked = askedLocale(request, store.locales);
    if (asked) writeLanguage(reply, asked);
    return chooseLocale(request, store.locales);
  }

  /** The address a page is remembered under for when the database is down: what the browser asked. */
  const lastKnownAddress = (request: FastifyRequest) => `${request.host}${request.url}`;

  function readCart(request: FastifyRequest, storeId: number): CartLine[] {
    const raw = request.cookies[cartCookieName(storeId)];
    if (!raw) return [];
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid ? parseCart(unsigned.value) : [];
  }

  function writeCart(reply: FastifyReply, storeId: number, lines: CartLine[]) {
    reply.setCookie(cartCookieName(storeId), serializeCart(lines), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      maxAge: CART_MAX_AGE,
      secure: secureCookies,
    });
  }

  /** The visitor's remembered currency if the store still offers it, else the store's own. */
  function chosenCurrency(request: FastifyRequest, store: StorefrontStore): string {
    const code = request.cookies[currencyCookieName(store.id)];
    return code && store.enabledCurrencies.includes(code) ? code : store.currency;
  }

  /**
   * What prices are shown in, with the admin rate read now. Without a rate (an administrator removed
   * it after the vendor enabled the currency) prices stay in the store's currency rather than guessed.
   */
  async function displayIn(store: StorefrontStore, code: string): Promise<DisplayCurrency> {
    const options = store.enabledCurrencies;
    const rate = code === store.currency ? null : await findRate({ db }, store.currency, code);
    return rate ? { code, rate, options } : { code: store.currency, rate: null, options };
  }

  const displayOf = (request: FastifyRequest, store: StorefrontStore) =>
    displayIn(store, chosenCurrency(request, store));

  async function priceInDisplay(
    request: FastifyRequest,
    r: Resolved,
    lines: CartLine[],
  ): Promise<PricedCart> {
    const priced = await priceCart({ db, storeId: r.store.id }, lines, storage);
    const display = await displayOf(request, r.store);
    const inDisplay = convertLines(priced.lines, r.store.currency, display.code, display.rate);
    return { lines: inDisplay.lines, subtotal: inDisplay.subtotal, count: priced.count, display };
  }

  function cartCountOf(request: FastifyRequest, storeId: number): number {
    return readCart(request, storeId).reduce((n, l) => n + l.quantity, 0);
  }

  function pathOf(request: FastifyRequest, r: Resolved): string {
    return (request.url.split('?')[0] ?? '/').slice(r.base.length) || '/';
  }

  /** Counts a page view or an add-to-cart for the store's analytics (no cookie or address kept). */
  function countVisit(request: FastifyRequest, r: Resolved, kind: VisitKind, productId?: string) {
    if (!isVisitor(request.headers['user-agent'])) return;
    const utm = (request.query as Record<string, unknown> | undefined)?.utm_source;
    const source = visitSource(
      typeof utm === 'string' ? utm : undefined,
      request.headers.referer,
      request.hostname,
    );
    visits.count({ storeId: r.store.id, kind, source, productId });
  }

  /**
   * Counts a cart for the funnel once a Lagos day, however many things go into it: a cookie holding only
   * the day it was last counted (no id, nothing about the visitor) says whether it has been today.
   */
  function countCart(request: FastifyRequest, reply: FastifyReply, r: Resolved) {
    const today = storeDay(new Date());
    const name = `kcartday_${r.store.id}`;
    if (request.cookies[name] === today) return;
    reply.setCookie(name, today, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 2 * 24 * 60 * 60,
      secure: secureCookies,
    });
    countVisit(request, r, 'cart');
  }

  /** The HTML reply of a page rendered for this visitor. */
  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    r: Resolved,
    page: Page,
    options: {
      status?: number;
      collections?: Collection[];
      cartCount?: number;
      display?: DisplayCurrency;
    } = {},
  ) {
    const scope = { db, storeId: r.store.id };
    const collections =
      options.collections ?? (await pages.collections(r.store, () => listStoreCollections(scope)));
    const storeTags = await tags.of(r.store);
    const locale = localeOf(request, reply, r.store);
    const ctx: RenderContext = {
      locale,
      tags: storeTags,
      display: options.display ?? (await displayOf(request, r.store)),
      store: r.store,
      base: r.base,
      origin: r.origin,
      cartCount: options.cartCount ?? cartCountOf(request, r.store.id),
      collections,
      islandSrc: islandPath,
      path: pathOf(request, r),
    };
    const personal = [
      'cart',
      'checkout',
      'tracking',
      'pay',
      'payment-result',
      'invoice',
      'unsubscribe',
      'too-many',
    ].includes(page.kind);
    return allowTags(reply, storeTags)
      .status(options.status ?? reply.statusCode)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', personal ? 'no-store' : 'no-cache')
      .header('content-language', locale)
      .header('vary', PAGE_VARY)
      .send(renderPage(ctx, page));
  }

  function notFound(request: FastifyRequest, reply: FastifyReply, r: Resolved, message: MessageKey) {
    return show(request, reply, r, { kind: 'not-found', message }, { status: 404 });
  }

  async function renderShared(
    store: StorefrontStore,
    base: string,
    origin: string,
    path: string,
    load: PageLoader,
    display: DisplayCurrency,
    locale: Locale,
  ): Promise<SharedPage | { missing: MessageKey }> {
    const scope = { db, storeId: store.id };
    const [page, collections, storeTags] = await Promise.all([
      load(scope),
      pages.collections(store, () => listStoreCollections(scope)),
      tags.of(store),
    ]);
    if ('missing' in page) return page;
    return renderSharedPage(
      { store, base, origin, collections, islandSrc: islandPath, path, display, tags: storeTags, locale },
      page,
    );
  }

  /**
   * Home, collection and product pages: the same HTML for every visitor but the header's cart count,
   * which is filled from the visitor's cookie on the way out (no database, no render). `query` is the
   * part of the query string the page reads, so tracking parameters do not split the cache. A page the
   * loader cannot find (404) is rendered as usual and not kept.
   */
  async function serveShared(
    request: FastifyRequest,
    reply: FastifyReply,
    r: Resolved,
    query: string,
    load: PageLoader,
  ) {
    const path = pathOf(request, r);
    // Prices are part of the HTML, so each display currency is its own page. The rate needs no place
    // in the key: changing a rate moves the cache version of every store selling in that currency.
    const code = chosenCurrency(request, r.store);
    // Words are part of the HTML too: each language is its own page, whichever way it was chosen.
    const locale = localeOf(request, reply, r.store);
    const address = `${r.origin}${path}${query}${code === r.store.currency ? '' : `#${code}`}|${locale}`;
    const send = async (shared: SharedPage, state: 'hit' | 'miss') => {
      if (shared.kind === 'home' || shared.kind === 'collection' || shared.kind === 'product') {
        countVisit(request, r, shared.kind, shared.productId);
      }
      return allowTags(reply, await tags.of(r.store))
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-language', locale)
        .header('vary', PAGE_VARY)
        .header('x-kasuwa-cache', state)
        .send(withCartCount(shared, cartCountOf(request, r.store.id)));
    };
    // Pages in the store's own currency stand in while the database cannot be reached (see router).
    const remember = (shared: SharedPage) => {
      if (code === r.store.currency) {
        pages.remember(lastKnownAddress(request), {
          page: shared,
          storeId: r.store.id,
          currency: code,
          locale,
          locales: r.store.locales,
        });
      }
      return shared;
    };
    const hit = pages.get(r.store, address);
    if (hit) return send(remember(hit), 'hit');
    const display = await displayIn(r.store, code);
    const shared = await renderShared(r.store, r.base, r.origin, path, load, display, locale);
    if ('missing' in shared) return notFound(request, reply, r, shared.missing);
    pages.set(r.store, address, shared);
    return send(remember(shared), 'miss');
  }

  /**
   * Who a `visitor` limit counts: the client address with the store's signed cart cookie (a digest of
   * it; a missing or forged cookie counts as no cart), so each shopper behind one address has their own.
   */
  function visitorKey(request: FastifyRequest, storeId: number): string {
    const raw = request.cookies[cartCookieName(storeId)];
    const cart =
      raw && request.unsignCookie(raw).valid ? createHash('sha256').update(raw).digest('hex') : '-';
    return `${storeId}:${clientAddress(request)}:${cart.slice(0, 32)}`;
  }

  /** The form's own page, with the route's parameters filled in. */
  function backPath(request: FastifyRequest, back: string | undefined): string | null {
    if (!back) return null;
    const params = request.params as Record<string, string | undefined>;
    return back.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  }

  /** The page registrar of one plugin scope (the one with the form body parser). */
  function router(scope: App): Route {
    return (method, path, handler, extra = {}) => {
      // One counter for both addressing modes of a page; the limit is checked once the store is known,
      // so the refusal can be a page in the store's own look (the JSON API keeps its JSON 429).
      const stores = new WeakMap<FastifyRequest, number>();
      const rules = extra.rateLimit ? [extra.rateLimit].flat() : [];
      const limited = rules.length
        ? stackedLimits(
            scope,
            rules.map((rule) => ({
              name: `sf:${method}:${path}:${rule.per ?? 'address'}`,
              max: rule.max,
              timeWindow: rule.timeWindow,
              key: (request: FastifyRequest) =>
                rule.per === 'visitor'
                  ? visitorKey(request, stores.get(request) ?? 0)
                  : clientAddress(request),
            })),
          )
        : null;
      const run = async (request: FastifyRequest, reply: FastifyReply) => {
        // No store page has a NUL (or half a surrogate pair, from a JSON post) in its address or form,
        // and PostgreSQL can neither look one up nor store it.
        if (unstorableText([request.params, request.query, request.body]).length) {
          return sendUnavailable(request, reply, 400, 'invalid');
        }
        try {
          const r = await resolve(request, reply);
          if (!r) return reply;
          stores.set(request, r.store.id);
          // A JSON answer's error (the island's cart, checkout) is in the page's language (issue 33).
          request.readerLocale = chooseLocale(request, r.store.locales);
          // `?discount=CODE` on any page (a promotion's shareable link) keeps the code for checkout.
          const link = method === 'GET' ? discountQuery.safeParse(request.query).data?.discount : undefined;
          if (link) writeDiscountCode(reply, r.store.id, link, secureCookies);
          const hit = await limited?.(request);
          if (hit) {
            reply.header('retry-after', String(hit.retryAfterSeconds));
            const page = { kind: 'too-many' as const, back: backPath(request, extra.back) };
            return await show(request, reply, r, page, { status: 429 });
          }
          return await handler(request, reply, r);
        } catch (err) {
          if (!isDatabaseUnavailable(err)) throw err;
          request.log.error({ err }, 'storefront page served while the database is unavailable');
          const stale = method === 'GET' ? pages.lastKnown(lastKnownAddress(request)) : undefined;
          const code = stale && request.cookies[currencyCookieName(stale.storeId)];
          // Only in the currency and language this visitor would have been shown.
          const sameLanguage = stale && chooseLocale(request, stale.locales) === stale.locale;
          if (stale && sameLanguage && (!code || code === stale.currency)) {
            return reply
              .status(200)
              .header('content-type', 'text/html; charset=utf-8')
              .header('cache-control', 'no-store')
              .header('content-language', stale.locale)
              .header('vary', PAGE_VARY)
              .header('x-kasuwa-cache', 'stale')
              .send(withCartCount(stale.page, cartCountOf(request, stale.storeId)));
          }
          return sendUnavailable(
            request,
            reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)),
            503,
            'down',
          );
        }
      };
      const opts = { schema: { hide: true } };
      scope.route({ method, url: `/s/:sub${path === '/' ? '' : path}`, ...opts, handler: run });
      scope.route({ method, url: path, constraints: { host: hostPattern }, ...opts, handler: run });
      scope.route({
        method,
        url: path,
        constraints: { [CUSTOM_HOST_CONSTRAINT]: 'yes' },
        ...opts,
        handler: run,
      });
    };
  }

  return {
    db,
    config,
    storage,
    pages,
    productPages,
    island,
    islandPath,
    secureCookies,
    router,
    readCart,
    writeCart,
    writeLanguage,
    localeOf,
    wordsOf,
    sayError,
    displayIn,
    displayOf,
    priceInDisplay,
    show,
    notFound,
    renderShared,
    serveShared,
    countVisit,
    countCart,
  };
}

export type Storefront = Awaited<ReturnType<typeof createStorefront>>;
/** One storefront page: registers its routes. */
export type StorefrontPage = (route: Route, sf: Storefront) => void;
