import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'errorPage.notFound.title': 'PAGE INTROUVABLE',
  'errorPage.notFound.text':
    'La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse, ou repartez de l’accueil.',
  'errorPage.notFound.home': 'Retour à l’accueil',
};

export default messages;
export const reviewed: readonly string[] = [];
