import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'messages.description': 'Les e-mails et SMS envoyés à vous et à vos clients, avec leur statut de remise.',
  'messages.channel': 'Canal',
  'messages.status': 'Statut',
  'messages.all': 'Tous',
  'messages.channel.email': 'E-mail',
  'messages.status.queued': 'En attente',
  'messages.status.sent': 'Envoyé',
  'messages.status.delivered': 'Remis',
  'messages.status.read': 'Lu',
  'messages.status.failed': 'Échec',
  'messages.status.logged': 'Non envoyé',
  'messages.smsPages': '{count, plural, one {# page} other {# pages}}',
  'messages.empty': 'Aucun message pour le moment',
  'messages.emptyText': 'Les confirmations de commande et les alertes apparaissent ici dès leur envoi.',
  'messages.summary':
    '{total, plural, =0 {Aucun message} one {{first}–{last} sur # message} other {{first}–{last} sur # messages}}',
  'messages.kind.orderPlaced': 'Commande reçue',
  'messages.kind.orderPaid': 'Commande payée',
  'messages.kind.orderShipped': 'Commande expédiée',
  'messages.kind.deliveryConfirmation': 'Confirmation de livraison',
  'messages.kind.receipt': 'Reçu',
  'messages.kind.campaign': 'Campagne',
  'messages.kind.promotion': 'Promotion',
  'messages.kind.storeAlert': 'Alerte boutique',
  'messages.kind.newsletter': 'Inscription à la newsletter',
  'messages.kind.contact': 'Message de contact',
  'messages.kind.message': 'Message',
};

export default messages;
export const reviewed: readonly string[] = [];
