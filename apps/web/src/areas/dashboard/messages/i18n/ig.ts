import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'messages.description': 'Ozi-e na SMS ezigara gị na ndị ahịa gị, ya na ma ha ruru.',
  'messages.channel': 'Ụzọ',
  'messages.status': 'Ọnọdụ',
  'messages.all': 'Ha niile',
  'messages.channel.email': 'Ozi-e',
  'messages.status.queued': 'Na-eche',
  'messages.status.sent': 'Ezigala',
  'messages.status.delivered': 'Eruola',
  'messages.status.read': 'Agụọla ya',
  'messages.status.failed': 'Agaghị',
  'messages.status.logged': 'Ezigaghị ya',
  'messages.smsPages': '{count, plural, other {peeji #}}',
  'messages.empty': 'Enwebeghị ozi',
  'messages.emptyText': 'Nkwenye ọda na ọkwa ga-apụta ebe a ka a na-eziga ha.',
  'messages.summary': '{total, plural, =0 {Enweghị ozi} other {{first}–{last} n’ime ozi #}}',
  'messages.kind.orderPlaced': 'Anatala ọda',
  'messages.kind.orderPaid': 'Akwụọla ụgwọ ọda',
  'messages.kind.orderShipped': 'Ezipụla ọda',
  'messages.kind.deliveryConfirmation': 'Nkwenye nnyefe',
  'messages.kind.receipt': 'Rịsịtị',
  'messages.kind.campaign': 'Mgbasa ozi',
  'messages.kind.promotion': 'Mgbasa ahịa',
  'messages.kind.storeAlert': 'Ọkwa ụlọ ahịa',
  'messages.kind.newsletter': 'Ndebanye aha akwụkwọ ozi',
  'messages.kind.contact': 'Ozi kpọtụrụ',
  'messages.kind.message': 'Ozi',
};

export default messages;
export const reviewed: readonly string[] = [];
