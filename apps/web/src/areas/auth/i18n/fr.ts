import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'auth.points.storefront': 'Une boutique en ligne sur votre propre sous-domaine',
  'auth.points.payments': 'Paiement par carte, USSD, virement et portefeuille Paga',
  'auth.points.escrow': 'Séquestre : Kasuwa garde le paiement jusqu’à la livraison',
  'auth.points.stock': 'Un stock qui ne vend jamais plus que ce que vous avez',

  'auth.field.emailRequired': 'E-mail obligatoire',
  'auth.field.emailInvalid': 'Saisissez une adresse e-mail valide',
  'auth.field.emailLong': 'L’e-mail ne doit pas dépasser 254 caractères.',
  'auth.field.passwordRequired': 'Mot de passe obligatoire',
  'auth.field.passwordShort': 'Le mot de passe doit contenir au moins 6 caractères',
  'auth.field.passwordLong': 'Le mot de passe ne doit pas dépasser 200 caractères.',
  'auth.field.code': 'Saisissez le code à 6 chiffres reçu par e-mail.',
  'auth.field.newPassword': 'Saisissez un mot de passe d’au moins 6 caractères.',
  'auth.field.confirmShort': 'Le mot de passe doit contenir au moins 6 caractères.',
  'auth.field.mismatch': 'Les mots de passe ne correspondent pas',

  'auth.email': 'Adresse e-mail',
  'auth.checkEmail': 'Consultez vos e-mails',
  'auth.backToLogin': 'Retour à la connexion',
  'auth.toLogin': 'Nous vous emmenons vers la page de connexion…',
  'auth.somethingWrong': 'Un problème est survenu',
  'auth.tryAgain': 'Un problème est survenu. Veuillez réessayer.',

  'auth.login.asideTitle': 'Bon retour dans votre boutique',
  'auth.login.asideText':
    'Connectez-vous pour voir vos commandes, les paiements en séquestre et tout ce que vos clients achètent.',
  'auth.login.title': 'Se connecter',
  'auth.login.subtitle': 'Gérez votre boutique Kasuwa.',
  'auth.login.successHeading': 'Connexion réussie !',
  'auth.login.failureHeading': 'Connexion échouée !',
  'auth.login.resend': 'Renvoyer l’e-mail de confirmation',
  'auth.login.code': 'Code reçu par e-mail',
  'auth.login.codePlaceholder': '6 chiffres',
  'auth.login.password': 'Mot de passe',
  'auth.login.passwordPlaceholder': 'Votre mot de passe',
  'auth.login.showPassword': 'Afficher ou masquer le mot de passe',
  'auth.login.remember': 'Se souvenir de moi',
  'auth.login.forgot': 'Mot de passe oublié ?',
  'auth.login.submit': 'Se connecter',
  'auth.login.newHere': 'Nouveau sur Kasuwa ?',
  'auth.login.create': 'Créer un compte',
  'auth.login.welcome': 'Bon retour, {name}.',
  'auth.login.invalid': 'E-mail ou mot de passe incorrect.',
  'auth.login.failed': 'Échec de la connexion. Veuillez réessayer.',
  'auth.login.noToken': 'Échec de l’authentification : aucun jeton reçu.',
  'auth.login.authFailed': 'Échec de l’authentification : identifiants ou droits invalides.',
  'auth.login.networkError': 'Erreur réseau pendant la connexion. Veuillez réessayer.',

  'auth.callback.badState': 'Paramètre « state » invalide',
  'auth.callback.noToken': 'Aucun jeton de connexion reçu',
  'auth.callback.signInAgain': 'Veuillez vous reconnecter.',
  'auth.callback.completing': 'Connexion en cours…',

  'auth.confirm.confirmingTitle': 'Confirmation de votre e-mail',
  'auth.confirm.wait': 'Un instant, s’il vous plaît…',
  'auth.confirm.confirmedTitle': 'E-mail confirmé',
  'auth.confirm.confirmed': 'Votre e-mail est confirmé. Vous pouvez maintenant vous connecter.',
  'auth.confirm.confirmedSignedIn': 'Votre e-mail est confirmé et vous êtes connecté.',
  'auth.confirm.toStore': 'Vous êtes connecté. Nous vous emmenons vers votre boutique…',
  'auth.confirm.incompleteTitle': 'Ce lien de confirmation est incomplet',
  'auth.confirm.incompleteText':
    'Ouvrez le lien complet reçu par e-mail. Nous vous emmenons vers la page de connexion…',
  'auth.confirm.resent':
    'Nous avons envoyé un nouveau lien de confirmation à {email}. Ouvrez-le sous 48 heures pour activer votre compte.',
  'auth.confirm.unexpected': 'Un problème est survenu. Contactez l’assistance Kasuwa.',
  'auth.confirm.expiredTitle': 'Ce lien a expiré',
  'auth.confirm.expiredHint': 'Demandez un nouveau lien : nous l’enverrons à votre e-mail.',
  'auth.confirm.resendWelcome': 'Renvoyer l’e-mail de bienvenue',

  'auth.forgot.title': 'Mot de passe oublié ?',
  'auth.forgot.subtitle':
    'Saisissez l’e-mail de votre compte Kasuwa et nous vous enverrons un lien pour le réinitialiser.',
  'auth.forgot.sent':
    'Si un compte existe pour cet e-mail, nous avons envoyé un lien pour réinitialiser votre mot de passe. Consultez votre boîte de réception (et les spams).',
  'auth.forgot.redirect': 'Vous serez redirigé vers la page de connexion dans 10 secondes.',
  'auth.forgot.submit': 'Envoyer le lien',
  'auth.forgot.remembered': 'Vous vous en souvenez ?',

  'auth.reset.verifyingTitle': 'Vérification de votre lien',
  'auth.reset.wait': 'Veuillez patienter…',
  'auth.reset.slow':
    'Si cela prend trop de temps, demandez un nouveau lien depuis la page « mot de passe oublié ».',
  'auth.reset.invalidTitle': 'Ce lien n’est plus valide',
  'auth.reset.invalidText': 'Le lien a expiré ou a déjà été utilisé.',
  'auth.reset.requestNew': 'Demander un nouveau lien',
  'auth.reset.doneTitle': 'Mot de passe modifié',
  'auth.reset.updated':
    'Votre mot de passe a été modifié. Vous pouvez vous connecter avec le nouveau mot de passe.',
  'auth.reset.title': 'Créer un nouveau mot de passe',
  'auth.reset.forEmail': 'Pour {email}',
  'auth.reset.failedHint': 'Demandez un nouveau lien. Si le problème continue, contactez l’assistance',
  'auth.reset.newPassword': 'Nouveau mot de passe',
  'auth.reset.confirmPassword': 'Confirmer le mot de passe',
  'auth.reset.save': 'Enregistrer le mot de passe',

  'auth.loginError.title': 'Nous n’avons pas pu vous connecter',
  'auth.loginError.text':
    'Un problème est survenu pendant la connexion. Les détails ci-dessous nous aident à le corriger.',
  'auth.loginError.severity': '{severity, select, warning {avertissement} danger {grave} other {info}}',
  'auth.loginError.code': 'Code d’erreur',
  'auth.loginError.errorId': 'Référence de l’erreur',
  'auth.loginError.message': 'Message',
  'auth.loginError.codeLabel': 'Code',
  'auth.loginError.time': 'Heure',
  'auth.loginError.page': 'Page',
  'auth.loginError.source': 'Origine',
  'auth.loginError.email': 'E-mail',
  'auth.loginError.storeId': 'Identifiant de la boutique',
  'auth.loginError.tokenExpiry': 'Expiration du jeton',
  'auth.loginError.backendCode': 'Code du serveur de la boutique',
  'auth.loginError.backendMessage': 'Message du serveur de la boutique',
  'auth.loginError.copied': 'Copié !',
  'auth.loginError.copy': 'Copier les détails',
  'auth.loginError.retry': 'Réessayer la connexion',
  'auth.loginError.home': 'Aller à l’accueil',
  'auth.loginError.reportTitle': 'Signaler cette erreur',
  'auth.loginError.thanks': 'Merci. Votre signalement a été envoyé à notre équipe.',
  'auth.loginError.describe': 'Que faisiez-vous quand c’est arrivé ?',
  'auth.loginError.describeHint':
    'Par exemple : j’ai saisi mon e-mail et mon mot de passe, puis j’ai appuyé sur Se connecter.',
  'auth.loginError.notSent': 'Votre signalement n’a pas été envoyé',
  'auth.loginError.writeTo': 'Vous pouvez aussi nous écrire :',
  'auth.loginError.send': 'Envoyer le signalement',
  'auth.loginError.help': 'Besoin d’aide ?',
  'auth.loginError.helpText':
    'Écrivez-nous en indiquant la référence {id} pour que nous retrouvions ce qui s’est passé.',

  'auth.verify.title': 'Confirmez votre adresse e-mail',
  'auth.verify.sent':
    'Nous avons envoyé un lien de confirmation à {email}. Ouvrez-le pour activer votre compte Kasuwa ; il est valable 48 heures.',
  'auth.verify.nothingYet':
    'Toujours rien ? Regardez dans les spams ou les promotions, ou renvoyez l’e-mail.',
  'auth.verify.later': 'Veuillez réessayer dans un instant.',
  'auth.verify.resend': 'Renvoyer l’e-mail de confirmation',
  'auth.verify.already': 'Déjà confirmé ?',

  'auth.nav.user': 'Utilisateur',
  'auth.nav.myAccount': 'Mon compte',
  'auth.nav.login': 'Connexion',
  'auth.nav.signup': 'Inscription',
};

export default messages;
export const reviewed: readonly string[] = [];
