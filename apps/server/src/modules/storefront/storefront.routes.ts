import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fastifyFormbody from '@fastify/formbody';
import { type CartLine, type Collection, disputeInputSchema, RESERVED_SUBDOMAINS } from '@kasuwa/contracts';
import {
  type CheckoutValues,
  type DisplayCurrency,
  ISLAND_FILE,
  type Page,
  type RenderContext,
  renderPage,
  renderSharedPage,
  renderStoreUnavailable,
  type SharedPage,
  withCartCount,
} from '@kasuwa/storefront';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, Module } from '../../app';
import { AppError, fail } from '../../platform/errors';
import { storageFor } from '../../platform/storage';
import {
  addToCart,
  cartCookieName,
  parseCart,
  priceCart,
  serializeCart,
  setQuantity,
} from '../carts/carts.service';
import {
  findStoreCollection,
  listActiveProducts,
  listStoreCollections,
  ProductPages,
  sitemapEntries,
} from '../catalog/catalog.storefront';
import { convertLines, placeOrder } from '../checkout/checkout.service';
import { findRate } from '../ledger/exchange-rates.service';
import { findOrderForTracking } from '../orders/orders.service';
import { disputeForTracking, openDispute } from '../payments/disputes.service';
import { touchStorefront } from '../stores/stores.service';
import { assertRenderable, registerStorefrontRenderer } from '../themes/themes.renderer';
import { PageCache } from './storefront.cache';
import { findStorefrontById, StorefrontDirectory, type StorefrontStore } from './storefront.service';
import { storefrontUrl } from './storefront-url';

const PAGE_SIZE = 24;
const CART_MAX_AGE = 30 * 24 * 3600;
const CURRENCY_MAX_AGE = 365 * 24 * 3600;
const UNKNOWN_ORDER = 'We could not find this order. Check the link in your email.';

