import { shown } from '../components/money';
import type { CartLineView, RenderContext } from '../types';

/** One line per item, laid out as a card so that nothing needs a wide table on a phone. */
export function CartPage({
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
          <ul className="cart-lines">
            {lines.map((l) => (
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
                  <div>{shown(ctx, l.unitPrice)} each</div>
                  {l.quantity > l.available ? <div className="err">Only {l.available} left</div> : null}
                </div>
                <div className="total">{shown(ctx, l.lineTotal)}</div>
                <form method="post" action={`${ctx.base}/cart/update`}>
                  <input type="hidden" name="variantId" value={l.variantId} />
                  <label className="sr" htmlFor={`q-${l.variantId}`}>
                    Quantity of {l.productTitle}
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
                  <button type="submit">Update</button>
                  <button type="submit" name="quantity" value="0">
                    Remove
                  </button>
                </form>
              </li>
            ))}
          </ul>
          <div className="cart-foot">
            <span className="subtotal">
              Subtotal <strong>{shown(ctx, subtotal)}</strong>
            </span>
            <a className="btn primary" href={`${ctx.base}/checkout`}>
              Checkout
            </a>
          </div>
        </>
      )}
    </div>
  );
}
