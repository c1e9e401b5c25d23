// Without zod: the dashboard's first screens format phone numbers, and phone.ts's schema would bring zod
// into their first download. phone.ts re-exports these.
/**
 * A phone number as people type it, in E.164 (`+2348031234567`), or null when it cannot be one.
 * Nigerian numbers come in every local form: `0803 123 4567`, `803 123 4567`, `234 803 123 4567`,
 * `+234 (0)803…`; any other country must be written with its `+` code (8 to 15 digits in all).
 */
export function normalisePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) return null;
  const plus = trimmed.startsWith('+');
  let digits = trimmed.replace(/\D/g, '');
  // "+234 (0)803…" and "2340803…": the trunk 0 after the country code is not dialled.
  if (digits.startsWith('2340')) digits = `234${digits.slice(4)}`;
  if (digits.startsWith('234'))
    return digits.length === 13 && /^[789]/.test(digits[3]!) ? `+${digits}` : null;
  if (plus) return digits.length >= 8 && digits.length <= 15 && digits[0] !== '0' ? `+${digits}` : null;
  if (digits.length === 11 && /^0[789]/.test(digits)) return `+234${digits.slice(1)}`;
  if (digits.length === 10 && /^[789]/.test(digits)) return `+234${digits}`;
  return null;
}

/** An E.164 number as people read it: `+234 803 123 4567` for Nigerian numbers, others unchanged. */
export function displayPhone(e164: string): string {
  const ng = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return ng ? `+234 ${ng[1]} ${ng[2]} ${ng[3]}` : e164;
}

export const PHONE_HINT = 'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.';

/** A phone field that answers the E.164 form, refusing what cannot be normalised. */
