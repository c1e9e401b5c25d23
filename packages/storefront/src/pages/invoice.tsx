import { formatMoneyIn, type Locale } from '@kasuwa/contracts';
import { type MessageKey, translator } from '../i18n';
import type { InvoiceView, Page } from '../types';

const STATUS_TEXT: Record<InvoiceView['status'], MessageKey> = {
  sent: 'invoice.status.sent',
  overdue: 'invoice.status.overdue',
  paid: 'invoice.status.paid',
  void: 'invoice.status.void',
};

/**
 * An invoice a store sent, in the store's look: its lines, the discount, delivery and VAT lines, the
 * total and one button that goes on to the store's payment page. A paid or void invoice says so and
 * offers no button.
 */
export function InvoicePage({ page, locale }: { page: Extract<Page, { kind: 'invoice' }>; locale: Locale }) {
  const t = translator(locale);
  const { invoice } = page;
  const m = (amount: number) => formatMoneyIn(amount, invoice.currency, locale, { compact: true });
  const amount = { whiteSpace: 'nowrap', textAlign: 'right' } as const;
  return (
    <div className="wrap" style={{ padding: '32px 14px' }}>
      <h1>{t('invoice.title', { number: invoice.number })}</h1>
      <p>
        {t('invoice.for', { customer: invoice.customerName, due: invoice.dueDate })}{' '}
        <strong data-invoice-status={invoice.status}>{t(STATUS_TEXT[invoice.status])}</strong>
      </p>
      {page.error ? (
        <p className="notice" role="alert">
          {page.error}
        </p>
      ) : null}
      <table className="lines">
        <tbody>
          {invoice.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to static HTML; lines never reorder, and two may be alike.
            <tr key={i}>
              <td>
                {l.quantity} × {l.title} @ {m(l.unitPrice)}
                {l.discount ? ` ${t('invoice.less', { amount: m(l.discount) })}` : ''}
              </td>
              <td style={amount}>{m(l.total)}</td>
            </tr>
          ))}
          {invoice.adjustments.map((a) => (
            <tr key={a.label}>
              <td>{a.label}</td>
              <td style={amount}>{m(a.amount)}</td>
            </tr>
          ))}
          <tr>
            <th>{t('invoice.total')}</th>
            <th data-invoice-total="" style={amount}>
              {m(invoice.total)}
            </th>
          </tr>
        </tbody>
      </table>
      {invoice.notes ? <p style={{ whiteSpace: 'pre-wrap' }}>{invoice.notes}</p> : null}
      {page.payAction ? (
        <form method="post" action={page.payAction}>
          <button type="submit" className="btn primary" data-pay-invoice="">
            {t('invoice.pay', { total: m(invoice.total) })}
          </button>
        </form>
      ) : null}
      <p>{t('invoice.escrow')}</p>
      <p>
        <a href={page.pdfUrl} data-invoice-pdf="">
          {t('invoice.pdf')}
        </a>
        {page.trackingUrl ? (
          <>
            {' · '}
            <a href={page.trackingUrl} data-invoice-order="">
              {t('invoice.order')}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
