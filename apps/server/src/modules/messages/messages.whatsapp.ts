import { DEFAULT_LOCALE, isSmsText, type Locale, moneyText, t } from './messages.format';
import type { MessageParams, Money } from './messages.params';

/**
 * The WhatsApp templates Kasuwa registers for transactional messages (Meta's UTILITY category). Meta
 * numbers a template's variables ({{1}}, {{2}}…): this is the order in which the catalogue's named
 * variables fill them. The approved body is the catalogue text with each name replaced by its number.
 */
export const WHATSAPP_TEMPLATE_PARAMS = {
  kasuwa_store_alert: ['store', 'alert'],
  order_received: ['store', 'number', 'total', 'url'],
  order_shipped: ['store', 'number', 'shipping', 'url'],
  order_delivered: ['store', 'number', 'url'],
} as const satisfies { [N in WhatsAppTemplate]: readonly (keyof MessageParams[`whatsapp.${N}`])[] };

export type WhatsAppTemplate = 'kasuwa_store_alert' | 'order_received' | 'order_shipped' | 'order_delivered';

/**
 * Each language of a template is its own template at Meta, approved on its own. Meta's language codes
 * cover English, French and Hausa; Pidgin, Yoruba and Igbo have none, so their templates are registered
 * under their own names (`order_received_yo`) with the code `en`: one name cannot hold two texts under
 * one code (docs/decisions/0018-languages.md).
 */
export const WHATSAPP_TEMPLATE_LANGUAGES: { readonly [L in Locale]: { suffix: string; code: string } } = {
  'en-NG': { suffix: '', code: 'en' },
  fr: { suffix: '', code: 'fr' },
  ha: { suffix: '', code: 'ha' },
  pcm: { suffix: '_pcm', code: 'en' },
  yo: { suffix: '_yo', code: 'en' },
  ig: { suffix: '_ig', code: 'en' },
};

/**
 * The languages whose templates Meta has approved. A template Meta does not know fails for good (and is
 * not retried by SMS), so a language is added here only once its four templates are approved; until then
 * its shoppers get the English template. None of the translations is submitted yet.
 */
export const WHATSAPP_APPROVED_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['en-NG']);

/** A template's name and Meta language code in a language (approved or not). */
export function whatsappTemplateIn(name: WhatsAppTemplate, locale: Locale) {
  const registered = WHATSAPP_TEMPLATE_LANGUAGES[locale];
  return { name: `${name}${registered.suffix}`, language: registered.code };
}

/** A template message as the WhatsApp outbox takes it: name, language, positional parameters, and its text. */
export function whatsappMessage<N extends WhatsAppTemplate>(
  name: N,
  params: MessageParams[`whatsapp.${N}`],
  locale: Locale = DEFAULT_LOCALE,
) {
  const language = WHATSAPP_APPROVED_LOCALES.has(locale) ? locale : DEFAULT_LOCALE;
  const id = `whatsapp.${name}` as const;
  const values = params as unknown as Record<string, string | number | Money>;
  const positional = WHATSAPP_TEMPLATE_PARAMS[name].map((key) => {
    const v = values[key]!;
    return typeof v === 'object' ? moneyText(v, isSmsText(id), language) : String(v);
  });
  return {
    template: { ...whatsappTemplateIn(name, language), params: positional },
    text: (t as (i: string, p: unknown, l: Locale) => string)(id, params, language),
    locale: language,
  };
}
