import { formatMoneyIn } from '@kasuwa/contracts';
import { OrderLines } from '../components/order-lines';
import { TransferDetails } from '../components/transfer';
import { type MessageKey, STATUS_KEYS, type Translate, translator } from '../i18n';
import type { Page, RenderContext } from '../types';

type ResultPage = Extract<Page, { kind: 'payment-result' }>;

const HEADINGS: Record<ResultPage['state'], MessageKey> = {
  received: 'result.received',
  lapsed: 'result.lapsed',
  duplicate: 'result.duplicate',
  failed: 'result.failed',
  pending: 'result.pending',
  underpaid: 'result.underpaid',
  returned: 'result.returned',
};

/**
 * Where a payment started on the store's pay page ends, in the store's own look and without
 * JavaScript: what became of the payment (read from the server, never from the provider's query),
 * the order it was for, and the way on: the order's tracking page, or paying again after a failure.
 * While the provider has not confirmed, the page looks again by itself for a while (a meta refresh).
 */
export function PaymentResultPage({ ctx, page }: { ctx: RenderContext; page: ResultPage }) {
  const { order, state } = page;
  const t = translator(ctx.locale);
  const paid = formatMoneyIn(page.amount, page.currency, ctx.locale, { compact: true });
  const number = order.number;
  const words = { amount: paid, number };
  const transfer = page.transfer;
  // A closed account takes nothing more (a transfer after it goes back), so the page stops offering it.
  const closed = Boolean(transfer?.expiresAt && Date.parse(transfer.expiresAt) <= Date.now());
  const waitingTransfer = Boolean(transfer) && state === 'pending' && !closed;
  return (
    <div className="wrap pay" data-payment-state={state}>
      <h1>{waitingTransfer ? t('result.payByTransfer', { amount: paid }) : t(HEADINGS[state])}</h1>
      {transfer ? (
        <TransferDetails
          transfer={transfer}
          amount={page.amount}
          currency={page.currency}
          waiting={waitingTransfer}
          locale={ctx.locale}
        />
      ) : null}
      {page.asked ? (
        <p className="notice" role="status" data-asked="">
          {t('result.asked')}
        </p>
      ) : null}
      {waitingTransfer ? null : transfer && closed && state === 'pending' ? (
        <p className="notice" role="status" data-transfer-closed="">
          {t('result.closed')}
          {page.payUrl ? ` ${t('result.payAgainBelow')}` : ''}
        </p>
      ) : state === 'underpaid' || state === 'returned' ? (
        <p className="notice">
          {state === 'underpaid' ? t('result.stillNeeds', words) : t('result.didNotPay', words)}
          {page.payUrl ? ` ${t('result.payItAgain')}` : ''}
        </p>
      ) : state === 'received' ? (
        <p className="notice">{t('result.thanks', words)}</p>
      ) : state === 'lapsed' ? (
        <p className="notice">{t('result.lapsedText', { ...words, store: ctx.store.name })}</p>
      ) : state === 'duplicate' ? (
        <p className="notice">{t('result.duplicateText', words)}</p>
      ) : state === 'failed' ? (
        <p className="alert" role="alert">
          {t('result.failedText', words)}
          {page.payUrl ? ` ${t('result.tryAgainHint')}` : ''}
        </p>
      ) : page.refresh ? (
        <p className="notice" role="status">
          {t('result.waiting', words)}
        </p>
      ) : (
        <p className="notice" role="status">
          {t('result.notConfirmed', words)}
        </p>
      )}
      {state === 'pending' && page.ussd ? <UssdCode ussd={page.ussd} amount={paid} t={t} /> : null}
      <p>
        {t('result.status', words)} <strong data-order-status="">{t(STATUS_KEYS[order.status])}</strong> ·{' '}
        {t('result.reference')} {/* Kept whole: a reference broken at its hyphen reads as two. */}
        <span data-payment-reference="" style={{ whiteSpace: 'nowrap' }}>
          {page.reference}
        </span>
      </p>
      <OrderLines order={order} locale={ctx.locale} />
      <div className="methods">
        {page.payUrl && !waitingTransfer ? (
          // While a USSD code waits to be dialled, dialling is the main action, not paying again.
          <a className={page.ussd ? 'btn' : 'btn primary'} href={page.payUrl} data-pay-again="">
            {t('result.tryAgain')}
          </a>
        ) : null}
        {state === 'pending' && page.checkUrl ? (
          <a className={waitingTransfer ? 'btn primary' : 'btn'} href={page.checkUrl} data-check-again="">
            {waitingTransfer ? t('result.havePaid') : t('result.checkAgain')}
          </a>
        ) : null}
        <a className={page.payUrl ? 'btn' : 'btn primary'} href={page.trackingUrl} data-tracking-link="">
          {t('result.follow')}
        </a>
        <a className="btn" href={`${ctx.base}/`}>
          {t('result.back', { store: ctx.store.name })}
        </a>
      </div>
    </div>
  );
}

/**
 * The code to dial, big enough to read off the screen and type on another phone, with a link that opens
 * the dialler on this one and (with the island script) a copy button. `#` is written %23 in a tel: link.
 */
function UssdCode({
  ussd,
  amount,
  t,
}: {
  ussd: { code: string; bankName: string };
  amount: string;
  t: Translate;
}) {
  return (
    <div className="ussd-code" data-ussd="">
      <p>{t('ussd.dialText', { bank: ussd.bankName, amount })}</p>
      <p className="code" data-ussd-code="">
        {ussd.code}
      </p>
      <p className="methods">
        <a className="btn primary" href={`tel:${ussd.code.replaceAll('#', '%23')}`} data-ussd-dial="">
          {t('ussd.dial', { code: ussd.code })}
        </a>
        <button
          className="btn"
          type="button"
          data-copy={ussd.code}
          data-copy-label={t('ussd.codeLabel')}
          hidden
        >
          {t('ussd.copy')}
        </button>
      </p>
      <small>{t('ussd.hint')}</small>
    </div>
  );
}
