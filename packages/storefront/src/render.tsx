import {
  type Collection,
  convertMinor,
  formatMoney,
  IMAGE_WIDTHS,
  minorDigits,
  NIGERIAN_STATES,
  ORDER_STATUS_LABELS,
  type Product,
  type ProductImage,
  toDecimalString,
} from '@kasuwa/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { themeOf } from './themes';
import type { CartLineView, CheckoutValues, Page, RenderContext } from './types';

const COUNTRIES = [
  'Nigeria',
  'Ghana',
  'Kenya',
  'South Africa',
  'Benin',
  'Cameroon',
  'United Kingdom',
  'United States',
  'Other',
];

/**
 * Where a shared page takes the visitor's cart count. An HTML comment cannot come out of anything a
 * vendor types (text is escaped, descriptions are sanitised, JSON has `<` escaped), so it is found
 * only where the header put it.
 */
const CART_COUNT_SLOT = '<!--kasuwa:cart-count-->';
const SLOT_IN_BADGE = `data-cart-count="">${CART_COUNT_SLOT}`;

/** A catalogue price (in the store's currency), converted to the visitor's display currency. */
function money(ctx: RenderContext, amount: number) {
  const display = ctx.display;
  if (!display?.rate) return formatMoney(amount, ctx.store.currency, { compact: true });
  return formatMoney(convertMinor(amount, ctx.store.currency, display.code, display.rate), display.code, {
    compact: true,
  });
}

/**
 * An amount the server has already converted into the display currency (cart and checkout lines,
 * priced exactly as checkout will charge them), so it is formatted without converting again.
 */
function shown(ctx: RenderContext, amount: number) {
  return formatMoney(amount, ctx.display?.code ?? ctx.store.currency, { compact: true });
}

/**
 * The currency selector: a plain GET form (works without JavaScript; the server remembers the choice
 * in a cookie per store), and a note saying prices are converted, at what rate, and what is charged.
 */
