import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'contact.page.eyebrow': 'Nous contacter',
  'contact.page.title': 'Nous sommes là pour vous aider, 24 h/24, 7 j/7',
  'contact.page.intro': 'Envoyez-nous un message, un membre de notre assistance vous répondra.',
  'contact.form.success': 'Votre message est parti ! Un membre de notre assistance vous contactera bientôt.',
  'contact.form.failure':
    'Échec : votre message n’est pas parti. Appelez-nous ou envoyez-nous un SMS, ou consultez notre FAQ.',
  'contact.form.name': 'Votre nom',
  'contact.form.email': 'Votre e-mail',
  'contact.form.subject': 'Objet',
  'contact.form.message': 'Votre message',
  'contact.form.send': 'Envoyer',
  'contact.error.nameRequired': 'Votre nom est requis.',
  'contact.error.emailRequired': 'Votre e-mail est requis.',
  'contact.error.emailInvalid': 'Saisissez une adresse e-mail valide',
  'contact.error.messageRequired': 'Votre message est requis.',
  'contact.error.tooLong': '{max} caractères au maximum.',
  'contact.other.title': 'Autres moyens de nous joindre',
  'contact.other.channels': '(appels, SMS et WhatsApp)',
  'contact.other.faq': 'Besoin d’une réponse rapide ? Consultez notre {faq}.',
  'contact.other.faqLink': 'FAQ',
};

export default messages;
export const reviewed: readonly string[] = [];
