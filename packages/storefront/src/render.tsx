import { purchaseEventId, toDecimalString } from '@kasuwa/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { CurrencyChooser } from './components/currency-chooser';
import { Footer } from './components/footer';
import { Header } from './components/header';
import { safeJson } from './components/safe-json';
import { CART_COUNT_SLOT, PLATFORM_ICON, SLOT_IN_BADGE } from './constants';
import { CATALOGUES, type MessageKey, OG_LOCALES } from './i18n';
import { CartPage } from './pages/cart';
import { CheckoutPage } from './pages/checkout';
import { CollectionPage } from './pages/collection';
import { NotFoundPage, TooManyPage } from './pages/errors';
import { HomePage } from './pages/home';
import { InvoicePage } from './pages/invoice';
import { PayPage } from './pages/pay';
import { PaymentResultPage } from './pages/payment-result';
import { ProductPage } from './pages/product';
import { SearchPage } from './pages/search';
import { TrackingPage } from './pages/tracking';
import { UnsubscribePage } from './pages/unsubscribe';
import { seo } from './seo';
import { themeOf } from './themes';
import type { Page, RenderContext } from './types';

function Body({ ctx, page }: { ctx: RenderContext; page: Page }) {
  switch (page.kind) {
    case 'home':
      return <HomePage ctx={ctx} products={page.products} />;
    case 'collection':
      return <CollectionPage ctx={ctx} page={page} />;
    case 'product':
      return <ProductPage ctx={ctx} product={page.product} />;
    case 'search':
      return <SearchPage ctx={ctx} page={page} />;
    case 'cart':
      return (
        <CartPage
          ctx={ctx}
          lines={page.lines}
          subtotal={page.subtotal}
          notice={page.notice}
          pricing={page.pricing}
        />
      );
    case 'checkout':
      return <CheckoutPage ctx={ctx} page={page} />;
    case 'tracking':
      return <TrackingPage page={page} locale={ctx.locale} />;
    case 'pay':
      return <PayPage ctx={ctx} page={page} />;
    case 'payment-result':
      return <PaymentResultPage ctx={ctx} page={page} />;
    case 'invoice':
      return <InvoicePage page={page} locale={ctx.locale} />;
    case 'unsubscribe':
      return <UnsubscribePage ctx={ctx} page={page} />;
    case 'not-found':
      return <NotFoundPage ctx={ctx} message={page.message} />;
    case 'too-many':
      return <TooManyPage ctx={ctx} back={page.back} />;
  }
}

/**
 * A paid order's purchase for the browser tags, with the event id the server's own event carries
 * (`purchaseEventId`), so Meta counts the two once.
 */
function purchaseOf(page: Page): string | undefined {
  if (page.kind !== 'payment-result' || page.state !== 'received') return undefined;
  const { order } = page;
  return JSON.stringify({
    eventId: purchaseEventId(order.id),
    value: Number(toDecimalString(order.total, order.currency)),
    currency: order.currency,
  });
}

/** The few words the island script shows (toasts, stock, the cookie banner), in the page's language. */
const ISLAND_WORDS = [
  'island.linkCopied',
  'island.copied',
  'island.unavailable',
  'island.inStock',
  'island.soldOut',
  'island.addFailed',
  'island.added',
  'island.cookieLabel',
  'island.cookieText',
  'island.accept',
  'island.decline',
  'island.cookieSettings',
] as const satisfies readonly MessageKey[];

const islandWords = new Map<string, string>();
function islandWordsOf(ctx: RenderContext): string {
  let json = islandWords.get(ctx.locale);
  if (!json) {
    const messages = CATALOGUES[ctx.locale];
    // Raw texts: their only arguments are plain `{name}`s, which the island fills in itself.
    json = safeJson(Object.fromEntries(ISLAND_WORDS.map((k) => [k.slice('island.'.length), messages[k]])));
    islandWords.set(ctx.locale, json);
  }
  return json;
}

/**
 * A page's address in one language (docs/storefront.md, Languages): the store's default language on
 * the plain address, the others with `?lang=`; the plain address is also the x-default, where a first
 * visit is answered by Accept-Language.
 */
function addressIn(ctx: RenderContext, locale: string): string {
  const plain = `${ctx.origin}${ctx.path === '/' ? '/' : ctx.path}`;
  return locale === ctx.store.locales[0] ? plain : `${plain}?lang=${locale}`;
}

