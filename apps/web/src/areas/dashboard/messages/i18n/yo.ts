import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'messages.description':
    'Àwọn ímeèlì àti SMS tí a fi ránṣẹ́ sí yín àti àwọn oníbàárà yín, pẹ̀lú bí wọ́n ṣe dé.',
  'messages.channel': 'Ọ̀nà',
  'messages.status': 'Ipò',
  'messages.all': 'Gbogbo',
  'messages.channel.email': 'Ímeèlì',
  'messages.status.queued': 'Ó ń dúró',
  'messages.status.sent': 'A ti fi ránṣẹ́',
  'messages.status.delivered': 'Ó ti dé',
  'messages.status.read': 'Wọ́n ti kà á',
  'messages.status.failed': 'Kò lọ',
  'messages.status.logged': 'A kò fi ránṣẹ́',
  'messages.smsPages': '{count, plural, other {ojú-ìwé #}}',
  'messages.empty': 'Kò sí ìfiránṣẹ́ kankan síbẹ̀',
  'messages.emptyText': 'Ìfìdímúlẹ̀ ọ́dà àti ìkìlọ̀ yóò hàn níbí bí a ṣe ń fi wọ́n ránṣẹ́.',
  'messages.summary': '{total, plural, =0 {Kò sí ìfiránṣẹ́} other {{first}–{last} nínú ìfiránṣẹ́ #}}',
  'messages.kind.orderPlaced': 'A ti gba ọ́dà',
  'messages.kind.orderPaid': 'A ti sanwó ọ́dà',
  'messages.kind.orderShipped': 'A ti kó ọ́dà jáde',
  'messages.kind.deliveryConfirmation': 'Ìjẹ́rìí ìfijíṣẹ́',
  'messages.kind.receipt': 'Rìsíìtì',
  'messages.kind.campaign': 'Ìpolówó',
  'messages.kind.promotion': 'Ìgbéga ọjà',
  'messages.kind.storeAlert': 'Ìkìlọ̀ ṣọ́ọ̀bù',
  'messages.kind.newsletter': 'Ìforúkọsílẹ̀ ìwé ìròyìn',
  'messages.kind.contact': 'Ìfiránṣẹ́ ìkànsí',
  'messages.kind.message': 'Ìfiránṣẹ́',
};

export default messages;
export const reviewed: readonly string[] = [];
