import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'shell.nav.main': 'Babban menu',
  'shell.nav.solutions': 'Hanyoyi',
  'shell.nav.pricing': 'Farashi',
  'shell.nav.faq': 'Tambayoyi',
  'shell.nav.contact': 'Tuntuɓa',
  'shell.nav.openMenu': 'Buɗe menu',
  'shell.footer.blurb':
    'Shagunan yanar gizo don ƙananan ’yan kasuwa a Afirka: shagonku na kanku, biya mai tsaro da Kasuwa ke riƙewa har sai an isar, da duk abin da kuke bukata don gudanar da kasuwancinku.',
  'shell.footer.company': 'Kamfani',
  'shell.footer.about': 'Game da mu',
  'shell.footer.careers': 'Ayyuka',
  'shell.footer.help': 'Taimako',
  'shell.footer.contactUs': 'Tuntuɓe mu',
  'shell.footer.support': 'Cibiyar taimako',
  'shell.footer.legal': 'Shari’a',
  'shell.footer.terms': 'Sharuɗɗan aiki',
  'shell.footer.privacy': 'Ka’idar sirri',
  'shell.footer.userAgreement': 'Yarjejeniyar mai amfani',
  'shell.footer.rights': '© {year} Kasuwa. Duk haƙƙoƙi a kiyaye.',
  'shell.footer.version': 'Siga {version}',
  'shell.footer.powered': 'Kasuwa ne ke sarrafa shi',
  'shell.float.quickActions': 'Ayyuka masu sauri',
  'shell.float.callUs': 'Ku kira mu',
  'shell.float.emailUs': 'Ku aiko mana imel',
  'shell.float.website': 'Ziyarci shafinmu',
  'shell.float.contactUs': 'Tuntuɓe mu',
};

export default messages;
export const reviewed: readonly string[] = [];
