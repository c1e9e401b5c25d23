import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'contact.page.eyebrow': 'Contact us',
  'contact.page.title': 'We dey here to help, 24/7',
  'contact.page.intro': 'Send us message and one of our support people go reply you.',
  'contact.form.success': 'Your message don go! One of our support people go contact you soon.',
  'contact.form.failure':
    'Your message no go. Abeg call our phone or send us SMS. You fit also check our FAQ.',
  'contact.form.name': 'Your name',
  'contact.form.email': 'Your e-mail',
  'contact.form.subject': 'Wetin e concern',
  'contact.form.message': 'Your message',
  'contact.form.send': 'Send message',
  'contact.error.nameRequired': 'You must write your name.',
  'contact.error.emailRequired': 'You must write your e-mail.',
  'contact.error.emailInvalid': 'Abeg write correct e-mail address',
  'contact.error.messageRequired': 'You must write your message.',
  'contact.error.tooLong': 'E no fit pass {max} characters.',
  'contact.other.title': 'Other ways to reach us',
  'contact.other.channels': '(call, SMS and WhatsApp)',
  'contact.other.faq': 'You dey find quick answer? Check our {faq}.',
  'contact.other.faqLink': 'FAQ',
};

export default messages;
export const reviewed: readonly string[] = [];
