import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'info.legal.eyebrow': 'Juridique',
  'info.terms.title': 'Conditions générales',
  'info.terms.intro':
    'Les règles pour les vendeurs et les clients de Kasuwa, exploité par Kasuwa Technologies Ltd, Lagos.',
  'info.terms.acceptableUse': 'Utilisation autorisée',
  'info.terms.vendors': 'Obligations du vendeur',
  'info.terms.customers': 'Droits du client',
  'info.terms.liability': 'Limitation de responsabilité',
  'info.terms.disputes': 'Règlement des réclamations',
  'info.terms.changes': 'Modification des conditions',
  'info.terms.questions': 'Des questions sur ces conditions ? Écrivez à {email}.',
  'info.agreement.title': 'Accord d’utilisation',
  'info.agreement.intro':
    'En utilisant Kasuwa, vous acceptez les documents ci-dessous. Vous devez avoir 18 ans ou l’âge de la majorité là où vous vivez pour ouvrir un compte ou acheter.',
  'info.card.terms': 'Les règles de la plateforme pour vendeurs et clients.',
  'info.card.privacyTitle': 'Politique de confidentialité',
  'info.card.privacy': 'Les données que nous collectons et comment nous les protégeons.',
  'info.card.supportTitle': 'Assistance',
  'info.card.support': 'Comment nous joindre, 24 h/24, 7 j/7.',
  'info.card.disclaimerTitle': 'Avertissement',
  'info.card.disclaimer': 'Ce dont Kasuwa est responsable, et ce dont elle ne l’est pas.',
  'info.hub.search': 'Rechercher',
  'info.hub.searchHint': 'Rechercher par mot-clé',
  'info.hub.noMatch': 'Aucun résultat pour « {query} ».',
  'info.support.eyebrow': 'Assistance',
  'info.support.title': 'Comment pouvons-nous vous aider ?',
  'info.support.intro':
    'Notre équipe est là 24 h/24, 7 j/7. Les vendeurs Premium et Enterprise sont servis en priorité.',
  'info.support.helpTitle': 'Centre d’aide',
  'info.support.help': 'Les réponses aux questions les plus fréquentes des vendeurs et des acheteurs.',
  'info.support.contactTitle': 'Coordonnées',
  'info.support.contact': 'E-mail, téléphone et WhatsApp.',
  'info.support.docsTitle': 'Documentation',
  'info.support.docs': 'Des guides pour chaque partie de votre boutique.',
  'info.support.faqTitle': 'FAQ',
  'info.support.faq': 'Cherchez dans les questions fréquentes.',
  'info.support.communityTitle': 'Communauté',
  'info.support.community': 'Apprenez des autres vendeurs Kasuwa.',
  'info.support.languageTitle': 'Langue et région',
  'info.support.language': 'Langues, devises et fuseaux horaires.',
  'info.legalHub.title': 'Espace juridique',
  'info.legalHub.intro': 'Les règles qui encadrent Kasuwa, écrites pour être lues.',
  'info.legalHub.terms': 'Les règles de la plateforme.',
  'info.legalHub.refundTitle': 'Politique de remboursement',
  'info.legalHub.refund': 'Comment fonctionnent remboursements et réclamations sous séquestre.',
  'info.legalHub.disclaimer': 'Les limites de notre responsabilité.',
  'info.legalHub.securityTitle': 'Sécurité et paiements',
  'info.legalHub.security': 'Comment nous protégeons l’argent et les comptes.',
  'info.legalHub.privacy': 'Vos données et vos droits.',
  'info.legalHub.complianceTitle': 'Conformité légale',
  'info.legalHub.compliance': 'Les lois que nous respectons.',
  'info.resources.eyebrow': 'Ressources',
  'info.resources.title': 'Ressources pour les vendeurs',
  'info.resources.intro': 'Guides et nouveautés pour vendre davantage.',
  'info.resources.guideTitle': 'Guide',
  'info.resources.guide': 'De l’inscription à votre première vente.',
  'info.resources.newTitle': 'Nouveautés',
  'info.resources.new': 'Les dernières améliorations de Kasuwa.',
  'info.resources.escrowTitle': 'Séquestre',
  'info.resources.escrow': 'Comment les paiements sont protégés.',
  'info.resources.manualTitle': 'Manuel',
  'info.resources.manual': 'Une référence pour votre tableau de bord.',
  'info.careers.eyebrow': 'Carrières',
  'info.careers.title': 'Construisez avec nous le marché de demain',
  'info.careers.intro':
    'Nous sommes une équipe de Lagos qui aide les petits commerces d’Afrique à vendre en ligne. Rejoignez-nous.',
  'info.careers.open': 'Postes ouverts',
  'info.careers.fullTime': 'Lagos · Temps plein',
  'info.careers.apply': 'Pour postuler, envoyez votre CV et un mot sur le poste à {email}.',
  'info.role.logistics': 'Responsable transport et logistique',
  'info.role.logisticsText': 'Bâtir notre réseau de partenaires de livraison dans les villes du Nigeria.',
  'info.role.transport': 'Superviseurs transport',
  'info.role.transportText': 'Piloter les collectes et livraisons quotidiennes avec nos partenaires.',
  'info.role.qc': 'Responsable contrôle qualité',
  'info.role.qcText': 'Définir et faire respecter les contrôles qualité des produits vendus sur Kasuwa.',
  'info.role.qa': 'Responsable assurance qualité',
  'info.role.qaText': 'Garantir la qualité de nos mises en production et de l’expérience vendeur.',
  'info.role.finance': 'Spécialistes finance et comptabilité',
  'info.role.financeText': 'Rapprocher séquestre, frais et versements au kobo près.',
  'info.role.audit': 'Auditeurs finance et comptabilité',
  'info.role.auditText': 'Auditer notre grand livre, nos contrôles et nos rapports financiers.',
  'info.pricing.eyebrow': 'Tarifs',
  'info.pricing.title': 'Commencez gratuitement. Grandissez quand vous êtes prêt.',
  'info.pricing.intro':
    'Chaque formule comprend des paiements par carte, USSD et virement protégés par séquestre. Des frais de 1,5 % s’appliquent à chaque produit vendu.',
  'info.pricing.monthly': 'Mensuel',
  'info.pricing.annual': 'Annuel (2 mois offerts)',
  'info.pricing.failed': 'Les formules n’ont pas pu être chargées. Veuillez recharger la page.',
  'info.pricing.free': 'Gratuit',
  'info.pricing.perMonth': ' / mois',
  'info.pricing.perYear': ' / an',
  'info.pricing.startFree': 'Commencer gratuitement',
  'info.pricing.choose': 'Choisir {plan}',
  'info.pricing.goodToKnow': 'Bon à savoir',
  'info.pricing.know.period':
    'Payez au mois ou à l’année (deux mois offerts) par carte ou depuis votre solde Kasuwa ; un changement de formule ne coûte que la différence pour le temps restant, et vous pouvez résilier en fin de période.',
  'info.pricing.know.stores':
    'Plusieurs boutiques par compte : avec Premium (jusqu’à 5) et Enterprise (illimité).',
  'info.pricing.know.domain':
    'La personnalisation de la boutique et votre propre domaine (HTTPS automatique) sont réservés aux formules payantes.',
  'info.pricing.know.staff':
    'Les comptes d’équipe sont sur Premium et Enterprise : invitez des assistants avec un rôle (Gérant, Ventes ou Stock) pour enregistrer les ventes et tenir le stock sans votre mot de passe ; versements, comptes bancaires, formule et équipe restent à vous.',
  'info.pricing.know.support': 'Assistance 24 h/24, 7 j/7, prioritaire sur Premium et Enterprise.',
  'info.pricing.fees': 'Frais et versements',
  'info.pricing.fees.transaction':
    'Frais de transaction : 1,5 % sur chaque produit vendu, quelle que soit la formule.',
  'info.pricing.fees.naira': 'Versements en naira : sous 24 heures après la sortie du séquestre.',
  'info.pricing.fees.foreign': 'Versements en devises (USD, GBP, EUR) : sous 7 jours ouvrés.',
  'info.page.updated': 'Dernière mise à jour : {date}.',
  'info.eyebrow.about': 'À propos',
  'info.eyebrow.invoices': 'Factures et reçus',
  'info.about.title': 'Des outils de commerce pour les petites entreprises africaines',
  'info.about.intro':
    'Kasuwa veut dire « marché » en haoussa. Nous donnons aux commerçants, artisans et boutiquiers leur propre boutique, des paiements sûrs et les outils pour grandir, en commençant par le Nigeria.',
  'info.about.why': 'Pourquoi nous existons',
  'info.about.believe': 'Ce en quoi nous croyons',
  'info.about.where': 'Où nous trouver',
  'info.about.careers': 'Carrières chez Kasuwa',
  'info.about.contact': 'Nous contacter',
  'info.invoices.title': 'Des factures et reçus professionnels',
  'info.invoices.intro':
    'Factures et reçus au nom de votre boutique, sans tableur : facturez un client rencontré sur WhatsApp ou en boutique, et chaque paiement reçoit son reçu tout seul.',
  'info.invoices.invoices': 'Factures',
  'info.invoices.receipts': 'Reçus',
  'info.invoices.accounts': 'Pour votre comptabilité',
  'info.privacy.intro':
    'Les données personnelles que Kasuwa collecte, pourquoi, et comment nous les protégeons.',
  'info.privacy.who': 'Qui nous sommes',
  'info.privacy.vendors': 'Données collectées auprès des vendeurs',
  'info.privacy.customers': 'Données collectées auprès des clients',
  'info.privacy.use': 'Comment nous les utilisons',
  'info.privacy.protect': 'Comment nous les protégeons',
  'info.privacy.rights': 'Vos droits',
  'info.privacy.cookies': 'Cookies',
  'info.refund.intro':
    'Comment fonctionnent les remboursements quand vous achetez sur une boutique Kasuwa, et comment le séquestre protège votre argent.',
  'info.refund.escrow': 'Le séquestre protège chaque paiement',
  'info.refund.when': 'Quand demander un remboursement',
  'info.refund.how': 'Comment le demander',
  'info.disclaimer.intro': 'Les limites de la responsabilité de Kasuwa en tant que place de marché.',
  'info.disclaimer.vendors': 'Les vendeurs vendent, Kasuwa fournit la plateforme',
  'info.disclaimer.information': 'Informations du site',
  'info.disclaimer.availability': 'Disponibilité',
  'info.security.intro': 'Comment Kasuwa protège paiements et comptes.',
  'info.security.payments': 'Paiements',
  'info.security.accounts': 'Comptes',
  'info.security.report': 'Signaler un problème',
  'info.compliance.intro': 'Les lois et normes que respecte Kasuwa.',
  'info.compliance.data': 'Protection des données',
  'info.compliance.payments': 'Paiements et lutte contre la fraude',
  'info.compliance.consumers': 'Protection des consommateurs',
  'info.compliance.prohibited': 'Produits interdits',
  'info.contactInfo.intro':
    'Notre assistance est disponible 24 h/24, 7 j/7. Les vendeurs Premium et Enterprise sont prioritaires.',
  'info.contactInfo.reach': 'Nous joindre',
  'info.contactInfo.before': 'Avant d’écrire',
  'info.docs.intro': 'Des guides pas à pas pour gérer votre boutique sur Kasuwa.',
  'info.docs.start': 'Pour commencer',
  'info.docs.payments': 'Paiements et versements',
  'info.docs.recent': 'Ce qui a changé récemment',
  'info.docs.firstSale': 'Guide : votre première vente',
  'info.community.intro':
    'Apprenez des autres vendeurs : partagez ce qui marche, posez vos questions, rencontrez ceux qui vendent comme vous.',
  'info.community.where': 'Où la communauté se retrouve',
  'info.community.rules': 'Règles de la communauté',
  'info.language.intro': 'Kasuwa sert d’abord le Nigeria, le reste de l’Afrique suivra.',
  'info.language.languages': 'Langues',
  'info.language.currencies': 'Devises',
  'info.language.time': 'Heures et dates',
  'info.guide.title': 'Guide : de l’inscription à votre première vente',
  'info.guide.intro': 'Tout ce qu’un nouveau vendeur doit faire, dans l’ordre, pour vendre sur Kasuwa.',
  'info.guide.step1': '1. Créez votre compte',
  'info.guide.step2': '2. Ouvrez votre boutique',
  'info.guide.step3': '3. Ajoutez vos produits',
  'info.guide.step4': '4. Partagez votre lien',
  'info.guide.step5': '5. Livrez et encaissez',
  'info.whatsNew.title': 'Nouveautés de Kasuwa',
  'info.whatsNew.intro': 'Les dernières améliorations de la plateforme.',
  'info.whatsNew.nov': 'Novembre 2026',
  'info.whatsNew.oct': 'Octobre 2026',
  'info.escrow.title': 'Comment fonctionne le séquestre',
  'info.escrow.intro':
    'Le séquestre garde l’argent de l’acheteur jusqu’à l’arrivée de la marchandise, et protège les vendeurs de la fraude.',
  'info.escrow.steps': 'Étape par étape',
  'info.escrow.wrong': 'En cas de problème',
  'info.manual.title': 'Le manuel Kasuwa',
  'info.manual.intro': 'Une référence pour chaque partie de votre tableau de bord vendeur.',
  'info.manual.account': 'Compte',
  'info.manual.stores': 'Boutiques',
  'info.manual.products': 'Produits et stock',
  'info.manual.orders': 'Commandes, séquestre et versements',
  'info.body.about.1':
    'Des millions d’entreprises en Afrique vendent par les réseaux sociaux et le bouche-à-oreille, encaissent à la main et tiennent leurs comptes dans des cahiers. Passer en ligne voulait dire des développeurs coûteux, des prestataires de paiement étrangers et des outils qui ignorent les réalités locales.',
  'info.body.about.2':
    'Kasuwa Technologies Ltd a été fondée à Lagos pour changer cela. Avec Kasuwa, un vendeur ouvre en quelques minutes une boutique sur son propre sous-domaine, accepte carte, USSD et virement, et il est payé par un séquestre qui protège les deux parties.',
  'info.body.about.3':
    'La confiance est la monnaie du commerce en ligne : le séquestre protège l’acheteur jusqu’à la livraison et le vendeur contre la fraude aux rétrofacturations.',
  'info.body.about.4':
    'Les outils doivent marcher sur les téléphones et les réseaux que les gens utilisent vraiment.',
  'info.body.about.5':
    'Les prix doivent être honnêtes : commencez gratuitement et payez 1,5 % seulement quand vous vendez.',
  'info.body.about.6': 'L’assistance, c’est une personne qui répond, 24 heures sur 24, 7 jours sur 7.',
  'info.body.about.7':
    'Kasuwa Technologies Ltd a son siège à Lagos, au Nigeria, et sert vendeurs et acheteurs dans tout le pays et, de plus en plus, sur tout le continent. Écrivez à support@kasuwa.ng ou passez par notre page de contact pour joindre l’équipe.',
  'info.body.contactInfo.1': 'E-mail : support@kasuwa.ng',
  'info.body.contactInfo.2': 'Téléphone et WhatsApp : +234 800 527 8920',
  'info.body.contactInfo.3': 'Adresse postale : Kasuwa Technologies Ltd, Lagos, Nigeria',
  'info.body.contactInfo.4':
    'Indiquez l’adresse de votre boutique (par exemple yourshop.kasuwa.ng) ou votre numéro de commande pour une aide plus rapide.',
  'info.body.community.1':
    'Demandez à nous rejoindre en écrivant à support@kasuwa.ng avec l’adresse de votre boutique.',
  'info.body.community.2':
    'La communauté WhatsApp des vendeurs Kasuwa, avec des groupes par ville et par catégorie',
  'info.body.community.3':
    'Des sessions en ligne chaque mois avec l’équipe Kasuwa : vente, photo et livraison',
  'info.body.community.4': 'Des rencontres de vendeurs à Lagos, Abuja et Kano',
  'info.body.community.5': 'Soyez respectueux.',
  'info.body.community.6': 'Pas de spam ni de publicité non sollicitée.',
  'info.body.community.7': 'Ne partagez jamais de mot de passe ni de données de paiement.',
  'info.body.language.1':
    'Kasuwa parle anglais, pidgin nigérian, haoussa, yoruba, igbo et français : choisissez votre langue en bas de page, ou dans le menu de votre compte une fois connecté.',
  'info.body.language.2':
    'Les boutiques vendent en naira (NGN) par défaut. Les boutiques Enterprise peuvent aussi vendre en USD, GBP, EUR, GHS, KES et ZAR.',
  'info.body.language.3':
    'Les heures sont affichées en heure d’Afrique de l’Ouest (WAT, UTC+1), sauf choix contraire.',
  'info.body.guide.1':
    'Inscrivez-vous avec le nom de votre commerce et votre e-mail, puis confirmez votre adresse par le lien reçu.',
  'info.body.guide.2':
    'Choisissez un nom, une adresse comme yourshop.kasuwa.ng, la catégorie de ce que vous vendez et l’un des trois thèmes. Votre boutique est en ligne aussitôt.',
  'info.body.guide.3':
    'Ajoutez des photos nettes, des descriptions honnêtes, des prix et du stock. Regroupez vos produits en collections.',
  'info.body.guide.4':
    'Publiez le lien de votre boutique sur WhatsApp, Instagram et Facebook. Vos clients achètent sans créer de compte.',
  'info.body.guide.5':
    'Quand une commande arrive, livrez-la. Dès que le client confirme la livraison, l’argent sort du séquestre et arrive sur votre solde, moins 1,5 %.',
  'info.body.escrow.1':
    'Le client paie par carte, USSD ou virement. L’argent va sous séquestre, pas directement au vendeur.',
  'info.body.escrow.2': 'Le vendeur est prévenu et expédie la commande.',
  'info.body.escrow.3': 'Le client confirme la livraison, ou le délai de livraison passe sans réclamation.',
  'info.body.escrow.4':
    'Kasuwa verse l’argent sur le solde du vendeur, moins les frais de transaction de 1,5 %.',
  'info.body.escrow.5':
    'Les versements en naira arrivent à la banque du vendeur sous 24 heures ; en devises, sous 7 jours ouvrés.',
  'info.body.escrow.6':
    'Le client ouvre une réclamation avant de confirmer la livraison. L’argent reste sous séquestre pendant que l’acheteur et le vendeur cherchent un accord ; à défaut, l’assistance Kasuwa arbitre et tranche.',
  'info.body.manual.1':
    'Inscrivez-vous, confirmez votre e-mail et connectez-vous. Cochez Remember Me pour rester connecté 30 jours sur votre appareil.',
  'info.body.manual.2':
    'Mot de passe oublié ? Utilisez le lien de la page de connexion ; il sert une fois et expire au bout d’une heure.',
  'info.body.manual.3':
    'La formule gratuite compte une boutique, Premium jusqu’à cinq, Enterprise autant qu’il vous en faut.',
  'info.body.manual.4':
    'Les adresses de boutique utilisent minuscules, chiffres et tirets, et doivent être uniques.',
  'info.body.manual.5':
    'Les produits ont des variantes (taille, couleur), des prix exacts au kobo et un stock réservé dès qu’une commande est passée.',
  'info.body.manual.6': 'Les collections regroupent les produits de votre boutique.',
  'info.body.manual.7':
    'Chaque commande passe de payée à expédiée puis livrée. La confirmation de livraison libère le séquestre.',
  'info.body.manual.8':
    'Votre solde et vos versements figurent dans votre tableau de bord, avec chaque frais détaillé.',
  'info.body.invoices.1':
    'Rédigez une facture depuis votre tableau de bord : produits de votre catalogue ou texte libre, quantités, remises, livraison et TVA de 7,5 % (incluse dans vos prix ou ajoutée), échéance et notes.',
  'info.body.invoices.2':
    'Envoyez-la par e-mail ou SMS, ou copiez son lien privé pour WhatsApp. Votre client la voit aux couleurs de votre boutique et paie par carte, portefeuille ou virement.',
  'info.body.invoices.3':
    'Les factures payées sont marquées automatiquement, les articles du catalogue sortent de votre stock et l’argent part sous séquestre comme toute vente. Des rappels partent avant et après l’échéance.',
  'info.body.invoices.4':
    'Une facture envoyée ne change plus : pour la corriger, annulez-la et une copie corrigée est prête à partir.',
  'info.body.invoices.5':
    'Chaque paiement produit un reçu numéroté en PDF, pour papier A4 ou imprimante de tickets 80 mm, avec votre logo et les coordonnées de la boutique.',
  'info.body.invoices.6':
    'Le client le reçoit par e-mail et peut le télécharger depuis sa page de commande ; vous, depuis la commande dans votre tableau de bord.',
  'info.body.invoices.7':
    'Le reçu indique articles, remises, livraison, TVA, total, moyen de paiement et référence. Un remboursement produit un avoir qui cite son reçu.',
  'info.body.invoices.8':
    'Exportez factures, reçus et avoirs de toute période en CSV pour votre comptable. Les numéros se suivent sans trou et les montants sont exacts au kobo.',
  'info.body.whatsNew.1':
    'Des boutiques pensées pour le téléphone : en-tête compact, panier toujours visible, récapitulatif en tête de la commande',
  'info.body.whatsNew.2': 'Vos clients paient sur une page de paiement à votre nom et à vos couleurs',
  'info.body.whatsNew.3': 'Partagez un produit sur WhatsApp ou copiez son lien en un geste',
  'info.body.whatsNew.4':
    'Gérez votre boutique depuis le téléphone : barre du bas, éditeur de fiches en texte enrichi et carte « Partagez votre boutique » avec QR code',
  'info.body.whatsNew.5':
    'Connexion mieux protégée : un compte bloqué s’ouvre encore avec un code à usage unique envoyé à son titulaire',
  'info.body.whatsNew.6':
    'Inscription plus rapide avec confirmation par e-mail et récupération du mot de passe par e-mail',
  'info.body.whatsNew.7': 'Libération du séquestre à la confirmation de livraison',
  'info.body.whatsNew.8': 'Trois thèmes de boutique',
  'info.legal.translatedBinding': 'Ceci est une traduction ; seule la version anglaise fait foi.',
  'info.body.refund.1':
    'Quand vous payez, l’argent est gardé sous séquestre. Le vendeur n’est payé qu’après votre confirmation de livraison, ou automatiquement à la fin du délai de livraison si vous ne signalez rien.',
  'info.body.refund.2': 'L’article n’est jamais arrivé.',
  'info.body.refund.3': 'L’article diffère nettement de sa description, est abîmé ou contrefait.',
  'info.body.refund.4': 'Le vendeur a annulé la commande.',
  'info.body.refund.5':
    'Contactez d’abord le vendeur depuis votre page de commande : la plupart des problèmes se règlent ainsi. Sinon, écrivez à l’assistance avec votre numéro de commande avant de confirmer la livraison ; nous arbitrons et décidons sous 5 jours ouvrés.',
  'info.body.refund.6':
    'Les remboursements acceptés reviennent sur le moyen de paiement d’origine : sous 5 à 10 jours ouvrés en général pour une carte, sous 2 jours ouvrés pour un virement.',
  'info.body.disclaimer.1':
    'Les produits des boutiques Kasuwa sont vendus par des vendeurs indépendants, responsables de leurs annonces, prix, stock, de la qualité et de la légalité de leurs produits et de la livraison.',
  'info.body.disclaimer.2':
    'Nous veillons à l’exactitude de nos pages, mais guides, exemples et chiffres sont des informations générales, pas des conseils juridiques, fiscaux ou financiers.',
  'info.body.disclaimer.3':
    'Nous visons un service sans interruption sans pouvoir le garantir. Les maintenances prévues sont annoncées à l’avance dès que possible.',
  'info.body.security.1':
    'Les paiements par carte, USSD et virement sont traités par des prestataires nigérians agréés ; Kasuwa ne conserve jamais de numéro de carte complet.',
  'info.body.security.2':
    'Tous les paiements passent sous séquestre et sont versés aux vendeurs après livraison, moins les frais de transaction de 1,5 %.',
  'info.body.security.3':
    'Les versements en naira arrivent sous 24 heures après la sortie du séquestre ; en USD, GBP et EUR sous 7 jours ouvrés.',
  'info.body.security.4':
    'Les mots de passe sont conservés sous un hachage moderne à sens unique (argon2id), illisible pour notre équipe.',
  'info.body.security.5':
    'Les sessions expirent et se ferment sur tous les appareils quand vous réinitialisez votre mot de passe.',
  'info.body.security.6': 'Chaque connexion à Kasuwa est chiffrée en TLS.',
  'info.body.security.7':
    'Si vous pensez avoir trouvé une faille de sécurité, écrivez à support@kasuwa.ng en détaillant.',
  'info.body.compliance.1':
    'Nous respectons la loi nigériane sur la protection des données de 2023 et, pour les utilisateurs européens, le RGPD.',
  'info.body.compliance.2':
    'Les paiements passent par des prestataires agréés par la Banque centrale du Nigeria. Nous filtrons la fraude et pouvons retenir un versement suspect le temps de l’enquête.',
  'info.body.compliance.3':
    'Notre séquestre et nos remboursements suivent la loi fédérale sur la concurrence et la protection des consommateurs : l’acheteur reçoit ce qu’il a payé ou il est remboursé.',
  'info.body.compliance.4':
    'Les vendeurs ne peuvent vendre ni produits illégaux, contrefaits, volés ou dangereux. Les boutiques fautives sont suspendues et signalées quand la loi l’exige.',
  'info.body.privacy.1':
    'Kasuwa est exploité par Kasuwa Technologies Ltd, Lagos, Nigeria, responsable du traitement des données personnelles décrites ici.',
  'info.body.privacy.2': 'Nom de l’entreprise',
  'info.body.privacy.3': 'Coordonnées : nom, adresse e-mail, numéro de téléphone et adresse',
  'info.body.privacy.4': 'Informations de paiement et bancaires utilisées pour les versements',
  'info.body.privacy.5': 'Fiches produits, prix et images que vous publiez',
  'info.body.privacy.6': 'Adresse de livraison',
  'info.body.privacy.7': 'Informations de paiement (traitées par nos partenaires de paiement)',
  'info.body.privacy.8': 'Historique d’achats',
  'info.body.privacy.9': 'Pour traiter transactions, séquestre et versements',
  'info.body.privacy.10': 'Pour gérer les comptes et les protéger',
  'info.body.privacy.11': 'Pour vous écrire au sujet des commandes, paiements et demandes d’assistance',
  'info.body.privacy.12': 'Pour améliorer la plateforme',
  'info.body.privacy.13':
    'Pour le marketing, seulement avec votre accord, que vous pouvez retirer à tout moment',
  'info.body.privacy.14': 'Chiffrement des données en transit et des données sensibles au repos',
  'info.body.privacy.15': 'Contrôle d’accès : chacun ne voit que ce que son rôle exige',
  'info.body.privacy.16': 'Audits de sécurité réguliers de nos systèmes et fournisseurs',
  'info.body.privacy.17':
    'Nous respectons la loi nigériane sur la protection des données et le RGPD. Vous pouvez demander une copie de vos données, leur rectification ou leur effacement, ou refuser leur usage marketing.',
  'info.body.privacy.18':
    'Écrivez à notre équipe protection des données à support@kasuwa.ng ou appelez le +234 800 527 8920.',
  'info.body.privacy.19':
    'Nous utilisons des cookies essentiels pour vous garder connecté en sécurité. Les cookies de mesure d’audience ne sont posés qu’après votre accord dans le bandeau.',
  'info.terms.p.acceptableUse':
    'Vous ne pouvez utiliser Kasuwa que pour un commerce licite. Il est interdit de vendre des produits prohibés, contrefaits ou volés, de tromper les clients, de perturber la plateforme ou ses utilisateurs, ou d’utiliser le compte d’autrui.',
  'info.terms.p.vendors':
    'Le vendeur décrit honnêtement ses produits, tient prix et stock à jour, livre dans le délai promis, traite les données clients avec soin et paie 1,5 % de frais sur chaque vente. Il est responsable des taxes sur ses ventes.',
  'info.terms.p.customers':
    'Le client peut acheter sans compte, recevoir les produits décrits ou être remboursé par le séquestre, et demander l’arbitrage de Kasuwa quand un vendeur ne règle pas un problème.',
  'info.terms.p.liability':
    'Kasuwa fournit la plateforme ; les vendeurs sont les vendeurs. Dans la mesure permise par la loi, Kasuwa n’est pas responsable des pertes indirectes, et sa responsabilité totale est limitée aux frais qui lui ont été payés dans les douze mois précédant la réclamation.',
  'info.terms.p.disputes':
    'Le paiement reste sous séquestre tant qu’une réclamation est ouverte, et Kasuwa arbitre entre l’acheteur et le vendeur. Ceux-ci tentent d’abord de régler le litige directement depuis la page de commande. À défaut, l’un ou l’autre peut saisir l’assistance Kasuwa, qui examine les preuves et décide du versement ou du remboursement. Les litiges non réglés ainsi sont, dans certains cas, tranchés par un arbitrage contraignant à Lagos selon l’Arbitration and Mediation Act 2023.',
  'info.terms.p.changes':
    'Nous pouvons modifier ces conditions. Les changements importants sont annoncés par e-mail et sur cette page au moins 14 jours avant leur entrée en vigueur ; continuer à utiliser Kasuwa ensuite vaut acceptation.',
};

export default messages;
export const reviewed: readonly string[] = [];
