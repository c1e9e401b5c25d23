import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'cookies.banner.label': 'Consentement aux cookies',
  'cookies.banner.text':
    'Nous utilisons des cookies essentiels pour vous garder connecté. Avec votre accord, nous utilisons aussi des cookies de mesure d’audience pour améliorer Kasuwa.',
  'cookies.banner.more': 'En savoir plus',
  'cookies.banner.accept': 'Accepter',
  'cookies.banner.decline': 'Refuser',
};

export default messages;
export const reviewed: readonly string[] = [];
