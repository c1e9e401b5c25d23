import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'contact.page.eyebrow': 'Kpọtụrụ anyị',
  'contact.page.title': 'Anyị nọ ebe a inyere aka, 24/7',
  'contact.page.intro': 'Zitere anyị ozi, otu n’ime ndị enyemaka anyị ga-azaghachi gị.',
  'contact.form.success': 'Ezigala ozi gị! Otu n’ime ndị enyemaka anyị ga-akpọtụrụ gị n’oge na-adịghị anya.',
  'contact.form.failure':
    'Ezigaghị ozi gị. Biko kpọọ ekwentị anyị ma ọ bụ zitere anyị SMS. Ị nwekwara ike ilele ajụjụ (FAQ) anyị.',
  'contact.form.name': 'Aha gị',
  'contact.form.email': 'Ozi-e gị',
  'contact.form.subject': 'Isiokwu gị',
  'contact.form.message': 'Ozi gị',
  'contact.form.send': 'Zipu ozi',
  'contact.error.nameRequired': 'Achọrọ aha gị.',
  'contact.error.emailRequired': 'Achọrọ ozi-e gị.',
  'contact.error.emailInvalid': 'Biko tinye adreesị ozi-e ziri ezi',
  'contact.error.messageRequired': 'Achọrọ ozi gị.',
  'contact.error.tooLong': 'Mkpụrụ {max} kachasị.',
  'contact.other.title': 'Ụzọ ndị ọzọ iji kpọtụrụ anyị',
  'contact.other.channels': '(oku, SMS na WhatsApp)',
  'contact.other.faq': 'Ị na-achọ azịza ngwa ngwa? Gaa na {faq} anyị.',
  'contact.other.faqLink': 'ajụjụ',
};

export default messages;
export const reviewed: readonly string[] = [];
