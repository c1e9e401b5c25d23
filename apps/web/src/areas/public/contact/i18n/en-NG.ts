/** The contact page in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'contact.page.eyebrow': 'Contact us',
  'contact.page.title': 'We are here to help, 24/7',
  'contact.page.intro': 'Send us a message and one of our support agents will get back to you.',
  'contact.form.success':
    'Successfully! Your message was sent. One of our support agent would contact you soon...!!!',
  'contact.form.failure':
    'Failed! Your message was not sent. Please Call our mobile or send us an SMS..!! Alternatively, you can visit our FAQ',
  'contact.form.name': 'Your Name',
  'contact.form.email': 'Your Email',
  'contact.form.subject': 'Your Subject',
  'contact.form.message': 'Your Message',
  'contact.form.send': 'Send Message',
  'contact.error.nameRequired': 'Your name is required.',
  'contact.error.emailRequired': 'Your email is required.',
  'contact.error.emailInvalid': 'Please enter a valid email address',
  'contact.error.messageRequired': 'Your message is required.',
  'contact.error.tooLong': 'At most {max} characters.',
  'contact.other.title': 'Other ways to reach us',
  'contact.other.channels': '(calls, SMS and WhatsApp)',
  'contact.other.faq': 'Looking for a quick answer? Visit our {faq}.',
  'contact.other.faqLink': 'FAQ',
};

export default messages;
export const reviewed: readonly string[] = [];
