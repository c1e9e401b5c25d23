import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'collections.list.description':
    'Ẹ kó àwọn ọjà sí àkójọ tí oníbàárà lè wò, bíi “Ọjà tuntun” tàbí “Ọkùnrin”.',
  'collections.list.new': 'Àkójọ tuntun',
  'collections.list.none': 'Kò sí àkójọ ọjà síbẹ̀',
  'collections.list.noneText': 'Àkójọ ọjà ń hàn nínú ṣọ́ọ̀bù yín kí oníbàárà lè rí nǹkan kíákíá.',
  'collections.list.col.collection': 'Àkójọ',
  'collections.list.col.address': 'Àdírẹ́sì wẹ́ẹ̀bù',
  'collections.list.col.products': 'Ọjà',
  'collections.list.edit': 'Ṣàtúnṣe {name}',
  'collections.list.delete': 'Parẹ́ {name}',
  'collections.list.deleteTitle': 'Ṣé kí a pa àkójọ yìí rẹ́?',
  'collections.list.deleteText': 'A ó yọ “{name}” kúrò; àwọn ọjà rẹ̀ yóò wà nínú ṣọ́ọ̀bù yín.',
  'collections.list.deleteAction': 'Pa àkójọ rẹ́',
  'collections.list.deleteFailed': 'A kò lè pa á rẹ́',
  'collections.list.keep': 'Fi sílẹ̀',
  'collections.form.editTitle': 'Ṣàtúnṣe àkójọ',
  'collections.form.title': 'Orúkọ',
  'collections.form.titlePlaceholder': 'Ọjà tuntun',
  'collections.form.titleRequired': 'Àkójọ gbọ́dọ̀ ní orúkọ.',
  'collections.form.tooLong': 'Kò gbọdọ̀ ju lẹ́tà {max} lọ.',
  'collections.form.address': 'Àdírẹ́sì wẹ́ẹ̀bù',
  'collections.form.addressHint': 'Apá kan ìjápọ̀ àkójọ náà nínú ṣọ́ọ̀bù yín',
  'collections.form.addressInvalid': 'Lo lẹ́tà kékeré, nọ́ńbà àti àmì-ìlà kan ṣoṣo.',
  'collections.form.description': 'Àpèjúwe',
  'collections.form.cancel': 'Fagilé',
  'collections.form.save': 'Tọ́jú',
  'collections.form.create': 'Dá àkójọ',
  'collections.form.saved': 'A ti tọ́jú àkójọ',
  'collections.form.created': 'A ti dá àkójọ',
};

export default messages;
export const reviewed: readonly string[] = [];
