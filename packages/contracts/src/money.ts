/**
 * Money as integer minor units plus an ISO 4217 code; never floats. One module for arithmetic,
 * half-up rounding at the minor unit, parsing of typed amounts and display.
 */

export interface Money {
  amount: number;
  currency: string;
}

const digitsCache = new Map<string, number>();

/** How many minor digits the currency has (NGN 2, JPY 0, KWD 3), from the platform's Intl data. */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
    digitsCache.set(code, digits);
  }
  return digits;
}

function assertMinor(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an integer amount of minor units: ${amount}`);
}

export function add(...amounts: number[]): number {
  let total = 0;
  for (const a of amounts) {
    assertMinor(a);
    total += a;
  }
  assertMinor(total);
  return total;
}

export function multiply(amount: number, quantity: number): number {
  assertMinor(amount);
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`not an integer quantity: ${quantity}`);
  const result = amount * quantity;
  assertMinor(result);
  return result;
}

/** Divides with half-up rounding (away from zero at .5), on integers only so no float error creeps in. */
export function divideHalfUp(numerator: number, denominator: number): number {
  assertMinor(numerator);
  if (!Number.isSafeInteger(denominator) || denominator === 0) throw new RangeError('bad denominator');
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = BigInt(Math.abs(numerator));
  const d = BigInt(Math.abs(denominator));
  const q = (n * 2n + d) / (2n * d);
  return sign * Number(q);
}

/**
 * An administrator's exchange rate: one major unit of `base` is worth `rateMicros` millionths of a
 * major unit of `quote` (USD→NGN 1550.25 is 1_550_250_000). The same record converts both ways.
 */
export interface ExchangeRate {
  base: string;
  quote: string;
  rateMicros: number;
}

/**
 * Converts minor units of `from` into minor units of `to` with `rate`, used in whichever direction
 * matches the pair. Everything is one exact integer fraction (minor digits of both currencies and the
 * rate included) rounded once, half-up at the minor unit of `to`, so NGN→USD→NGN never drifts by
 * float error and JPY-like 0-digit or KWD-like 3-digit currencies come out right.
 */
export function convertMinor(amount: number, from: string, to: string, rate: ExchangeRate): number {
  assertMinor(amount);
  const src = from.toUpperCase();
  const dst = to.toUpperCase();
  if (src === dst) return amount;
  if (!Number.isSafeInteger(rate.rateMicros) || rate.rateMicros <= 0) throw new RangeError('bad rate');
  const scaleFrom = 10n ** BigInt(minorDigits(src));
  const scaleTo = 10n ** BigInt(minorDigits(dst));
  const micros = BigInt(rate.rateMicros);
  let n: bigint;
  let d: bigint;
  if (rate.base.toUpperCase() === src && rate.quote.toUpperCase() === dst) {
    n = BigInt(Math.abs(amount)) * micros * scaleTo;
    d = scaleFrom * 1_000_000n;
  } else if (rate.base.toUpperCase() === dst && rate.quote.toUpperCase() === src) {
    n = BigInt(Math.abs(amount)) * 1_000_000n * scaleTo;
    d = scaleFrom * micros;
  } else {
    throw new RangeError(`rate ${rate.base}/${rate.quote} does not convert ${src} to ${dst}`);
  }
  const q = Number((n * 2n + d) / (2n * d));
  const result = amount < 0 ? -q : q;
  assertMinor(result);
  return result;
}

/** A share in basis points (150 = 1.5%), rounded half-up to the minor unit. */
export function percentOfBps(amount: number, bps: number): number {
  return divideHalfUp(multiply(amount, bps), 10_000);
}

/**
 * Parses what a person types ("12,500.50", "₦1,000", "7") into minor units. Refuses more decimals than
 * the currency has, so a typo never silently rounds a price.
 */
export function parseMoney(input: string, currency: string): number | null {
  const cleaned = input.replace(/[\s,_]/g, '').replace(/^[^\d.-]+/, '');
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const digits = minorDigits(currency);
  const fraction = match[3] ?? '';
  if (fraction.length > digits) return null;
  const minor = BigInt(match[2]! + fraction.padEnd(digits, '0'));
  const value = Number(match[1] === '-' ? -minor : minor);
  return Number.isSafeInteger(value) ? value : null;
}

/** Minor units to a plain decimal string ("12500.50"), for forms and CSV. */
export function toDecimalString(amount: number, currency: string): string {
  assertMinor(amount);
  const digits = minorDigits(currency);
  if (digits === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = String(Math.abs(amount)).padStart(digits + 1, '0');
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Display for people: "₦12,500.00", "-₦5.00", "US$9.99" (en-NG by default). Whole amounts drop the
 * ".00" when `compact` is set ("₦12,500"), as the web app shows prices. `code` shows "NGN 12,500.00",
 * for PDFs whose built-in fonts have no naira sign.
 */
export function formatMoney(
  amount: number,
  currency: string,
  options: { locale?: string; compact?: boolean; code?: boolean } = {},
) {
  const locale = options.locale ?? 'en-NG';
  const digits = minorDigits(currency);
  const whole = amount % 10 ** digits === 0;
  const fractionDigits = options.compact && whole ? 0 : digits;
  const display = options.code ? 'code' : 'symbol';
  const key = `${locale}|${currency}|${fractionDigits}|${display}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  // The exact decimal string, not a float: past 2^53 / 100 a Number would lose the last kobo.
  return f.format(toDecimalString(amount, currency) as `${number}`);
}

/**
 * An amount as a reader of `language` (a Kasuwa language tag) sees it (issue 33): every language but
 * French writes it as en-NG does ("₦12,500.00"); French groups its own way and, as Intl's French writes
 * naira by its code, gets the sign back ("12 500,00 ₦", "12 500 F CFA"). `code` keeps the code (GSM-7 SMS);
 * `compact` leaves out zero kobo, as storefront prices do ("₦15,000", "15 000 ₦").
 */
export function formatMoneyIn(
  amount: number,
  currency: string,
  language: string,
  options: { code?: boolean; compact?: boolean } = {},
) {
  if (language !== 'fr') return formatMoney(amount, currency, options);
  const text = formatMoney(amount, currency, { ...options, locale: 'fr' });
  return !options.code && currency === 'NGN' ? text.replace('NGN', '₦') : text;
}

/** The symbol en-NG shows for a currency ("₦", "US$"), for the prefix of an amount input. */
export function currencySymbol(currency: string, locale = 'en-NG'): string {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

export const SUPPORTED_CURRENCIES = ['NGN', 'USD', 'GBP', 'EUR', 'GHS', 'KES', 'ZAR'] as const;
export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];
