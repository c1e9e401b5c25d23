import { formatMoney, ORDER_STATUS_LABELS } from '@kasuwa/contracts';
import { OrderLines } from '../components/order-lines';
import { storeTime } from '../components/time';
import type { Page } from '../types';
import { Dispute } from './dispute';

/**
 * In the order's own currency, whatever the visitor now browses in: that is what was ordered. An order
 * awaiting payment says so first, with paying as its first action; times are the store's (Lagos).
 */
export function TrackingPage({ page }: { page: Extract<Page, { kind: 'tracking' }> }) {
  const { order } = page;
  const awaiting = order.status === 'pending_payment';
  const onDelivery = order.status === 'confirmed';
  const total = formatMoney(order.total, order.currency, { compact: true });
  return (
    <div className="wrap" style={{ padding: '32px 14px' }}>
      {awaiting ? (
        <h1>
          {page.placed ? 'Order received: awaiting payment' : `Order #${order.number}: awaiting payment`}
        </h1>
      ) : onDelivery ? (
        <h1>
          {page.placed ? 'Order confirmed: pay on delivery' : `Order #${order.number}: pay on delivery`}
        </h1>
      ) : page.placed ? (
        <h1>Thank you, your order is placed</h1>
      ) : (
        <h1>Order #{order.number}</h1>
      )}
      {awaiting ? (
        <p className="notice" data-awaiting-payment="">
          We have received order <strong>#{order.number}</strong> but it is not paid yet. Pay {total} to
          confirm it
          {order.reservedUntil ? (
            <>
              : your items are kept for you until{' '}
              <time dateTime={order.reservedUntil}>{storeTime(order.reservedUntil)}</time>
            </>
          ) : null}
          .
        </p>
      ) : null}
      {onDelivery ? (
        <p className="notice" data-pay-on-delivery="">
          Order <strong>#{order.number}</strong> is confirmed. You pay {total} on delivery, in cash or by
          transfer to the rider or the store; nothing to pay now.
        </p>
      ) : null}
      {awaiting && page.paymentUrl ? (
        <p>
          <a className="btn primary" href={page.paymentUrl} data-pay-now="">
            Pay {total} now
          </a>
        </p>
      ) : null}
      <p>
        Order <strong>#{order.number}</strong> · Status:{' '}
        <strong data-order-status="">{ORDER_STATUS_LABELS[order.status]}</strong>
      </p>
      <p>
        Keep this private link to follow your order at any time
        {order.email ? ` (we also emailed it to ${order.email})` : ''}:{' '}
        <a href={page.trackingUrl} data-tracking-link="">
          {page.trackingUrl}
        </a>
      </p>
      <OrderLines order={order} />
      {page.documents?.length ? (
        <>
          <h2>Receipts</h2>
          <ul data-documents="">
            {page.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url} data-document-link="">
                  {d.label} (PDF)
                </a>{' '}
                · <a href={d.thermalUrl}>80 mm printer</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {order.carrier || order.trackingNumber ? (
        <p data-shipment="">
          Shipped{order.carrier ? ` with ${order.carrier}` : ''}
          {order.trackingNumber ? (
            <>
              {' '}
              · Tracking number <strong>{order.trackingNumber}</strong>
            </>
          ) : null}
        </p>
      ) : null}
      {order.delivery?.kind === 'pickup' ? (
        <>
          <h2>Pick up at</h2>
          <p>
            {order.delivery.address}
            <br />
            {order.delivery.hours}
          </p>
        </>
      ) : null}
      <h2>{order.delivery?.kind === 'pickup' ? 'Your address' : 'Delivery to'}</h2>
      <p>
        {/* An invoice's order may have no street address: only the parts given are printed. */}
        {[
          order.customerName,
          order.address.line1,
          order.address.line2,
          order.address.city,
          order.address.state,
          order.address.country,
        ]
          .filter(Boolean)
          .join(', ')}
      </p>
      <h2>History</h2>
      <ul className="timeline">
        {order.events.map((e) => (
          <li key={`${e.at}-${e.to}`}>
            {ORDER_STATUS_LABELS[e.to]} · <time dateTime={e.at}>{storeTime(e.at)}</time>
          </li>
        ))}
      </ul>
      <Dispute page={page} />
    </div>
  );
}
