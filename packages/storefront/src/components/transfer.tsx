import { formatMoney, toDecimalString } from '@kasuwa/contracts';
import type { TransferView } from '../types';
import { storeTime } from './time';

/** What happened to money that goes back, in the shopper's words; `amount` is what goes back. */
const REASONS: Record<TransferView['returns'][number]['reason'], (amount: string) => string> = {
  underpaid: (a) => `Your transfer of ${a} was less than the total, so it did not pay the order.`,
  overpaid: (a) => `Your transfer was ${a} more than the total. The order is paid; the extra ${a}`,
  late: (a) => `Your transfer of ${a} arrived after the order was cancelled.`,
  duplicate: (a) => `A second transfer of ${a} arrived after the order was paid.`,
};

/** One value to copy: shown whole, selectable, with a Copy button the page's script brings to life. */
function Copyable({
  label,
  value,
  copy,
  name,
}: {
  label: string;
  value: string;
  copy: string;
  name: string;
}) {
  return (
    <div className="copyable">
      <span>{label}</span>
      <strong data-copy-value={name}>{value}</strong>
      <button type="button" className="btn" data-copy={copy} data-copy-label={label} hidden>
        Copy
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
}: {
  transfer: TransferView;
  amount: number;
  currency: string;
  waiting: boolean;
}) {
  const exact = formatMoney(amount, currency);
  const money = (minor: number) => formatMoney(minor, currency, { compact: true });
  const rejected = waiting && transfer.rejectedAmount !== null;
  // Once settled with nothing sent back, the page's own message says it all.
  if (!waiting && !rejected && transfer.returns.length === 0) return null;
  return (
    <div className="bank" data-bank-transfer="" data-status-url={waiting ? transfer.statusUrl : undefined}>
      {waiting ? (
        <>
          <h2>Transfer exactly {money(amount)} to</h2>
          <Copyable
            label="Account number"
            value={transfer.accountNumber}
            copy={transfer.accountNumber}
            name="account"
          />
          <p>
            Bank: <strong>{transfer.bankName}</strong> · Account name: {transfer.accountName}
          </p>
          <Copyable
            label="Amount"
            value={exact}
            copy={toDecimalString(amount, currency).replace(/\.0+$/, '')}
            name="amount"
          />
          {transfer.code ? (
            <Copyable
              label="Write this on the transfer"
              value={transfer.code}
              copy={transfer.code.replace(/\s/g, '')}
              name="code"
            />
          ) : (
            <p>This account is for this order only: no reference to type.</p>
          )}
          {transfer.expiresAt ? (
            <p>
              Open until <strong>{storeTime(transfer.expiresAt)}</strong>
              <span data-expires={transfer.expiresAt} />. A transfer after that is sent back to you.
            </p>
          ) : null}
          <p>
            Send the exact amount: a different amount is sent back to you. Your order is not shipped until
            your payment is received.
          </p>
        </>
      ) : null}
      {rejected && transfer.rejectedAmount !== null ? (
        <p className="alert" role="alert" data-transfer-rejected="">
          A transfer of {money(transfer.rejectedAmount)} was not the exact amount, so the bank is sending it
          back to you. Send exactly {money(amount)} to the account above.
        </p>
      ) : null}
      {transfer.returns.map((r) => (
        <p key={r.id} className="notice" data-transfer-return={r.reason}>
          {REASONS[r.reason](money(r.amount))} {r.reason === 'overpaid' ? '' : 'It '}
          {r.refunded ? 'has been sent back to your account.' : 'is being sent back to your account.'}
        </p>
      ))}
    </div>
  );
}
