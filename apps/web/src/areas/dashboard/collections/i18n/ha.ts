import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'collections.list.description':
    'Ku haɗa kaya cikin rukunoni da abokan ciniki za su duba, kamar “Sababbin kaya” ko “Maza”.',
  'collections.list.new': 'Sabon rukuni',
  'collections.list.none': 'Babu rukuni tukuna',
  'collections.list.noneText': 'Rukunoni suna bayyana a shagonku don abokan ciniki su sami abu da sauri.',
  'collections.list.col.collection': 'Rukuni',
  'collections.list.col.address': 'Adireshin yanar gizo',
  'collections.list.col.products': 'Kaya',
  'collections.list.edit': 'Gyara {name}',
  'collections.list.delete': 'Goge {name}',
  'collections.list.deleteTitle': 'A goge wannan rukuni?',
  'collections.list.deleteText': 'Za a cire “{name}”; kayansa suna nan a shagonku.',
  'collections.list.deleteAction': 'Goge rukuni',
  'collections.list.deleteFailed': 'Ba a iya gogewa ba',
  'collections.list.keep': 'A bar shi',
  'collections.form.editTitle': 'Gyara rukuni',
  'collections.form.title': 'Suna',
  'collections.form.titlePlaceholder': 'Sababbin kaya',
  'collections.form.titleRequired': 'Rukuni yana buƙatar suna.',
  'collections.form.tooLong': 'Kada ya wuce haruffa {max}.',
  'collections.form.address': 'Adireshin yanar gizo',
  'collections.form.addressHint': 'Wani ɓangare na mahaɗar rukunin a shagonku',
  'collections.form.addressInvalid': 'Ƙananan haruffa, lambobi da karan-tsaye ɗaya-ɗaya kawai.',
  'collections.form.description': 'Bayani',
  'collections.form.cancel': 'Soke',
  'collections.form.save': 'Ajiye',
  'collections.form.create': 'Ƙirƙiri rukuni',
  'collections.form.saved': 'An ajiye rukuni',
  'collections.form.created': 'An ƙirƙiri rukuni',
};

export default messages;
export const reviewed: readonly string[] = [];