function CurrencyChooser({ ctx }: { ctx: RenderContext }) {
  const display = ctx.display;
  if (!display || display.options.length < 2) return null;
  const base = ctx.store.currency;
  const oneUnit = 10 ** minorDigits(display.code);
  return (
    <div className="wrap currency-bar">
      <form action={`${ctx.base}/currency`} method="get" data-currency-form="">
        <input type="hidden" name="return" value={ctx.path} />
        <label htmlFor="sf-currency">Currency</label>{' '}
        <select id="sf-currency" name="currency" defaultValue={display.code}>
          {display.options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>{' '}
        <button type="submit">Show prices</button>
      </form>
      {display.rate ? (
        <p className="fx-note" data-fx-note="">
          Prices shown in {display.code}, converted from {base} at today’s exchange rate (1 {display.code} ={' '}
          {formatMoney(convertMinor(oneUnit, display.code, base, display.rate), base)}). You pay in{' '}
          {display.code}.
        </p>
      ) : null}
    </div>
  );
}

function srcSet(image: ProductImage): string {
  return Object.entries(image.urls)
    .map(([w, url]) => `${url} ${w}w`)
    .join(', ');
}

function Img({
  image,
  sizes,
  className,
  eager,
}: {
  image?: ProductImage;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  if (!image) return <div className={className} aria-hidden="true" />;
  const fallback = image.urls[String(IMAGE_WIDTHS[1])] ?? Object.values(image.urls)[0];
  return (
    <img
      className={className}
      src={fallback}
      srcSet={srcSet(image)}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

function Price({ ctx, price, compareAt }: { ctx: RenderContext; price: number; compareAt: number | null }) {
  return (
    <span className="price">
      {money(ctx, price)}
      {compareAt !== null && compareAt > price ? <s>{money(ctx, compareAt)}</s> : null}
    </span>
  );
}

function ProductCard({ ctx, product }: { ctx: RenderContext; product: Product }) {
  const soldOut = product.variants.every((v) => v.stock <= 0);
  return (
    <article className="card">
      <a href={`${ctx.base}/products/${product.slug}`}>
        <div className="img">
          <Img image={product.images[0]} sizes="(max-width: 800px) 50vw, 300px" />
        </div>
        <div className="body">
          <h3>{product.title}</h3>
          <Price ctx={ctx} price={product.price} compareAt={product.compareAtPrice} />
          {soldOut ? <div className="sold">Sold out</div> : null}
        </div>
      </a>
    </article>
  );
}

function Grid({ ctx, products, empty }: { ctx: RenderContext; products: Product[]; empty: string }) {
  if (products.length === 0) return <p className="notice">{empty}</p>;
  return (
    <div className="grid">
      {products.map((p) => (
        <ProductCard key={p.id} ctx={ctx} product={p} />
      ))}
    </div>
  );
}

function Header({ ctx }: { ctx: RenderContext }) {
  const { store, base } = ctx;
  return (
    <header className="site">
      <div className="wrap">
        <a className="brand" href={`${base}/`}>
          {store.logoUrl ? <img src={store.logoUrl} alt="" width={40} height={40} /> : null}
          <span>{store.name}</span>
        </a>
        <form action={`${base}/search`} method="get">
          <label className="sr" htmlFor="q">
            Search products
          </label>
          <input id="q" name="q" type="search" placeholder="Search products" />
          <button type="submit">Search</button>
        </form>
        <nav>
          <a href={`${base}/`}>Shop</a>
          {ctx.collections.slice(0, 3).map((c) => (
            <a key={c.id} href={`${base}/collections/${c.slug}`}>
              {c.title}
            </a>
          ))}
          <a href={`${base}/search`}>Search</a>
          <a href={`${base}/cart`}>
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
        </nav>
      </div>
    </header>
  );
}

function Footer({ ctx }: { ctx: RenderContext }) {
  const { store } = ctx;
  return (
    <footer>
      <div className="wrap">
        <div>
          <strong>{store.name}</strong>
          {store.description ? <p>{store.description}</p> : null}
        </div>
        <div>
          {store.phone ? (
            <p>
              Call <a href={`tel:${store.phone}`}>{store.phone}</a>
            </p>
          ) : null}
          {store.whatsapp ? (
            <p>
              <a href={whatsappLink(store.whatsapp, `Hello ${store.name}`)} rel="noopener">
                Chat on WhatsApp
              </a>
            </p>
          ) : null}
          <p>Secure checkout · Powered by Kasuwa</p>
        </div>
      </div>
    </footer>
  );
}

function Hero({ ctx }: { ctx: RenderContext }) {
  const { store } = ctx;
  const style = store.bannerUrl
    ? { backgroundImage: `linear-gradient(rgba(0,0,0,.35),rgba(0,0,0,.35)),url(${store.bannerUrl})` }
    : undefined;
  return (
    <section className={`hero${store.bannerUrl ? ' has-img' : ''}`} style={style}>
      <h1>{store.name}</h1>
      <p>{store.description || 'Welcome to our shop. Browse, add to cart and order in minutes.'}</p>
      <p>
        <a className="btn" href="#products">
          Shop now
        </a>
      </p>
    </section>
  );
}

function Chips({ ctx, collections }: { ctx: RenderContext; collections: Collection[] }) {
  if (collections.length === 0) return null;
  return (
    <nav className="chips" aria-label="Collections">
      {collections.map((c) => (
        <a key={c.id} href={`${ctx.base}/collections/${c.slug}`}>
          {c.title}
        </a>
      ))}
    </nav>
  );
}

function ProductPage({ ctx, product }: { ctx: RenderContext; product: Product }) {
  const inStock = product.variants.filter((v) => v.stock > 0);
  const first = inStock[0] ?? product.variants[0];
  const single = product.options.length === 0;
  const url = `${ctx.origin}/products/${product.slug}`;
  return (
    <div className="wrap pdp">
      <div>
        <Img className="main" image={product.images[0]} sizes="(max-width: 800px) 100vw, 600px" eager />
        {product.images.length > 1 ? (
          <div className="thumbs">
            {product.images.slice(1, 6).map((i) => (
              <a key={i.id} href={i.urls['1280'] ?? i.urls['640'] ?? i.urls['320']}>
                <Img image={i} sizes="72px" />
              </a>
            ))}
          </div>
        ) : null}
      </div>
      <div>
        <h1>{product.title}</h1>
        <p data-price="">
          <Price
            ctx={ctx}
            price={first?.price ?? product.price}
            compareAt={first?.compareAtPrice ?? product.compareAtPrice}
          />
        </p>
        <form method="post" action={`${ctx.base}/cart`} data-add-to-cart="">
          {single ? (
            <input type="hidden" name="variantId" value={first?.id} />
          ) : (
            <div className="field" data-variant-field="">
              <label htmlFor="variantId">{product.options.map((o) => o.name).join(' / ')}</label>
              <select id="variantId" name="variantId" defaultValue={first?.id}>
                {product.variants.map((v) => (
                  <option key={v.id} value={v.id} disabled={v.stock <= 0}>
                    {v.title} — {money(ctx, v.price)}
                    {v.stock <= 0 ? ' (sold out)' : ''}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor="quantity">Quantity</label>
            <input
              id="quantity"
              className="qty"
              name="quantity"
              type="number"
              min={1}
              max={99}
              defaultValue={1}
            />
          </div>
          <p data-stock="">
            {inStock.length === 0 ? 'Sold out' : single && first ? `${first.stock} in stock` : 'In stock'}
          </p>
          <button className="btn primary" type="submit" disabled={inStock.length === 0}>
            Add to cart
          </button>{' '}
          {ctx.store.whatsapp ? (
            <a
              className="btn wa"
              href={whatsappLink(
                ctx.store.whatsapp,
                `Hello ${ctx.store.name}, I would like to order "${product.title}": ${url}`,
              )}
              rel="noopener"
            >
              Order on WhatsApp
            </a>
          ) : null}
        </form>
        <script
          type="application/json"
          id="sf-variants"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: theme CSS, JSON escaped by safeJson, or description HTML sanitised on save
          dangerouslySetInnerHTML={{
            __html: safeJson({
              options: product.options,
              currency: ctx.display?.code ?? ctx.store.currency,
              variants: product.variants.map((v) => ({
                id: v.id,
                options: v.options,
                price: money(ctx, v.price),
                compareAt:
                  v.compareAtPrice && v.compareAtPrice > v.price ? money(ctx, v.compareAtPrice) : null,
                stock: v.stock,
              })),
            }),
          }}
        />
        {/* Sanitised on save: only formatting tags and links survive. */}
        <div
          className="desc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: theme CSS, JSON escaped by safeJson, or description HTML sanitised on save
          dangerouslySetInnerHTML={{ __html: product.description }}
        />
        {product.tags.length ? <p>{product.tags.map((t) => `#${t}`).join(' ')}</p> : null}
      </div>
    </div>
  );
}

function CartPage({
  ctx,
  lines,
  subtotal,
  notice,
}: {
  ctx: RenderContext;
  lines: CartLineView[];
  subtotal: number;
  notice?: string;
}) {
  return (
    <div className="wrap">
      <h1>Your cart</h1>
      {notice ? <p className="notice">{notice}</p> : null}
      {lines.length === 0 ? (
        <p>
          Your cart is empty. <a href={`${ctx.base}/`}>Continue shopping</a>
        </p>
      ) : (
        <>
          <table className="lines">
            <thead>
              <tr>
                <th colSpan={2}>Item</th>
                <th>Price</th>
                <th>Quantity</th>
                <th>Total</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.variantId}>
                  <td>{l.imageUrl ? <img src={l.imageUrl} alt="" width={56} height={56} /> : null}</td>
                  <td>
                    <a href={`${ctx.base}/products/${l.productSlug}`}>{l.productTitle}</a>
                    {l.variantTitle !== 'Default' ? <div>{l.variantTitle}</div> : null}
                    {l.quantity > l.available ? <div className="err">Only {l.available} left</div> : null}
                  </td>
                  <td>{shown(ctx, l.unitPrice)}</td>
                  <td>
                    <form method="post" action={`${ctx.base}/cart/update`}>
                      <input type="hidden" name="variantId" value={l.variantId} />
                      <label className="sr" htmlFor={`q-${l.variantId}`}>
                        Quantity
                      </label>
                      <input
                        id={`q-${l.variantId}`}
                        className="qty"
                        type="number"
                        name="quantity"
                        min={0}
                        max={99}
                        defaultValue={l.quantity}
                      />{' '}
                      <button type="submit">Update</button>{' '}
                      <button type="submit" name="quantity" value="0">
                        Remove
                      </button>
                    </form>
                  </td>
                  <td>{shown(ctx, l.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p style={{ textAlign: 'right', fontSize: '1.2em' }}>
            Subtotal <strong>{shown(ctx, subtotal)}</strong>
          </p>
          <p style={{ textAlign: 'right' }}>
            <a className="btn primary" href={`${ctx.base}/checkout`}>
              Checkout
            </a>
          </p>
        </>
      )}
    </div>
  );
}

function Field({
  name,
  label,
  values,
  errors,
  type = 'text',
  autoComplete,
  required = true,
  children,
}: {
  name: keyof CheckoutValues;
  label: string;
  values: CheckoutValues;
  errors: Record<string, string>;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  children?: ReactNode;
}) {
  const error = errors[name];
  return (
    <div className="field">
      <label htmlFor={`f-${name}`}>{label}</label>
      {children ?? (
        <input
          id={`f-${name}`}
          name={name}
          type={type}
          defaultValue={values[name]}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={error ? true : undefined}
        />
      )}
      {error ? <span className="err">{error}</span> : null}
    </div>
  );
}

function CheckoutPage({ ctx, page }: { ctx: RenderContext; page: Extract<Page, { kind: 'checkout' }> }) {
  const { values, errors } = page;
  return (
    <div className="wrap checkout">
      <form method="post" action={`${ctx.base}/checkout`} noValidate>
        <h1>Checkout</h1>
        {page.formError ? (
          <p className="alert" role="alert">
            {page.formError}
          </p>
        ) : null}
        <h2>Contact</h2>
        <div className="row2">
          <Field
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            values={values}
            errors={errors}
          />
          <Field name="phone" label="Phone" type="tel" autoComplete="tel" values={values} errors={errors} />
        </div>
        <Field name="name" label="Full name" autoComplete="name" values={values} errors={errors} />
        <h2>Delivery address</h2>
        <Field
          name="line1"
          label="Street address"
          autoComplete="address-line1"
          values={values}
          errors={errors}
        />
        <Field
          name="line2"
          label="Apartment, landmark (optional)"
          autoComplete="address-line2"
          values={values}
          errors={errors}
          required={false}
        />
        <div className="row2">
          <Field
            name="city"
            label="City or town"
            autoComplete="address-level2"
            values={values}
            errors={errors}
          />
          <Field name="state" label="State or region" values={values} errors={errors}>
            <input
              id="f-state"
              name="state"
              list="ng-states"
              defaultValue={values.state}
              autoComplete="address-level1"
              required
            />
            <datalist id="ng-states">
              {NIGERIAN_STATES.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </Field>
        </div>
        <div className="row2">
          <Field name="country" label="Country" values={values} errors={errors}>
            <select id="f-country" name="country" defaultValue={values.country || 'Nigeria'}>
              {COUNTRIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
          <Field
            name="postalCode"
            label="Postal code (optional)"
            autoComplete="postal-code"
            values={values}
            errors={errors}
            required={false}
          />
        </div>
        <Field
          name="note"
          label="Note for the store (optional)"
          values={values}
          errors={errors}
          required={false}
        >
          <textarea id="f-note" name="note" rows={3} defaultValue={values.note} />
        </Field>
        <button className="btn primary" type="submit">
          Place order
        </button>
        <p>You will pay once the order is placed; we keep your items for 30 minutes.</p>
      </form>
      <aside className="summary">
        <h2>Order summary</h2>
        <table className="lines">
          <tbody>
            {page.lines.map((l) => (
              <tr key={l.variantId}>
                <td>
                  {l.quantity} × {l.productTitle}
                  {l.variantTitle !== 'Default' ? ` (${l.variantTitle})` : ''}
                </td>
                <td>{shown(ctx, l.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Total <strong>{shown(ctx, page.subtotal)}</strong>
        </p>
      </aside>
    </div>
  );
}

/** In the order's own currency, whatever the visitor now browses in: that is what was ordered. */
function TrackingPage({ page }: { page: Extract<Page, { kind: 'tracking' }> }) {
  const { order } = page;
  return (
    <div className="wrap" style={{ padding: '32px 20px' }}>
      {page.placed ? <h1>Thank you, your order is placed</h1> : <h1>Order #{order.number}</h1>}
      <p>
        Order <strong>#{order.number}</strong> · Status:{' '}
        <strong data-order-status="">{ORDER_STATUS_LABELS[order.status]}</strong>
      </p>
      {order.status === 'pending_payment' ? (
        <p className="notice">
          Awaiting payment. Your items are reserved until{' '}
          {order.reservedUntil ? new Date(order.reservedUntil).toUTCString().slice(17, 22) : ''} UTC.
        </p>
      ) : null}
      {order.status === 'pending_payment' && page.paymentUrl ? (
        <p>
          <a className="btn primary" href={page.paymentUrl} data-pay-now="">
            Pay {formatMoney(order.total, order.currency, { compact: true })} now
          </a>
        </p>
      ) : null}
      <p>
        Follow your order at any time with this private link (we also emailed it to {order.email}):{' '}
        <a href={page.trackingUrl} data-tracking-link="">
          {page.trackingUrl}
        </a>
      </p>
      <table className="lines">
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id}>
              <td>
                {i.quantity} × {i.title}
                {i.variantTitle ? ` (${i.variantTitle})` : ''}
              </td>
              <td>{formatMoney(i.lineTotal, order.currency, { compact: true })}</td>
            </tr>
          ))}
          <tr>
            <th>Total</th>
            <th>{formatMoney(order.total, order.currency, { compact: true })}</th>
          </tr>
        </tbody>
      </table>
      <h2>Delivery to</h2>
      <p>
        {order.customerName}, {order.address.line1}
        {order.address.line2 ? `, ${order.address.line2}` : ''}, {order.address.city}, {order.address.state},{' '}
        {order.address.country}
      </p>
      <h2>History</h2>
      <ul className="timeline">
        {order.events.map((e) => (
          <li key={`${e.at}-${e.to}`}>
            {ORDER_STATUS_LABELS[e.to]} · {new Date(e.at).toUTCString().slice(5, 22)}
          </li>
        ))}
      </ul>
      <Dispute page={page} />
    </div>
  );
}

/** Terms, Dispute Resolution: the customer reports a problem and the money stays in escrow meanwhile. */
function Dispute({ page }: { page: Extract<Page, { kind: 'tracking' }> }) {
  const { latest, canOpen, reported, form } = page.dispute;
  return (
    <>
      {latest?.status === 'open' ? (
        <p className="notice" role="status" data-dispute="open">
          {reported ? 'Thank you, we received your report. ' : ''}You reported a problem with this order on{' '}
          {new Date(latest.openedAt).toUTCString().slice(5, 16)}. Your payment stays held while Kasuwa’s
          support team looks into it with the store; we will write to {page.order.email}.
        </p>
      ) : null}
      {latest?.status === 'resolved' ? (
        <p className="notice" data-dispute="resolved">
          Your reported problem was resolved:{' '}
          {latest.resolution === 'refund'
            ? 'your payment is refunded.'
            : 'the payment was released to the store.'}
          {latest.note ? ` ${latest.note}` : ''}
        </p>
      ) : null}
      {form ? (
        <p className="alert" role="alert">
          {form.error}
        </p>
      ) : null}
      {canOpen ? (
        <form method="post" action={`${page.trackingUrl}/dispute`} className="dispute">
          <h2>Something wrong with this order?</h2>
          <p>
            Tell us before you confirm receipt. Your payment stays held in escrow, and neither you nor the
            store loses it, until Kasuwa’s support team has settled the problem.
          </p>
          <div className="field">
            <label htmlFor="dispute-reason">What went wrong?</label>
            <textarea
              id="dispute-reason"
              name="reason"
              rows={4}
              required
              minLength={10}
              maxLength={2000}
              defaultValue={form?.reason ?? ''}
            />
          </div>
          <button className="btn" type="submit">
            Report a problem
          </button>
        </form>
      ) : null}
    </>
  );
}

function Body({ ctx, page }: { ctx: RenderContext; page: Page }) {
  switch (page.kind) {
    case 'home':
      return (
        <div className="wrap">
          <Hero ctx={ctx} />
          <Chips ctx={ctx} collections={ctx.collections} />
          <h2 className="section" id="products">
            Latest products
          </h2>
          <Grid ctx={ctx} products={page.products} empty="New products are on their way." />
        </div>
      );
    case 'collection':
      return (
        <div className="wrap">
          <h1>{page.collection.title}</h1>
          {page.collection.description ? <p>{page.collection.description}</p> : null}
          <Grid ctx={ctx} products={page.products} empty="Nothing in this collection yet." />
          {page.pages > 1 ? (
            <nav className="pager">
              {page.page > 1 ? <a href={`?page=${page.page - 1}`}>Previous</a> : null}
              <span>
                Page {page.page} of {page.pages}
              </span>
              {page.page < page.pages ? <a href={`?page=${page.page + 1}`}>Next</a> : null}
            </nav>
          ) : null}
        </div>
      );
    case 'product':
      return <ProductPage ctx={ctx} product={page.product} />;
    case 'search':
      return (
        <div className="wrap">
          <h1>Search</h1>
          <form method="get" action={`${ctx.base}/search`} className="field">
            <label htmlFor="sq">What are you looking for?</label>
            <input id="sq" name="q" type="search" defaultValue={page.q} />
          </form>
          {page.q ? (
            <p>
              {page.total} result{page.total === 1 ? '' : 's'} for “{page.q}”
            </p>
          ) : null}
          <Grid
            ctx={ctx}
            products={page.products}
            empty={page.q ? 'No products match your search.' : 'Type a word to search.'}
          />
        </div>
      );
    case 'cart':
      return <CartPage ctx={ctx} lines={page.lines} subtotal={page.subtotal} notice={page.notice} />;
    case 'checkout':
      return <CheckoutPage ctx={ctx} page={page} />;
    case 'tracking':
      return <TrackingPage page={page} />;
    case 'not-found':
      return (
        <div className="wrap" style={{ padding: '64px 20px' }}>
          <h1>Not found</h1>
          <p>{page.message}</p>
          <p>
            <a className="btn" href={`${ctx.base}/`}>
              Back to the shop
            </a>
          </p>
        </div>
      );
  }
}

/** `</script>` and friends inside JSON would end the script element early. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function seo(
  ctx: RenderContext,
  page: Page,
): { title: string; description: string; image?: string; jsonLd?: object; noindex?: boolean } {
  const store = ctx.store;
  const description = store.description || `Shop ${store.name} online.`;
  switch (page.kind) {
    case 'home':
      return { title: store.name, description, image: store.bannerUrl ?? store.logoUrl ?? undefined };
    case 'collection':
      return {
        title: `${page.collection.title} · ${store.name}`,
        description: page.collection.description || description,
      };
    case 'product': {
      const p = page.product;
      const image = p.images[0]?.urls['1280'] ?? p.images[0]?.urls['640'] ?? p.images[0]?.urls['320'];
      const absolute = (u: string) =>
        u.startsWith('http') ? u : `${ctx.origin.replace(/\/s\/[^/]+$/, '')}${u}`;
      return {
        title: `${p.title} · ${store.name}`,
        description: stripTags(p.description).slice(0, 160) || description,
        image,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: p.title,
          description: stripTags(p.description).slice(0, 500),
          image: p.images.map((i) => absolute(i.urls['1280'] ?? i.urls['640'] ?? i.urls['320'] ?? '')),
          sku: p.variants[0]?.sku || undefined,
          brand: { '@type': 'Brand', name: store.name },
          offers: p.variants.map((v) => ({
            '@type': 'Offer',
            price: toDecimalString(v.price, store.currency),
            priceCurrency: store.currency,
            availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url: `${ctx.origin}/products/${p.slug}`,
            sku: v.sku || undefined,
          })),
        },
      };
    }
    case 'search':
      return { title: `Search · ${store.name}`, description, noindex: true };
    case 'cart':
      return { title: `Cart · ${store.name}`, description, noindex: true };
    case 'checkout':
      return { title: `Checkout · ${store.name}`, description, noindex: true };
    case 'tracking':
      return { title: `Order #${page.order.number} · ${store.name}`, description, noindex: true };
    case 'not-found':
      return { title: `Not found · ${store.name}`, description, noindex: true };
  }
}

/** The platform's icon, served by the web app on every host. */
const PLATFORM_ICON = '/favicon.svg';

/** A complete HTML document for one storefront page, in the store's theme. */
export function renderPage(ctx: RenderContext, page: Page): string {
  const theme = themeOf(ctx.store.themeId);
  const meta = seo(ctx, page);
  const canonical = `${ctx.origin}${ctx.path === '/' ? '/' : ctx.path}`;
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        <meta property="og:type" content={page.kind === 'product' ? 'product' : 'website'} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:site_name" content={ctx.store.name} />
        {meta.image ? <meta property="og:image" content={meta.image} /> : null}
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
        <script src={ctx.islandSrc} defer />
      </head>
      <body className={`theme-${theme.id} header-${theme.header} page-${page.kind}`} data-base={ctx.base}>
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

/** A page rendered once for every visitor: the HTML before and after the header's cart count. */
export interface SharedPage {
  before: string;
  after: string;
}

/** Renders a page with no per-visitor content, for a page cache; `withCartCount` completes it. */
export function renderSharedPage(ctx: Omit<RenderContext, 'cartCount'>, page: Page): SharedPage {
  const html = renderPage({ ...ctx, cartCount: null }, page);
  const at = html.indexOf(SLOT_IN_BADGE);
  if (at < 0) throw new Error('The theme rendered no cart count slot.');
  const cut = at + SLOT_IN_BADGE.length - CART_COUNT_SLOT.length;
  return { before: html.slice(0, cut), after: html.slice(cut + CART_COUNT_SLOT.length) };
}

/** The shared page with this visitor's cart count in the header. */
export function withCartCount(page: SharedPage, cartCount: number): string {
  return `${page.before}${cartCount}${page.after}`;
}

const unavailableTexts = {
  unknown: (sub: string) => [
    'This store does not exist',
    `There is no Kasuwa store at “${sub}”. Check the address, or open your own store in minutes.`,
  ],
  inactive: (sub: string) => [
    'This store is closed for now',
    `The store “${sub}” is not taking orders at the moment. Please check back later.`,
  ],
  invalid: () => [
    'This address is not valid',
    'The link you followed contains characters a store page cannot have. Check the address and try again.',
  ],
  down: () => [
    'Back in a minute',
    'The store cannot be reached right now. Nothing you did caused this; please try again in a minute.',
  ],
} as const;

/**
 * The page when no store page can be shown: no store at that subdomain, a store switched off, an
 * address no page can have (`invalid`), or the platform briefly unable to reach its database (`down`).
 */
export function renderStoreUnavailable(
  subdomain: string,
  reason: keyof typeof unavailableTexts,
  platformUrl: string,
): string {
  const [title, text] = unavailableTexts[reason](subdomain.replaceAll('\u0000', ''));
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="icon" href={PLATFORM_ICON} />
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: theme CSS, JSON escaped by safeJson, or description HTML sanitised on save
          dangerouslySetInnerHTML={{
            __html:
              'body{margin:0;font-family:system-ui,sans-serif;background:#f6f5f1;color:#1b1b1b;display:grid;place-items:center;min-height:100vh}main{max-width:520px;padding:40px;text-align:center}h1{font-size:2em}a{display:inline-block;margin-top:12px;background:#1f7a4d;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600}',
          }}
        />
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{text}</p>
          <a href={platformUrl}>Go to Kasuwa</a>
        </main>
      </body>
    </html>,
  );
  return `<!doctype html>${html}`;
}
