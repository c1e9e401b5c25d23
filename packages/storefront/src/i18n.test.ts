import { LOCALES, type Locale, NIGERIAN_STATES } from '@kasuwa/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translator } from './i18n';
import { contextFor, DATA_WORDS, PAGES } from './i18n.fixtures';
import { renderStoreUnavailable } from './pages/errors';
import { renderPage } from './render';
import { THEMES } from './themes';

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a shopper reads on a page: its text and the attributes read aloud or shown (not scripts, CSS, marks). */
function words(html: string): string[] {
  const visible = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, '');
  const text = [...visible.matchAll(/>([^<]+)</g)].map((m) => m[1]!);
  const attributes = [
    ...visible.matchAll(/\s(?:placeholder|aria-label|alt|data-copy-label)="([^"]*)"/g),
    ...visible.matchAll(
      /<meta (?:name="description"|property="og:(?:title|description)") content="([^"]*)"/g,
    ),
  ].map((m) => m[1]!);
  return [...text, ...attributes]
    .map((w) =>
      decode(w)
        .replace(/\s+/g, ' ')
        .replace(/^[\s·]+|[\s·]+$/g, ''),
    )
    .filter(Boolean);
}

const data = [...DATA_WORDS, ...NIGERIAN_STATES].sort((a, b) => b.length - a.length);

/** Whether a text is only the merchant's data, names, numbers and money: nothing to translate. */
function onlyData(text: string): boolean {
  // A date as Intl writes it for the language (Igbo's CLDR months are English's).
  if (/^\d{1,2} \p{L}+\.?,? \d{4}, \d{2}:\d{2}$/u.test(text)) return true;
  let rest = text;
  for (const d of data) rest = rest.split(d).join(' ');
  return !/\p{L}{2,}/u.test(rest.replace(/\b(?:NGN|mm|S|M)\b/g, ''));
}

/** Texts a language writes as English does (Pidgin's "Total", French "Contact"), as patterns over filled-in values. */
function sameAsEnglish(locale: Locale): RegExp[] {
  const en = CATALOGUES['en-NG'];
  const own = CATALOGUES[locale];
  return (Object.keys(en) as (keyof typeof en)[])
    .filter((k) => own[k] === en[k])
    .map((k) => {
      const pattern = en[k]
        .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      return new RegExp(`^${pattern}$`);
    });
}

describe('every storefront page in every language', () => {
  it('has the same keys in every language, each a text', () => {
    const keys = Object.keys(CATALOGUES['en-NG']).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(CATALOGUES[locale]).sort(), locale).toEqual(keys);
      for (const k of keys) expect(typeof CATALOGUES[locale][k as never], `${locale} ${k}`).toBe('string');
    }
  });

  const english = new Map(
    PAGES.map(({ name, page, path }) => [name, words(renderPage(contextFor('en-NG', 1, path), page))]),
  );

  for (const locale of LOCALES.filter((l) => l !== 'en-NG')) {
    it(`${locale}: renders every page of every theme with no English left where the catalogue has ${locale}`, () => {
      const allowed = sameAsEnglish(locale);
      const left: string[] = [];
      for (const theme of Object.keys(THEMES).map(Number)) {
        for (const { name, page, path } of PAGES) {
          const html = renderPage(contextFor(locale, theme, path), page);
          expect(html, name).toContain(`<html lang="${locale}">`);
          const en = new Set(english.get(name));
          for (const text of words(html)) {
            if (!en.has(text) || onlyData(text) || allowed.some((p) => p.test(text))) continue;
            left.push(`${name}: ${text}`);
          }
        }
      }
      expect([...new Set(left)]).toEqual([]);
    });
  }

  it('says a store is closed or unknown in the visitor’s language', () => {
    for (const locale of LOCALES) {
      const t = translator(locale);
      const html = renderStoreUnavailable('nkechi', 'inactive', 'https://kasuwa.ng', locale);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(decode(html)).toContain(t('unavailable.inactive.text', { sub: 'nkechi' }));
      for (const reason of ['unknown', 'invalid', 'down'] as const) {
        expect(renderStoreUnavailable('x', reason, '/', locale)).toContain(`<html lang="${locale}">`);
      }
    }
  });

  it('writes naira with en-NG grouping in every Nigerian language and French its own way', () => {
    const product = PAGES.find((p) => p.name === 'product')!;
    for (const locale of ['en-NG', 'pcm', 'ha', 'yo', 'ig'] as const) {
      expect(renderPage(contextFor(locale, 1, product.path), product.page)).toContain('₦12,500');
    }
    expect(renderPage(contextFor('fr', 1, product.path), product.page)).toMatch(/12\s500\s₦/);
  });
});
