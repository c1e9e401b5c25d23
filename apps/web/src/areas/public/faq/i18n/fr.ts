import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'faq.page.eyebrow': 'Centre d’aide',
  'faq.page.title': 'Questions fréquentes',
  'faq.page.intro': 'Des réponses rapides sur les boutiques, les paiements, le séquestre et votre compte.',
  'faq.page.categories': 'Catégories',
  'faq.page.all': 'Toutes les questions',
  'faq.page.moreHelp': 'Plus d’aide',
  'faq.page.faqs': 'FAQ',
  'faq.page.terms': 'Conditions',
  'faq.page.privacy': 'Confidentialité',
  'faq.page.legal': 'Juridique',
  'faq.page.search': 'Rechercher une question',
  'faq.page.searchHint': 'Rechercher, par ex. versement',
  'faq.page.noMatch': 'Aucune question ne correspond à « {keyword} ». Essayez un autre mot ou {ask}.',
  'faq.page.ask': 'posez-nous la question',
  'faq.category.general': 'Général',
  'faq.category.storefront': 'Boutique',
  'faq.category.account': 'Compte',
  'faq.category.billing': 'Paiement et facturation',
  'faq.category.theme': 'Thème et personnalisation',
  'faq.category.orders': 'Commandes et livraison',
  'faq.category.support': 'Assistance',
  'faq.q1.q': 'Qu’est-ce que Kasuwa ?',
  'faq.q1.a':
    'Kasuwa est une plateforme qui donne aux petits commerces une boutique en ligne, des paiements protégés par séquestre et les outils pour gérer leur activité, en commençant par le Nigeria.',
  'faq.q2.q': 'Combien coûte Kasuwa ?',
  'faq.q2.a':
    'La formule gratuite ne coûte rien. Premium et Enterprise ajoutent boutiques et outils, aux prix de la page Tarifs ; payées à l’année, deux mois sont offerts. Chaque formule paie 1,5 % de frais sur les produits vendus.',
  'faq.q3.q': 'Mes clients doivent-ils avoir un compte pour acheter ?',
  'faq.q3.a':
    'Non. Vos clients achètent sans s’inscrire ; ils donnent seulement une adresse de livraison et paient.',
  'faq.q4.q': 'En combien de temps puis-je ouvrir une boutique ?',
  'faq.q4.a':
    'En quelques minutes. Après avoir confirmé votre e-mail, choisissez un nom, une adresse comme yourshop.kasuwa.ng, une catégorie et un thème. La boutique est en ligne aussitôt.',
  'faq.q5.q': 'Puis-je avoir plusieurs boutiques ?',
  'faq.q5.a':
    'La formule gratuite compte une boutique. Premium en permet jusqu’à cinq par compte, Enterprise autant qu’il vous en faut.',
  'faq.q6.q': 'Quelles adresses de boutique puis-je utiliser ?',
  'faq.q6.a':
    'Lettres minuscules, chiffres et tirets, jusqu’à 63 caractères, sans tiret au début ni à la fin. Certains mots comme admin ou www sont réservés.',
  'faq.q7.q': 'Je n’ai pas reçu l’e-mail de confirmation. Que faire ?',
  'faq.q7.a':
    'Regardez vos spams, puis utilisez le bouton de renvoi de l’e-mail sur la page de confirmation. Le lien est valable 48 heures.',
  'faq.q8.q': 'Comment réinitialiser mon mot de passe ?',
  'faq.q8.a':
    'Cliquez sur Forgot Password sur la page de connexion et saisissez votre e-mail. Si le compte existe, vous recevrez un lien valable une fois, pendant une heure.',
  'faq.q9.q': 'À quoi sert « Remember Me » ?',
  'faq.q9.a':
    'Vous restez connecté sur cet appareil pendant 30 jours. Sans cela, vous êtes déconnecté à la fermeture du navigateur.',
  'faq.q10.q': 'Quels moyens de paiement mes clients peuvent-ils utiliser ?',
  'faq.q10.a': 'Carte (Mastercard, Visa, Verve), USSD et virement.',
  'faq.q11.q': 'Comment fonctionne le séquestre ?',
  'faq.q11.a':
    'Le paiement est gardé sous séquestre jusqu’à ce que le client confirme la livraison, ou que le délai de livraison passe sans réclamation. L’argent est alors versé sur votre solde, moins les frais de 1,5 %.',
  'faq.q12.q': 'Quand reçois-je mes versements ?',
  'faq.q12.a':
    'Les versements en naira arrivent sous 24 heures après la sortie du séquestre. En USD, GBP et EUR, comptez jusqu’à 7 jours ouvrés.',
  'faq.q13.q': 'Puis-je payer ma formule à l’année ?',
  'faq.q13.a': 'Oui. Les formules payantes se règlent au mois ou à l’année ; l’année coûte dix mois.',
  'faq.q14.q': 'Puis-je changer de thème plus tard ?',
  'faq.q14.a':
    'Oui, à tout moment depuis votre tableau de bord. Vos produits et commandes restent tels quels.',
  'faq.q15.q': 'Puis-je utiliser mon propre nom de domaine ?',
  'faq.q15.a':
    'Oui, sur Premium et Enterprise. Dans Paramètres → Votre propre domaine, saisissez-le et créez chez votre registraire les deux enregistrements DNS indiqués par Kasuwa ; une fois détectés, votre boutique s’ouvre sur votre domaine avec un certificat de sécurité (le cadenas), et votre sous-domaine kasuwa y renvoie les visiteurs. Chaque boutique garde son sous-domaine kasuwa.',
  'faq.q16.q': 'Comment suis-je prévenu d’une nouvelle commande ?',
  'faq.q16.a':
    'Vous recevez un e-mail et voyez aussitôt la commande dans votre tableau de bord, avec les coordonnées de livraison du client.',
  'faq.q17.q': 'Kasuwa livre-t-il mes commandes ?',
  'faq.q17.a':
    'Pas encore : l’intégration de la livraison arrive bientôt. Aujourd’hui, vous livrez avec votre coursier ou partenaire habituel et marquez la commande comme expédiée.',
  'faq.q18.q': 'Que se passe-t-il si un client veut être remboursé ?',
  'faq.q18.a':
    'Le client ouvre une réclamation avant de confirmer la livraison. Vous pouvez la régler directement ; sinon, l’assistance Kasuwa arbitre. Les remboursements acceptés sortent du séquestre.',
  'faq.q19.q': 'Comment contacter l’assistance ?',
  'faq.q19.a':
    'Écrivez à support@kasuwa.ng, appelez le +234 800 527 8920 ou utilisez le formulaire de contact. Nous répondons 24 h/24, 7 j/7.',
  'faq.q20.q': 'Existe-t-il une assistance prioritaire ?',
  'faq.q20.a': 'Oui. Les vendeurs Premium et Enterprise sont servis en premier.',
};

export default messages;
export const reviewed: readonly string[] = [];
