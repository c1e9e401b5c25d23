import { shown } from '../components/money';
import type { CartLineView, RenderContext } from '../types';

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
