import { formatMoney } from '@kasuwa/contracts';
import { OrderLines } from '../components/order-lines';
import { PayMarks } from '../components/pay-marks';
import type { Page, PayMethod, RenderContext } from '../types';

const LABELS: Record<PayMethod, { button: string; hint: string }> = {
  paystack: { button: 'Pay by card (Paystack)', hint: 'Card, bank or USSD on Paystack’s secure page.' },
  flutterwave: { button: 'Pay with Flutterwave', hint: 'Card, bank transfer or USSD on Flutterwave.' },
  paga: { button: 'Pay with Paga', hint: 'Your Paga wallet.' },
  bank_transfer: {
    button: 'Pay by bank transfer',
    hint: 'From your bank app: we give you the account to pay into and the exact amount.',
  },
};

/**
 * Paying for an order, in the store's own theme: the items and total, the store's payment methods as
 * plain forms (each posts here and is sent on to the provider), and a way back to the store.
 */
export function PayPage({ ctx, page }: { ctx: RenderContext; page: Extract<Page, { kind: 'pay' }> }) {
  const { order } = page;
  const total = formatMoney(order.total, order.currency, { compact: true });
  const payable = order.status === 'pending_payment';
  const needsEmail = !order.email;
  return (
    <div className="wrap pay">
      <p>
        <a href={`${ctx.base}/`}>← Back to {ctx.store.name}</a>
      </p>
      {payable ? <h1>Pay {total}</h1> : <h1>Order #{order.number}</h1>}
      {payable ? (
        <p>
          Order <strong>#{order.number}</strong> at {ctx.store.name} is received and awaiting payment.
        </p>
      ) : (
        <p className="notice" data-pay-state="">
          {order.status === 'cancelled'
            ? 'This order was cancelled, so it can no longer be paid.'
            : 'This order is paid. Thank you!'}{' '}
          <a href={page.trackingUrl}>Follow your order</a>
        </p>
      )}
      {payable ? <PayMarks marks={page.marks} /> : null}
      <OrderLines order={order} />
      {page.error ? (
        <p className="alert" role="alert">
          {page.error}
        </p>
      ) : null}
      {payable && page.methods.length === 0 ? (
        <p className="notice">
          This store cannot take payments online right now. Contact {ctx.store.name} to pay.
        </p>
      ) : null}
      {payable ? (
        <div className="methods">
          {page.methods.map((m, n) => (
            <form key={m} method="post" action={page.action}>
              <input type="hidden" name="method" value={m} />
              {needsEmail && (m === 'paystack' || m === 'flutterwave') ? (
                <div className="field">
                  <label htmlFor={`email-${m}`}>Email for the card receipt</label>
                  <input
                    id={`email-${m}`}
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    defaultValue={page.email}
                  />
                </div>
              ) : null}
              <button className={n === 0 ? 'btn primary' : 'btn'} type="submit" data-pay-method={m}>
                {LABELS[m].button}
              </button>
              <small>{LABELS[m].hint}</small>
            </form>
          ))}
          {page.ussdBanks.length > 0 ? <UssdForm page={page} needsEmail={needsEmail} /> : null}
        </div>
      ) : null}
      <p>
        <a href={page.trackingUrl}>Order details and tracking</a>
      </p>
    </div>
  );
}

/**
 * USSD for shoppers without data or a card: pick the bank, get the code to dial. The code comes on the
 * payment's own page (payment-result), which waits for the provider to confirm.
 */
function UssdForm({ page, needsEmail }: { page: Extract<Page, { kind: 'pay' }>; needsEmail: boolean }) {
  return (
    <form method="post" action={page.action} className="ussd" data-ussd-form="">
      <input type="hidden" name="method" value="ussd" />
      <div className="field">
        <label htmlFor="ussd-bank">Pay by USSD from your bank</label>
        <select id="ussd-bank" name="bank" required defaultValue={page.ussdBank ?? ''}>
          <option value="" disabled>
            Choose your bank
          </option>
          {page.ussdBanks.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      {needsEmail ? (
        <div className="field">
          <label htmlFor="email-ussd">Email for the receipt</label>
          <input
            id="email-ussd"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={page.email}
          />
        </div>
      ) : null}
      <button className="btn" type="submit" data-pay-method="ussd">
        Get a USSD code
      </button>
      <small>No data or card needed: you dial a code from the phone number of your bank account.</small>
    </form>
  );
}
