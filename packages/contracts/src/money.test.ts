import { describe, expect, it } from 'vitest';
import {
  add,
  divideHalfUp,
  formatMoney,
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
});
