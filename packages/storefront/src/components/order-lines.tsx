import { formatMoneyIn, type Locale, type Order } from '@kasuwa/contracts';
import { translator } from '../i18n';

/** An order's items, discounts, delivery and total, as the payment and tracking pages show them. */
export function OrderLines({ order, locale }: { order: Order; locale: Locale }) {
  const t = translator(locale);
  const money = (n: number) => formatMoneyIn(n, order.currency, locale, { compact: true });
  const discounted = order.discount > 0 || order.discounts.length > 0;
  return (
    <table className="lines">
      <tbody>
        {order.items.map((i) => (
          <tr key={i.id}>
            <td>
              {i.quantity} × {i.title}
              {i.variantTitle ? ` (${i.variantTitle})` : ''}
              {i.discount > 0 ? (
                <div className="line-discount">{t('lines.discount', { amount: money(i.discount) })}</div>
              ) : null}
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
            <td>{t('lines.subtotal')}</td>
            <td>{money(order.subtotal)}</td>
          </tr>
        ) : null}
        {order.discounts
          .filter((d) => d.amount > 0)
          .map((d) => (
            <tr key={`${d.code}-${d.title}`} data-order-discount="">
              <td>{t('lines.discountCode', { code: d.code || d.title })}</td>
              <td>−{money(d.amount)}</td>
            </tr>
          ))}
        {order.delivery ? (
          <tr>
            <td>
              {t(order.delivery.kind === 'pickup' ? 'lines.pickup' : 'lines.delivery', {
                name: order.delivery.name,
              })}
              {order.delivery.zone ? ` (${order.delivery.zone})` : ''}
            </td>
            <td data-order-shipping="">{order.shipping === 0 ? t('lines.free') : money(order.shipping)}</td>
          </tr>
        ) : order.shipping ? (
          // Delivery charged without a delivery option (an invoice's delivery line).
          <tr>
            <td>{t('lines.deliveryOnly')}</td>
            <td data-order-shipping="">{money(order.shipping)}</td>
          </tr>
        ) : null}
        <tr>
          <th>{t('lines.total')}</th>
          <th data-order-total="">{money(order.total)}</th>
        </tr>
      </tbody>
    </table>
  );
}
