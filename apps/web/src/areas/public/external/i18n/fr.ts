import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'external.page.title': 'external works!',
  'external.page.text':
    'Cette page remplace les liens vers d’autres sites. Quand une page Kasuwa mène hors de Kasuwa, vous voyez d’abord quel site vous allez ouvrir, et vous ne continuez que si vous lui faites confiance.',
  'external.page.help': 'Besoin d’aide ? Consultez la {support}.',
  'external.page.supportLink': 'page d’assistance',
  'external.page.home': 'Retour à l’accueil',
};

export default messages;
export const reviewed: readonly string[] = [];
