/** Formats integer minor units (kobo, cents) in the currency's own notation. */
export function formatMoney(minorUnits: number, currency: string, locale = 'en-NG'): string {
  const digits = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  const amount = minorUnits / 10 ** (digits ?? 2);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
  }).format(amount);
}
