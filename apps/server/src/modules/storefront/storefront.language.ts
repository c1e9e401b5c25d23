import { isLocale, LOCALES, type Locale, negotiateLocale } from '@kasuwa/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The shopper's storefront language, remembered for every store on the device (a shopper reads one
 * language; a store that does not offer it falls back to Accept-Language, then its default).
 */
export const LANGUAGE_COOKIE = 'kasuwa_lang';
export const LANGUAGE_MAX_AGE = 365 * 24 * 3600;

function queryLang(request: FastifyRequest): string | undefined {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return typeof lang === 'string'
    ? lang
    : Array.isArray(lang) && typeof lang[0] === 'string'
      ? lang[0]
      : undefined;
}

/**
 * The language of a page among those the store offers (`offered[0]` its default): a `?lang=` in the
 * address (the hreflang alternates), else the cookie the language control set, else the browser's
 * Accept-Language, else the store's default.
 */
export function chooseLocale(request: FastifyRequest, offered: readonly Locale[]): Locale {
  const asked = queryLang(request);
  if (isLocale(asked) && offered.includes(asked)) return asked;
  const kept = request.cookies[LANGUAGE_COOKIE];
  if (isLocale(kept) && offered.includes(kept)) return kept;
  return negotiateLocale(request.headers['accept-language'], offered) ?? offered[0] ?? LOCALES[0];
}

/** A `?lang=` the store offers, which the reply remembers like the language control's choice. */
export function askedLocale(request: FastifyRequest, offered: readonly Locale[]): Locale | null {
  const asked = queryLang(request);
  return isLocale(asked) && offered.includes(asked) && request.cookies[LANGUAGE_COOKIE] !== asked
    ? asked
    : null;
}

/** The pages vary by the cookies (cart count, currency, language) and by Accept-Language on a first visit. */
export const PAGE_VARY = 'Accept-Language, Cookie';
