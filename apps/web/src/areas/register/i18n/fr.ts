import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'register.asideTitle': 'Ouvrez votre boutique en quelques minutes',
  'register.asideText':
    'Créez votre compte gratuit. Votre boutique en ligne est prête dès que vous confirmez votre e-mail.',
  'register.points.storefront': 'Une boutique en ligne sur votre propre sous-domaine',
  'register.points.payments': 'Paiement par carte, USSD, virement et portefeuille Paga',
  'register.points.escrow': 'Séquestre : Kasuwa garde le paiement jusqu’à la livraison',
  'register.points.stock': 'Un stock qui ne vend jamais plus que ce que vous avez',
  'register.sentTitle': 'Consultez vos e-mails pour confirmer votre compte',
  'register.sentText':
    'Nous avons envoyé un lien de confirmation à {email}. Ouvrez-le pour activer votre compte, puis connectez-vous pour préparer votre boutique.',
  'register.goLogin': 'Aller à la connexion',
  'register.title': 'Créez votre compte',
  'register.subtitle': 'Gratuit pour commencer. Seulement 1,5 % par vente.',
  'register.failed': 'L’inscription a échoué',
  'register.businessName': 'Nom de l’entreprise',
  'register.businessNameHint': 'Par ex. Adire House',
  'register.firstName': 'Prénom',
  'register.lastName': 'Nom',
  'register.email': 'Adresse e-mail',
  'register.phone': 'Numéro de téléphone',
  'register.password': 'Mot de passe',
  'register.passwordHint': 'Au moins 6 caractères',
  'register.showPassword': 'Afficher ou masquer le mot de passe',
  'register.submit': 'Créer le compte',
  'register.terms': 'En créant un compte, vous acceptez nos {terms} et notre {privacy}.',
  'register.termsLink': 'Conditions d’utilisation',
  'register.privacyLink': 'Politique de confidentialité',
  'register.haveAccount': 'Vous avez déjà un compte ?',
  'register.logIn': 'Se connecter',

  'register.field.businessRequired': 'Le nom de l’entreprise est obligatoire.',
  'register.field.businessShort': 'Le nom de l’entreprise doit contenir au moins 2 caractères.',
  'register.field.businessLong': 'Le nom de l’entreprise ne doit pas dépasser 120 caractères.',
  'register.field.firstRequired': 'Le prénom est obligatoire.',
  'register.field.firstLong': 'Le prénom ne doit pas dépasser 80 caractères.',
  'register.field.lastRequired': 'Le nom est obligatoire.',
  'register.field.lastLong': 'Le nom ne doit pas dépasser 80 caractères.',
  'register.field.emailRequired': 'E-mail obligatoire',
  'register.field.emailInvalid': 'Saisissez une adresse e-mail valide',
  'register.field.emailLong': 'L’e-mail ne doit pas dépasser 254 caractères.',
  'register.field.phoneRequired': 'Le numéro de téléphone est obligatoire.',
  'register.field.phoneInvalid': 'Saisissez un numéro de téléphone valide, par ex. 0803 123 4567.',
  'register.field.passwordRequired': 'Mot de passe obligatoire',
  'register.field.passwordShort': 'Le mot de passe doit contenir au moins 6 caractères',
  'register.field.passwordLong': 'Le mot de passe ne doit pas dépasser 200 caractères.',
};

export default messages;
export const reviewed: readonly string[] = [];
