import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'cookies.banner.label': 'Ìyọ̀ǹda kúkì',
  'cookies.banner.text':
    'A ń lo kúkì pàtàkì kí ẹ lè wà ní ìwọlé. Bí ẹ bá gbà, a ó tún lo kúkì ìṣirò láti mú Kasuwa dára sí i.',
  'cookies.banner.more': 'Kà sí i',
  'cookies.banner.accept': 'Mo gbà',
  'cookies.banner.decline': 'Mi ò gbà',
};

export default messages;
export const reviewed: readonly string[] = [];
