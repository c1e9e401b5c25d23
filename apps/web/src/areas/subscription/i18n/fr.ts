import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'subscription.title': 'Abonnement',
  'subscription.backToDashboard': 'Retour au tableau de bord',
  'subscription.loading': 'Chargement',
  'subscription.included': 'Inclus',
  'subscription.locked': 'Verrouillé',
  'subscription.comingSoon': 'Bientôt disponible',
  'subscription.withSoon': '{words} (bientôt)',
  'subscription.currentPlan': 'Formule actuelle',
  'subscription.status': '{status, select, active {active} grace {Paiement en retard} other {résiliée}}',
  'subscription.interval': '{interval, select, annual {Annuelle} other {Mensuelle}}',
  'subscription.period': '{interval} · du {start} au {end}',
  'subscription.periodCard': '{interval} · du {start} au {end} · carte se terminant par {last4}',
  'subscription.granted':
    'Offerte par Kasuwa : cette formule n’est pas facturée et ne se renouvelle pas. Choisissez une formule pour la payer vous-même.',
  'subscription.graceCard':
    'Le paiement du renouvellement a échoué. Nous réessayons une fois par jour ; remplacez votre carte ci-dessous (nous essayons la nouvelle carte en quelques minutes) avant le {date} pour garder {plan}.',
  'subscription.graceManual':
    'Votre période payée est terminée. Payez la période suivante avant le {date} pour garder {plan}.',
  'subscription.manualNote':
    'Payée sans carte, elle ne se renouvelle pas seule : nous vous le rappelons 7, 3 et 1 jours avant le {date}, et vous payez la période suivante par carte, virement ou USSD.',
  'subscription.payNext': 'Payer la période suivante',
  'subscription.ends': 'Votre formule prend fin le {date} et ne sera pas renouvelée.',
  'subscription.changesTo': 'Passe à {plan} ({interval}) le {date}.',
  'subscription.stores': 'Boutiques : {used} sur {limit}',
  'subscription.storesUnlimited': 'Boutiques : {used}, sans limite',
  'subscription.storesUsed': 'Boutiques utilisées',
  'subscription.feature.customisation': 'Couleurs et bannière personnalisées',
  'subscription.feature.multiCurrency': 'Vente dans d’autres devises',
  'subscription.feature.discountCodes': 'Codes de remise',
  'subscription.feature.campaigns': 'Campagnes aux clients',
  'subscription.feature.customDomain': 'Un nom de domaine à vous',
  'subscription.feature.prioritySupport': 'Assistance prioritaire',
  'subscription.seats': '{seats, plural, one {# place pour l’équipe} other {# places pour l’équipe}}',
  'subscription.seatsUnlimited': 'Équipe sans limite',
  'subscription.smsCredits': 'Crédits SMS : {count} par mois',
  'subscription.keepPlan': 'Garder ma formule',
  'subscription.cancelAtEnd': 'Résilier en fin de période',
  'subscription.keepTitle': 'Choisissez les boutiques à garder',
  'subscription.keepText':
    'Votre formule inclut {limit, plural, one {# boutique} other {# boutiques}}. Les autres restent en ligne mais ne prennent plus de nouveaux produits ni de commandes. Rien n’est supprimé.',
  'subscription.readOnly': '{store} · lecture seule',
  'subscription.keepStores': 'Garder ces boutiques',

  'subscription.confirm.failedTitle': 'Nous n’avons pas pu confirmer ce paiement',
  'subscription.confirm.noReference': 'La référence du paiement manque.',
  'subscription.confirm.twiceTitle': 'Cette formule était déjà payée',
  'subscription.confirm.twiceText':
    'Ce paiement n’a pas été utilisé : il est intégralement remboursé sur votre carte. Votre formule n’est pas touchée.',
  'subscription.confirm.okTitle': 'Merci : votre formule est active',
  'subscription.confirm.okText': 'Vous êtes maintenant sur {plan}. Un reçu arrive par e-mail.',
  'subscription.confirm.declinedTitle': 'Le paiement n’est pas passé',
  'subscription.confirm.declinedText':
    'Rien n’a été prélevé pour votre formule. Vous pouvez réessayer avec une autre carte.',
  'subscription.confirm.back': 'Retour à l’abonnement',
  'subscription.confirm.anotherStore': 'Ouvrir une autre boutique',

  'subscription.change.title': 'Changer de formule',
  'subscription.change.priceFailed': 'Impossible de calculer le prix de cette formule. Réessayez.',
  'subscription.change.startFailed': 'Le paiement n’a pas pu démarrer. Réessayez.',
  'subscription.change.monthly': 'Mensuel',
  'subscription.change.annual': 'Annuel (2 mois offerts)',
  'subscription.change.interval': 'Fréquence de facturation',
  'subscription.change.plan': 'Formule',
  'subscription.change.perInterval': '{price} / {interval, select, annual {an} other {mois}}',
  'subscription.change.continue': 'Continuer',
  'subscription.change.price': 'Prix',
  'subscription.change.scheduled':
    'Commence le {date}, à la fin de votre période payée. Rien à payer maintenant.',
  'subscription.change.priceLine': 'Prix : {amount}',
  'subscription.change.credit': 'Part non utilisée de votre formule actuelle : −{amount}',
  'subscription.change.toPay': 'À payer maintenant : {amount}',
  'subscription.change.startsOn': 'Commence le {date}.',
  'subscription.change.runsManual':
    'Valable jusqu’au {date}, puis vous payez la période suivante (rappel 7, 3 et 1 jours avant).',
  'subscription.change.runsAuto': 'Valable jusqu’au {date}, puis renouvelée automatiquement.',
  'subscription.change.billingName': 'Nom sur la facture',
  'subscription.change.billingEmail': 'E-mail de facturation',
  'subscription.change.payWith': 'Payer par',
  'subscription.change.card': 'Carte (page de paiement sécurisée)',
  'subscription.change.transfer': 'Virement (un numéro de compte pour ce paiement)',
  'subscription.change.ussd': 'USSD (composez un code depuis le téléphone de votre banque)',
  'subscription.change.balance': 'Payer avec mon solde Kasuwa',
  'subscription.change.manualNote':
    'Une formule payée par virement ou USSD ne se renouvelle pas seule : nous vous le rappelons avant la fin, et vous payez la période suivante comme vous voulez.',
  'subscription.change.bank': 'Votre banque',
  'subscription.change.bankHint': 'Choisissez votre banque',
  'subscription.change.balanceStore': 'Solde de la boutique à utiliser',
  'subscription.change.available': '{store} : {amount} disponible',
  'subscription.change.short':
    'Ce solde ne couvre pas {amount}. Payez par carte ou choisissez une autre boutique.',
  'subscription.change.fromBalance':
    '{amount} est prélevé maintenant sur le solde disponible de cette boutique, et les renouvellements aussi (votre carte enregistrée, s’il y en a une, quand il ne suffit pas).',
  'subscription.change.back': 'Retour',
  'subscription.change.schedule': 'Programmer le changement',
  'subscription.change.payFromBalance': 'Payer {amount} avec le solde',
  'subscription.change.pay': 'Payer {amount}',
  'subscription.change.payingBalance': 'Paiement avec votre solde…',
  'subscription.change.gettingDetails': 'Récupération des informations de paiement…',
  'subscription.change.opening': 'Ouverture de la page de paiement sécurisée…',
  'subscription.change.receivedTitle': 'Paiement reçu',
  'subscription.change.received':
    'Merci : {amount} est arrivé. Votre formule {plan} est active jusqu’au {date}.',
  'subscription.change.balanceTitle': 'Paiement réussi',
  'subscription.change.balancePaid':
    '{amount} payé avec votre solde Kasuwa. Votre formule {plan} est active jusqu’au {date}.',
  'subscription.change.scheduledTitle': 'Changement programmé',
  'subscription.change.scheduledText': 'Votre formule change le {date}.',
  'subscription.field.billingName': 'Le nom sur la facture est obligatoire.',
  'subscription.field.billingNameLong': 'Le nom ne doit pas dépasser 120 caractères.',
  'subscription.field.billingEmail': 'L’e-mail de facturation est obligatoire.',
  'subscription.field.billingEmailLong': 'L’e-mail de facturation est trop long.',
  'subscription.field.emailInvalid': 'Saisissez une adresse e-mail valide.',

  'subscription.method.title': 'Moyen de paiement',
  'subscription.method.checkFailed': 'Nous n’avons pas pu vérifier cette carte',
  'subscription.method.checking': 'Vérification de votre nouvelle carte…',
  'subscription.method.savedTitle': 'Votre nouvelle carte est enregistrée',
  'subscription.method.saved':
    'Les renouvellements sont désormais prélevés sur la carte se terminant par {last4}. La vérification de {check} lui est remboursée.',
  'subscription.method.notChangedTitle': 'Votre carte n’a pas été changée',
  'subscription.method.declined': 'La banque a refusé la vérification.',
  'subscription.method.notReusable':
    'Cette carte ne peut pas être prélevée à nouveau pour les renouvellements : la vérification est donc remboursée.',
  'subscription.method.stillCharged':
    'Les renouvellements restent prélevés sur la carte se terminant par {last4}.',
  'subscription.method.savedCard': 'Carte enregistrée se terminant par {last4}',
  'subscription.method.balanceOf': 'Solde de {store} ({amount} disponible)',
  'subscription.method.cardSaved': 'La carte se terminant par {last4} est enregistrée.',
  'subscription.method.cardSavedExpires':
    'La carte se terminant par {last4} (expire le {expires}) est enregistrée.',
  'subscription.method.noCard': 'Aucune carte enregistrée.',
  'subscription.method.fromBalance': 'Les renouvellements sont payés avec le solde de {store}.',
  'subscription.method.fromBalanceAndCard':
    'Les renouvellements sont payés avec le solde de {store}, et par la carte s’il ne suffit pas.',
  'subscription.method.yourStore': 'votre boutique',
  'subscription.method.toCard': 'Les renouvellements y sont prélevés.',
  'subscription.method.expiresTitle': 'Votre carte expire avant le prochain renouvellement',
  'subscription.method.expires':
    'Remplacez-la avant le {date} pour que votre formule se renouvelle sans interruption.',
  'subscription.method.checkNote':
    '{replacing, select, yes {Remplacer} other {Enregistrer}} une carte demande une vérification de {check} sur la page de Paystack, remboursée aussitôt. Si elle échoue, rien ne change.',
  'subscription.method.replace': 'Remplacer la carte',
  'subscription.method.add': 'Ajouter une carte',
  'subscription.method.renewWith': 'Payer les renouvellements avec',
  'subscription.method.save': 'Enregistrer',

  'subscription.manual.ussdLabel': 'Paiement USSD',
  'subscription.manual.transferLabel': 'Coordonnées du virement',
  'subscription.manual.nothingYet':
    'Rien n’est encore arrivé. Un virement apparaît en général en une minute ; nous continuons de vérifier.',
  'subscription.manual.checkFailed': 'Impossible de vérifier le paiement. Réessayez.',
  'subscription.manual.sendExactly':
    'Envoyez exactement {amount} sur ce compte depuis l’application de votre banque :',
  'subscription.manual.bank': 'Banque : {bank}',
  'subscription.manual.accountNumber': 'Numéro de compte',
  'subscription.manual.accountName': 'Titulaire du compte : {name}',
  'subscription.manual.amount': 'Montant',
  'subscription.manual.oneOff': 'Ce compte ne sert qu’à ce paiement : aucune référence à saisir.',
  'subscription.manual.openUntil':
    'Ouvert jusqu’à {time} (encore {left}). Un autre montant, ou un virement après cette heure, vous est renvoyé.',
  'subscription.manual.closed':
    'Ouvert jusqu’à {time} (fermé). Un autre montant, ou un virement après cette heure, vous est renvoyé.',
  'subscription.manual.dial':
    'Composez ceci sur le téléphone de votre compte {bank} et suivez les instructions :',
  'subscription.manual.code': 'Code',
  'subscription.manual.rejected':
    'Votre banque a envoyé {sent} au lieu de {amount} : le montant vous a été renvoyé. Envoyez le montant exact.',
  'subscription.manual.return':
    '{amount} {reason, select, underpaid {était inférieur au prix de la formule et n’a pas été utilisé} overpaid {dépassait le prix de la formule : le surplus} late {est arrivé après le paiement de votre formule par un autre moyen} other {était un second paiement}} {done, select, yes {vous a été renvoyé.} other {vous est en cours de renvoi.}}',
  'subscription.manual.unchanged':
    'Votre formule n’a pas changé. Recommencez pour obtenir un nouveau compte.',
  'subscription.manual.alreadyPaid':
    'Votre formule était déjà payée : ce paiement n’a pas été utilisé et est intégralement remboursé.',
  'subscription.manual.failed':
    'Ce paiement n’est pas passé. Recommencez ou choisissez un autre moyen de paiement.',
  'subscription.manual.havePaid': 'J’ai payé',
  'subscription.manual.waiting': 'En attente de votre paiement…',

  'subscription.history.title': 'Historique de facturation',
  'subscription.history.invoice': 'Facture {reference} (PDF)',
  'subscription.history.date': 'Date',
  'subscription.history.plan': 'Formule',
  'subscription.history.amount': 'Montant',
  'subscription.history.status': 'Statut',
  'subscription.history.reference': 'Référence',
  'subscription.history.invoiceCol': 'Facture',
  'subscription.history.cardCheck': 'Vérification de carte (remboursée aussitôt)',
  'subscription.history.charge':
    '{plan} · {interval, select, annual {annuel} other {mensuel}} · {kind, select, subscribe {souscription} upgrade {montée en gamme} other {renouvellement}}',
  'subscription.history.chargeStatus':
    '{status, select, pending {en attente} paid {payé} failed {échoué} underpaid {insuffisant} returned {renvoyé} refund_due {à rembourser} refunding {remboursement en cours} other {remboursé}}',

  'subscription.upgrade.title': 'Changez de formule pour débloquer',
  'subscription.upgrade.to': 'Passer à {plan}',
};

export default messages;
export const reviewed: readonly string[] = [];
