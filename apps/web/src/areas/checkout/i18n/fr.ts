import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'checkout.steps': 'Étapes du paiement',
  'checkout.step.plan': 'Choix de la formule',
  'checkout.step.billing': 'Facturation',
  'checkout.step.payment': 'Paiement',
  'checkout.step.done': 'Commande terminée',
  'checkout.accepted': 'Paiements acceptés',
  'checkout.bankTransferBadge': 'Virement',
  'checkout.error': 'Une erreur est survenue sur cette page de paiement.',
  'checkout.noOrder':
    'Ce lien de paiement ne désigne aucune commande : il ne peut donc pas encaisser de paiement. Demandez au vendeur une facture ou un nouveau lien.',
  'checkout.planHint': 'Vous payez votre formule Kasuwa ?',
  'checkout.planLink': 'Choisissez-la sur la page Abonnement',
  'checkout.title': 'Paiement',
  'checkout.loadingMethods': 'Chargement des moyens de paiement',
  'checkout.wallet': 'Portefeuille',
  'checkout.walletText':
    'Payez avec votre portefeuille Paga, une carte, un virement ou l’USSD dans une fenêtre sécurisée.',
  'checkout.payWallet': 'Payer avec le portefeuille',
  'checkout.card': 'Carte',
  'checkout.cardText': 'Mastercard, Visa ou Verve, USSD et canaux bancaires, via Paystack.',
  'checkout.paying': 'Paiement…',
  'checkout.payCard': 'Payer {amount} par carte',
  'checkout.payFlutterwave': 'Payer avec Flutterwave',
  'checkout.bankTransfer': 'Virement',
  'checkout.transferNote': 'Votre commande n’est expédiée qu’une fois votre paiement reçu.',
  'checkout.payTransfer': 'Payer par virement',
  'checkout.walletDialog': 'Paiement par portefeuille',
  'checkout.close': 'Fermer',

  'checkout.result.checking': 'Vérification de votre paiement',
  'checkout.result.paidTitle': 'Paiement reçu',
  'checkout.result.paid':
    'Merci ! Votre paiement de {amount} a été reçu (référence {reference}). Kasuwa le garde en séquestre jusqu’à la réception de votre commande.',
  'checkout.result.waitingTitle': 'En attente de confirmation',
  'checkout.result.waiting': 'Nous attendons que le prestataire de paiement confirme votre paiement.',
  'checkout.result.failed':
    'Votre paiement n’a pas abouti. Vous pouvez réessayer depuis la page de paiement.',

  'checkout.transfer.details': 'Coordonnées du virement',
  'checkout.transfer.bank': 'Banque : {bank}',
  'checkout.transfer.accountNumber': 'Numéro de compte',
  'checkout.transfer.accountName': 'Titulaire du compte : {name}',
  'checkout.transfer.amount': 'Montant',
  'checkout.transfer.writeCode': 'À indiquer sur le virement',
  'checkout.transfer.oneOff': 'Ce compte ne sert qu’à ce paiement : aucune référence à saisir.',
  'checkout.transfer.openUntil':
    'Ouvert jusqu’à {time} (encore {left}). Envoyez le montant exact : un autre montant, ou un virement après cette heure, vous est renvoyé.',
  'checkout.transfer.closed':
    'Ouvert jusqu’à {time} (fermé). Envoyez le montant exact : un autre montant, ou un virement après cette heure, vous est renvoyé.',
  'checkout.copy': 'Copier',
  'checkout.copied': 'Copié',
  'checkout.copyLabel': 'Copier : {label}',
};

export default messages;
export const reviewed: readonly string[] = [];
