import { DEFAULT_LOCALE, formatMoneyIn, isLocale, type Locale } from '@kasuwa/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import enNG from './catalog/en-NG';
import fr from './catalog/fr';
import ha from './catalog/ha';
import ig from './catalog/ig';
import pcm from './catalog/pcm';
import yo from './catalog/yo';
import type { MessageId, MessageParams, Money, PlainMessageId } from './messages.params';

/** The catalogues by locale (docs/decisions/0018-languages.md): same keys, checked by tsc and check:messages. */
export const CATALOGUES: { readonly [L in Locale]: Readonly<Record<MessageId, string>> } = {
  'en-NG': enNG,
  pcm,
  ha,
  yo,
  ig,
  fr,
};
export { DEFAULT_LOCALE, type Locale };

/** A stored language (a row's `locale` column), or `fallback` when it is none Kasuwa speaks. */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

/** SMS and WhatsApp texts travel as GSM-7: their money carries the currency's code, never a sign like ₦. */
export function isSmsText(id: MessageId): boolean {
  return id.startsWith('sms.') || id.startsWith('whatsapp.') || id.endsWith('.sms');
}

function isMoney(v: unknown): v is Money {
  return typeof v === 'object' && v !== null && 'amount' in v && 'currency' in v;
}

// Intl's French separates groups with a narrow no-break space and writes the naira "NGN"; neither is
// GSM-7 or what a French-speaking reader of a Nigerian store expects. Other spaces Intl puts in (NBSP
// before a currency) are GSM-7 only once made plain spaces.
const INTL_SPACES = /[\u00a0\u202f\u2009]/g;

/**
 * An amount as a text carries it in a language: naira as en-NG writes it in every language but French
 * ("₦12,500.00"), French with its own grouping and the currency's sign ("12 500,00 ₦", "12 500 F CFA");
 * where the text must stay GSM-7, the currency's code ("NGN 12,500.00", "12 500,00 NGN").
 */
export function moneyText(money: Money, sms: boolean, locale: Locale = DEFAULT_LOCALE): string {
  const text = formatMoneyIn(money.amount, money.currency, locale, { code: sms });
  return sms ? text.replace(INTL_SPACES, ' ') : text;
}

// The locale Intl writes dates, numbers and plurals in. Pidgin as Nigerian papers and BBC Pidgin write it
// uses English month names ("26 November"), not CLDR's respelt ones ("26 Nọvẹ́mba").
const INTL_LOCALE: { [L in Locale]: string } = {
  'en-NG': 'en-NG',
  pcm: 'en-NG',
  ha: 'ha',
  yo: 'yo',
  ig: 'ig',
  fr: 'fr',
};

/**
 * A calendar date in the reader's language ("30 November 2026", "30 novembre 2026", "30 Nuwamba, 2026"),
 * in the store's time zone. A `YYYY-MM-DD` string is a date without a time (an invoice's due date) and is
 * written as that day wherever the reader is.
 */
export function dateText(
  value: Date | string,
  locale: Locale = DEFAULT_LOCALE,
  timeZone = 'Africa/Lagos',
): string {
  const dayOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = typeof value === 'string' ? new Date(dayOnly ? `${value}T12:00:00Z` : value) : value;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeZone: dayOnly ? 'UTC' : timeZone,
  }).format(date);
}

// Compiled once per text and locale: parsing ICU is the costly part.
const compiled = new Map<string, IntlMessageFormat>();
function compile(locale: Locale, id: MessageId): IntlMessageFormat {
  const key = `${locale}|${id}`;
  let f = compiled.get(key);
  if (!f) {
    f = new IntlMessageFormat(CATALOGUES[locale][id], INTL_LOCALE[locale], undefined, { ignoreTag: true });
    compiled.set(key, f);
  }
  return f;
}

type Args<K extends MessageId> = K extends PlainMessageId
  ? [params?: MessageParams[K], locale?: Locale]
  : [params: MessageParams[K], locale?: Locale];

/**
 * The text of a message with its variables filled in, in the reader's language (en-NG when none is
 * given), as plain text (HTML escaping is React's, where the text lands in a page or an e-mail). Money
 * takes its channel's and language's form; `null` is the select case `none`.
 */
export function t<K extends MessageId>(id: K, ...[params, locale]: Args<K>): string {
  return tIn(locale ?? DEFAULT_LOCALE, id, ...([params] as unknown as Args<K>));
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
  // Numbers ICU formats itself (an order number, a quantity) get the language's group separator,
  // which in French is not GSM-7.
  return sms ? out.replace(INTL_SPACES, ' ') : out;
}
