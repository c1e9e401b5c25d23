import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { type FormatValues, formatMessage } from './format-message';

const LOCALES = ['en-NG', 'pcm', 'ha', 'yo', 'ig', 'fr'];

/** What intl-messageformat, which this formatter replaces, makes of the same tree. */
function reference(ast: MessageFormatElement[], locale: string, values: FormatValues): string {
  return String(new IntlMessageFormat(ast, [locale, 'en-NG']).format(values));
}

function both(text: string, values: FormatValues, locale = 'en-NG') {
  const ast = parse(text, { ignoreTag: true });
  return { ours: formatMessage(ast, [locale, 'en-NG'], values), theirs: reference(ast, locale, values) };
}

describe('formatMessage', () => {
  it.each([
    ['Hello {name}', { name: 'Ada' }, 'Hello Ada'],
    ['{count} left', { count: 1234 }, '1234 left'],
    ['{count, plural, =0 {No orders} one {# order} other {# orders}}', { count: 0 }, 'No orders'],
    ['{count, plural, =0 {No orders} one {# order} other {# orders}}', { count: 1 }, '1 order'],
    ['{count, plural, =0 {No orders} one {# order} other {# orders}}', { count: 1500 }, '1,500 orders'],
    [
      '{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}',
      { count: 3 },
      'you and 2 others',
    ],
    ['{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { place: 22 }, '22nd'],
    ['{role, select, owner {Owner} sales {Sales} other {Member}}', { role: 'sales' }, 'Sales'],
    ['{role, select, owner {Owner} sales {Sales} other {Member}}', { role: 'stock' }, 'Member'],
    [
      '{role, select, owner {{n, plural, one {# store} other {# stores}}} other {—}}',
      { role: 'owner', n: 2 },
      '2 stores',
    ],
    ['{n, number}', { n: 1234.5 }, '1,234.5'],
    ['{n, number, integer}', { n: 1234.5 }, '1,235'],
    ['{n, number, percent}', { n: 0.25 }, '25%'],
    ['{n, number, ::compact-short}', { n: 1234 }, '1.2K'],
  ])('%s with %o is %s, as intl-messageformat says', (text, values, expected) => {
    const { ours, theirs } = both(text, values);
    expect(ours).toBe(expected);
    expect(ours).toBe(theirs);
  });

  it('formats dates and times in each named style as intl-messageformat does, in every language', () => {
    const at = new Date(Date.UTC(2026, 10, 26, 14, 5, 9));
    for (const locale of LOCALES) {
      for (const style of ['short', 'medium', 'long', 'full']) {
        for (const kind of ['date', 'time']) {
          const { ours, theirs } = both(`On {at, ${kind}, ${style}}`, { at }, locale);
          expect(ours, `${kind} ${style} in ${locale}`).toBe(theirs);
        }
      }
      const { ours, theirs } = both('{at, date}', { at: at.getTime() }, locale);
      expect(ours).toBe(theirs);
    }
  });

  it("picks each language's plural category, with # in its own digits", () => {
    for (const locale of LOCALES) {
      for (const count of [0, 1, 2, 3, 11, 21, 1000, 1.5]) {
        const { ours, theirs } = both(
          '{count, plural, =0 {none} one {# one} few {# few} other {# other}}',
          { count },
          locale,
        );
        expect(ours, `${count} in ${locale}`).toBe(theirs);
      }
    }
  });

  it('refuses a text whose value is missing, as intl-messageformat does', () => {
    const ast = parse('Hello {name}', { ignoreTag: true });
    expect(() => formatMessage(ast, ['en-NG'])).toThrow(/name/);
    expect(() => reference(ast, 'en-NG', {})).toThrow();
  });
});

/** Every text of every catalogue (the core's and each area's part), as the build compiles them. */
const catalogues = import.meta.glob<{ default: Record<string, string | MessageFormatElement[]> }>(
  ['./catalog/*.ts', '../**/i18n/{en-NG,pcm,ha,yo,ig,fr}.ts'],
  { eager: true },
);

/** Values that walk every branch a text has: each choice of a select, plural numbers around each `=n`. */
function valueSets(ast: MessageFormatElement[]): FormatValues[] {
  const base: FormatValues = {};
  const variants: FormatValues[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) base[element.value] ??= 'Ada';
      if (element.type === TYPE.number || element.type === TYPE.plural) base[element.value] ??= 2;
      if (element.type === TYPE.date || element.type === TYPE.time) base[element.value] ??= new Date(0);
      if (element.type === TYPE.select) {
        base[element.value] ??= 'other';
        for (const key of Object.keys(element.options)) variants.push({ [element.value]: key });
        variants.push({ [element.value]: 'none-of-these' });
      }
      if (element.type === TYPE.plural) {
        for (const count of [0, 1, 2, 5, 21, 1000]) variants.push({ [element.value]: count });
      }
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(ast);
  return [base, ...variants.map((variant) => ({ ...base, ...variant }))];
}

describe('every catalogue text', () => {
  it('reads the same as intl-messageformat made it, in its language, for every branch', () => {
    let checked = 0;
    for (const [path, module] of Object.entries(catalogues)) {
      const locale = path.match(/([a-zA-Z-]+)\.ts$/)?.[1] ?? 'en-NG';
      for (const [key, text] of Object.entries(module.default)) {
        if (typeof text === 'string') continue;
        for (const values of valueSets(text)) {
          expect(formatMessage(text, [locale, 'en-NG'], values), `${path} ${key}`).toBe(
            reference(text, locale, values),
          );
          checked += 1;
        }
      }
    }
    // The catalogues have texts with arguments, plurals and selects in every language: all were walked.
    expect(checked).toBeGreaterThan(200);
  });
});
