import { formatMoney, type Order } from '@kasuwa/contracts';

/** An order's items, discounts, delivery and total, as the payment and tracking pages show them. */
export function OrderLines({ order }: { order: Order }) {
  const money = (n: number) => formatMoney(n, order.currency, { compact: true });
  const discounted = order.discount > 0 || order.discounts.length > 0;
  return (
    <table className="lines">
      <tbody>
        {order.items.map((i) => (
          <tr key={i.id}>
            <td>
              {i.quantity} × {i.title}
              {i.variantTitle ? ` (${i.variantTitle})` : ''}
              {i.discount > 0 ? <div className="line-discount">Discount −{money(i.discount)}</div> : null}
            </td>
            <td>
              {i.discount > 0 ? <s>{money(i.lineTotal)}</s> : null}
              {i.discount > 0 ? ' ' : null}
              {money(i.lineTotal - i.discount)}
            </td>
          </tr>
        ))}
        {discounted || order.delivery ? (
          <tr>
            <td>Subtotal</td>
            <td>{money(order.subtotal)}</td>
          </tr>
        ) : null}
        {order.discounts
          .filter((d) => d.amount > 0)
          .map((d) => (
            <tr key={`${d.code}-${d.title}`} data-order-discount="">
              <td>Discount {d.code || d.title}</td>
              <td>−{money(d.amount)}</td>
            </tr>
          ))}
        {order.delivery ? (
          <tr>
            <td>
              {order.delivery.kind === 'pickup' ? 'Pickup' : 'Delivery'}: {order.delivery.name}
              {order.delivery.zone ? ` (${order.delivery.zone})` : ''}
            </td>
            <td data-order-shipping="">{order.shipping === 0 ? 'Free' : money(order.shipping)}</td>
          </tr>
        ) : order.shipping ? (
          // Delivery charged without a delivery option (an invoice's delivery line).
          <tr>
            <td>Delivery</td>
            <td data-order-shipping="">{money(order.shipping)}</td>
          </tr>
        ) : null}
        <tr>
          <th>Total</th>
          <th data-order-total="">{money(order.total)}</th>
        </tr>
      </tbody>
    </table>
  );
}
