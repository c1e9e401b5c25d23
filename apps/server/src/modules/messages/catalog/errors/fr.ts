import type { ErrorMessageParams } from '../../messages.errors.params';

/**
 * The API's error texts in French (commerce French of Abidjan and Dakar, "vous"; docs/i18n-glossary.md).
 * Apostrophes are typographic (’): in ICU a plain one before a brace would start a quotation. A detail
 * the server writes in English (a `reason`, the thing `what` names) follows in brackets until it has a
 * key of its own. Part of ../fr.ts.
 */
const errorsFr = {
  'error.BAD_REQUEST':
    '{reason, select, none {La requête n’est pas valide.} other {La requête n’est pas valide ({reason}).}}',
  'error.VALIDATION_FAILED': 'Certains champs sont vides ou incorrects.',
  'error.UNAUTHORIZED':
    '{reason, select, none {Connectez-vous pour continuer.} other {Connectez-vous pour continuer ({reason}).}}',
  'error.FORBIDDEN':
    '{reason, select, none {Vous n’avez pas le droit de faire cela.} other {Vous n’avez pas le droit de faire cela ({reason}).}}',
  'error.NOT_FOUND':
    '{route, select, none {{what, select, none {Introuvable.} other {Introuvable ({what}).}}} other {Aucune route pour {route}.}}',
  'error.METHOD_NOT_ALLOWED':
    '{reason, select, none {Cette méthode n’est pas autorisée ici.} other {Cette méthode n’est pas autorisée ici ({reason}).}}',
  'error.NOT_ACCEPTABLE':
    '{reason, select, none {Cette réponse n’existe pas dans le format demandé.} other {Cette réponse n’existe pas dans le format demandé ({reason}).}}',
  'error.REQUEST_TIMEOUT':
    '{reason, select, none {La requête a pris trop de temps. Veuillez réessayer.} other {La requête a pris trop de temps. Veuillez réessayer ({reason}).}}',
  'error.CONFLICT':
    '{reason, select, none {Quelque chose a changé entre-temps. Rechargez et réessayez.} other {Quelque chose a changé entre-temps. Rechargez et réessayez ({reason}).}}',
  'error.PAYLOAD_TOO_LARGE':
    '{reason, select, none {La requête est trop volumineuse.} other {La requête est trop volumineuse ({reason}).}}',
  'error.JSON_TOO_DEEP': 'Le corps JSON est trop imbriqué : au plus {depth} niveaux de tableaux et d’objets.',
  'error.UNSUPPORTED_MEDIA_TYPE':
    '{reason, select, none {Ce type de contenu n’est pas pris en charge.} other {Ce type de contenu n’est pas pris en charge ({reason}).}}',
  'error.RATE_LIMITED':
    '{reason, select, none {Trop de requêtes. Patientez un instant, puis réessayez.} other {Trop de requêtes. Patientez un instant, puis réessayez ({reason}).}}',
  'error.INTERNAL_ERROR': 'Une erreur s’est produite de notre côté.',
  'error.UNAVAILABLE':
    '{reason, select, none {Ce service n’est pas disponible pour le moment. Veuillez réessayer.} other {Ce service n’est pas disponible pour le moment. Veuillez réessayer ({reason}).}}',
  'error.GRAPHQL_INVALID': 'La requête GraphQL n’est pas valide.',
  'error.GRAPHQL_BATCH_TOO_LARGE': 'Un lot peut contenir au plus {batch} opérations.',
  'error.GRAPHQL_TOO_DEEP': 'La requête est trop imbriquée : au plus {depth} niveaux.',
  'error.GRAPHQL_TOO_COSTLY':
    'La requête demande trop à la fois (un coût supérieur à {cost}). Demandez moins d’éléments ou de champs.',
  'error.GRAPHQL_INTROSPECTION_OFF':
    'L’introspection (__schema, __type) est désactivée sur ce point d’accès. La documentation de l’API décrit le schéma.',
  'error.GRAPHQL_TOO_MANY_FIELDS':
    'Une opération peut sélectionner au plus {fields} champs, dont au plus {lookups} champs racine ou relations (chaque alias compte). Demandez-en moins à la fois.',
  'error.GRAPHQL_REQUEST_TOO_LARGE':
    'Les opérations d’un lot demandent trop ensemble (au plus {fields} champs, dont {lookups} champs racine ou relations, et un coût de {cost} par requête). Envoyez-les en lots plus petits.',
  'error.PERSISTED_QUERY_NOT_FOUND': 'Cette requête persistée est inconnue ici. Renvoyez-la avec son texte.',
  'error.INVALID_CREDENTIALS':
    '{who, select, admin {Identifiants incorrects.} other {E-mail ou mot de passe incorrect.}}',
  'error.LOGIN_CODE_REQUIRED':
    'Ce compte est bloqué après trop d’échecs de connexion. Saisissez le code que nous vous avons envoyé par e-mail.',
  'error.LOGIN_CODE_INVALID':
    'Ce code est faux, déjà utilisé ou expiré. Reconnectez-vous pour recevoir un nouveau code par e-mail.',
  'error.REFRESH_INVALID': 'Votre session n’est plus valide. Reconnectez-vous.',
  'error.ADMIN_NOT_FOUND': 'Compte administrateur introuvable. Veuillez contacter le support.',
  'error.ACCOUNT_INACTIVE': 'Ce compte est désactivé. Veuillez contacter le support.',
  'error.EMAIL_NOT_CONFIRMED':
    'Veuillez confirmer votre adresse e-mail avant de vous connecter. Le lien de confirmation est dans votre boîte de réception.',
  'error.RESET_LINK_INVALID': 'Ce lien de réinitialisation n’est plus valide',
  'error.EMAIL_TAKEN':
    '{by, select, self {Un compte existe déjà avec cet e-mail. Connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.} other {Un utilisateur existe déjà avec cet e-mail.}}',
  'error.USERNAME_TAKEN': 'Un utilisateur existe déjà avec ce nom d’utilisateur.',
  'error.SELF_CHANGE': 'Vous ne pouvez pas changer votre propre rôle ni votre statut.',
  'error.SELF_DELETE': 'Vous ne pouvez pas supprimer votre propre compte.',
  'error.SUBDOMAIN_TAKEN': 'Ce sous-domaine est déjà pris.',
  'error.STORE_HAS_ORDERS':
    'Cette boutique a des commandes, elle ne peut donc pas être supprimée. Passez-la plutôt en inactive.',
  'error.THEME_INACTIVE': 'Le thème « {themeName} » est inactif et ne peut pas être déployé.',
  'error.DEPLOYMENT_IN_PROGRESS':
    'Le thème « {themeName} » est déjà en cours de déploiement (tâche {jobId}).',
  'error.SKU_TAKEN': 'Un autre produit de cette boutique utilise déjà ce SKU.',
  'error.SLUG_TAKEN': 'Un autre produit de cette boutique utilise déjà cette adresse web.',
  'error.STOCK_BELOW_ZERO': 'Il n’y a que {stock} en stock ; le stock ne peut pas passer sous zéro.',
  'error.EXCHANGE_RATE_MISSING':
    'Il n’y a pas encore de taux de change entre {base} et {missing}. Demandez à l’équipe Kasuwa d’en fixer un, puis réactivez {count, plural, one {cette devise} other {ces devises}}.',
  'error.PLAN_REQUIRED':
    '{feature} n’est pas inclus dans votre formule {planName}. Passez à {requiredPlanName} pour l’utiliser.',
  'error.DOMAIN_INVALID':
    '« {domain} » n’est pas un domaine que Kasuwa peut servir. Saisissez un domaine qui vous appartient, par exemple www.maboutique.ci ou maboutique.ci.',
  'error.DOMAIN_TAKEN': '{domain} est déjà relié à une autre boutique Kasuwa.',
  'error.DOMAIN_NOT_SET': 'Cette boutique n’a pas encore de domaine personnalisé.',
  'error.STORE_LIMIT_REACHED':
    '{limit, plural, one {Votre formule {planName} comprend une boutique, et vous l’avez déjà.} other {Votre formule {planName} comprend jusqu’à # boutiques, et vous avez atteint cette limite.}} Passez à {requiredPlanName} pour ouvrir d’autres boutiques.',
  'error.STORE_READ_ONLY':
    'Cette boutique est en lecture seule, car votre formule comprend moins de boutiques que vous n’en avez. Choisissez les boutiques à garder sur la page Abonnement, ou changez de formule.',
  'error.PLAN_UNCHANGED': 'Vous avez déjà cette formule.',
  'error.STAFF_PERMISSION_REQUIRED':
    'Votre rôle dans cette boutique ne vous permet pas de faire cela ({what}). Demandez au propriétaire de la boutique de changer votre rôle.',
  'error.STAFF_OWNER_ONLY': 'Seul le propriétaire de la boutique peut faire cela ({what}).',
  'error.STAFF_SEATS_EXHAUSTED':
    '{limit, plural, =0 {Votre formule {planName} ne comprend pas de comptes d’employés.{requiredPlanName, select, none {} other { Passez à {requiredPlanName} pour inviter des employés.}}} one {Votre formule {planName} comprend # place d’employé, déjà prise par un employé ou une invitation en cours. Retirez quelqu’un ou annulez une invitation{requiredPlanName, select, none {} other {, ou passez à {requiredPlanName}}}.} other {Votre formule {planName} comprend # places d’employés, toutes prises par des employés ou des invitations en cours. Retirez quelqu’un ou annulez une invitation{requiredPlanName, select, none {} other {, ou passez à {requiredPlanName}}}.}}',
  'error.STAFF_ALREADY_MEMBER':
    'Cette personne travaille déjà dans cette boutique, ou a déjà une invitation en cours.',
  'error.STAFF_CONTACT_INVALID': 'Saisissez une adresse e-mail ou un numéro de téléphone nigérian.',
  'error.STAFF_INVITATION_INVALID':
    'Ce lien d’invitation n’est plus valide. Demandez au propriétaire de la boutique de vous en envoyer un nouveau.',
  'error.STAFF_INVITATION_WRONG_ACCOUNT':
    '{signIn, select, yes {Vous avez déjà un compte Kasuwa. Connectez-vous, puis rouvrez le lien d’invitation pour rejoindre la boutique.} other {Cette invitation a été envoyée à quelqu’un d’autre. Déconnectez-vous, puis rouvrez le lien en tant que personne invitée.}}',
  'error.STORE_NOT_TAKING_ORDERS':
    'Cette boutique ne prend pas de nouvelles commandes pour le moment. Veuillez contacter le vendeur.',
  'error.BALANCE_STORE_REQUIRED': 'Choisissez la boutique dont le solde Kasuwa paie la formule.',
  'error.PLAN_BALANCE_SHORT':
    'Le solde disponible de cette boutique ne couvre pas la formule. Payez par carte, ou choisissez une autre boutique.',
  'error.PLAN_USSD_BANK_REQUIRED':
    'Choisissez votre banque (GTBank, UBA, Sterling Bank ou Zenith Bank) pour obtenir le code USSD.',
  'error.PLAN_RENEWAL_NOT_DUE':
    'La période suivante peut être payée à partir de 7 jours avant le renouvellement de votre formule.',
  'error.BILLING_UNAVAILABLE':
    'Le paiement des formules n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
  'error.CART_EMPTY': 'Votre panier est vide.',
  'error.ITEM_UNAVAILABLE':
    '{adding, select, yes {Cet article n’est plus vendu.} other {Un article de votre panier n’est plus vendu. Retirez-le et réessayez.}}',
  'error.OUT_OF_STOCK':
    '{adding, select, yes {{available, plural, =0 {{name} est épuisé.} other {Il ne reste que # {name} en stock.}}} other {{available, plural, =0 {{name} vient d’être épuisé.} other {Il ne reste que # {name}. Réduisez la quantité et réessayez.}}}}',
  'error.CURRENCY_UNAVAILABLE':
    'Le paiement en {currency} n’est pas disponible pour le moment. Choisissez {storeCurrency} et réessayez.',
  'error.ILLEGAL_TRANSITION': 'Une commande à l’état « {from} » ne peut pas être modifiée par « {action} ».',
  'error.ORDER_CHANGED': 'La commande a changé entre-temps. Rechargez-la et réessayez.',
  'error.SMS_CREDITS_EXCEEDED':
    'Cette campagne demande {needed, number} crédits SMS ; il vous en reste {left, number} sur {monthly, number} ce mois-ci. Réduisez le segment, raccourcissez le texte ou changez de formule.',
  'error.WHATSAPP_UNAVAILABLE':
    'WhatsApp n’est pas encore configuré sur ce Kasuwa (la plateforme n’a pas de numéro WhatsApp Business). Utilisez les SMS ou l’e-mail.',
  'error.WHATSAPP_ORDER_NOT_FOUND':
    'Aucune commande WhatsApp n’a ce code. Vérifiez le code dans le message du client ; les codes sont valables 30 jours.',
  'error.WHATSAPP_ORDERS_OFF': 'Cette boutique ne prend pas de commandes sur WhatsApp.',
  'error.CONTACTS_FILE_UNREADABLE':
    '{reason, select, none {Ce fichier ne peut pas être lu comme une liste de contacts. Choisissez un CSV avec une colonne de téléphone ou un fichier .vcf.} other {Ce fichier ne peut pas être lu comme une liste de contacts ({reason}).}}',
  'error.CAMPAIGN_NO_RECIPIENTS':
    'Aucun client de ce segment n’a accepté de recevoir des messages marketing sur ce canal.',
  'error.DISCOUNT_CODE_TAKEN': 'Une autre remise de cette boutique utilise déjà ce code.',
  'error.UNKNOWN_PRODUCTS':
    'Certains des produits choisis ne sont pas dans cette boutique. Rechargez la liste et choisissez à nouveau.',
  'error.UNKNOWN_COLLECTIONS':
    'Certaines des collections choisies ne sont pas dans cette boutique. Rechargez la liste et choisissez à nouveau.',
  'error.DISCOUNT_NOT_APPLIED':
    '{reason, select, not_started {Le code {code} n’est pas encore valable.} expired {Le code {code} a expiré.} used_up {Le code {code} a atteint sa limite d’utilisation.} already_used {Vous avez déjà utilisé le code {code}.} minimum_not_met {{minimum, select, none {Votre panier n’atteint pas le minimum du code {code}.} other {Le code {code} demande une commande d’au moins {minimum}.}}} not_applicable {Le code {code} ne s’applique pas aux articles de votre panier.} not_combinable {Le code {code} ne se cumule pas avec la remise déjà appliquée, qui vous fait économiser plus.} other {Il n’y a pas de code de remise {code} dans cette boutique.}}',
  'error.DELIVERY_REQUIRED': 'Choisissez comment vous voulez être livré.',
  'error.DELIVERY_UNAVAILABLE': '{name} ne livre pas à {state}. Choisissez un autre mode de livraison.',
  'error.AMOUNT_RECEIVED_SHORT':
    'Vous avez reçu {received}, moins que le total de {total}. Saisissez le montant complet, ou envoyez un lien de paiement pour la vente.',
  'error.MANUAL_DISCOUNT_TOO_LARGE': 'La remise ne peut pas dépasser le montant des articles ({goods}).',
  'error.DELIVERY_ADDRESS_REQUIRED':
    'Saisissez l’adresse de l’acheteur (avec l’État) pour ce mode de livraison.',
  'error.POD_NOT_OFFERED':
    '{name} ne propose pas le paiement à la livraison. Choisissez un autre mode de livraison ou payez maintenant.',
  'error.POD_OVER_LIMIT':
    'Le paiement à la livraison est réservé aux commandes jusqu’à {max}. Payez maintenant, ou réduisez la commande.',
  'error.NOT_PAY_ON_DELIVERY': 'Cette commande n’est pas en paiement à la livraison.',
  'error.ORDER_ALREADY_PAID':
    'Cette commande est déjà payée via Kasuwa. Rechargez-la ; si l’acheteur vous a aussi payé, rendez-lui cet argent.',
  'error.NOT_PAID_OUTSIDE':
    'Aucun paiement hors Kasuwa n’est enregistré pour cette commande. Marquez-la d’abord comme payée (ou livrée et payée), puis ajoutez la preuve.',
  'error.ORDER_NOT_PAYABLE': 'Cette commande n’est pas en attente de paiement.',
  'error.METHOD_NOT_AVAILABLE': 'Cette boutique n’accepte pas ce moyen de paiement.',
  'error.EMAIL_REQUIRED': 'Saisissez une adresse e-mail pour le reçu de carte.',
  'error.CURRENCY_NOT_SUPPORTED':
    '{method, select, card {Le paiement par carte n’est pas disponible en {currency}.} ussd {Les paiements USSD se font en naira uniquement.} other {Le portefeuille accepte les paiements en naira uniquement.}}',
  'error.USSD_BANK_NOT_AVAILABLE':
    'Le paiement USSD depuis cette banque n’est pas disponible dans cette boutique. Choisissez une autre banque ou un autre moyen.',
  'error.PAYMENT_PROVIDER_REQUIRED':
    'Gardez au moins un prestataire de paiement actif, sinon vos clients ne pourront pas payer en ligne.',
  'error.NOT_BANK_TRANSFER': 'Seuls les virements sont confirmés à la main.',
  'error.TRANSFER_CODE_MISTYPED': 'Ce code de virement est mal saisi ; vérifiez-le.',
  'error.INSUFFICIENT_FUNDS': 'Le solde ne suffit pas pour cela.',
  'error.ESCROW_FROZEN':
    'Une réclamation est ouverte sur cette commande ; son paiement reste en séquestre jusqu’à sa résolution.',
  'error.ESCROW_RELEASED': 'Le paiement de cette commande a déjà été versé au vendeur.',
  'error.ESCROW_NOT_HELD':
    'Le paiement de cette commande n’est plus en séquestre, il ne peut donc pas faire l’objet d’une réclamation.',
  'error.REFUND_EXCEEDS_CAPTURE':
    'Un remboursement ne peut pas dépasser ce qui a été payé et pas encore remboursé.',
  'error.REFUND_EXCEEDS_LINE':
    'Le remboursement de cette ligne ne peut pas dépasser ce que le client a payé pour elle et qui n’a pas encore été remboursé ({refundable}).',
  'error.REFUND_NOT_SUPPORTED':
    'Les paiements par portefeuille ou par virement sont remboursés par l’équipe support.',
  'error.REFUND_REFUSED': 'Le prestataire de paiement a refusé le remboursement ; rien n’a été remboursé.',
  'error.NOT_PAID': 'Cette commande n’a pas été payée, il n’y a donc rien à réclamer.',
  'error.DISPUTE_OPEN': 'Une réclamation est déjà ouverte pour cette commande.',
  'error.DISPUTE_CLOSED': 'Cette réclamation a déjà été réglée.',
  'error.UNKNOWN_BANK': 'Choisissez une banque dans la liste.',
  'error.ACCOUNT_NOT_RESOLVED':
    'Nous n’avons pas trouvé ce compte. Vérifiez le numéro de compte et la banque.',
  'error.NO_BANK_ACCOUNT': 'Ajoutez un compte bancaire en {currency} avant de demander un versement.',
  'error.WEBHOOK_REFUSED': 'L’événement a été refusé ({outcome}).',
  'error.WEBHOOK_SIGNATURE_REJECTED': 'La signature de l’événement ne correspond pas.',
  'error.INVOICE_NOT_DRAFT':
    'Cette facture a déjà été envoyée et ne peut plus changer. Annulez-la et rédigez-en une corrigée.',
  'error.INVOICE_NOT_SENDABLE': 'Une facture à l’état « {status} » ne peut pas être envoyée.',
  'error.INVOICE_NOT_VOIDABLE': 'Une facture à l’état « {status} » ne peut pas être annulée.',
  // A refused form's fields in our words (messages.validation.ts).
  'validation.email': 'Saisissez une adresse e-mail valide.',
  'validation.phone': 'Saisissez un numéro de téléphone valide.',
  'validation.phone_hint':
    'Saisissez un numéro de téléphone valide, par exemple 0803 123 4567 ou +234 803 123 4567.',
  'validation.full_name': 'Saisissez votre nom complet.',
  'validation.street': 'Saisissez l’adresse (rue et numéro).',
  'validation.city': 'Saisissez la ville ou la localité.',
  'validation.state': 'Choisissez l’État ou la région.',
  'validation.nigerian_state': 'Choisissez un État du Nigeria.',
  'validation.quantity': 'Saisissez une quantité de 1 à 99.',
  'validation.your_name': 'Saisissez votre nom.',
  'validation.your_email': 'Saisissez votre adresse e-mail.',
  'validation.your_message': 'Écrivez votre message.',
  'validation.name_too_long': 'Le nom ne peut pas dépasser 120 caractères.',
  'validation.subject_too_long': 'L’objet ne peut pas dépasser 200 caractères.',
  'validation.message_too_long': 'Le message ne peut pas dépasser 5000 caractères.',
  'validation.email_too_long': 'L’adresse e-mail ne peut pas dépasser 254 caractères.',
  'validation.search_too_long': 'La recherche ne peut pas dépasser 100 caractères.',
  'validation.dispute_reason': 'Dites-nous ce qui ne va pas (au moins 10 caractères).',
} as const satisfies Record<keyof ErrorMessageParams, string>;

export default errorsFr;
