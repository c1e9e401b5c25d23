import { describe, expect, it } from 'vitest';
import { smsSize } from './segments';

describe('smsSize', () => {
  it('counts GSM-7 pages at 160, then 153 a page', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, pages: 1 });
    expect(smsSize('a'.repeat(161)).pages).toBe(2);
    expect(smsSize('a'.repeat(306)).pages).toBe(2);
    expect(smsSize('a'.repeat(307)).pages).toBe(3);
  });

  it('counts extension characters twice', () => {
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, pages: 1 });
    expect(smsSize(`${'€'.repeat(80)}a`).pages).toBe(2);
  });

  it('counts UCS-2 pages at 70, then 67 a page, when any character is outside GSM-7', () => {
    expect(smsSize(`₦${'a'.repeat(69)}`)).toEqual({ encoding: 'UCS-2', units: 70, pages: 1 });
    expect(smsSize(`₦${'a'.repeat(70)}`).pages).toBe(2);
    expect(smsSize(`₦${'a'.repeat(133)}`).pages).toBe(2);
    expect(smsSize(`₦${'a'.repeat(134)}`).pages).toBe(3);
  });
});
