import { translate } from './i18n';

type TitleKey = Parameters<typeof translate>[0];

/**
 * The document title of a page whose route names it by `key` (router.tsx `handle.title`, a catalogue key),
 * in the current language. Its own chunk with the titles' part: the first load carries none of them, and
 * the title follows the page a moment later.
 */
export function documentTitle(key: string | undefined): string {
  if (!key || key === 'titles.home') return translate('titles.home');
  return translate('titles.page', { page: translate(key as TitleKey) });
}
