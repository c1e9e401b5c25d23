import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, type Locale, type OrderStatus } from '@kasuwa/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ReactNode } from 'react';
import enNG from './messages/en-NG';
import fr from './messages/fr';
import ha from './messages/ha';
import ig from './messages/ig';
import pcm from './messages/pcm';
import yo from './messages/yo';

export type MessageKey = keyof typeof enNG;
/** A language's catalogue: every key of the base, none more (the type checks what the message check checks). */
export type Messages = Record<MessageKey, string>;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export const CATALOGUES: Record<Locale, Messages> = { 'en-NG': enNG, pcm, ha, yo, ig, fr };

// Compiled once per text and language: parsing ICU is the costly part, and a page uses a hundred.
const compiled = new Map<string, IntlMessageFormat>();
const translators = new Map<Locale, Translate>();

/** The storefront's words in one language, with ICU variables and plurals filled in (plain text; React escapes). */
export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const messages = CATALOGUES[locale];
    t = (key, values) => {
      const id = `${locale}|${key}`;
      let f = compiled.get(id);
      if (!f) {
        f = new IntlMessageFormat(messages[key], locale, undefined, { ignoreTag: true });
        compiled.set(id, f);
      }
      return String(f.format(values));
    };
    translators.set(locale, t);
  }
  return t;
}

/** The languages a store offers, its default first, each once; unknown tags (an old row) dropped. */
export function offeredLocales(defaultLocale: string, others: readonly string[]): Locale[] {
  const first = isLocale(defaultLocale) ? defaultLocale : DEFAULT_LOCALE;
  return [...new Set([first, ...others.filter(isLocale)])];
}

/** `og:locale` wants language_TERRITORY; Pidgin, Hausa, Yoruba and Igbo are Nigeria's, French the CI market's. */
export const OG_LOCALES: Record<Locale, string> = {
  'en-NG': 'en_NG',
  pcm: 'pcm_NG',
  ha: 'ha_NG',
  yo: 'yo_NG',
  ig: 'ig_NG',
  fr: 'fr_CI',
};

export { LOCALE_NAMES };

/** An order status as shoppers read it (the contracts' labels are the dashboard's English). */
export const STATUS_KEYS: Record<OrderStatus, MessageKey> = {
  pending_payment: 'status.pending_payment',
  confirmed: 'status.confirmed',
  paid: 'status.paid',
  processing: 'status.processing',
  shipped: 'status.shipped',
  delivered: 'status.delivered',
  completed: 'status.completed',
  cancelled: 'status.cancelled',
  refunded: 'status.refunded',
};

/** Stands in a text for an element that goes where the language puts it (see `Around`). */
export const MARK = '\u0001';

/** A translated text with an element (a `<time>`, a link) in place of its `MARK`. */
export function Around({ text, children }: { text: string; children: ReactNode }) {
  const at = text.indexOf(MARK);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {children}
      {text.slice(at + MARK.length)}
    </>
  );
}
