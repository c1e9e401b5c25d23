import { formatMoneyIn, type Locale, toDecimalString } from '@kasuwa/contracts';
import { type MessageKey, translator } from '../i18n';
import type { TransferView } from '../types';
import { storeTime } from './time';

/** What happened to money that goes back, in the shopper's words; `amount` is what goes back. */
const REASONS: Record<TransferView['returns'][number]['reason'], MessageKey> = {
  underpaid: 'transfer.return.underpaid',
  overpaid: 'transfer.return.overpaid',
  late: 'transfer.return.late',
  duplicate: 'transfer.return.duplicate',
};

/** One value to copy: shown whole, selectable, with a Copy button the page's script brings to life. */
function Copyable({
  label,
  value,
  copy,
  name,
  button,
}: {
  label: string;
  value: string;
  copy: string;
  name: string;
  button: string;
}) {
  return (
    <div className="copyable">
      <span>{label}</span>
      <strong data-copy-value={name}>{value}</strong>
      <button type="button" className="btn" data-copy={copy} data-copy-label={label} hidden>
        {button}
      </button>
    </div>
  );
}

/**
 * Where to send a bank transfer and what became of money sent: the account for this payment only
 * (bank, number, exact amount, when it closes) or the shared account with its short code, and every
 * amount that goes back to the shopper. Works as plain HTML; the island adds Copy, the countdown and
 * the look-ups that turn the page to paid without a reload.
 */
export function TransferDetails({
  transfer,
  amount,
  currency,
  waiting,
  locale,
}: {
  transfer: TransferView;
  amount: number;
  currency: string;
  waiting: boolean;
  locale: Locale;
}) {
  const t = translator(locale);
  const exact = formatMoneyIn(amount, currency, locale);
  const money = (minor: number) => formatMoneyIn(minor, currency, locale, { compact: true });
  const rejected = waiting && transfer.rejectedAmount !== null;
  const copy = t('transfer.copy');
  // Once settled with nothing sent back, the page's own message says it all.
  if (!waiting && !rejected && transfer.returns.length === 0) return null;
  return (
    <div className="bank" data-bank-transfer="" data-status-url={waiting ? transfer.statusUrl : undefined}>
      {waiting ? (
        <>
          <h2>{t('transfer.exactly', { amount: money(amount) })}</h2>
          <Copyable
            label={t('transfer.account')}
            value={transfer.accountNumber}
            copy={transfer.accountNumber}
            name="account"
            button={copy}
          />
          <p>{t('transfer.bank', { bank: transfer.bankName, name: transfer.accountName })}</p>
          <Copyable
            label={t('transfer.amount')}
            value={exact}
            copy={toDecimalString(amount, currency).replace(/\.0+$/, '')}
            name="amount"
            button={copy}
          />
          {transfer.code ? (
            <Copyable
              label={t('transfer.code')}
              value={transfer.code}
              copy={transfer.code.replace(/\s/g, '')}
              name="code"
              button={copy}
            />
          ) : (
            <p>{t('transfer.noReference')}</p>
          )}
          {transfer.expiresAt ? (
            <p>
              {t('transfer.openUntil', { time: storeTime(transfer.expiresAt, locale) })}
              <span data-expires={transfer.expiresAt} />
            </p>
          ) : null}
          <p>{t('transfer.exact')}</p>
        </>
      ) : null}
      {rejected && transfer.rejectedAmount !== null ? (
        <p className="alert" role="alert" data-transfer-rejected="">
          {t('transfer.rejected', { amount: money(transfer.rejectedAmount), total: money(amount) })}
        </p>
      ) : null}
      {transfer.returns.map((r) => (
        <p key={r.id} className="notice" data-transfer-return={r.reason}>
          {t(REASONS[r.reason], { amount: money(r.amount), refunded: r.refunded ? 'yes' : 'no' })}
          {r.reason === 'overpaid' ? '' : ` ${t(r.refunded ? 'transfer.refunded' : 'transfer.refunding')}`}
        </p>
      ))}
    </div>
  );
}
