/*
 * The languages without zod (locales.ts adds the schema): the web dashboard's first load reads them and
 * must not take zod with them (bench/budgets.json, web).
 */
/**
 * The languages Kasuwa speaks (issue 33): BCP 47 tags, English (Nigeria) first as the base every other
 * catalogue is checked against. Each has a catalogue with the same keys on the server (messages), the
 * storefront and the web app.
 */
export const LOCALES = ['en-NG', 'pcm', 'ha', 'yo', 'ig', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-NG';

/** Each language's name in itself, as a language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-NG': 'English',
  pcm: 'Naijá (Pidgin)',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
  fr: 'Français',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The offered language that best answers an `Accept-Language` header (quality order, then a bare
 * language matching a regional tag: `fr-CI` → `fr`, `en-GB` → `en-NG`), or null when none does.
 */
export function negotiateLocale(header: string | undefined, offered: readonly Locale[]): Locale | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((w) => w.tag && w.tag !== '*' && Number.isFinite(w.q) && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = offered.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const loose = offered.find((l) => l.toLowerCase().split('-')[0] === base);
    if (loose) return loose;
  }
  return null;
}
