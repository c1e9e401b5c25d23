import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'subscribe.page.title': 'Abonnez-vous à notre lettre d’information',
  'subscribe.page.intro':
    'Conseils de vente, nouveautés et histoires de vendeurs d’Afrique. Deux e-mails par mois au plus ; désabonnement à tout moment.',
  'subscribe.form.fullName': 'Nom complet',
  'subscribe.form.email': 'E-mail',
  'subscribe.form.phone': 'Téléphone',
  'subscribe.form.submit': 'S’abonner',
  'subscribe.form.retry': 'Veuillez réessayer dans un instant.',
  'subscribe.error.nameRequired': 'Le nom complet est requis.',
  'subscribe.error.emailRequired': 'L’e-mail est requis.',
  'subscribe.error.emailInvalid': 'Saisissez une adresse e-mail valide',
  'subscribe.error.tooLong': '{max} caractères au maximum.',
  'subscribe.token.newsletter': 'Lettre d’information Kasuwa',
  'subscribe.token.invalidLink': 'Ce lien n’est pas valide ou a déjà servi.',
  'subscribe.token.confirming': 'Confirmation de votre abonnement',
  'subscribe.token.unsubscribe': 'Se désabonner',
};

export default messages;
export const reviewed: readonly string[] = [];
