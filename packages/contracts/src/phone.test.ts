import { describe, expect, it } from 'vitest';
import { displayPhone, e164PhoneSchema, normalisePhone, PHONE_HINT } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['8031234567', '+2348031234567'],
    ['803 123 4567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['+234 (0)803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['234-803-123-4567', '+2348031234567'],
    ['07011112222', '+2347011112222'],
    ['09051112222', '+2349051112222'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+254712345678', '+254712345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '12ab',
    '1',
    '0803123456', // one digit short
    '080312345678', // one digit long
    '01234567890', // not a mobile prefix
    '23480312345', // country code with too few digits
    '+0803123456',
    '+1234567', // too short for E.164
    '+1234567890123456', // too long for E.164
    '2031234567', // ten digits that are not a Nigerian mobile
  ])('refuses %j', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it('the schema answers the E.164 form or a clear message', () => {
    expect(e164PhoneSchema.parse(' 0803 123 4567 ')).toBe('+2348031234567');
    const bad = e164PhoneSchema.safeParse('12345');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/valid phone number/);
  });
});

describe('checkout phone', () => {
  const base = {
    name: 'Ada Obi',
    address: { line1: '1 Marina', city: 'Lagos', state: 'Lagos' },
  };
  it('takes the local forms and refuses, with one message, what no SMS can reach', async () => {
    const { checkoutCustomerSchema } = await import('./orders');
    expect(checkoutCustomerSchema.safeParse({ ...base, phone: '0803 123 4567' }).success).toBe(true);
    const typo = checkoutCustomerSchema.safeParse({ ...base, phone: 'abc' });
    expect(typo.error?.issues.map((i) => i.message)).toEqual(['Enter a valid phone number.']);
    const unreachable = checkoutCustomerSchema.safeParse({ ...base, phone: '0123 456 7890' });
    expect(unreachable.error?.issues.map((i) => i.message)).toEqual([PHONE_HINT]);
  });
});

describe('displayPhone', () => {
  it('groups Nigerian numbers as they are read aloud and leaves others as stored', () => {
    expect(displayPhone('+2348031234567')).toBe('+234 803 123 4567');
    expect(displayPhone('+442079460958')).toBe('+442079460958');
    expect(displayPhone('')).toBe('');
  });
});
