import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'customers.list.description':
    'Gbogbo ẹni tó ti ra nínú ṣọ́ọ̀bù yín tàbí tí ẹ gbé wọlé, ní nọ́ńbà fóònù: ohun tí wọ́n rà, àkíyèsí yín àti bóyá wọ́n gbà fún ìpolówó.',
  'customers.list.export': 'Gbé CSV jáde',
  'customers.list.search': 'Wá oníbàárà',
  'customers.list.searchHint': 'Orúkọ, fóònù tàbí ímeèlì',
  'customers.list.marketing': 'Ìpolówó',
  'customers.list.everyone': 'Gbogbo ènìyàn',
  'customers.list.accepts': 'Gbà fún ìpolówó',
  'customers.list.doesNot': 'Kò gbà',
  'customers.list.sortBy': 'To wọ́n nípa',
  'customers.list.sort.recent': 'Ọ́dà tó kẹ́yìn',
  'customers.list.sort.orders': 'Ọ́dà tó pọ̀ jù',
  'customers.list.sort.spent': 'Ẹni tó ná jù',
  'customers.list.sort.name': 'Orúkọ',
  'customers.list.tag': 'Àmì',
  'customers.list.tagHint': 'Àmì, bíi vip',
  'customers.list.noMatch': 'Kò sí oníbàárà tó bá a mu',
  'customers.list.noMatchText': 'Ẹ gbìyànjú ìwádìí tàbí àṣẹ̀ mìíràn.',
  'customers.list.none': 'Kò sí oníbàárà síbẹ̀',
  'customers.list.noneText':
    'Tí ẹnìkan bá ra nínú ṣọ́ọ̀bù yín tàbí tí ẹ fi ìwé owó ránṣẹ́ sí i, yóò hàn níbí pẹ̀lú nọ́ńbà fóònù rẹ̀. Ẹ tún lè gbé àwọn nọ́ńbà inú fóònù yín wọlé.',
  'customers.list.summary': '{total, plural, =0 {Kò sí oníbàárà} other {{first}–{last} nínú oníbàárà #}}',
  'customers.card.noName': 'Kò ní orúkọ',
  'customers.card.open': 'Ṣí {name}',
  'customers.card.orders': '{orders, plural, other {ọ́dà #}}',
  'customers.card.ordersInvoices': '{orders, plural, other {ọ́dà #}} · {invoices, plural, other {ìwé owó #}}',
  'customers.card.notAsked': 'A kò béèrè ìpolówó',
  'customers.card.imported': 'A gbé e wọlé {date}',
  'customers.card.lastOrder': 'Ọ́dà tó kẹ́yìn {date}',
  'customers.card.lastOrderOrInvoice': 'Ọ́dà tàbí ìwé owó tó kẹ́yìn {date}',
  'customers.drawer.summary': '{orders, plural, other {ọ́dà #}}, {spent} · oníbàárà láti {date}',
  'customers.drawer.invoices':
    '{count, plural, other {Ìwé owó # ti lọ}}; ìwé owó tí wọ́n ti san ni a kà lẹ́ẹ̀kan nínú ọ́dà àti owó tí wọ́n ná.',
  'customers.drawer.consentYes': 'Ó gbà fún ìránṣẹ́ ìpolówó ní {date}.',
  'customers.drawer.consentUnknown':
    'Nọ́ńbà tí a gbé wọlé: a kò béèrè nípa ìpolówó rí, nítorí náà kò sí ìpolongo tí yóò dé ọ̀dọ̀ rẹ̀ títí yóò fi gbà ní ìparí rírà.',
  'customers.drawer.consentNo': 'Kò gbà fún ìránṣẹ́ ìpolówó: ìránṣẹ́ ọ́dà nìkan ló ń dé ọ̀dọ̀ rẹ̀.',
  'customers.drawer.tags': 'Àmì',
  'customers.drawer.tagsHint': 'Fún àwọn ẹgbẹ́ tiyín, bíi vip tàbí olówó ọjà púpọ̀. Ẹ tẹ Enter lẹ́yìn ọ̀kọ̀ọ̀kan.',
  'customers.drawer.notes': 'Àkíyèsí',
  'customers.drawer.stopMarketing': 'Wọ́n ní kí a dá ìpolówó dúró',
  'customers.drawer.save': 'Tọ́jú',
  'customers.import.button': 'Gbé nọ́ńbà wọlé',
  'customers.import.intro':
    'Ẹ yan fáìlì CSV tó ní ọ̀wọ́n orúkọ, fóònù àti ímeèlì, tàbí fáìlì nọ́ńbà (.vcf) tí fóònù yín gbé jáde. A ń mọ nọ́ńbà ní gbogbo ọ̀nà tí a ń kọ ọ́ ní Nàìjíríà, nítorí náà kò sí ẹni tí a ó fi kún lẹ́ẹ̀mejì.',
  'customers.import.file': 'Fáìlì nọ́ńbà',
  'customers.import.choose': 'Yan fáìlì .csv tàbí .vcf',
  'customers.import.action': 'Gbé e wọlé',
  'customers.import.done': 'Ó ti parí',
  'customers.import.readFailed': 'A kò lè ka fáìlì yìí. Ẹ tún un yàn.',
  'customers.import.tooLarge': 'Fáìlì náà ti tóbi jù: 3 MB ló pọ̀ jù. Ẹ gbé nọ́ńbà jáde láìsí àwòrán.',
  'customers.import.title': 'A ti gbé nọ́ńbà wọlé',
  'customers.import.summary':
    'A fi {imported, plural, other {oníbàárà tuntun #}} kún un, a da {merged, plural, other {nọ́ńbà #}} pọ̀, a fò {skipped, plural, other {nọ́ńbà #}} ru. Nọ́ńbà tí a gbé wọlé kò ní gba ìránṣẹ́ ìpolówó títí wọn yóò fi gbà ní ìparí rírà.',
  'customers.import.merged': 'A da {name} pọ̀: {reason}',
  'customers.import.skipped': 'A fò {name} ru: {reason}',
  'customers.import.contact': 'nọ́ńbà {entry}',
  'customers.import.reason.existing': 'ó ti jẹ́ oníbàárà, a fi í sílẹ̀ bẹ́ẹ̀',
  'customers.import.reason.duplicate': 'nọ́ńbà kan náà pẹ̀lú èyí tó ṣáájú nínú fáìlì',
  'customers.import.reason.noPhone': 'kò ní nọ́ńbà fóònù',
  'customers.import.reason.invalidPhone': 'nọ́ńbà fóònù kò tọ̀nà',
};

export default messages;
export const reviewed: readonly string[] = [];
