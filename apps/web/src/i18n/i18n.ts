import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  negotiateLocale,
} from '@kasuwa/contracts/locale-tags';
import { useCallback, useSyncExternalStore } from 'react';
import english, { type MessageKey } from './catalog/en-NG';
import { formatMessage } from './format-message';
import { LOCALE_STORAGE_KEY } from './storage-key';

/**
 * The web app's language (issue 33): which catalogue its texts come from and which locale Intl formats
 * dates and numbers in. English is part of the first load; every other language is a chunk of its own,
 * fetched when chosen (a Hausa speaker never downloads the French texts). The build precompiles every
 * catalogue (i18n-compile.ts): a text is its plain string, or its ICU syntax tree when it has arguments.
 *
 * The language comes from, in order: the signed-in vendor's account (followUserLocale), what this browser
 * last chose (the public footer's switcher, or the account's language seen before), the browser's
 * languages among LOCALES, English.
 */
type Compiled = Record<string, string | MessageFormatElement[]>;

export type { MessageKey };
export type MessageValues = Record<string, string | number | Date>;

export { LOCALE_STORAGE_KEY };

let wanted: Locale = DEFAULT_LOCALE;

/** `import.meta.glob` of a part's languages: each module `export default`s its compiled texts. */
type Loaders = Record<string, () => Promise<unknown>>;

/**
 * A catalogue's parts: the core (this directory: the frame, the list kit, the overview) and one part per
 * area (an `i18n/` directory beside the area's screens, registered by its index with definePart). An
 * area's English arrives with its code, so the first load carries only the core's; its other languages
 * arrive with the area or with a switch of language.
 */
const parts = new Map<string, { loaders: Loaders; loaded: Set<Locale> }>([
  [
    'core',
    {
      loaders: import.meta.glob<{ default: Compiled }>(['./catalog/*.ts', '!./catalog/en-NG.ts']),
      loaded: new Set([DEFAULT_LOCALE]),
    },
  ],
]);
/** Every loaded part of a language, merged: a key lives in one part only (the check says so). */
const catalogues: Partial<Record<Locale, Compiled>> = {
  [DEFAULT_LOCALE]: { ...(english as unknown as Compiled) },
};

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLocale(): Locale {
  return current;
}

async function loadPart(name: string, locale: Locale): Promise<void> {
  const part = parts.get(name);
  if (!part || part.loaded.has(locale)) return;
  const load = Object.entries(part.loaders).find(([path]) => path.endsWith(`/${locale}.ts`))?.[1];
  // A language without its file (not possible with the check in place) speaks English rather than keys.
  if (load) {
    // Read the language's catalogue after the await: parts load side by side (loadCatalogue), and a copy
    // taken before it would drop the texts of a part that arrived meanwhile.
    const texts = ((await load()) as { default: Compiled }).default;
    catalogues[locale] = { ...catalogues[locale], ...texts };
  }
  part.loaded.add(locale);
}

function loadCatalogue(locale: Locale): Promise<unknown> {
  return Promise.all([...parts.keys()].map((name) => loadPart(name, locale)));
}

/**
 * Registers an area's part of the catalogue: its English now, its other languages from `loaders`
 * (`import.meta.glob(['./*.ts', '!./en-NG.ts', '!./index.ts'])` in the part's index). Resolves once the
 * current language's texts are in, so an index that awaits it at its top level keeps the area's screens
 * from drawing before their words arrive: a Hausa reader never sees them flash in English.
 */
export async function definePart<const Key extends string>(
  name: string,
  englishTexts: Record<Key, string>,
  loaders: Loaders,
): Promise<{ useT: () => Translate<Key | MessageKey>; translate: Translate<Key | MessageKey> }> {
  if (!parts.has(name)) {
    Object.assign(catalogues[DEFAULT_LOCALE] as Compiled, englishTexts);
    parts.set(name, { loaders, loaded: new Set([DEFAULT_LOCALE]) });
  }
  // A failed chunk (offline) leaves the area in English rather than the screen blank.
  await loadPart(name, wanted).catch(() => undefined);
  return {
    useT: useT as () => Translate<Key | MessageKey>,
    translate: (key, values) => translate(key as MessageKey, values),
  };
}

function remember(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private browsing): the choice lasts for this page only.
  }
}

/** What this browser chose before, else its own languages among LOCALES, else English. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // No storage: fall through to the browser's languages.
  }
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return negotiateLocale(languages.join(','), LOCALES) ?? DEFAULT_LOCALE;
}

/**
 * Switches the app to `locale` once its catalogue has arrived (the screen keeps its current language
 * meanwhile, never a mix), and remembers it on this browser unless `save` is false (the first guess from
 * the browser's languages is not a choice). The last call wins when two overlap.
 */
export function setLocale(locale: Locale, { save = true } = {}): Promise<void> {
  wanted = locale;
  if (save) remember(locale);
  return loadCatalogue(locale).then(
    () => {
      if (wanted !== locale) return;
      if (typeof document !== 'undefined') document.documentElement.lang = locale;
      if (current === locale) return;
      current = locale;
      for (const l of listeners) l();
    },
    () => {
      // The chunk did not arrive (offline, before the service worker kept it): stay in the current language.
      if (wanted === locale) wanted = current;
    },
  );
}

/** The signed-in vendor's account language wins over this browser's earlier choice. */
export function followUserLocale(locale: string | undefined) {
  if (isLocale(locale) && locale !== wanted) void setLocale(locale);
}

/**
 * The text of `key` in the current language with its values filled in; English when the language lacks
 * it, so a screen never shows a key.
 */
export function translate(key: MessageKey, values?: MessageValues, locale: Locale = current): string {
  const message = catalogues[locale]?.[key] ?? catalogues[DEFAULT_LOCALE]?.[key];
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  try {
    return formatMessage(message, [locale, DEFAULT_LOCALE], values);
  } catch (err) {
    // A value the text needs was not given (a bug the tests catch): English, if it can, rather than a blank.
    if (locale === DEFAULT_LOCALE) throw err;
    return translate(key, values, DEFAULT_LOCALE);
  }
}

export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

/** The current language; a component using it draws again when the language changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

/** `t(key, values)` in the current language (see translate). */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback((key, values) => translate(key, values, locale), [locale]);
}
