import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'money.somethingWrong': 'Une erreur est survenue.',
  'money.signIn': 'Se connecter',
  'money.inEscrow': 'En séquestre',
  'money.available': 'Disponible',
  'money.availableBalance': 'Solde disponible',
  'money.paidOut': 'Versé',
  'money.escrowExplainer':
    'Les paiements restent en séquestre jusqu’à ce que le client confirme la réception (ou 7 jours sans réclamation) ; le montant, moins 1,5 % de frais, devient alors disponible. Les versements en naira arrivent sous 24 heures ; en USD, GBP et EUR sous 7 jours ouvrés.',
  'money.payouts': 'Versements',
  'money.transactions': 'Mouvements',
  'money.bankAccount': 'Compte bancaire',
  'money.amount': 'Montant',
  'money.requestPayout': 'Demander un versement',
  'money.noPayouts': 'Aucun versement : demandez-en un quand de l’argent est disponible.',
  'money.col.requested': 'Demandé le',
  'money.col.to': 'Vers',
  'money.col.status': 'Statut',
  'money.col.date': 'Date',
  'money.col.what': 'Objet',
  'money.col.account': 'Compte',
  'money.payoutStatus.processing': 'En cours',
  'money.payoutStatus.paid': 'Versé',
  'money.payoutStatus.failed': 'Échoué',
  'money.returned': '{reason} : remis sur votre solde',
  'money.noTransactions': 'Aucun mouvement pour l’instant : votre première vente apparaîtra ici.',
  'money.account.escrow': 'Séquestre',
  'money.account.available': 'Disponible',
  'money.account.payoutPending': 'Versement en attente',
  'money.bank': 'Banque',
  'money.accountNumber': 'Numéro de compte',
  'money.verifySave': 'Vérifier et enregistrer',
  'money.saved': 'Enregistré : {name}',
};

export default messages;
export const reviewed: readonly string[] = [];
