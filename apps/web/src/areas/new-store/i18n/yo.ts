import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'newStore.title': 'Ṣí ṣọ́ọ̀bù yín',
  'newStore.intro':
    '{name, select, none {Ẹ fún ṣọ́ọ̀bù yín ní orúkọ kí ẹ sì yan àdírẹ́sì rẹ̀.} other {{name}, ẹ fún ṣọ́ọ̀bù yín ní orúkọ kí ẹ sì yan àdírẹ́sì rẹ̀.}} Ẹ lè yí ìrísí rẹ̀ padà nígbàkúgbà.',
  'newStore.name': 'Orúkọ ṣọ́ọ̀bù',
  'newStore.address': 'Àdírẹ́sì ṣọ́ọ̀bù',
  'newStore.addressHint': 'Lẹ́tà kékeré, nọ́ńbà àti àmì (-) nìkan.',
  'newStore.checking': 'À ń ṣàyẹ̀wò…',
  'newStore.available': '{address} wà fún yín',
  'newStore.category': 'Kí ni ẹ ń tà?',
  'newStore.categoryHint': 'Yan irú òwò',
  'newStore.theme': 'Ìrísí',
  'newStore.description': 'Àpèjúwe kúkúrú (tí ẹ bá fẹ́)',
  'newStore.descriptionHint': 'Ọbẹ̀, àtà àti ìpanu tí a ṣe nílé, a ń fi ránṣẹ́ káàkiri Èkó.',
  'newStore.submit': 'Ṣí ṣọ́ọ̀bù',

  'newStore.themeText.soko': 'Ọ̀pá ọjà tó mọ́lẹ̀, ìwákiri lókè àti káàdì ọjà onígun yíyí, fún ọjà ojoojúmọ́.',
  'newStore.themeText.adire': 'Àkọlé tó lẹ́wà àti àlàfo tó fẹ̀, fún aṣọ, ẹwà àti iṣẹ́ ọnà.',
  'newStore.themeText.ekoNight':
    'Ojú-ìwé dúdú pẹ̀lú àkọlé tó ń léfòó àti káàdì tó ń tàn, fún gajẹ́ẹ̀tì àti ẹ̀rọ.',

  'newStore.cat.building': 'Ìkọ́lé',
  'newStore.cat.industrial': 'Ilé-iṣẹ́ àti sáyẹ́ǹsì',
  'newStore.cat.beauty': 'Ẹwà àti ìtọ́jú ara',
  'newStore.cat.health': 'Ìlera',
  'newStore.cat.food': 'Oúnjẹ àti ohun mímu',
  'newStore.cat.office': 'Ohun èlò ọ́fíìsì',
  'newStore.cat.home': 'Ọ̀ṣọ́ ilé',
  'newStore.cat.toys': 'Ohun ìṣeré ọmọdé',
  'newStore.cat.sport': 'Eré ìdárayá',
  'newStore.cat.arts': 'Iṣẹ́ ọnà',
  'newStore.cat.baby': 'Ọmọ ọwọ́ àti aboyún',
  'newStore.cat.tools': 'Irinṣẹ́ àti ẹ̀rọ',
  'newStore.cat.electronics': 'Ẹ̀rọ abánáṣiṣẹ́',
  'newStore.cat.furniture': 'Àga àti tábìlì',
  'newStore.cat.automotive': 'Ọkọ̀ àti ẹ̀yà ọkọ̀',
  'newStore.cat.jewelry': 'Ohun ọ̀ṣọ́ ara',
  'newStore.cat.gadget': 'Gajẹ́ẹ̀tì',
  'newStore.cat.fashion': 'Aṣọ àti àṣà',
  'newStore.cat.book': 'Ìwé',
  'newStore.cat.agro': 'Ọjà oko',

  'newStore.field.nameRequired': 'Ẹ kọ orúkọ ṣọ́ọ̀bù.',
  'newStore.field.nameShort': 'Orúkọ ṣọ́ọ̀bù gbọdọ̀ ní ó kéré tán lẹ́tà 2.',
  'newStore.field.nameLong': 'Orúkọ ṣọ́ọ̀bù kò gbọdọ̀ ju lẹ́tà 80 lọ.',
  'newStore.field.category': 'Ẹ yan irú òwò.',
  'newStore.field.theme': 'Ẹ yan ọ̀kan nínú ìrísí mẹ́ta.',
  'newStore.field.descriptionLong': 'Àpèjúwe kò gbọdọ̀ ju lẹ́tà 500 lọ.',
  'newStore.field.subdomainEmpty': 'Ẹ kọ àdírẹ́sì ṣọ́ọ̀bù.',
  'newStore.field.subdomainLong': 'Àdírẹ́sì kò gbọdọ̀ ju lẹ́tà 63 lọ.',
  'newStore.field.subdomainInvalid': 'Lẹ́tà kékeré, nọ́ńbà àti àmì (-) nìkan; ẹ má fi (-) bẹ̀rẹ̀ tàbí parí rẹ̀.',
  'newStore.field.subdomainReserved': 'A ti fi àdírẹ́sì yìí pamọ́. Ẹ yan òmíràn.',
};

export default messages;
export const reviewed: readonly string[] = [];
