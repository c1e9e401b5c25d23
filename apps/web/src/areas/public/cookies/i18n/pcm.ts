import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'cookies.banner.label': 'Cookie permission',
  'cookies.banner.text':
    'We dey use important cookies to keep you logged in. If you gree, we go also use analytics cookies to make Kasuwa better.',
  'cookies.banner.more': 'Read more',
  'cookies.banner.accept': 'I gree',
  'cookies.banner.decline': 'I no gree',
};

export default messages;
export const reviewed: readonly string[] = [];
