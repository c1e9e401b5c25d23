import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'messages.description': 'The e-mails and SMS wey we send to you and your customers, and whether dem reach.',
  'messages.channel': 'Channel',
  'messages.status': 'Status',
  'messages.all': 'All',
  'messages.channel.email': 'E-mail',
  'messages.status.queued': 'E dey line',
  'messages.status.sent': 'E don send',
  'messages.status.delivered': 'E don reach',
  'messages.status.read': 'Dem don read am',
  'messages.status.failed': 'E no go',
  'messages.status.logged': 'We no send am',
  'messages.smsPages': '{count, plural, one {# page} other {# pages}}',
  'messages.empty': 'No message yet',
  'messages.emptyText': 'Order confirmation and alert go show here as we send dem.',
  'messages.summary': '{total, plural, =0 {No message} other {{first}–{last} of # messages}}',
  'messages.kind.orderPlaced': 'Order don enter',
  'messages.kind.orderPaid': 'Order don pay',
  'messages.kind.orderShipped': 'Order don comot',
  'messages.kind.deliveryConfirmation': 'Confirm say e reach',
  'messages.kind.receipt': 'Receipt',
  'messages.kind.campaign': 'Campaign',
  'messages.kind.promotion': 'Promo',
  'messages.kind.storeAlert': 'Shop alert',
  'messages.kind.newsletter': 'Newsletter sign-up',
  'messages.kind.contact': 'Contact message',
  'messages.kind.message': 'Message',
};

export default messages;
export const reviewed: readonly string[] = [];
