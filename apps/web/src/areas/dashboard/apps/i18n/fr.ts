import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'apps.description':
    'Reliez votre boutique à la publicité, aux statistiques, aux flux produits et à la messagerie. Les pixels se chargent seulement après l’accord du client pour les cookies.',
  'apps.group.social': 'Réseaux sociaux et pixels publicitaires',
  'apps.group.analytics': 'Statistiques',
  'apps.group.feeds': 'Flux produits',
  'apps.group.messaging': 'Messagerie',
  'apps.group.listing': 'Annuaires d’entreprises',
  'apps.group.logistics': 'Logistique',
  'apps.status.connected': 'Connectée',
  'apps.status.not_connected': 'Non connectée',
  'apps.status.pending': 'Bientôt disponible',
  'apps.card.id': 'ID',
  'apps.card.secretSince': 'secret {secret} · depuis le {when}',
  'apps.card.copy': 'Copier',
  'apps.card.copied': 'Copié',
  'apps.card.change': 'Modifier',
  'apps.card.connect': 'Connecter',
  'apps.card.disconnect': 'Déconnecter',
  'apps.connectTitle': 'Connecter {app}',
  'apps.keepIt': 'Garder',
  'apps.disconnectTitle': 'Déconnecter {app} ?',
  'apps.disconnectText':
    'Sa balise quitte votre boutique et plus aucun achat ne lui est envoyé. Ses identifiants sont effacés.',
  'apps.disconnectFailed': 'Impossible de déconnecter',
  'apps.meta.publicLabel': 'ID du pixel',
  'apps.meta.publicHelp': 'Events Manager → Sources de données → votre pixel : le numéro sous son nom.',
  'apps.meta.secretLabel': 'Jeton d’accès de l’API Conversions',
  'apps.meta.secretHelp':
    'Events Manager → votre pixel → Paramètres → API Conversions → Générer un jeton d’accès.',
  'apps.ga4.publicLabel': 'ID de mesure',
  'apps.ga4.publicHelp': 'Administration → Flux de données → votre flux Web : il commence par G-.',
  'apps.ga4.secretLabel': 'Code secret de l’API Measurement Protocol',
  'apps.ga4.secretHelp': 'Le même flux de données → Codes secrets de l’API Measurement Protocol → Créer.',
  'apps.form.saved': 'Enregistré : {hint} ; collez-le à nouveau pour changer l’ID.',
  'apps.form.save': 'Enregistrer',
};

export default messages;
export const reviewed: readonly string[] = [];
