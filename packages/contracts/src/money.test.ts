import { describe, expect, it } from 'vitest';
import {
  add,
  convertMinor,
  currencySymbol,
  divideHalfUp,
  formatMoney,
  formatMoneyIn,
  minorDigits,
  multiply,
  parseMoney,
  percentOfBps,
  toDecimalString,
} from './money';

describe('money', () => {
  it('knows the minor digits of a currency', () => {
    expect(minorDigits('NGN')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('converts minor units between currencies with a rate, half-up at the minor unit', () => {
    const usdNgn = { base: 'USD', quote: 'NGN', rateMicros: 1_550_250_000 };
    expect(convertMinor(100, 'USD', 'NGN', usdNgn)).toBe(155_025);
    // The same record converts the other way (1 / rate), exactly.
    expect(convertMinor(155_025, 'NGN', 'USD', usdNgn)).toBe(100);
    expect(convertMinor(1_000_000, 'NGN', 'USD', usdNgn)).toBe(645); // 645.06 cents
    const usdEur = { base: 'USD', quote: 'EUR', rateMicros: 1_500_000 };
    expect(convertMinor(1, 'USD', 'EUR', usdEur)).toBe(2); // 1.5 → 2
    expect(convertMinor(3, 'USD', 'EUR', usdEur)).toBe(5); // 4.5 → 5
    expect(convertMinor(-3, 'USD', 'EUR', usdEur)).toBe(-5); // away from zero
    expect(convertMinor(1, 'EUR', 'USD', { base: 'USD', quote: 'EUR', rateMicros: 800_000 })).toBe(1); // 1.25
    expect(convertMinor(3, 'EUR', 'USD', { base: 'USD', quote: 'EUR', rateMicros: 800_000 })).toBe(4); // 3.75
    expect(convertMinor(0, 'USD', 'EUR', usdEur)).toBe(0);
    expect(convertMinor(123, 'NGN', 'NGN', usdEur)).toBe(123);
  });

  it('respects each currency’s minor digits when converting', () => {
    // 1 cent at 150.5 yen is 1.505 yen: JPY has no minor unit, so 2 yen.
    expect(convertMinor(1, 'USD', 'JPY', { base: 'USD', quote: 'JPY', rateMicros: 150_500_000 })).toBe(2);
    expect(convertMinor(2, 'JPY', 'USD', { base: 'USD', quote: 'JPY', rateMicros: 150_500_000 })).toBe(1);
    // 1 USD at 0.3075 KWD is 307.5 fils (3 digits): 308.
    expect(convertMinor(100, 'USD', 'KWD', { base: 'USD', quote: 'KWD', rateMicros: 307_500 })).toBe(308);
  });

  it('refuses a rate of another pair or a bad amount', () => {
    const usdNgn = { base: 'USD', quote: 'NGN', rateMicros: 1_550_250_000 };
    expect(() => convertMinor(100, 'GBP', 'NGN', usdNgn)).toThrow(RangeError);
    expect(() => convertMinor(1.5, 'USD', 'NGN', usdNgn)).toThrow(RangeError);
    expect(() => convertMinor(100, 'USD', 'NGN', { ...usdNgn, rateMicros: 0 })).toThrow(RangeError);
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER, 'USD', 'NGN', usdNgn)).toThrow(RangeError);
  });

  it('rounds half-up at the minor unit', () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(-5, 2)).toBe(-3);
    expect(divideHalfUp(4, 3)).toBe(1);
    expect(percentOfBps(100_00, 150)).toBe(150);
    expect(percentOfBps(33, 150)).toBe(0);
    expect(percentOfBps(34, 150)).toBe(1); // 0.51 → 1
    expect(percentOfBps(1_000_001, 150)).toBe(15_000); // 15000.015 → 15000
  });

  it('adds and multiplies integers only', () => {
    expect(add(1, 2, 3)).toBe(6);
    expect(multiply(250, 4)).toBe(1000);
    expect(() => add(0.5)).toThrow(RangeError);
    expect(() => multiply(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it('parses typed amounts without rounding', () => {
    expect(parseMoney('12,500.50', 'NGN')).toBe(1_250_050);
    expect(parseMoney('₦1,000', 'NGN')).toBe(100_000);
    expect(parseMoney('7', 'NGN')).toBe(700);
    expect(parseMoney('7.', 'NGN')).toBe(700);
    expect(parseMoney('1.234', 'NGN')).toBeNull();
    expect(parseMoney('abc', 'NGN')).toBeNull();
    expect(parseMoney('500', 'JPY')).toBe(500);
  });

  it('renders decimal strings and display text', () => {
    expect(toDecimalString(1_250_050, 'NGN')).toBe('12500.50');
    expect(toDecimalString(5, 'NGN')).toBe('0.05');
    expect(toDecimalString(-5, 'NGN')).toBe('-0.05');
    expect(formatMoney(1_250_050, 'NGN')).toMatch(/12,500\.50/);
    expect(formatMoney(1_250_000, 'NGN', { compact: true })).toMatch(/12,500$/);
    expect(formatMoney(999, 'USD', { locale: 'en-US' })).toBe('$9.99');
  });

  describe('formatMoney', () => {
    it('shows naira in en-NG with kobo, or without them for whole amounts when compact', () => {
      expect(formatMoney(1_250_050, 'NGN')).toBe('₦12,500.50');
      expect(formatMoney(1_250_000, 'NGN')).toBe('₦12,500.00');
      expect(formatMoney(1_250_000, 'NGN', { compact: true })).toBe('₦12,500');
      expect(formatMoney(1_250_050, 'NGN', { compact: true })).toBe('₦12,500.50');
      expect(formatMoney(5, 'NGN')).toBe('₦0.05');
    });

    it('shows zero', () => {
      expect(formatMoney(0, 'NGN')).toBe('₦0.00');
      expect(formatMoney(0, 'NGN', { compact: true })).toBe('₦0');
      expect(formatMoney(0, 'USD', { locale: 'en-US' })).toBe('$0.00');
    });

    it('puts the sign before the symbol of a negative amount', () => {
      expect(formatMoney(-1_250_050, 'NGN')).toBe('-₦12,500.50');
      expect(formatMoney(-500_000, 'NGN', { compact: true })).toBe('-₦5,000');
      expect(formatMoney(-999, 'USD')).toBe('-US$9.99');
    });

    it('shows dollars as en-NG writes them, or in another locale', () => {
      expect(formatMoney(999, 'USD')).toBe('US$9.99');
      expect(formatMoney(100, 'USD', { compact: true })).toBe('US$1');
      expect(formatMoney(999, 'USD', { locale: 'en-US' })).toBe('$9.99');
    });

    it('keeps every minor unit of a large amount, past what a float holds exactly', () => {
      expect(formatMoney(123_456_789_012_345, 'NGN')).toBe('₦1,234,567,890,123.45');
      expect(formatMoney(Number.MAX_SAFE_INTEGER, 'NGN')).toBe('₦90,071,992,547,409.91');
      expect(formatMoney(-Number.MAX_SAFE_INTEGER, 'NGN')).toBe('-₦90,071,992,547,409.91');
    });

    it('follows the currency’s own minor digits', () => {
      expect(formatMoney(500, 'JPY')).toBe('JP¥500');
      expect(formatMoney(1_234, 'KWD')).toMatch(/^KWD\s1\.234$/);
    });

    it('gives the symbol of a currency for input prefixes', () => {
      expect(currencySymbol('NGN')).toBe('₦');
      expect(currencySymbol('USD')).toBe('US$');
      expect(currencySymbol('USD', 'en-US')).toBe('$');
    });

    it('refuses an amount that is not whole minor units', () => {
      expect(() => formatMoney(12.5, 'NGN')).toThrow(RangeError);
    });
  });

  describe('formatMoneyIn, compact', () => {
    it('drops a whole price’s decimals in the reader’s grouping: en-NG’s everywhere but French', () => {
      // Intl puts a narrow no-break space between French groups and before the sign.
      expect(formatMoneyIn(1_850_000, 'NGN', 'fr', { compact: true }).replace(/\s/g, ' ')).toBe('18 500 ₦');
      expect(formatMoneyIn(1_850_000, 'NGN', 'ha', { compact: true })).toBe('₦18,500');
      expect(formatMoneyIn(1_850_050, 'NGN', 'fr', { compact: true }).replace(/\s/g, ' ')).toBe(
        '18 500,50 ₦',
      );
    });
  });
});