/** Per store, like the cart: a visitor may browse two stores in different currencies. */
function currencyCookieName(storeId: number): string {
  return `kasuwa_cur_${storeId}`;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Resolved {
  store: StorefrontStore;
  base: string;
  origin: string;
}

const addSchema = z.object({
  variantId: z.uuid(),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
});
const updateSchema = z.object({
  variantId: z.uuid(),
  quantity: z.coerce.number().int().min(0).max(99),
});

/**
 * Storefronts: server-rendered pages on `{sub}.{BASE_DOMAIN}` (matched by a host constraint, so they
 * run before the web app's catch-all) and the same pages under `/s/{sub}` for hosts without wildcard
 * DNS. Browsing, the cart and checkout are plain HTML forms; the island script only improves them.
 */
/** The platform's payment page (spec 2.7) with the query it reads, for an order awaiting payment. */
function paymentPageUrl(
  publicUrl: string,
  subdomain: string,
  order: { id: string; email: string; phone: string; total: number; currency: string },
): string {
  const query = new URLSearchParams({
    domain: subdomain,
    email: order.email,
    amount: String(order.total),
    // The page shows the amount in this currency; an order may be in another than NGN.
    currency: order.currency,
    channel: 'card',
    phone: order.phone,
    order: order.id,
  });
  return `${publicUrl}/payment?${query}`;
}

export const storefrontRoutes: Module = async (app, { database, config }) => {
  const { db } = database;
  const storage = storageFor(config);
  const pages = new PageCache();
  const productPages = new ProductPages(db, database.connections, storage);
  const directory = new StorefrontDirectory(database);
  await directory.start();
  app.addHook('onClose', () => directory.close());
  const island = readFileSync(ISLAND_FILE);
  const islandHash = createHash('sha256').update(island).digest('hex').slice(0, 10);
  const islandPath = `/_sf/island.${islandHash}.js`;
  const hostPattern = new RegExp(
    `^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\\.${escapeRegex(config.BASE_DOMAIN)}(?::\\d+)?$`,
    'i',
  );

  app.get(islandPath, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(island),
  );

  function subdomainOf(request: FastifyRequest): { sub: string; base: string } | null {
    const params = request.params as { sub?: string };
    if (params.sub) return { sub: params.sub.toLowerCase(), base: `/s/${params.sub.toLowerCase()}` };
    const m = hostPattern.exec(request.host);
    return m ? { sub: m[1]!.toLowerCase(), base: '' } : null;
  }

  async function resolve(request: FastifyRequest, reply: FastifyReply): Promise<Resolved | null> {
    const found = subdomainOf(request);
    const store = found && !RESERVED_SUBDOMAINS.has(found.sub) ? await directory.find(found.sub) : null;
    if (store?.status !== 'active') {
      reply
        .status(404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderStoreUnavailable(found?.sub ?? '', store ? 'inactive' : 'unknown', config.publicUrl));
      return null;
    }
    return { store, base: found!.base, origin: `${request.protocol}://${request.host}${found!.base}` };
  }

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
      secure: config.publicUrl.startsWith('https://'),
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
    const rate = code === store.currency ? null : await findRate(db, store.currency, code);
    return rate ? { code, rate, options } : { code: store.currency, rate: null, options };
  }

  const displayOf = (request: FastifyRequest, store: StorefrontStore) =>
    displayIn(store, chosenCurrency(request, store));

  function cartCountOf(request: FastifyRequest, storeId: number): number {
    return readCart(request, storeId).reduce((n, l) => n + l.quantity, 0);
  }

  function pathOf(request: FastifyRequest, r: Resolved): string {
    return (request.url.split('?')[0] ?? '/').slice(r.base.length) || '/';
  }

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
    const ctx: RenderContext = {
      display: options.display ?? (await displayOf(request, r.store)),
      store: r.store,
      base: r.base,
      origin: r.origin,
      cartCount: options.cartCount ?? cartCountOf(request, r.store.id),
      collections,
      islandSrc: islandPath,
      path: pathOf(request, r),
    };
    const personal = page.kind === 'cart' || page.kind === 'checkout' || page.kind === 'tracking';
    return reply
      .status(options.status ?? reply.statusCode)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', personal ? 'no-store' : 'no-cache')
      .send(renderPage(ctx, page));
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
    load: (scope: { db: typeof db; storeId: number }) => Promise<Page | { missing: string }>,
  ) {
    const path = pathOf(request, r);
    // Prices are part of the HTML, so each display currency is its own page. The rate needs no place
    // in the key: changing a rate moves the cache version of every store selling in that currency.
    const code = chosenCurrency(request, r.store);
    const address = `${r.origin}${path}${query}${code === r.store.currency ? '' : `#${code}`}`;
    const send = (shared: SharedPage, state: 'hit' | 'miss') =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-kasuwa-cache', state)
        .send(withCartCount(shared, cartCountOf(request, r.store.id)));
    const hit = pages.get(r.store, address);
    if (hit) return send(hit, 'hit');
    const shared = await renderShared(r.store, r.base, r.origin, path, load, await displayIn(r.store, code));
    if ('missing' in shared) return notFound(request, reply, r, shared.missing);
    pages.set(r.store, address, shared);
    return send(shared, 'miss');
  }

  async function renderShared(
    store: StorefrontStore,
    base: string,
    origin: string,
    path: string,
    load: (scope: { db: typeof db; storeId: number }) => Promise<Page | { missing: string }>,
    display: DisplayCurrency,
  ): Promise<SharedPage | { missing: string }> {
    const scope = { db, storeId: store.id };
    const [page, collections] = await Promise.all([
      load(scope),
      pages.collections(store, () => listStoreCollections(scope)),
    ]);
    if ('missing' in page) return page;
    return renderSharedPage({ store, base, origin, collections, islandSrc: islandPath, path, display }, page);
  }

  const homePage = async (scope: { db: typeof db; storeId: number }): Promise<Page> => {
    const { items } = await listActiveProducts(scope, { page: 1, limit: PAGE_SIZE }, storage);
    return { kind: 'home', products: items };
  };

  /**
   * The renderer theme deployments use (see themes.renderer): `invalidate` moves the store's cache
   * version on; `renderHome` checks the store can be rendered, renders its home page for real and
   * keeps it in this process's cache under the store's own address (a worker-only process does not
   * serve pages, so there the warm page is simply never asked for). A render error propagates, so the
   * deployment records it against the store.
   */
  registerStorefrontRenderer((env) => ({
    invalidate: (storeId) => touchStorefront(env.db, storeId),
    async renderHome(storeId) {
      await assertRenderable(env, storeId);
      const store = await findStorefrontById(env.db, storeId);
      if (!store) throw new Error(`Store ${storeId} no longer exists.`);
      const origin = storefrontUrl(config, store.subdomain);
      const shared = await renderShared(
        store,
        '',
        origin,
        '/',
        homePage,
        await displayIn(store, store.currency),
      );
      if ('missing' in shared) throw new Error(shared.missing);
      pages.set(store, `${origin}/`, shared);
    },
  }));

  function notFound(request: FastifyRequest, reply: FastifyReply, r: Resolved, message: string) {
    return show(request, reply, r, { kind: 'not-found', message }, { status: 404 });
  }

  /** Registers a page for both addressing modes. */
  function route(
    scope: App,
    method: 'GET' | 'POST',
    path: string,
    handler: (request: FastifyRequest, reply: FastifyReply, r: Resolved) => Promise<unknown>,
    extra: { rateLimit?: { max: number; timeWindow: string } } = {},
  ) {
    const run = async (request: FastifyRequest, reply: FastifyReply) => {
      const r = await resolve(request, reply);
      if (!r) return reply;
      return handler(request, reply, r);
    };
    const opts = { schema: { hide: true }, config: extra.rateLimit ? { rateLimit: extra.rateLimit } : {} };
    scope.route({ method, url: `/s/:sub${path === '/' ? '' : path}`, ...opts, handler: run });
    scope.route({ method, url: path, constraints: { host: hostPattern }, ...opts, handler: run });
  }

  await app.register(async (plain) => {
    const scope = plain as unknown as App;
    await scope.register(fastifyFormbody);

    route(scope, 'GET', '/', (request, reply, r) => serveShared(request, reply, r, '', homePage));

    route(scope, 'GET', '/collections/:slug', async (request, reply, r) => {
      const { slug } = request.params as { slug: string };
      const page = Math.max(1, Math.min(1000, Number((request.query as { page?: string }).page) || 1));
      return serveShared(request, reply, r, page > 1 ? `?page=${page}` : '', async (scopeDb) => {
        const collection = await findStoreCollection(scopeDb, slug);
        if (!collection) return { missing: 'This collection does not exist.' };
        const { items, total } = await listActiveProducts(
          scopeDb,
          { collectionId: collection.id, page, limit: PAGE_SIZE },
          storage,
        );
        return {
          kind: 'collection',
          collection: { ...collection, productCount: total },
          products: items,
          page,
          pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
        };
      });
    });

    // Stock is part of this page's HTML (so it is right without JavaScript): every stock movement,
    // checkout reservations and their expiry included, moves the store's cache version on.
    route(scope, 'GET', '/products/:slug', async (request, reply, r) => {
      const { slug } = request.params as { slug: string };
      return serveShared(request, reply, r, '', async () => {
        const product = await productPages.get(r.store.id, slug);
        return product ? { kind: 'product', product } : { missing: 'This product is not available.' };
      });
    });

    route(scope, 'GET', '/search', async (request, reply, r) => {
      const q = String((request.query as { q?: unknown }).q ?? '')
        .trim()
        .slice(0, 100);
      const { items, total } = q
        ? await listActiveProducts({ db, storeId: r.store.id }, { q, page: 1, limit: PAGE_SIZE }, storage)
        : { items: [], total: 0 };
      return show(request, reply, r, { kind: 'search', q, products: items, total });
    });

    const cartPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      r: Resolved,
      lines: CartLine[],
      notice?: string,
    ) => {
      const priced = await priceCart({ db, storeId: r.store.id }, lines, storage);
      const display = await displayOf(request, r.store);
      const inDisplay = convertLines(priced.lines, r.store.currency, display.code, display.rate);
      return show(
        request,
        reply,
        r,
        { kind: 'cart', lines: inDisplay.lines, subtotal: inDisplay.subtotal, notice },
        { cartCount: priced.count, display },
      );
    };

    route(scope, 'GET', '/cart', (request, reply, r) =>
      cartPage(request, reply, r, readCart(request, r.store.id)),
    );

    route(scope, 'GET', '/cart.json', async (request, reply, r) => {
      const priced = await priceCart({ db, storeId: r.store.id }, readCart(request, r.store.id), storage);
      const display = await displayOf(request, r.store);
      const inDisplay = convertLines(priced.lines, r.store.currency, display.code, display.rate);
      return reply
        .header('cache-control', 'no-store')
        .send({ count: priced.count, subtotal: inDisplay.subtotal, currency: display.code });
    });

    const wantsJson = (request: FastifyRequest) =>
      (request.headers.accept ?? '').includes('application/json');

    route(scope, 'POST', '/cart', async (request, reply, r) => {
      const parsed = addSchema.safeParse(request.body ?? {});
      const lines = readCart(request, r.store.id);
      if (!parsed.success) {
        const message = 'Choose an option and a quantity.';
        if (wantsJson(request)) throw fail('VALIDATION_FAILED', [{ path: 'body.variantId', message }]);
        return cartPage(request, reply.status(400), r, lines, message);
      }
      const priced = await priceCart({ db, storeId: r.store.id }, [parsed.data], storage);
      const line = priced.lines[0];
      if (!line) {
        const refusal = fail('ITEM_UNAVAILABLE', { adding: true });
        if (wantsJson(request)) throw refusal;
        return cartPage(request, reply.status(refusal.statusCode), r, lines, refusal.message);
      }
      const inCart = lines.find((l) => l.variantId === line.variantId)?.quantity ?? 0;
      if (inCart + parsed.data.quantity > line.available) {
        const refusal = fail('OUT_OF_STOCK', {
          name: line.productTitle,
          available: line.available,
          adding: true,
        });
        if (wantsJson(request)) throw refusal;
        return cartPage(request, reply.status(refusal.statusCode), r, lines, refusal.message);
      }
      const next = addToCart(lines, parsed.data.variantId, parsed.data.quantity);
      writeCart(reply, r.store.id, next);
      if (wantsJson(request)) return reply.send({ count: next.reduce((n, l) => n + l.quantity, 0) });
      return reply.redirect(`${r.base}/cart`, 303);
    });

    route(scope, 'POST', '/cart/update', async (request, reply, r) => {
      const parsed = updateSchema.safeParse(request.body ?? {});
      const lines = readCart(request, r.store.id);
      if (!parsed.success)
        return cartPage(request, reply.status(400), r, lines, 'Enter a quantity from 0 to 99.');
      writeCart(reply, r.store.id, setQuantity(lines, parsed.data.variantId, parsed.data.quantity));
      return reply.redirect(`${r.base}/cart`, 303);
    });

    const emptyValues: CheckoutValues = {
      email: '',
      phone: '',
      name: '',
      line1: '',
      line2: '',
      city: '',
      state: '',
      country: 'Nigeria',
      postalCode: '',
      note: '',
    };

    route(scope, 'GET', '/checkout', async (request, reply, r) => {
      const priced = await priceCart({ db, storeId: r.store.id }, readCart(request, r.store.id), storage);
      if (priced.lines.length === 0) return reply.redirect(`${r.base}/cart`, 303);
      const display = await displayOf(request, r.store);
      const inDisplay = convertLines(priced.lines, r.store.currency, display.code, display.rate);
      return show(
        request,
        reply,
        r,
        {
          kind: 'checkout',
          lines: inDisplay.lines,
          subtotal: inDisplay.subtotal,
          values: emptyValues,
          errors: {},
        },
        { cartCount: priced.count, display },
      );
    });

    route(
      scope,
      'POST',
      '/checkout',
      async (request, reply, r) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const text = (k: keyof CheckoutValues) =>
          typeof body[k] === 'string' ? (body[k] as string).slice(0, 1000) : '';
        const values: CheckoutValues = {
          email: text('email'),
          phone: text('phone'),
          name: text('name'),
          line1: text('line1'),
          line2: text('line2'),
          city: text('city'),
          state: text('state'),
          country: text('country') || 'Nigeria',
          postalCode: text('postalCode'),
          note: text('note'),
        };
        const lines = readCart(request, r.store.id);
        const scopeDb = { db, storeId: r.store.id };
        const display = await displayOf(request, r.store);
        try {
          const placed = await placeOrder(
            scopeDb,
            {
              id: r.store.id,
              name: r.store.name,
              currency: r.store.currency,
              url: storefrontUrl(config, r.store.subdomain),
            },
            lines,
            {
              email: values.email,
              phone: values.phone,
              name: values.name,
              note: values.note,
              address: {
                line1: values.line1,
                line2: values.line2,
                city: values.city,
                state: values.state,
                country: values.country,
                postalCode: values.postalCode,
              },
            },
            display.code,
          );
          writeCart(reply, r.store.id, []);
          return reply.redirect(`${r.base}/track/${placed.trackingToken}?placed=1`, 303);
        } catch (err) {
          if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
          if (err.code === 'CART_EMPTY') return reply.redirect(`${r.base}/cart`, 303);
          const priced = await priceCart(scopeDb, lines, storage);
          const inDisplay = convertLines(priced.lines, r.store.currency, display.code, display.rate);
          const errors: Record<string, string> = {};
          if (err.code === 'VALIDATION_FAILED' && Array.isArray(err.details)) {
            for (const d of err.details as { path: string; message: string }[])
              errors[d.path.replace(/^address\./, '')] ??= d.message;
          }
          return show(
            request,
            reply,
            r,
            {
              kind: 'checkout',
              lines: inDisplay.lines,
              subtotal: inDisplay.subtotal,
              values,
              errors,
              formError:
                err.code === 'VALIDATION_FAILED' ? 'Please correct the fields marked below.' : err.message,
            },
            { status: err.statusCode === 400 ? 422 : err.statusCode, cartCount: priced.count, display },
          );
        }
      },
      { rateLimit: { max: 20, timeWindow: '1 minute' } },
    );

    // The currency selector's form: remembers the choice for this store and goes back to the page.
    route(scope, 'GET', '/currency', async (request, reply, r) => {
      const query = request.query as { currency?: unknown; return?: unknown };
      const code = typeof query.currency === 'string' ? query.currency.toUpperCase() : '';
      if (r.store.enabledCurrencies.includes(code)) {
        reply.setCookie(currencyCookieName(r.store.id), code, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          maxAge: CURRENCY_MAX_AGE,
          secure: config.publicUrl.startsWith('https://'),
        });
      }
      // Only a path of this store: never another host (`//evil`, `/\\evil`) through this redirect.
      const back =
        typeof query.return === 'string' && /^\/(?![/\\])[^\s]*$/.test(query.return) ? query.return : '/';
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${r.base}${back === '/' && r.base ? '' : back}`, 303);
    });

    /** The order's tracking page, with what it says about disputes; `form` is a refused report. */
    async function showTracking(
      request: FastifyRequest,
      reply: FastifyReply,
      r: Resolved,
      token: string,
      options: { placed?: boolean; reported?: boolean; form?: { reason: string; error: string } } = {},
    ) {
      const order = await findOrderForTracking(db, token);
      if (!order || order.storeId !== r.store.id) return notFound(request, reply, r, UNKNOWN_ORDER);
      const { latest, canOpen } = await disputeForTracking({ db }, order.id);
      return show(request, reply.header('referrer-policy', 'no-referrer'), r, {
        kind: 'tracking',
        order,
        placed: options.placed ?? false,
        trackingUrl: `${r.origin}/track/${token}`,
        paymentUrl:
          order.status === 'pending_payment'
            ? paymentPageUrl(config.publicUrl, r.store.subdomain, order)
            : null,
        dispute: {
          latest: latest && {
            status: latest.status as 'open' | 'resolved',
            openedAt: latest.createdAt.toISOString(),
            resolution: latest.resolution as 'release' | 'refund' | null,
            note: latest.resolutionNote,
          },
          canOpen,
          reported: options.reported ?? false,
          form: options.form,
        },
      });
    }

    route(scope, 'GET', '/track/:token', async (request, reply, r) => {
      const { token } = request.params as { token: string };
      const query = request.query as { placed?: string; reported?: string };
      return showTracking(request, reply, r, token, {
        placed: query.placed === '1',
        reported: query.reported === '1',
      });
    });

    // The tracking page's form (works without JavaScript). A refused report shows again with the
    // reason as typed; an accepted one redirects, so reloading does not send it twice.
    route(
      scope,
      'POST',
      '/track/:token/dispute',
      async (request, reply, r) => {
        const { token } = request.params as { token: string };
        const body = (request.body ?? {}) as { reason?: unknown };
        const typed = typeof body.reason === 'string' ? body.reason.slice(0, 4000) : '';
        const reason = disputeInputSchema.shape.reason.safeParse(typed);
        if (!reason.success) {
          const error = reason.error.issues[0]?.message ?? 'Tell us what went wrong.';
          return showTracking(request, reply.status(422), r, token, { form: { reason: typed, error } });
        }
        try {
          await openDispute({ db }, token, reason.data, r.store.id);
        } catch (err) {
          if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
          if (err.statusCode === 404) return notFound(request, reply, r, UNKNOWN_ORDER);
          return showTracking(request, reply.status(err.statusCode), r, token, {
            form: { reason: typed, error: err.message },
          });
        }
        return reply.header('cache-control', 'no-store').redirect(`${r.base}/track/${token}?reported=1`, 303);
      },
      { rateLimit: { max: 10, timeWindow: '1 minute' } },
    );

    route(scope, 'GET', '/robots.txt', async (_request, reply, r) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .send(
          `User-agent: *\nDisallow: ${r.base}/cart\nDisallow: ${r.base}/checkout\nDisallow: ${r.base}/track/\nAllow: ${r.base}/\nSitemap: ${r.origin}/sitemap.xml\n`,
        ),
    );

    route(scope, 'GET', '/sitemap.xml', async (_request, reply, r) => {
      const [products, collections] = await sitemapEntries({ db, storeId: r.store.id });
      const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const urls = [
        `<url><loc>${esc(r.origin)}/</loc></url>`,
        ...collections.map((c) => `<url><loc>${esc(`${r.origin}/collections/${c.slug}`)}</loc></url>`),
        ...products.map(
          (p) =>
            `<url><loc>${esc(`${r.origin}/products/${p.slug}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
        );
    });

    // Anything else under a store: the store's own not-found page rather than the platform's app.
    route(scope, 'GET', '/*', async (request, reply, r) =>
      notFound(request, reply, r, 'This page does not exist.'),
    );
  });
};
