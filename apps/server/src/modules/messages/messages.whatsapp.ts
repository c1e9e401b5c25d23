import { isSmsText, moneyText, t } from './messages.format';
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

/** A template message as the WhatsApp outbox takes it: name, language, positional parameters, and its text. */
export function whatsappMessage<N extends WhatsAppTemplate>(name: N, params: MessageParams[`whatsapp.${N}`]) {
  const id = `whatsapp.${name}` as const;
  const values = params as unknown as Record<string, string | number | Money>;
  const positional = WHATSAPP_TEMPLATE_PARAMS[name].map((key) => {
    const v = values[key]!;
    return typeof v === 'object' ? moneyText(v, isSmsText(id)) : String(v);
  });
  return {
    template: { name, language: 'en', params: positional },
    text: (t as (i: string, p: unknown) => string)(id, params),
  };
}
