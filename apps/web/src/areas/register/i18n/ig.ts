import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'register.asideTitle': 'Mepee ụlọ ahịa gị n’ime nkeji ole na ole',
  'register.asideText':
    'Mepee akaụntụ gị n’efu. Ụlọ ahịa gị n’ịntanetị ga-adị njikere ozugbo ị kwadoro ozi-e gị.',
  'register.points.storefront': 'Ụlọ ahịa n’ịntanetị na subdomain nke gị',
  'register.points.payments': 'Ịkwụ ụgwọ site na kaadị, USSD, nnyefe ego n’ụlọ akụ na obere akpa Paga',
  'register.points.escrow': 'Nchekwa: Kasuwa na-echekwa ego ruo mgbe nnyefe ruru',
  'register.points.stock': 'Ngwa ahịa nke a na-agaghị ere karịa ihe dị',
  'register.sentTitle': 'Lelee ozi-e gị ka ị kwado akaụntụ gị',
  'register.sentText':
    'Anyị ezigala njikọ nkwenye na {email}. Mepee ya ka akaụntụ gị malite ịrụ ọrụ, wee banye ka ị hazie ụlọ ahịa gị.',
  'register.goLogin': 'Gaa banye',
  'register.title': 'Mepee akaụntụ gị',
  'register.subtitle': 'Ịmalite bụ n’efu. Naanị 1.5% n’ahịa ọ bụla.',
  'register.failed': 'Anyị enweghị ike imepe akaụntụ ahụ',
  'register.businessName': 'Aha azụmahịa',
  'register.businessNameHint': 'Dịka Adire House',
  'register.firstName': 'Aha mbụ',
  'register.lastName': 'Aha nna',
  'register.email': 'Adreesị ozi-e',
  'register.phone': 'Nọmba ekwentị',
  'register.password': 'Okwuntụghe',
  'register.passwordHint': 'Opekata mpe mkpụrụedemede 6',
  'register.showPassword': 'Gosi ma ọ bụ zoo okwuntụghe',
  'register.submit': 'Mepee akaụntụ',
  'register.terms': 'Site n’imepe akaụntụ, ị kwetara na {terms} na {privacy} anyị.',
  'register.termsLink': 'Usoro ọrụ',
  'register.privacyLink': 'Iwu nzuzo',
  'register.haveAccount': 'Ị nweela akaụntụ?',
  'register.logIn': 'Banye',

  'register.field.businessRequired': 'Dee aha azụmahịa gị.',
  'register.field.businessShort': 'Aha azụmahịa ga-enwe opekata mpe mkpụrụedemede 2.',
  'register.field.businessLong': 'Aha azụmahịa agaghị agafe mkpụrụedemede 120.',
  'register.field.firstRequired': 'Dee aha mbụ gị.',
  'register.field.firstLong': 'Aha mbụ agaghị agafe mkpụrụedemede 80.',
  'register.field.lastRequired': 'Dee aha nna gị.',
  'register.field.lastLong': 'Aha nna agaghị agafe mkpụrụedemede 80.',
  'register.field.emailRequired': 'Dee ozi-e gị',
  'register.field.emailInvalid': 'Biko dee adreesị ozi-e ziri ezi',
  'register.field.emailLong': 'Ozi-e agaghị agafe mkpụrụedemede 254.',
  'register.field.phoneRequired': 'Dee nọmba ekwentị gị.',
  'register.field.phoneInvalid': 'Biko dee nọmba ekwentị ziri ezi, dịka 0803 123 4567.',
  'register.field.passwordRequired': 'Dee okwuntụghe gị',
  'register.field.passwordShort': 'Okwuntụghe ga-enwe opekata mpe mkpụrụedemede 6',
  'register.field.passwordLong': 'Okwuntụghe agaghị agafe mkpụrụedemede 200.',
};

export default messages;
export const reviewed: readonly string[] = [];
