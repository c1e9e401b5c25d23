import { minorDigits, parseMoney, toDecimalString } from '@kasuwa/contracts';

/** Flutterwave and Paga count in major units (₦7,500 is 7500); Kasuwa converts only here, at the edge. */
export function toMajor(minor: number, currency: string): number {
  return Number(toDecimalString(minor, currency));
}

export function fromMajor(value: unknown, currency: string): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  // toFixed drops binary noise such as 7500.100000000001 before the exact decimal parse.
  return parseMoney(n.toFixed(minorDigits(currency)), currency);
}
