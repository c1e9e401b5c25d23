import type { Product } from '@kasuwa/contracts';
import { Img } from '../components/image';
import { money } from '../components/money';
import { Price } from '../components/price';
import { safeJson } from '../components/safe-json';
import { Share } from '../components/share';
import { whatsappLink } from '../components/whatsapp';
import { translator } from '../i18n';
import type { RenderContext } from '../types';

export function ProductPage({ ctx, product }: { ctx: RenderContext; product: Product }) {
  const inStock = product.variants.filter((v) => v.stock > 0);
  const first = inStock[0] ?? product.variants[0];
  const single = product.options.length === 0;
  const url = `${ctx.origin}/products/${product.slug}`;
  const t = translator(ctx.locale);
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
                    {v.stock <= 0 ? ` ${t('product.soldOutOption')}` : ''}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor="quantity">{t('product.quantity')}</label>
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
            {inStock.length === 0
              ? t('product.soldOut')
              : single && first
                ? t('product.inStockCount', { count: first.stock })
                : t('product.inStock')}
          </p>
          <button className="btn primary" type="submit" disabled={inStock.length === 0}>
            {t('product.addToCart')}
          </button>{' '}
          {ctx.store.whatsapp ? (
            <a
              className="btn wa"
              href={whatsappLink(
                ctx.store.whatsapp,
                t('product.whatsapp.text', { store: ctx.store.name, product: product.title, url }),
              )}
              rel="noopener"
            >
              {t('product.orderOnWhatsapp')}
            </a>
          ) : null}
        </form>
        <Share title={product.title} url={url} locale={ctx.locale} />
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
