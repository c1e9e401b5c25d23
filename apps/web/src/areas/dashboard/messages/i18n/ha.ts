import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'messages.description': 'Imel da SMS da aka aika muku da abokan cinikinku, tare da ko sun isa.',
  'messages.channel': 'Hanya',
  'messages.status': 'Matsayi',
  'messages.all': 'Duka',
  'messages.channel.email': 'Imel',
  'messages.status.queued': 'Yana jira',
  'messages.status.sent': 'An aika',
  'messages.status.delivered': 'Ya isa',
  'messages.status.read': 'An karanta',
  'messages.status.failed': 'Ya gaza',
  'messages.status.logged': 'Ba a aika ba',
  'messages.smsPages': '{count, plural, other {shafi #}}',
  'messages.empty': 'Babu saƙo tukuna',
  'messages.emptyText': 'Tabbacin oda da sanarwa za su bayyana a nan idan an aika su.',
  'messages.summary': '{total, plural, =0 {Babu saƙo} other {{first}–{last} cikin saƙo #}}',
  'messages.kind.orderPlaced': 'An karɓi oda',
  'messages.kind.orderPaid': 'An biya oda',
  'messages.kind.orderShipped': 'An aika oda',
  'messages.kind.deliveryConfirmation': 'Tabbatar da isarwa',
  'messages.kind.receipt': 'Rasiɗi',
  'messages.kind.campaign': 'Talla',
  'messages.kind.promotion': 'Tallan shago',
  'messages.kind.storeAlert': 'Sanarwar shago',
  'messages.kind.newsletter': 'Rajistar wasiƙar labarai',
  'messages.kind.contact': 'Saƙon tuntuɓa',
  'messages.kind.message': 'Saƙo',
};

export default messages;
export const reviewed: readonly string[] = [];
