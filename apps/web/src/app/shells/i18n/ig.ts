import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'shell.nav.main': 'Isi menu',
  'shell.nav.solutions': 'Ngwọta',
  'shell.nav.pricing': 'Ọnụ ahịa',
  'shell.nav.faq': 'Ajụjụ',
  'shell.nav.contact': 'Kpọtụrụ',
  'shell.nav.openMenu': 'Meghee menu',
  'shell.footer.blurb':
    'Ụlọ ahịa ịntanetị maka obere azụmahịa n’Africa: ụlọ ahịa nke gị, ịkwụ ụgwọ nchekwa Kasuwa na-echekwa ruo mgbe nnyefe, na ihe niile ị chọrọ iji rụọ azụmahịa gị.',
  'shell.footer.company': 'Ụlọ ọrụ',
  'shell.footer.about': 'Maka anyị',
  'shell.footer.careers': 'Ọrụ',
  'shell.footer.help': 'Enyemaka',
  'shell.footer.contactUs': 'Kpọtụrụ anyị',
  'shell.footer.support': 'Enyemaka',
  'shell.footer.legal': 'Iwu',
  'shell.footer.terms': 'Usoro ọrụ',
  'shell.footer.privacy': 'Iwu nzuzo',
  'shell.footer.userAgreement': 'Nkwekọrịta onye ọrụ',
  'shell.footer.rights': '© {year} Kasuwa. Ikike niile echekwara.',
  'shell.footer.version': 'Ụdị {version}',
  'shell.footer.powered': 'Kasuwa na-akwado ya',
  'shell.float.quickActions': 'Ihe ndị ngwa ngwa',
  'shell.float.callUs': 'Kpọọ anyị',
  'shell.float.emailUs': 'Zitere anyị ozi-e',
  'shell.float.website': 'Gaa na weebụsaịtị anyị',
  'shell.float.contactUs': 'Kpọtụrụ anyị',
};

export default messages;
export const reviewed: readonly string[] = [];
