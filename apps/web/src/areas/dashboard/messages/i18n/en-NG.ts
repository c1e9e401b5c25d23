/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'messages.description': 'The e-mails and SMS sent to you and your customers, with their delivery status.',
  'messages.channel': 'Channel',
  'messages.status': 'Status',
  'messages.all': 'All',
  'messages.channel.email': 'E-mail',
  'messages.status.queued': 'Queued',
  'messages.status.sent': 'Sent',
  'messages.status.delivered': 'Delivered',
  'messages.status.read': 'Read',
  'messages.status.failed': 'Failed',
  'messages.status.logged': 'Not sent',
  'messages.smsPages': '{count, plural, one {# page} other {# pages}}',
  'messages.empty': 'No messages yet',
  'messages.emptyText': 'Order confirmations and alerts appear here as they are sent.',
  'messages.summary':
    '{total, plural, =0 {No messages} one {Showing {first}–{last} of # message} other {Showing {first}–{last} of # messages}}',
  'messages.kind.orderPlaced': 'Order received',
  'messages.kind.orderPaid': 'Order paid',
  'messages.kind.orderShipped': 'Order shipped',
  'messages.kind.deliveryConfirmation': 'Delivery confirmation',
  'messages.kind.receipt': 'Receipt',
  'messages.kind.campaign': 'Campaign',
  'messages.kind.promotion': 'Promotion',
  'messages.kind.storeAlert': 'Store alert',
  'messages.kind.newsletter': 'Newsletter sign-up',
  'messages.kind.contact': 'Contact message',
  'messages.kind.message': 'Message',
};

export default messages;
export const reviewed: readonly string[] = [];
