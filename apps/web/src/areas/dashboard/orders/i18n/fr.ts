import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'orders.description': 'Toutes les commandes passées dans votre boutique, les plus récentes d’abord.',
  'orders.search': 'Rechercher une commande',
  'orders.searchHint': 'N° de commande, nom ou e-mail du client',
  'orders.status': 'Statut',
  'orders.allStatuses': 'Tous les statuts',
  'orders.channel': 'Canal',
  'orders.allChannels': 'Tous les canaux',
  'orders.payment': 'Paiement',
  'orders.allPayments': 'Tous les paiements',
  'orders.fromDate': 'Date de début',
  'orders.toDate': 'Date de fin',
  'orders.noMatch': 'Aucune commande ne correspond',
  'orders.noMatchText': 'Essayez un autre statut, canal, paiement, période ou recherche.',
  'orders.clearFilters': 'Effacer les filtres',
  'orders.noneText': 'Quand un client valide sa commande dans votre boutique, elle s’affiche ici.',
  'orders.col.order': 'Commande',
  'orders.col.date': 'Date',
  'orders.col.customer': 'Client',
  'orders.col.items': 'Articles',
  'orders.col.total': 'Total',
  'orders.summary':
    '{total, plural, =0 {Aucune commande} one {{first}–{last} sur # commande} other {{first}–{last} sur # commandes}}',
};

export default messages;
export const reviewed: readonly string[] = [];
