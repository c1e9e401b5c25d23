import fastifyFormbody from '@fastify/formbody';
import type { App, Module } from '../../platform/http';
import { storefrontUrl } from '../../platform/storefront-url';
import { touchStorefront } from '../stores';
import { assertRenderable, registerStorefrontRenderer } from '../themes';
import { cartPage } from './pages/cart';
import { checkoutPage } from './pages/checkout';
import { collectionPage } from './pages/collection';
import { currencyPage } from './pages/currency';
import { disputePage } from './pages/dispute';
import { feedPages } from './pages/feeds';
import { homePage, loadHome } from './pages/home';
import { invoicePage } from './pages/invoice';
import { languagePage } from './pages/language';
import { orderPage } from './pages/order';
import { payPage } from './pages/pay';
import { paymentResultPage } from './pages/payment-result';
import { productPage } from './pages/product';
import { searchPage } from './pages/search';
import { seoPages } from './pages/seo';
import { shareImagePage } from './pages/share-image';
import { trackingPage } from './pages/tracking';
import { unsubscribePage } from './pages/unsubscribe';
import { findStorefrontById } from './storefront.service';
import { createStorefront, type StorefrontPage } from './storefront.shared';

/** Every storefront page, one file each under pages/. */
const PAGES: StorefrontPage[] = [
  homePage,
  shareImagePage,
  collectionPage,
  productPage,
  searchPage,
  cartPage,
  checkoutPage,
  orderPage,
  currencyPage,
  languagePage,
  trackingPage,
  payPage,
  paymentResultPage,
  disputePage,
  invoicePage,
  unsubscribePage,
  seoPages,
  feedPages,
];

/**
 * Storefronts: server-rendered pages on the store's subdomain and under `/s/{sub}` (see
 * storefront.shared). Browsing, the cart and checkout are plain HTML forms; the island script only
 * improves them.
 */
export const storefrontRoutes: Module = async (app, { database, config }) => {
  const sf = await createStorefront(app, { database, config });

  app.get(sf.islandPath, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(sf.island),
  );

  /**
   * The renderer theme deployments use (see themes.renderer): `invalidate` moves the store's cache
   * version on; `renderHome` checks the store can be rendered, renders its home page for real and
   * keeps it in this process's cache under the store's own address (a worker-only process does not
   * serve pages, so there the warm page is simply never asked for). A render error propagates, so the
   * deployment records it against the store.
   */
  const home = loadHome(sf.storage);
  registerStorefrontRenderer((env) => ({
    invalidate: (storeId) => touchStorefront({ db: env.db, storeId }),
    async renderHome(storeId) {
      await assertRenderable(env, storeId);
      const store = await findStorefrontById(env, storeId);
      if (!store) throw new Error(`Store ${storeId} no longer exists.`);
      const origin = storefrontUrl(config, store.subdomain, store.customDomain);
      const shared = await sf.renderShared(
        store,
        '',
        origin,
        '/',
        home,
        await sf.displayIn(store, store.currency),
        store.locales[0]!,
      );
      if ('missing' in shared) throw new Error(shared.missing);
      // Under the address serveShared looks for: the store's currency and default language.
      sf.pages.set(store, `${origin}/|${store.locales[0]}`, shared);
    },
  }));

  await app.register(async (plain) => {
    const scope = plain as unknown as App;
    await scope.register(fastifyFormbody);
    const route = sf.router(scope);
    for (const page of PAGES) page(route, sf);
    // Anything else under a store: the store's own not-found page rather than the platform's app.
    route('GET', '/*', async (request, reply, r) => sf.notFound(request, reply, r, 'notFound.page'));
  });
};
