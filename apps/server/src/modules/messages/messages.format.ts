import { formatMoney } from '@kasuwa/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { enNG } from './catalog/en-NG';
import type { MessageId, MessageParams, Money, PlainMessageId } from './messages.params';

/** The catalogues by locale; issue 33 adds pcm, ha, yo, ig and fr with the same keys. */
const catalogues = { 'en-NG': enNG } as const;
export type Locale = keyof typeof catalogues;
export const DEFAULT_LOCALE: Locale = 'en-NG';

/** SMS and WhatsApp texts travel as GSM-7: their money carries the currency's code, never a sign like ₦. */
export function isSmsText(id: MessageId): boolean {
  return id.startsWith('sms.') || id.startsWith('whatsapp.') || id.endsWith('.sms');
}

function isMoney(v: unknown): v is Money {
  return typeof v === 'object' && v !== null && 'amount' in v && 'currency' in v;
}

/** An amount as a text carries it: "₦12,500.00", or "NGN 12,500.00" where the text must stay GSM-7. */
export function moneyText(money: Money, sms: boolean, locale: Locale = DEFAULT_LOCALE): string {
  return sms
    ? formatMoney(money.amount, money.currency, { code: true, locale }).replace(/\s+/g, ' ')
    : formatMoney(money.amount, money.currency, { locale });
}

// Compiled once per text and locale: parsing ICU is the costly part.
const compiled = new Map<string, IntlMessageFormat>();
function compile(locale: Locale, id: MessageId): IntlMessageFormat {
  const key = `${locale}|${id}`;
  let f = compiled.get(key);
  if (!f) {
    f = new IntlMessageFormat(catalogues[locale][id], locale, undefined, { ignoreTag: true });
    compiled.set(key, f);
  }
  return f;
}

type Args<K extends MessageId> = K extends PlainMessageId
  ? [params?: MessageParams[K]]
  : [params: MessageParams[K]];

/**
 * The text of a message with its variables filled in, as plain text (HTML escaping is React's, where
 * the text lands in a page or an e-mail). Money takes its channel's form; `null` is the select case `none`.
 */
export function t<K extends MessageId>(id: K, ...[params]: Args<K>): string {
  return tIn(DEFAULT_LOCALE, id, ...([params] as Args<K>));
}

export function tIn<K extends MessageId>(locale: Locale, id: K, ...[params]: Args<K>): string {
  const sms = isSmsText(id);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    values[name] = isMoney(value)
      ? moneyText(value, sms, locale)
      : value === null || value === undefined
        ? 'none'
        : (value as string | number);
  }
  const out = compile(locale, id).format(values);
  if (typeof out !== 'string') throw new Error(`message ${id} did not format to text`);
  return out;
}
