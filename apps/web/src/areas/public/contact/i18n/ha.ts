import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'contact.page.eyebrow': 'Tuntuɓe mu',
  'contact.page.title': 'Muna nan don taimaka, awa 24 kullum',
  'contact.page.intro': 'Ku aiko mana saƙo kuma ɗaya daga cikin masu taimakonmu zai amsa muku.',
  'contact.form.success':
    'An aika saƙonku! Ɗaya daga cikin masu taimakonmu zai tuntuɓe ku nan ba da jimawa ba.',
  'contact.form.failure':
    'Ba a aika saƙonku ba. Ku kira wayarmu ko ku aiko mana SMS. Ko kuma ku duba tambayoyinmu (FAQ).',
  'contact.form.name': 'Sunanku',
  'contact.form.email': 'Imel ɗinku',
  'contact.form.subject': 'Maudu’inku',
  'contact.form.message': 'Saƙonku',
  'contact.form.send': 'Aika saƙo',
  'contact.error.nameRequired': 'Ana bukatar sunanku.',
  'contact.error.emailRequired': 'Ana bukatar imel ɗinku.',
  'contact.error.emailInvalid': 'Ku shigar da ingantaccen adireshin imel',
  'contact.error.messageRequired': 'Ana bukatar saƙonku.',
  'contact.error.tooLong': 'Haruffa {max} a mafi yawa.',
  'contact.other.title': 'Wasu hanyoyin tuntuɓar mu',
  'contact.other.channels': '(kira, SMS da WhatsApp)',
  'contact.other.faq': 'Kuna neman amsa da sauri? Ku ziyarci {faq}.',
  'contact.other.faqLink': 'tambayoyinmu',
};

export default messages;
export const reviewed: readonly string[] = [];
