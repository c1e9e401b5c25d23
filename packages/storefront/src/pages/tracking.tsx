import { formatMoney, ORDER_STATUS_LABELS } from '@kasuwa/contracts';
import type { Page } from '../types';
import { Dispute } from './dispute';

/** In the order's own currency, whatever the visitor now browses in: that is what was ordered. */
export function TrackingPage({ page }: { page: Extract<Page, { kind: 'tracking' }> }) {
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
