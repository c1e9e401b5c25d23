import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'shell.nav.main': 'Principal',
  'shell.nav.solutions': 'Solutions',
  'shell.nav.pricing': 'Tarifs',
  'shell.nav.faq': 'FAQ',
  'shell.nav.contact': 'Contact',
  'shell.nav.openMenu': 'Ouvrir le menu',
  'shell.footer.blurb':
    'Des boutiques en ligne pour les petites entreprises d’Afrique : votre propre boutique, des paiements sécurisés gardés sous séquestre jusqu’à la livraison, et tout ce qu’il faut pour gérer votre commerce.',
  'shell.footer.company': 'Entreprise',
  'shell.footer.about': 'À propos',
  'shell.footer.careers': 'Carrières',
  'shell.footer.help': 'Aide',
  'shell.footer.contactUs': 'Nous contacter',
  'shell.footer.support': 'Assistance',
  'shell.footer.legal': 'Mentions légales',
  'shell.footer.terms': 'Conditions d’utilisation',
  'shell.footer.privacy': 'Confidentialité',
  'shell.footer.userAgreement': 'Accord d’utilisation',
  'shell.footer.rights': '© {year} Kasuwa. Tous droits réservés.',
  'shell.footer.version': 'Version {version}',
  'shell.footer.powered': 'Propulsé par Kasuwa',
  'shell.float.quickActions': 'Actions rapides',
  'shell.float.callUs': 'Appelez-nous',
  'shell.float.emailUs': 'Écrivez-nous',
  'shell.float.website': 'Visiter notre site',
  'shell.float.contactUs': 'Nous contacter',
};

export default messages;
export const reviewed: readonly string[] = [];
