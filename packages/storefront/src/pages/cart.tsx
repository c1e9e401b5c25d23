import { shown } from '../components/money';
import { CodeMessage, LinePrice, PricingRows } from '../components/pricing';
import { translator } from '../i18n';
import type { CartLineView, PricingView, RenderContext } from '../types';

/** One line per item, laid out as a card so that nothing needs a wide table on a phone. */
export function CartPage({
  ctx,
  lines,
  subtotal,
  notice,
  pricing,
}: {
  ctx: RenderContext;
  lines: CartLineView[];
  subtotal: number;
  notice?: string;
  pricing?: PricingView;
}) {
  const t = translator(ctx.locale);
  return (
    <div className="wrap">
      <h1>{t('cart.title')}</h1>
      {notice ? <p className="notice">{notice}</p> : null}
      {lines.length === 0 ? (
        <p>
          {t('cart.empty')} <a href={`${ctx.base}/`}>{t('cart.continue')}</a>
        </p>
      ) : (
        <>
          <ul className="cart-lines">
            {lines.map((l, n) => (
              <li className="cart-line" key={l.variantId}>
                {l.imageUrl ? (
                  <img className="thumb" src={l.imageUrl} alt="" width={88} height={88} loading="lazy" />
                ) : (
                  <span className="thumb" />
                )}
                <div>
                  <a className="title" href={`${ctx.base}/products/${l.productSlug}`}>
                    {l.productTitle}
                  </a>
                  {l.variantTitle !== 'Default' ? <div>{l.variantTitle}</div> : null}
                  <div>{t('cart.each', { price: shown(ctx, l.unitPrice) })}</div>
                  {l.quantity > l.available ? (
                    <div className="err">{t('cart.onlyLeft', { count: l.available })}</div>
                  ) : null}
                </div>
                <div className="total">
                  <LinePrice ctx={ctx} total={l.lineTotal} discount={pricing?.lineDiscounts[n] ?? 0} />
                </div>
                <form method="post" action={`${ctx.base}/cart/update`}>
                  <input type="hidden" name="variantId" value={l.variantId} />
                  <label className="sr" htmlFor={`q-${l.variantId}`}>
                    {t('cart.quantityOf', { product: l.productTitle })}
                  </label>
                  <input
                    id={`q-${l.variantId}`}
                    className="qty"
                    type="number"
                    name="quantity"
                    min={0}
                    max={99}
                    defaultValue={l.quantity}
                  />
                  <button type="submit">{t('cart.update')}</button>
                  <button type="submit" name="quantity" value="0">
                    {t('cart.remove')}
                  </button>
                </form>
              </li>
            ))}
          </ul>
          <form className="field code-form" method="post" action={`${ctx.base}/cart/discount`}>
            <label htmlFor="f-code">{t('cart.code')}</label>
            <div className="code-row">
              <input
                id="f-code"
                name="code"
                defaultValue={pricing?.code ?? ''}
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={40}
              />
              <button className="btn" type="submit">
                {t('cart.apply')}
              </button>
              {pricing?.code ? (
                <button className="btn" type="submit" name="remove" value="1">
                  {t('cart.remove')}
                </button>
              ) : null}
            </div>
            {pricing ? <CodeMessage pricing={pricing} locale={ctx.locale} /> : null}
          </form>
          {pricing ? <PricingRows ctx={ctx} subtotal={subtotal} pricing={pricing} /> : null}
          <div className="cart-foot">
            <span className="subtotal">
              {pricing ? t('cart.total') : t('cart.subtotal')}{' '}
              <strong>{shown(ctx, pricing ? pricing.total : subtotal)}</strong>
            </span>
            <a className="btn primary" href={`${ctx.base}/checkout`}>
              {t('cart.checkout')}
            </a>
          </div>
          {ctx.store.whatsappOrders ? (
            // A form, not a link: the cart is recorded under a code first, then the browser is sent on
            // to wa.me with it, with or without JavaScript.
            <form className="wa-order" method="post" action={`${ctx.base}/cart/whatsapp`}>
              <button className="btn wa" type="submit">
                {t('cart.whatsapp')}
              </button>
              <p className="hint">{t('cart.whatsapp.hint', { store: ctx.store.name })}</p>
            </form>
          ) : null}
        </>
      )}
    </div>
  );
}
