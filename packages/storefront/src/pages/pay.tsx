import { formatMoneyIn } from '@kasuwa/contracts';
import { OrderLines } from '../components/order-lines';
import { PayMarks } from '../components/pay-marks';
import { type MessageKey, type Translate, translator } from '../i18n';
import type { Page, PayMethod, RenderContext } from '../types';

const LABELS: Record<PayMethod, { button: MessageKey; hint: MessageKey }> = {
  paystack: { button: 'pay.method.paystack', hint: 'pay.method.paystack.hint' },
  flutterwave: { button: 'pay.method.flutterwave', hint: 'pay.method.flutterwave.hint' },
  paga: { button: 'pay.method.paga', hint: 'pay.method.paga.hint' },
  bank_transfer: { button: 'pay.method.bank_transfer', hint: 'pay.method.bank_transfer.hint' },
};

/**
 * Paying for an order, in the store's own theme: the items and total, the store's payment methods as
 * plain forms (each posts here and is sent on to the provider), and a way back to the store.
 */
export function PayPage({ ctx, page }: { ctx: RenderContext; page: Extract<Page, { kind: 'pay' }> }) {
  const { order } = page;
  const total = formatMoneyIn(order.total, order.currency, ctx.locale, { compact: true });
  const t = translator(ctx.locale);
  const payable = order.status === 'pending_payment';
  const needsEmail = !order.email;
  return (
    <div className="wrap pay">
      <p>
        <a href={`${ctx.base}/`}>{t('pay.back', { store: ctx.store.name })}</a>
      </p>
      {payable ? <h1>{t('pay.title', { total })}</h1> : <h1>{t('pay.order', { number: order.number })}</h1>}
      {payable ? (
        <p>{t('pay.awaiting', { number: order.number, store: ctx.store.name })}</p>
      ) : (
        <p className="notice" data-pay-state="">
          {order.status === 'cancelled' ? t('pay.cancelled') : t('pay.paid')}{' '}
          <a href={page.trackingUrl}>{t('pay.follow')}</a>
        </p>
      )}
      {payable ? <PayMarks marks={page.marks} locale={ctx.locale} /> : null}
      <OrderLines order={order} locale={ctx.locale} />
      {page.error ? (
        <p className="alert" role="alert">
          {page.error}
        </p>
      ) : null}
      {payable && page.methods.length === 0 ? (
        <p className="notice">{t('pay.noMethods', { store: ctx.store.name })}</p>
      ) : null}
      {payable ? (
        <div className="methods">
          {page.methods.map((m, n) => (
            <form key={m} method="post" action={page.action}>
              <input type="hidden" name="method" value={m} />
              {needsEmail && (m === 'paystack' || m === 'flutterwave') ? (
                <div className="field">
                  <label htmlFor={`email-${m}`}>{t('pay.cardEmail')}</label>
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
                {t(LABELS[m].button)}
              </button>
              <small>{t(LABELS[m].hint)}</small>
            </form>
          ))}
          {page.ussdBanks.length > 0 ? <UssdForm page={page} needsEmail={needsEmail} t={t} /> : null}
        </div>
      ) : null}
      <p>
        <a href={page.trackingUrl}>{t('pay.details')}</a>
      </p>
    </div>
  );
}

/**
 * USSD for shoppers without data or a card: pick the bank, get the code to dial. The code comes on the
 * payment's own page (payment-result), which waits for the provider to confirm.
 */
function UssdForm({
  page,
  needsEmail,
  t,
}: {
  page: Extract<Page, { kind: 'pay' }>;
  needsEmail: boolean;
  t: Translate;
}) {
  return (
    <form method="post" action={page.action} className="ussd" data-ussd-form="">
      <input type="hidden" name="method" value="ussd" />
      <div className="field">
        <label htmlFor="ussd-bank">{t('pay.ussd.bank')}</label>
        <select id="ussd-bank" name="bank" required defaultValue={page.ussdBank ?? ''}>
          <option value="" disabled>
            {t('pay.ussd.choose')}
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
          <label htmlFor="email-ussd">{t('pay.ussd.email')}</label>
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
        {t('pay.ussd.submit')}
      </button>
      <small>{t('pay.ussd.hint')}</small>
    </form>
  );
}
