import { LOCALES } from '@kasuwa/contracts/locale-tags';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from './catalog/en-NG';
import {
  definePart,
  followUserLocale,
  getLocale,
  initialLocale,
  LOCALE_STORAGE_KEY,
  type MessageKey,
  setLocale,
  translate,
  useT,
} from './i18n';

afterEach(async () => {
  localStorage.clear();
  await setLocale('en-NG', { save: false });
});

const keys = Object.keys(english) as MessageKey[];

describe('the web catalogues', () => {
  it('are precompiled: plain texts as strings, texts with arguments as syntax trees', () => {
    expect(english['nav.orders']).toBe('Orders');
    expect(Array.isArray(english['setup.progress'])).toBe(true);
  });

  const files = import.meta.glob<{ default: Record<string, unknown>; reviewed: readonly string[] }>(
    './catalog/*.ts',
    { eager: true },
  );

  it.each(LOCALES)('%s has exactly the English keys, and each formats without throwing', async (locale) => {
    const file = files[`./catalog/${locale}.ts`];
    expect(Object.keys(file?.default ?? {}).sort()).toEqual([...keys].sort());
    // Nobody has reviewed a text yet: the list says so rather than claim it.
    expect(file?.reviewed).toEqual([]);
    await setLocale(locale, { save: false });
    const values = {
      count: 3,
      done: 1,
      total: 4,
      first: 1,
      last: 2,
      n: 2,
      orders: 2,
      interval: 'day',
      store: 'Mama Put',
      url: 'https://x.ng',
      amount: 'A',
      phone: '0800',
      email: 'a@b.ng',
      who: 'Ada',
      page: 'Orders',
    };
    for (const key of keys) {
      const text = translate(key, values);
      expect(text, `${locale} ${key}`).not.toBe(key);
      expect(text.length, `${locale} ${key}`).toBeGreaterThan(0);
    }
  });
});

describe('translate', () => {
  it('falls back to English for a key the language lacks, never showing the key', async () => {
    await setLocale('pcm', { save: false });
    const missing = 'nav.orders' as MessageKey;
    const pidgin = translate(missing);
    // A catalogue without the key (as a half-merged one would be) still shows English.
    const { default: pcm } = await import('./catalog/pcm');
    const saved = (pcm as Record<string, unknown>)[missing];
    delete (pcm as Record<string, unknown>)[missing];
    try {
      expect(translate(missing)).toBe('Orders');
    } finally {
      (pcm as Record<string, unknown>)[missing] = saved;
    }
    expect(translate(missing)).toBe(pidgin);
  });

  it('plurals follow the language: French counts 0 and 1 as one, Hausa and English do not', async () => {
    expect(translate('overview.orderCount', { count: 0 })).toBe('0 orders');
    expect(translate('overview.orderCount', { count: 1 })).toBe('1 order');
    await setLocale('fr', { save: false });
    expect(translate('overview.orderCount', { count: 0 })).toBe('0 commande');
    expect(translate('overview.orderCount', { count: 1 })).toBe('1 commande');
    expect(translate('overview.orderCount', { count: 5 })).toBe('5 commandes');
    await setLocale('ha', { save: false });
    expect(translate('overview.orderCount', { count: 1 })).toBe('oda 1');
    expect(translate('overview.orderCount', { count: 5 })).toBe('oda 5');
  });

  it('fills in variables', async () => {
    await setLocale('yo', { save: false });
    expect(translate('setup.progress', { done: 2, total: 4 })).toContain('2');
    expect(translate('setup.progress', { done: 2, total: 4 })).toContain('4');
  });
});

