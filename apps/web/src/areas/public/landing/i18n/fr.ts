import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'landing.hero.badge': 'Conçu pour les petits commerces d’Afrique',
  'landing.hero.title': 'Votre boutique {online} en quelques minutes',
  'landing.hero.online': 'en ligne',
  'landing.hero.text':
    'Kasuwa vous donne une boutique à votre propre adresse web, encaisse les paiements par carte, USSD et virement, et garde l’argent de vos clients sous séquestre jusqu’à la livraison de leur commande.',
  'landing.cta.start': 'Commencer',
  'landing.hero.how': 'Voir comment ça marche',
  'landing.hero.free': 'Formule gratuite, sans frais d’installation',
  'landing.hero.fee': 'Seulement 1,5 % par vente',
  'landing.hero.payouts': 'Versements en naira sous 24 heures',
  'landing.preview.delivery': 'Livraison gratuite à Lagos',
  'landing.preview.received': '{amount} reçus',
  'landing.preview.held': 'Sous séquestre jusqu’à la livraison',
  'landing.preview.order': 'Nouvelle commande d’Abuja',
  'landing.pay.intro': 'Encaissez comme vos clients paient :',
  'landing.pay.cards': 'Cartes Mastercard, Visa et Verve',
  'landing.pay.transfer': 'Virement bancaire',
  'landing.pay.paga': 'Portefeuille Paga',
  'landing.how.eyebrow': 'Comment ça marche',
  'landing.how.title': 'Des commandes WhatsApp à une vraie boutique en ligne',
  'landing.how.text': 'Trois étapes, sans développeur, sans frais au départ.',
  'landing.how.signup.title': 'Créez votre compte gratuit',
  'landing.how.signup.text':
    'Inscrivez-vous avec le nom de votre commerce et votre e-mail. Votre boutique est prête dès que vous confirmez votre adresse.',
  'landing.how.products.title': 'Choisissez un thème, ajoutez vos produits',
  'landing.how.products.text':
    'Choisissez un thème, ajoutez vos photos, vos prix et votre stock. Votre boutique est à l’adresse yourname.kasuwa.ng.',
  'landing.how.paid.title': 'Partagez votre lien et encaissez',
  'landing.how.paid.text':
    'Vos clients achètent sans créer de compte. Vous expédiez, ils confirment la livraison, l’argent arrive sur votre solde.',
  'landing.features.eyebrow': 'Fonctionnalités',
  'landing.features.title': 'Tout ce qu’il faut à un petit commerce pour vendre en ligne',
  'landing.features.text': 'Un seul tableau de bord pour votre boutique, vos paiements et vos clients.',
  'landing.feature.store.title': 'Votre propre boutique',
  'landing.feature.store.text':
    'Une boutique sur votre sous-domaine, avec des thèmes prêts à l’emploi, beaux sur tous les téléphones.',
  'landing.feature.pay.title': 'Tous les moyens de paiement',
  'landing.feature.pay.text': 'Carte, USSD, virement et portefeuille Paga, tous confirmés automatiquement.',
  'landing.feature.escrow.title': 'Paiement sous séquestre',
  'landing.feature.escrow.text':
    'Le paiement est gardé en sécurité jusqu’à ce que l’acheteur confirme la livraison : chacun peut faire confiance à la vente.',
  'landing.feature.invoices.title': 'Factures et reçus',
  'landing.feature.invoices.text':
    'Un reçu PDF pour chaque paiement, et des factures avec lien de paiement envoyées au nom de votre boutique.',
  'landing.feature.sms.title': 'SMS et e-mail',
  'landing.feature.sms.text':
    'Vous êtes prévenu de chaque commande payée par SMS et e-mail ; vos clients suivent leur commande par e-mail, ou par SMS s’ils n’ont pas donné d’e-mail.',
  'landing.feature.analytics.title': 'Statistiques',
  'landing.feature.analytics.text':
    'Voyez ce qui se vend, qui achète et combien vous gagnez, avec des rapports de ventes et financiers clairs.',
  'landing.feature.currency.title': 'Multidevise',
  'landing.feature.currency.text': 'Vendez en naira et en devises : dollars américains, livres et euros.',
  'landing.feature.discounts.title': 'Codes de remise',
  'landing.feature.discounts.text':
    'Lancez codes de remise et coupons pour vos promotions WhatsApp et Instagram.',
  'landing.soon': 'Bientôt disponible',
  'landing.escrow.title': 'Vos clients paient en confiance. Vous êtes payé à chaque livraison.',
  'landing.escrow.text':
    'Un acheteur qui ne vous connaît pas paie plus volontiers quand son argent est protégé. Kasuwa garde chaque paiement jusqu’à la livraison, puis le verse sur votre solde.',
  'landing.escrow.foreign': 'Versements en dollars, livres et euros sous 7 jours ouvrés',
  'landing.escrow.disputes': 'Remboursements et réclamations passent par le même séquestre',
  'landing.escrow.step.pays': 'Le client paie',
  'landing.escrow.step.paysText': 'Par carte, USSD, virement ou portefeuille Paga.',
  'landing.escrow.step.holds': 'Kasuwa garde l’argent sous séquestre',
  'landing.escrow.step.holdsText': 'Vous voyez le paiement tout de suite et expédiez la commande.',
  'landing.escrow.step.delivered': 'La livraison est confirmée',
  'landing.escrow.step.deliveredText': 'L’acheteur confirme la réception, ou la période de garde prend fin.',
  'landing.escrow.step.yours': 'L’argent est à vous',
  'landing.escrow.step.yoursText': 'Versé sur votre solde, moins les frais de transaction de 1,5 %.',
  'landing.pricing.eyebrow': 'Tarifs',
  'landing.pricing.title': 'Commencez gratuitement. Payez 1,5 % seulement quand vous vendez.',
  'landing.pricing.text':
    'Chaque formule a les mêmes frais simples de 1,5 % par vente, sans frais d’installation. Les formules payantes ajoutent boutiques et outils, au mois ou à l’année avec deux mois offerts.',
  'landing.pricing.failed': 'Les formules n’ont pas pu être chargées pour l’instant.',
  'landing.pricing.popular': 'Le plus choisi',
  'landing.pricing.perMonth': '/ mois',
  'landing.pricing.choose': 'Choisir {plan}',
  'landing.final.title': 'Prêt à ouvrir votre boutique ?',
  'landing.final.text':
    'Créez votre compte en quelques minutes et prenez vos premières commandes aujourd’hui. C’est gratuit pour commencer.',
};

export default messages;
export const reviewed: readonly string[] = [];
