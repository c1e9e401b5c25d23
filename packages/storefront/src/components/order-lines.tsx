import { formatMoney, type Order } from '@kasuwa/contracts';

/** An order's items and total, as the payment and tracking pages show them. */
export function OrderLines({ order }: { order: Order }) {
  return (
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
          <th data-order-total="">{formatMoney(order.total, order.currency, { compact: true })}</th>
        </tr>
      </tbody>
    </table>
  );
}
