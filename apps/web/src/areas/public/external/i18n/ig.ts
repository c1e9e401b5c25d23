import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'external.page.title': 'external works!',
  'external.page.text':
    'Nke a bụ ebe maka njikọ gaa na weebụsaịtị ndị ọzọ. Mgbe peeji Kasuwa jikọrọ na mpụga Kasuwa, ị ga-ebu ụzọ hụ weebụsaịtị ị na-aga, ma gaa n’ihu naanị ma ị tụkwasịrị ya obi.',
  'external.page.help': 'Ị chọrọ enyemaka? Gaa na {support}.',
  'external.page.supportLink': 'peeji enyemaka',
  'external.page.home': 'Laghachi n’ibe mbụ',
};

export default messages;
export const reviewed: readonly string[] = [];