/** A complete HTML document for one storefront page, in the store's theme. */
export function renderPage(ctx: RenderContext, page: Page): string {
  const theme = themeOf(ctx.store.themeId);
  const meta = seo(ctx, page);
  const canonical = addressIn(ctx, ctx.locale);
  const others = ctx.store.locales.filter((l) => l !== ctx.locale);
  const html = renderToStaticMarkup(
    <html lang={ctx.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {/* A payment awaiting its provider's word looks again without JavaScript. */}
        {page.kind === 'payment-result' && page.refresh ? (
          page.transfer ? (
            // A transfer's page with its script asks in the background instead (a reload would interrupt
            // copying the account number).
            <noscript>
              <meta httpEquiv="refresh" content={`${page.refresh.seconds};url=${page.refresh.url}`} />
            </noscript>
          ) : (
            <meta httpEquiv="refresh" content={`${page.refresh.seconds};url=${page.refresh.url}`} />
          )
        ) : null}
        <meta name="description" content={meta.description} />
        {meta.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        {!meta.noindex && ctx.store.locales.length > 1 ? (
          <>
            {ctx.store.locales.map((l) => (
              <link key={l} rel="alternate" hrefLang={l} href={addressIn(ctx, l)} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={addressIn(ctx, ctx.store.locales[0]!)} />
          </>
        ) : null}
        <meta property="og:locale" content={OG_LOCALES[ctx.locale]} />
        {others.map((l) => (
          <meta key={l} property="og:locale:alternate" content={OG_LOCALES[l]} />
        ))}
        <meta property="og:type" content={page.kind === 'product' ? 'product' : 'website'} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:site_name" content={ctx.store.name} />
        {meta.image ? <meta property="og:image" content={meta.image} /> : null}
        {meta.image?.includes('/share-image/') ? (
          <>
            <meta property="og:image:type" content="image/jpeg" />
            <meta property="og:image:width" content="1200" />
            <meta property="og:image:height" content="630" />
          </>
        ) : null}
        <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
        {meta.image ? <meta name="twitter:image" content={meta.image} /> : null}
        <meta name="theme-color" content={ctx.store.primaryColor} />
        {/* Without one the browser asks the store's host for /favicon.ico, which no store has. */}
        <link rel="icon" href={ctx.store.logoUrl ?? PLATFORM_ICON} />
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: theme CSS, JSON escaped by safeJson, or description HTML sanitised on save
          dangerouslySetInnerHTML={{ __html: theme.css(ctx.store) }}
        />
        {meta.jsonLd ? (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: theme CSS, JSON escaped by safeJson, or description HTML sanitised on save
            dangerouslySetInnerHTML={{ __html: safeJson(meta.jsonLd) }}
          />
        ) : null}
        <script
          type="application/json"
          id="sf-words"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the catalogue's words, JSON escaped by safeJson
          dangerouslySetInnerHTML={{ __html: islandWordsOf(ctx) }}
        />
        <script src={ctx.islandSrc} defer />
      </head>
      <body
        className={`theme-${theme.id} header-${theme.header} page-${page.kind}`}
        data-base={ctx.base}
        data-store={ctx.tags?.metaPixelId || ctx.tags?.ga4Id ? ctx.store.id : undefined}
        data-meta-pixel={ctx.tags?.metaPixelId ?? undefined}
        data-ga4={ctx.tags?.ga4Id ?? undefined}
        data-purchase={purchaseOf(page)}
      >
        <Header ctx={ctx} />
        <CurrencyChooser ctx={ctx} />
        <main>
          <Body ctx={ctx} page={page} />
        </main>
        <Footer ctx={ctx} />
        <div className="toast" role="status" aria-live="polite" />
      </body>
    </html>,
  );
  return `<!doctype html>${html}`;
}

/**
 * A page rendered once for every visitor: the HTML before and after the header's cart count, encoded
 * (UTF-8) once. Kept as bytes, a page cache counts what it holds exactly (a string with a ₦ in it is
 * stored two bytes a character), and each request copies bytes rather than joining and encoding a string.
 * The theme's style sheet, two thirds of a product page, is one buffer shared by every page that has the
 * same one (a store's pages, in one theme and colours), so a page cache holds three times the pages.
 */
export interface SharedPage {
  /** Up to and including the head's `<style>`. */
  head: Buffer;
  /** The theme's CSS, shared between pages (see `sharedStylesheet`); not this page's own bytes. */
  css: Buffer;
  /** From `</style>` to the cart count. */
  before: Buffer;
  after: Buffer;
  /** What the page shows, for counting its views without rendering it again. */
  kind: Page['kind'];
  productId?: string;
}

/** Distinct style sheets kept as shared buffers: a few per store at most, bounded all the same. */
const STYLESHEETS_KEPT = 2_000;
const stylesheets = new Map<string, Buffer>();

function sharedStylesheet(css: string): Buffer {
  let bytes = stylesheets.get(css);
  if (!bytes) {
    bytes = Buffer.from(css, 'utf8');
    if (stylesheets.size >= STYLESHEETS_KEPT) stylesheets.delete(stylesheets.keys().next().value!);
    stylesheets.set(css, bytes);
  }
  return bytes;
}

/** The bytes a cached page holds of its own (its style sheet is shared and counted apart). */
export function ownBytes(page: SharedPage): number {
  return page.head.length + page.before.length + page.after.length;
}

/** Renders a page with no per-visitor content, for a page cache; `withCartCount` completes it. */
export function renderSharedPage(ctx: Omit<RenderContext, 'cartCount'>, page: Page): SharedPage {
  const html = renderPage({ ...ctx, cartCount: null }, page);
  const at = html.indexOf(SLOT_IN_BADGE);
  if (at < 0) throw new Error('The theme rendered no cart count slot.');
  const cut = at + SLOT_IN_BADGE.length - CART_COUNT_SLOT.length;
  const cssStart = html.indexOf('<style>') + '<style>'.length;
  const cssEnd = html.indexOf('</style>', cssStart);
  if (cssStart < '<style>'.length || cssEnd < 0 || cssEnd > cut)
    throw new Error('The page has no theme style sheet.');
  return {
    head: Buffer.from(html.slice(0, cssStart), 'utf8'),
    css: sharedStylesheet(html.slice(cssStart, cssEnd)),
    before: Buffer.from(html.slice(cssEnd, cut), 'utf8'),
    after: Buffer.from(html.slice(cut + CART_COUNT_SLOT.length), 'utf8'),
    kind: page.kind,
    ...(page.kind === 'product' ? { productId: page.product.id } : {}),
  };
}

/** The shared page with this visitor's cart count in the header (UTF-8). */
export function withCartCount(page: SharedPage, cartCount: number): Buffer {
  const count = Buffer.from(String(cartCount), 'latin1');
  const parts = [page.head, page.css, page.before, count, page.after];
  return Buffer.concat(parts, ownBytes(page) + page.css.length + count.length);
}