describe("an area's part of the catalogue", () => {
  const hausa = vi.fn(async () => ({ default: { 'testPart.hello': 'Sannu' } }));
  const loaders = {
    './ha.ts': hausa,
    './fr.ts': async () => ({ default: { 'testPart.hello': 'Bonjour' } }),
  };

  it('arrives in the current language before the area draws, and follows a switch', async () => {
    await setLocale('ha', { save: false });
    const part = await definePart('test-part', { 'testPart.hello': 'Hello' }, loaders);
    expect(part.translate('testPart.hello')).toBe('Sannu');
    // The core's keys stay reachable through the part's translate.
    expect(part.translate('nav.orders')).toBe(translate('nav.orders', undefined, 'ha'));

    await setLocale('fr', { save: false });
    expect(part.translate('testPart.hello')).toBe('Bonjour');
    // A language the part lacks a file for reads English, not the key.
    await setLocale('yo', { save: false });
    expect(part.translate('testPart.hello')).toBe('Hello');

    // Back in Hausa, and the part registered a second time (a second screen of the area): no second fetch.
    await setLocale('ha', { save: false });
    await definePart('test-part', { 'testPart.hello': 'Hello' }, loaders);
    expect(hausa).toHaveBeenCalledTimes(1);
    expect(part.translate('testPart.hello')).toBe('Sannu');
  });

  it('keeps every part when several arrive at once (a switch), whichever arrives last', async () => {
    await setLocale('en-NG', { save: false });
    let first: (() => void) | undefined;
    const slow = {
      './ig.ts': () =>
        new Promise((resolve) => {
          first = () => resolve({ default: { 'slowPart.hello': 'Ndewo' } });
        }),
    };
    const fast = { './ig.ts': async () => ({ default: { 'fastPart.hello': 'Ndewo ngwa ngwa' } }) };
    const slowPart = await definePart('slow-part', { 'slowPart.hello': 'Hello' }, slow);
    const fastPart = await definePart('fast-part', { 'fastPart.hello': 'Hello fast' }, fast);
    const switching = setLocale('ig', { save: false });
    // The fast part and the core arrive first; the slow one after them.
    await vi.waitFor(() => expect(first).toBeDefined());
    await new Promise((r) => setTimeout(r, 10));
    first?.();
    await switching;
    expect(slowPart.translate('slowPart.hello')).toBe('Ndewo');
    expect(fastPart.translate('fastPart.hello')).toBe('Ndewo ngwa ngwa');
    expect(translate('nav.orders')).toBe(translate('nav.orders', undefined, 'ig'));
    expect(translate('nav.orders')).not.toBe('Orders');
  });
});

describe('choosing the language', () => {
  it('starts from what this browser chose, else its languages among LOCALES, else English', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['de-DE', 'fr-CI', 'en']);
    expect(initialLocale()).toBe('fr');
    languages.mockReturnValue(['de-DE']);
    expect(initialLocale()).toBe('en-NG');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ig');
    expect(initialLocale()).toBe('ig');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    languages.mockReturnValue(['ha-NG']);
    expect(initialLocale()).toBe('ha');
  });

  it("follows the account's language, remembers it and sets <html lang>", async () => {
    followUserLocale('pcm');
    await vi.waitFor(() => expect(getLocale()).toBe('pcm'));
    expect(document.documentElement.lang).toBe('pcm');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pcm');
    followUserLocale('not-a-language');
    followUserLocale(undefined);
    expect(getLocale()).toBe('pcm');
  });

  it('redraws a component using useT when the language changes', async () => {
    const { result } = renderHook(() => useT());
    expect(result.current('nav.money')).toBe('Money');
    await act(() => setLocale('fr'));
    expect(result.current('nav.money')).toBe('Finances');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
  });
});

describe('money and dates in the language', () => {
  it('keeps ₦ and en-NG grouping in every language but French, which groups its own way', async () => {
    const { money } = await import('../areas/dashboard/format');
    for (const locale of LOCALES.filter((l) => l !== 'fr')) {
      await setLocale(locale, { save: false });
      expect(money(1_250_000, 'NGN'), locale).toBe('₦12,500.00');
    }
    await setLocale('fr', { save: false });
    expect(money(1_250_000, 'NGN')).toBe('12\u202f500,00\u00a0₦');
    expect(money(12_500, 'XOF')).toBe('12\u202f500\u00a0F\u202fCFA');
  });

  it('writes dates in the language, in the store time zone', async () => {
    const { formatDate } = await import('../lib/datetime');
    expect(formatDate('2026-11-30T23:30:00Z')).toBe('1 Dec 2026');
    await setLocale('fr', { save: false });
    expect(formatDate('2026-11-30T23:30:00Z')).toBe('1 déc. 2026');
  });
});
