import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'apps.description':
    'So ṣọ́ọ̀bù yín pọ̀ mọ́ ìpolówó, ìṣirò, àkójọ ọjà àti ọ̀rọ̀ fífiránṣẹ́. Pixel máa ń ṣiṣẹ́ lórí ṣọ́ọ̀bù yín nígbà tí oníbàárà bá gba cookies nìkan.',
  'apps.group.social': 'Ìkànnì àjọlò àti pixel ìpolówó',
  'apps.group.analytics': 'Ìṣirò',
  'apps.group.feeds': 'Àkójọ ọjà',
  'apps.group.messaging': 'Ọ̀rọ̀ fífiránṣẹ́',
  'apps.group.listing': 'Àkọsílẹ̀ iṣẹ́',
  'apps.group.logistics': 'Ìkẹ́rù',
  'apps.status.connected': 'Ó ti so pọ̀',
  'apps.status.not_connected': 'Kò tíì so pọ̀',
  'apps.status.pending': 'Ó ń bọ̀ láìpẹ́',
  'apps.card.id': 'ID',
  'apps.card.secretSince': 'àṣírí {secret} · láti {when}',
  'apps.card.copy': 'Àdàkọ',
  'apps.card.copied': 'A ti ṣe àdàkọ',
  'apps.card.change': 'Yí padà',
  'apps.card.connect': 'So pọ̀',
  'apps.card.disconnect': 'Já a',
  'apps.connectTitle': 'So {app} pọ̀',
  'apps.keepIt': 'Fi sílẹ̀',
  'apps.disconnectTitle': 'Ṣé kí a já {app}?',
  'apps.disconnectText':
    'Àmì rẹ̀ yóò kúrò lórí ṣọ́ọ̀bù yín, a kò sì ní fi rírà ránṣẹ́ sí i mọ́. A ó gbàgbé àwọn ID rẹ̀.',
  'apps.disconnectFailed': 'A kò lè já a',
  'apps.meta.publicLabel': 'Pixel ID',
  'apps.meta.publicHelp': 'Events Manager → Data sources → pixel yín: nọ́ńbà tó wà lábẹ́ orúkọ rẹ̀.',
  'apps.meta.secretLabel': 'Conversions API access token',
  'apps.meta.secretHelp': 'Events Manager → pixel yín → Settings → Conversions API → Generate access token.',
  'apps.ga4.publicLabel': 'Measurement ID',
  'apps.ga4.publicHelp': 'Admin → Data streams → web stream yín: ó bẹ̀rẹ̀ pẹ̀lú G-.',
  'apps.ga4.secretLabel': 'Measurement Protocol API secret',
  'apps.ga4.secretHelp': 'Data stream kan náà → Measurement Protocol API secrets → Create.',
  'apps.form.saved': 'A ti fipamọ́: {hint}; ẹ tún lẹ̀ ẹ́ láti yí ID padà.',
  'apps.form.save': 'Fipamọ́',
};

export default messages;
export const reviewed: readonly string[] = [];
