import { formatMoney, ORDER_STATUS_LABELS } from '@kasuwa/contracts';
import { OrderLines } from '../components/order-lines';
import { TransferDetails } from '../components/transfer';
import type { Page, RenderContext } from '../types';

type ResultPage = Extract<Page, { kind: 'payment-result' }>;

const HEADINGS: Record<ResultPage['state'], string> = {
  received: 'Payment received',
  lapsed: 'Payment received after the order was cancelled',
  duplicate: 'This order was already paid',
  failed: 'Payment not completed',
  pending: 'Waiting for confirmation',
  underpaid: 'Transfer less than the total',
  returned: 'Transfer sent back',
};

/**
 * Where a payment started on the store's pay page ends, in the store's own look and without
 * JavaScript: what became of the payment (read from the server, never from the provider's query),
 * the order it was for, and the way on: the order's tracking page, or paying again after a failure.
 * While the provider has not confirmed, the page looks again by itself for a while (a meta refresh).
 */
export function PaymentResultPage({ ctx, page }: { ctx: RenderContext; page: ResultPage }) {
  const { order, state } = page;
  const paid = formatMoney(page.amount, page.currency, { compact: true });
  const number = <strong>#{order.number}</strong>;
  const transfer = page.transfer;
  // A closed account takes nothing more (a transfer after it goes back), so the page stops offering it.
  const closed = Boolean(transfer?.expiresAt && Date.parse(transfer.expiresAt) <= Date.now());
  const waitingTransfer = Boolean(transfer) && state === 'pending' && !closed;
  return (
    <div className="wrap pay" data-payment-state={state}>
      <h1>{waitingTransfer ? `Pay ${paid} by bank transfer` : HEADINGS[state]}</h1>
      {transfer ? (
        <TransferDetails
          transfer={transfer}
          amount={page.amount}
          currency={page.currency}
          waiting={waitingTransfer}
        />
      ) : null}
      {page.asked ? (
        <p className="notice" role="status" data-asked="">
          Nothing has arrived yet. Transfers usually take a minute or two; this page turns to paid by itself
          when the money arrives.
        </p>
      ) : null}
      {waitingTransfer ? null : transfer && closed && state === 'pending' ? (
        <p className="notice" role="status" data-transfer-closed="">
          The account for this payment has closed and no transfer arrived in time. Any transfer sent to it now
          goes back to you.{page.payUrl ? ' You can pay again below.' : ''}
        </p>
      ) : state === 'underpaid' || state === 'returned' ? (
        <p className="notice">
          {state === 'underpaid'
            ? `Order #${order.number} still needs a payment of ${paid}.`
            : `This transfer did not pay order #${order.number}.`}
          {page.payUrl ? ' You can pay it again below.' : ''}
        </p>
      ) : state === 'received' ? (
        <p className="notice">
          Thank you! We received your payment of {paid} for order {number}. It is held safely until you
          receive your order.
        </p>
      ) : state === 'lapsed' ? (
        <p className="notice">
          Your payment of {paid} arrived after order {number} had been cancelled (its reservation ended). The
          amount is held safely and will be refunded to you; contact {ctx.store.name} if you still want the
          goods.
        </p>
      ) : state === 'duplicate' ? (
        <p className="notice">
          Order {number} had already been paid, so this second payment of {paid} is held safely and will be
          refunded to you.
        </p>
      ) : state === 'failed' ? (
        <p className="alert" role="alert">
          Your payment of {paid} for order {number} was not completed.
          {page.payUrl ? ' You can try again, with the same or another method.' : ''}
        </p>
      ) : page.refresh ? (
        <p className="notice" role="status">
          We are waiting for the payment provider to confirm your payment of {paid} for order {number}. This
          page checks again by itself.
        </p>
      ) : (
        <p className="notice" role="status">
          The payment provider has not confirmed your payment of {paid} for order {number} yet. If the money
          left your account, your order shows as paid once it is confirmed: follow it with the link below.
        </p>
      )}
      {state === 'pending' && page.ussd ? <UssdCode ussd={page.ussd} amount={paid} /> : null}
      <p>
        Order {number} · Status: <strong data-order-status="">{ORDER_STATUS_LABELS[order.status]}</strong> ·
        Payment reference {/* Kept whole: a reference broken at its hyphen reads as two. */}
        <span data-payment-reference="" style={{ whiteSpace: 'nowrap' }}>
          {page.reference}
        </span>
      </p>
      <OrderLines order={order} />
      <div className="methods">
        {page.payUrl && !waitingTransfer ? (
          // While a USSD code waits to be dialled, dialling is the main action, not paying again.
          <a className={page.ussd ? 'btn' : 'btn primary'} href={page.payUrl} data-pay-again="">
            Try again
          </a>
        ) : null}
        {state === 'pending' && page.checkUrl ? (
          <a className={waitingTransfer ? 'btn primary' : 'btn'} href={page.checkUrl} data-check-again="">
            {waitingTransfer ? 'I have paid' : 'Check again'}
          </a>
        ) : null}
        <a className={page.payUrl ? 'btn' : 'btn primary'} href={page.trackingUrl} data-tracking-link="">
          Follow your order
        </a>
        <a className="btn" href={`${ctx.base}/`}>
          Back to {ctx.store.name}
        </a>
      </div>
    </div>
  );
}

/**
 * The code to dial, big enough to read off the screen and type on another phone, with a link that opens
 * the dialler on this one and (with the island script) a copy button. `#` is written %23 in a tel: link.
 */
function UssdCode({ ussd, amount }: { ussd: { code: string; bankName: string }; amount: string }) {
  return (
    <div className="ussd-code" data-ussd="">
      <p>
        Dial this code from the phone number of your {ussd.bankName} account to pay {amount}:
      </p>
      <p className="code" data-ussd-code="">
        {ussd.code}
      </p>
      <p className="methods">
        <a className="btn primary" href={`tel:${ussd.code.replaceAll('#', '%23')}`} data-ussd-dial="">
          Dial {ussd.code}
        </a>
        <button className="btn" type="button" data-copy={ussd.code} data-copy-label="Code" hidden>
          Copy code
        </button>
      </p>
      <small>
        Follow your bank’s prompts and approve the payment. This page shows it once it is confirmed.
      </small>
    </div>
  );
}
