import { formatMoney } from '@kasuwa/contracts';
import type { Page } from '../types';

const STATUS_TEXT = {
  sent: 'Awaiting payment',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void: this invoice was cancelled',
} as const;

/**
 * An invoice a store sent, in the store's look: its lines, the discount, delivery and VAT lines, the
 * total and one button that goes on to the store's payment page. A paid or void invoice says so and
 * offers no button.
 */
export function InvoicePage({ page }: { page: Extract<Page, { kind: 'invoice' }> }) {
  const { invoice } = page;
  const m = (amount: number) => formatMoney(amount, invoice.currency, { compact: true });
  const amount = { whiteSpace: 'nowrap', textAlign: 'right' } as const;
  return (
    <div className="wrap" style={{ padding: '32px 14px' }}>
      <h1>Invoice {invoice.number}</h1>
      <p>
        For <strong>{invoice.customerName}</strong> · Due {invoice.dueDate} · Status:{' '}
        <strong data-invoice-status={invoice.status}>{STATUS_TEXT[invoice.status]}</strong>
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
                {l.discount ? ` (less ${m(l.discount)})` : ''}
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
            <th>Total</th>
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
            Pay {m(invoice.total)}
          </button>
        </form>
      ) : null}
      <p>
        Your payment is held in escrow by Kasuwa and reaches the seller only after you confirm you received
        what you paid for.
      </p>
      <p>
        <a href={page.pdfUrl} data-invoice-pdf="">
          Download the invoice (PDF)
        </a>
        {page.trackingUrl ? (
          <>
            {' · '}
            <a href={page.trackingUrl} data-invoice-order="">
              Your order and receipt
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
