import { randomInt } from 'node:crypto';

// The shared-account fallback's reference: what a shopper types into her bank app, so short, without
// the characters people confuse (0/O, 1/I/L), and with a check character that catches any single
// mistyped character and any two neighbours swapped (weights 1..9 modulo the prime 31).

/** 31 characters: digits 2–9 and the letters without I, L and O. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BASE = CODE_ALPHABET.length;
const DATA_LENGTH = 8;
/** The multiplicative inverse of the check character's weight (9 × 7 = 63 ≡ 1 mod 31). */
const INVERSE_OF_NINE = 7;

const weighted = (values: number[]) => values.reduce((sum, v, i) => sum + (i + 1) * v, 0);

/** Eight random characters and their check character: 31^8 ≈ 8.5 × 10^11 codes. */
export function newTransferCode(): string {
  const values = Array.from({ length: DATA_LENGTH }, () => randomInt(0, BASE));
  const check = (((-weighted(values) * INVERSE_OF_NINE) % BASE) + BASE) % BASE;
  return [...values, check].map((v) => CODE_ALPHABET[v]).join('');
}

/** What a shopper or an administrator typed, as a code: case, spaces and dashes do not matter. */
export function normaliseTransferCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** Whether a (normalised) code is one `newTransferCode` could have made: a typo fails the check. */
export function isTransferCode(code: string): boolean {
  if (code.length !== DATA_LENGTH + 1) return false;
  const values = [...code].map((c) => CODE_ALPHABET.indexOf(c));
  if (values.some((v) => v < 0)) return false;
  return weighted(values) % BASE === 0;
}

/** Shown in groups so it reads and types easily: `ABCD EFGH J`. */
export function displayTransferCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4, 8)} ${code.slice(8)}`;
}
