import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'orders.description': 'Gbogbo ọ́dà tí wọ́n ṣe nínú ṣọ́ọ̀bù yín, àwọn tuntun ló kọ́kọ́ hàn.',
  'orders.search': 'Wá ọ́dà',
  'orders.searchHint': 'Nọ́ńbà ọ́dà, orúkọ oníbàárà tàbí ímeèlì',
  'orders.status': 'Ipò',
  'orders.allStatuses': 'Gbogbo ipò',
  'orders.channel': 'Ọ̀nà',
  'orders.allChannels': 'Gbogbo ọ̀nà',
  'orders.payment': 'Ìsanwó',
  'orders.allPayments': 'Gbogbo ìsanwó',
  'orders.fromDate': 'Láti ọjọ́',
  'orders.toDate': 'Dé ọjọ́',
  'orders.noMatch': 'Kò sí ọ́dà tó bá a mu',
  'orders.noMatchText': 'Ẹ gbìyànjú ipò, ọ̀nà, ìsanwó, ọjọ́ tàbí ìwádìí mìíràn.',
  'orders.clearFilters': 'Pa àwọn àṣẹ̀ rẹ́',
  'orders.noneText': 'Nígbà tí oníbàárà bá parí rírà nínú ṣọ́ọ̀bù yín, ọ́dà náà yóò hàn níbí.',
  'orders.col.order': 'Ọ́dà',
  'orders.col.date': 'Ọjọ́',
  'orders.col.customer': 'Oníbàárà',
  'orders.col.items': 'Ọjà',
  'orders.col.total': 'Àpapọ̀',
  'orders.summary': '{total, plural, =0 {Kò sí ọ́dà} other {{first}–{last} nínú ọ́dà #}}',
};

export default messages;
export const reviewed: readonly string[] = [];
