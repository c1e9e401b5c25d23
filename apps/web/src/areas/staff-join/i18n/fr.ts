import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'staffJoin.opening': 'Ouverture de votre invitation',
  'staffJoin.loading': 'Chargement de l’invitation',
  'staffJoin.title': 'Rejoindre {store}',
  'staffJoin.invited': '{owner} vous invite, {name}, à travailler dans {store} comme {role}.',
  'staffJoin.canDo': 'Ce que vous pourrez faire',
  'staffJoin.goneTitle': 'Cette invitation a expiré ou a déjà été utilisée',
  'staffJoin.goneText':
    'Demandez au propriétaire de la boutique de vous envoyer une nouvelle invitation. Si vous l’avez déjà rejointe, connectez-vous.',
  'staffJoin.failedTitle': 'L’invitation n’a pas pu être ouverte',
  'staffJoin.failedText': 'Vérifiez votre connexion et rouvrez le lien.',
  'staffJoin.signIn': 'Se connecter',
  'staffJoin.goKasuwa': 'Aller sur Kasuwa',
  'staffJoin.tryAgain': 'Un problème est survenu. Veuillez réessayer.',
  'staffJoin.signInWith':
    'Vous vous connecterez avec {contact} et le mot de passe que vous choisissez maintenant.',
  'staffJoin.password': 'Choisissez un mot de passe',
  'staffJoin.passwordAgain': 'Saisissez-le à nouveau',
  'staffJoin.email': 'E-mail (facultatif)',
  'staffJoin.emailHint': 'Pour les reçus, et pour changer de mot de passe en cas d’oubli',
  'staffJoin.join': 'Rejoindre {store}',
  'staffJoin.hasAccount':
    '{contact} a déjà un compte Kasuwa. Connectez-vous avec, puis revenez ici pour rejoindre la boutique.',
  'staffJoin.signInToAccept': 'Se connecter pour accepter',
  'staffJoin.signOut': 'Se déconnecter',
  'staffJoin.joinAs': 'Rejoindre {store} en tant que {name}',
  'staffJoin.field.passwordShort': 'Au moins 8 caractères',
  'staffJoin.field.passwordLong': 'Au plus 128 caractères',
  'staffJoin.field.email': 'Saisissez un e-mail valide, ou laissez vide',
  'staffJoin.field.mismatch': 'Les deux mots de passe ne sont pas identiques',

  'staffJoin.role.manager': 'Gérant',
  'staffJoin.role.sales': 'Vendeur',
  'staffJoin.role.stock': 'Magasinier',
  'staffJoin.role.custom': 'Sur mesure',
  'staffJoin.roleText.manager':
    'Gère la boutique avec le propriétaire : tout sauf les remboursements, les versements, la formule et l’équipe.',
  'staffJoin.roleText.sales':
    'Enregistre les ventes, voit et expédie les commandes, s’occupe des clients ; voit les produits sans pouvoir les modifier.',
  'staffJoin.roleText.stock': 'Ajoute et modifie les produits et tient le stock à jour.',
  'staffJoin.roleText.custom': 'Le propriétaire a choisi précisément ce que vous pouvez faire.',
  'staffJoin.perm.productsRead': 'Voir les produits et le stock',
  'staffJoin.perm.productsWrite': 'Ajouter et modifier les produits et collections',
  'staffJoin.perm.inventoryWrite': 'Ajuster le stock',
  'staffJoin.perm.ordersRead': 'Voir les commandes',
  'staffJoin.perm.ordersFulfil': 'Confirmer, expédier et livrer les commandes',
  'staffJoin.perm.ordersRefund': 'Rembourser les commandes payées',
  'staffJoin.perm.salesRecord':
    'Enregistrer des ventes (nouvelle vente, commandes WhatsApp, liens de paiement)',
  'staffJoin.perm.customersRead': 'Voir les clients',
  'staffJoin.perm.customersWrite': 'Ajouter et modifier les clients',
  'staffJoin.perm.discountsManage': 'Remises et options de livraison',
  'staffJoin.perm.invoicesManage': 'Factures et reçus',
  'staffJoin.perm.marketingManage': 'Campagnes, messages aux clients et applications connectées',
  'staffJoin.perm.analyticsRead': 'Voir les chiffres de vente et les rapports',
  'staffJoin.perm.moneyRead': 'Voir la page Argent (solde et versements, sans en demander)',
  'staffJoin.perm.settingsManage': 'Paramètres de la boutique, thème et moyens de paiement',
};

export default messages;
export const reviewed: readonly string[] = [];
