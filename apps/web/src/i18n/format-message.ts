import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * Formats a catalogue text the build has already parsed (i18n-compile.ts) with its values, over the
 * browser's own Intl: arguments, `select`, `plural` and `selectordinal` (with `=n`, `offset` and `#`),
 * `number` (integer, percent, currency) and `date`/`time` (short, medium, long, full), as
 * intl-messageformat does with the same trees, whose runtime (about 2 KB gzip with its helpers) this
 * replaces in the dashboard's first load (issue 32). A value a text needs and is not given throws, as
 * there.
 */
export type FormatValues = Record<string, string | number | Date>;

/** intl-messageformat's named styles, so a catalogue's `{n, number, percent}` reads the same. */
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

/** Intl's formatters are costly to build: one of each kind per locales and options. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  Kind: new (locales: string[], options?: object) => T,
  locales: string[],
  options: object | undefined,
): T {
  const key = `${Kind.name}|${locales.join()}|${JSON.stringify(options ?? {})}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Kind(locales, options);
    formatters.set(key, made);
  }
  return made as T;
}

/** A skeleton's options when the parser worked them out (the build does not ask it to: Intl's defaults). */
function styleOptions<T>(style: unknown, named: Record<string, T>): T | undefined {
  if (typeof style === 'string') return named[style];
  return (style as { parsedOptions?: T } | null)?.parsedOptions;
}

function given(values: FormatValues | undefined, name: string): string | number | Date {
  const value = values?.[name];
  if (value === undefined) throw new Error(`The text needs a value for "${name}"`);
  return value;
}

export function formatMessage(
  elements: MessageFormatElement[],
  locales: string[],
  values?: FormatValues,
  /** The number a `#` stands for: the innermost plural's value, less its offset. */
  pound?: number,
): string {
  let out = '';
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        out += element.value;
        break;
      case TYPE.argument:
        out += String(given(values, element.value));
        break;
      case TYPE.pound:
        if (pound !== undefined) out += formatter(Intl.NumberFormat, locales, undefined).format(pound);
        break;
      case TYPE.number:
        out += formatter(Intl.NumberFormat, locales, styleOptions(element.style, NUMBER_STYLES)).format(
          Number(given(values, element.value)),
        );
        break;
      case TYPE.date:
      case TYPE.time: {
        const styles = element.type === TYPE.date ? DATE_STYLES : TIME_STYLES;
        // Without a style a date is Intl's default and a time its medium, as intl-messageformat has them.
        const options =
          styleOptions(element.style, styles) ?? (element.type === TYPE.time ? styles.medium : undefined);
        const value = given(values, element.value);
        out += formatter(Intl.DateTimeFormat, locales, options).format(
          value instanceof Date ? value : new Date(value),
        );
        break;
      }
      case TYPE.select: {
        const option = element.options[String(given(values, element.value))] ?? element.options.other;
        if (!option) throw new Error(`The text has no "other" choice for "${element.value}"`);
        out += formatMessage(option.value, locales, values, pound);
        break;
      }
      case TYPE.plural: {
        const value = Number(given(values, element.value));
        const offset = value - element.offset;
        const option =
          element.options[`=${value}`] ??
          element.options[
            formatter(Intl.PluralRules, locales, { type: element.pluralType }).select(offset)
          ] ??
          element.options.other;
        if (!option) throw new Error(`The text has no "other" choice for "${element.value}"`);
        out += formatMessage(option.value, locales, values, offset);
        break;
      }
      case TYPE.tag:
        // The build parses with tags off (i18n-compile.ts); a tag's words are kept should one appear.
        out += formatMessage(element.children, locales, values, pound);
        break;
    }
  }
  return out;
}
