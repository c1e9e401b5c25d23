import { LOCALE_NAMES } from '@kasuwa/contracts';
import { CART_COUNT_SLOT } from '../constants';
import { translator } from '../i18n';
import type { RenderContext } from '../types';

/**
 * The language control: a plain GET form to the store's `/lang` route, which remembers the choice in a
 * cookie and comes back to this page, so it works without JavaScript (the island submits on change).
 * Each language is named in itself, and only when the store offers more than one.
 */
function LanguageChooser({ ctx }: { ctx: RenderContext }) {
  const t = translator(ctx.locale);
  if (ctx.store.locales.length < 2) return null;
  return (
    <form className="lang" action={`${ctx.base}/lang`} method="get" data-lang-form="">
      <input type="hidden" name="return" value={ctx.path} />
      <label className="sr" htmlFor="sf-lang">
        {t('lang.label')}
      </label>
      <select id="sf-lang" name="lang" defaultValue={ctx.locale}>
        {ctx.store.locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
      <button type="submit">{t('lang.submit')}</button>
    </form>
  );
}

/**
 * The store's header. Cart sits outside the navigation so that on a phone it stays on the first row
 * beside the store name (cut to one line), with search and the collections on rows of their own.
 */
export function Header({ ctx }: { ctx: RenderContext }) {
  const { store, base } = ctx;
  const t = translator(ctx.locale);
  return (
    <header className="site">
      <div className="wrap">
        <a className="brand" href={`${base}/`}>
          {store.logoUrl ? <img src={store.logoUrl} alt="" width={40} height={40} /> : null}
          <span className="name">{store.name}</span>
        </a>
        <form className="search" action={`${base}/search`} method="get">
          <label className="sr" htmlFor="q">
            {t('header.search.label')}
          </label>
          <input id="q" name="q" type="search" placeholder={t('header.search.label')} data-suggest="" />
          <button type="submit">{t('header.search.button')}</button>
        </form>
        <nav aria-label={t('header.nav.label')}>
          <a href={`${base}/`}>{t('header.nav.shop')}</a>
          {ctx.collections.slice(0, 3).map((c) => (
            <a key={c.id} href={`${base}/collections/${c.slug}`}>
              {c.title}
            </a>
          ))}
          <a href={`${base}/search`}>{t('header.nav.search')}</a>
        </nav>
        <LanguageChooser ctx={ctx} />
        <a className="cart" href={`${base}/cart`}>
          {t('header.cart')}
          {ctx.cartCount === null ? (
            <span
              className="badge"
              data-cart-count=""
              // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed comment marking where the cart count goes
              dangerouslySetInnerHTML={{ __html: CART_COUNT_SLOT }}
            />
          ) : (
            <span className="badge" data-cart-count="">
              {ctx.cartCount}
            </span>
          )}
        </a>
      </div>
    </header>
  );
}
