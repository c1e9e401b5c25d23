import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'cookies.banner.label': 'Nkwenye kuki',
  'cookies.banner.text':
    'Anyị na-eji kuki ndị dị mkpa ka ị nọrọ n’ime akaụntụ gị. Ọ bụrụ na i kwere, anyị ga-ejikwa kuki nyocha meziwanye Kasuwa.',
  'cookies.banner.more': 'Mụtakwuo',
  'cookies.banner.accept': 'Ekwere m',
  'cookies.banner.decline': 'Ajụrụ m',
};

export default messages;
export const reviewed: readonly string[] = [];
