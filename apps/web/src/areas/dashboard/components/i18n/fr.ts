import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'dashboard.role.owner': 'Propriétaire',
  'dashboard.role.manager': 'Gérant',
  'dashboard.role.sales': 'Vendeur',
  'dashboard.role.stock': 'Magasinier',
  'dashboard.role.custom': 'Personnalisé',
  'dashboard.store.withRole': '{store} · {role}',
  'dashboard.form.cancel': 'Annuler',
  'dashboard.noAccess.title': "Vous n'avez pas accès à cette page",
  'dashboard.noAccess.text':
    'Votre rôle chez {store} ne comprend pas cette page. Si vous en avez besoin, demandez au propriétaire de la boutique.',
  'dashboard.noAccess.back': "Retour à l'accueil",
};

export default messages;
export const reviewed: readonly string[] = [];
