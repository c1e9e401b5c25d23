import { translate } from './i18n';

const KINDS = {
  'order-placed': 'messages.kind.orderPlaced',
  order_paid: 'messages.kind.orderPaid',
  'order-shipped': 'messages.kind.orderShipped',
  'order-delivered-confirm-receipt': 'messages.kind.deliveryConfirmation',
  receipt: 'messages.kind.receipt',
  campaign: 'messages.kind.campaign',
  store_promotion: 'messages.kind.promotion',
  kasuwa_store_alert: 'messages.kind.storeAlert',
  'newsletter-confirmation': 'messages.kind.newsletter',
  'contact-message': 'messages.kind.contact',
} as const;

/**
 * What a sent message was, in words and in the current language (called while the list draws): the list
 * showed its template id (`order-delivered-confirm-receipt`). A template not listed yet reads as its words.
 */
export function messageKind(template: string): string {
  const known = KINDS[template as keyof typeof KINDS];
  if (known) return translate(known);
  const words = template.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : translate('messages.kind.message');
}
