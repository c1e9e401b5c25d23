import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'contact.page.eyebrow': 'Kàn sí wa',
  'contact.page.title': 'A wà níbí láti ràn yín lọ́wọ́, 24/7',
  'contact.page.intro': 'Ẹ fi ìránṣẹ́ ránṣẹ́ sí wa, ọ̀kan lára àwọn òṣìṣẹ́ ìrànlọ́wọ́ wa á dá yín lóhùn.',
  'contact.form.success': 'A ti fi ìránṣẹ́ yín ránṣẹ́! Ọ̀kan lára àwọn òṣìṣẹ́ ìrànlọ́wọ́ wa á kàn sí yín láìpẹ́.',
  'contact.form.failure':
    'A kò rí ìránṣẹ́ yín fi ránṣẹ́. Ẹ jọ̀ọ́ ẹ pe fóònù wa tàbí kí ẹ fi SMS ránṣẹ́ sí wa. Ẹ tún lè wo ìbéèrè (FAQ) wa.',
  'contact.form.name': 'Orúkọ yín',
  'contact.form.email': 'Ímeèlì yín',
  'contact.form.subject': 'Àkòrí yín',
  'contact.form.message': 'Ìránṣẹ́ yín',
  'contact.form.send': 'Fi ìránṣẹ́ ránṣẹ́',
  'contact.error.nameRequired': 'A nílò orúkọ yín.',
  'contact.error.emailRequired': 'A nílò ímeèlì yín.',
  'contact.error.emailInvalid': 'Ẹ jọ̀ọ́ ẹ tẹ àdírẹ́sì ímeèlì tó tọ́',
  'contact.error.messageRequired': 'A nílò ìránṣẹ́ yín.',
  'contact.error.tooLong': 'Ẹ̀yà {max} ní ọ̀pọ̀ jùlọ.',
  'contact.other.title': 'Àwọn ọ̀nà mìíràn láti kàn sí wa',
  'contact.other.channels': '(ìpè, SMS àti WhatsApp)',
  'contact.other.faq': 'Ṣé ẹ ń wá ìdáhùn kíákíá? Ẹ wo {faq} wa.',
  'contact.other.faqLink': 'ìbéèrè',
};

export default messages;
export const reviewed: readonly string[] = [];
