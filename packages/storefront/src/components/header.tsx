import { CART_COUNT_SLOT } from '../constants';
import type { RenderContext } from '../types';

/**
 * The store's header. Cart sits outside the navigation so that on a phone it stays on the first row
 * beside the store name (cut to one line), with search and the collections on rows of their own.
 */
export function Header({ ctx }: { ctx: RenderContext }) {
  const { store, base } = ctx;
  return (
    <header className="site">
      <div className="wrap">
        <a className="brand" href={`${base}/`}>
          {store.logoUrl ? <img src={store.logoUrl} alt="" width={40} height={40} /> : null}
          <span className="name">{store.name}</span>
        </a>
        <form action={`${base}/search`} method="get">
          <label className="sr" htmlFor="q">
            Search products
          </label>
          <input id="q" name="q" type="search" placeholder="Search products" data-suggest="" />
          <button type="submit">Search</button>
        </form>
        <nav aria-label="Store">
          <a href={`${base}/`}>Shop</a>
          {ctx.collections.slice(0, 3).map((c) => (
            <a key={c.id} href={`${base}/collections/${c.slug}`}>
              {c.title}
            </a>
          ))}
          <a href={`${base}/search`}>Search</a>
        </nav>
        <a className="cart" href={`${base}/cart`}>
          Cart
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
