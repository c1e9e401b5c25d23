import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'app.loadingDashboard': 'Chargement de votre tableau de bord',
  'app.loadingKasuwa': 'Chargement de Kasuwa',
  'app.error.title': 'Un problème est survenu',
  'app.error.status': 'La page a répondu avec le statut {status}.',
  'app.error.text':
    'Impossible de charger cette page. La recharger règle souvent le problème ; sinon, contactez l’assistance.',
  'app.error.reload': 'Recharger la page',
  'app.error.home': 'Aller à l’accueil',
  'app.error.network': 'Impossible de joindre Kasuwa. Vérifiez votre connexion et réessayez.',
  'app.error.tryAgain': 'Un problème est survenu. Veuillez réessayer.',
  'app.error.offlineChange':
    'Vous êtes hors ligne : cette modification n’a pas été enregistrée. Réessayez une fois la connexion revenue.',
  'app.error.badRequest': 'La requête n’est pas valide.',
  'app.error.deleteFailed': 'Suppression impossible',
  'app.brand.home': 'Accueil Kasuwa',
};

export default messages;
export const reviewed: readonly string[] = [];
