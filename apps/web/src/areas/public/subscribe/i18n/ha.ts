import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'subscribe.page.title': 'Ku yi rajista don labaranmu',
  'subscribe.page.intro':
    'Shawarwarin sayarwa, labaran kaya da labarun masu sayarwa a faɗin Afirka. Imel biyu a wata a mafi yawa; ku daina karɓa a kowane lokaci.',
  'subscribe.form.fullName': 'Cikakken suna',
  'subscribe.form.email': 'Imel',
  'subscribe.form.phone': 'Waya',
  'subscribe.form.submit': 'Yi rajista',
  'subscribe.form.retry': 'Ku sake gwadawa nan gaba kaɗan.',
  'subscribe.error.nameRequired': 'Ana bukatar cikakken suna.',
  'subscribe.error.emailRequired': 'Ana bukatar imel.',
  'subscribe.error.emailInvalid': 'Ku shigar da ingantaccen adireshin imel',
  'subscribe.error.tooLong': 'Haruffa {max} a mafi yawa.',
  'subscribe.token.newsletter': 'Labaran Kasuwa',
  'subscribe.token.invalidLink': 'Wannan mahaɗar ba ta da inganci ko an riga an yi amfani da ita.',
  'subscribe.token.confirming': 'Ana tabbatar da rajistarku',
  'subscribe.token.unsubscribe': 'Daina karɓa',
};

export default messages;
export const reviewed: readonly string[] = [];
