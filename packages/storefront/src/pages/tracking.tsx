import { formatMoneyIn, type Locale } from '@kasuwa/contracts';
import { OrderLines } from '../components/order-lines';
import { storeTime } from '../components/time';
import { Around, MARK, STATUS_KEYS, translator } from '../i18n';
import type { Page } from '../types';
import { Dispute } from './dispute';

/**
 * In the order's own currency, whatever the visitor now browses in: that is what was ordered. An order
 * awaiting payment says so first, with paying as its first action; times are the store's (Lagos).
 */
export function TrackingPage({
  page,
  locale,
}: {
  page: Extract<Page, { kind: 'tracking' }>;
  locale: Locale;
}) {
  const t = translator(locale);
  const { order } = page;
  const awaiting = order.status === 'pending_payment';
  const onDelivery = order.status === 'confirmed';
  const total = formatMoneyIn(order.total, order.currency, locale, { compact: true });
  const number = order.number;
  return (
    <div className="wrap" style={{ padding: '32px 14px' }}>
      {awaiting ? (
        <h1>{page.placed ? t('tracking.placedAwaiting') : t('tracking.awaiting', { number })}</h1>
      ) : onDelivery ? (
        <h1>{page.placed ? t('tracking.placedOnDelivery') : t('tracking.onDelivery', { number })}</h1>
      ) : page.placed ? (
        <h1>{t('tracking.placed')}</h1>
      ) : (
        <h1>{t('tracking.order', { number })}</h1>
      )}
      {awaiting ? (
        <p className="notice" data-awaiting-payment="">
          {t('tracking.notPaid', { number, total })}
          {order.reservedUntil ? (
            <>
              {' '}
              <Around text={t('tracking.keptUntil', { time: MARK })}>
                <time dateTime={order.reservedUntil}>{storeTime(order.reservedUntil, locale)}</time>
              </Around>
            </>
          ) : null}
        </p>
      ) : null}
      {onDelivery ? (
        <p className="notice" data-pay-on-delivery="">
          {t('tracking.payOnDelivery', { number, total })}
        </p>
      ) : null}
      {awaiting && page.paymentUrl ? (
        <p>
          <a className="btn primary" href={page.paymentUrl} data-pay-now="">
            {t('tracking.payNow', { total })}
          </a>
        </p>
      ) : null}
      <p>
        {t('tracking.status', { number })}{' '}
        <strong data-order-status="">{t(STATUS_KEYS[order.status])}</strong>
      </p>
      <p>
        {order.email ? t('tracking.keepLinkEmailed', { email: order.email }) : t('tracking.keepLink')}{' '}
        <a href={page.trackingUrl} data-tracking-link="">
          {page.trackingUrl}
        </a>
      </p>
      <OrderLines order={order} locale={locale} />
      {page.documents?.length ? (
        <>
          <h2>{t('tracking.receipts')}</h2>
          <ul data-documents="">
            {page.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url} data-document-link="">
                  {d.label} (PDF)
                </a>{' '}
                · <a href={d.thermalUrl}>{t('tracking.thermal')}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {order.carrier || order.trackingNumber ? (
        <p data-shipment="">
          {order.carrier ? t('tracking.shippedWith', { carrier: order.carrier }) : t('tracking.shipped')}
          {order.trackingNumber ? (
            <>
              {' '}
              · {t('tracking.trackingNumber')} <strong>{order.trackingNumber}</strong>
            </>
          ) : null}
        </p>
      ) : null}
      {order.delivery?.kind === 'pickup' ? (
        <>
          <h2>{t('tracking.pickupAt')}</h2>
          <p>
            {order.delivery.address}
            <br />
            {order.delivery.hours}
          </p>
        </>
      ) : null}
      <h2>{order.delivery?.kind === 'pickup' ? t('tracking.yourAddress') : t('tracking.deliveryTo')}</h2>
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
      <h2>{t('tracking.history')}</h2>
      <ul className="timeline">
        {order.events.map((e) => (
          <li key={`${e.at}-${e.to}`}>
            {t(STATUS_KEYS[e.to])} · <time dateTime={e.at}>{storeTime(e.at, locale)}</time>
          </li>
        ))}
      </ul>
      <Dispute page={page} locale={locale} />
    </div>
  );
}
