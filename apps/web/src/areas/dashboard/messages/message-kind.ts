const KINDS: Record<string, string> = {
  'order-placed': 'Order received',
  order_paid: 'Order paid',
  'order-shipped': 'Order shipped',
  'order-delivered-confirm-receipt': 'Delivery confirmation',
  receipt: 'Receipt',
  campaign: 'Campaign',
  store_promotion: 'Promotion',
  kasuwa_store_alert: 'Store alert',
  'newsletter-confirmation': 'Newsletter sign-up',
  'contact-message': 'Contact message',
};

/** What a sent message was, in words: the list showed its template id (`order-delivered-confirm-receipt`). */
export function messageKind(template: string): string {
  const known = KINDS[template];
  if (known) return known;
  const words = template.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Message';
}
