import { formatMoney } from '@kasuwa/contracts';
import { getLocale } from '../../i18n/i18n';

/**
 * A plan's amount in the reader's language, whole naira without kobo: en-NG's ₦ and grouping in every
 * language but French, French with its own grouping and ₦ kept (the rule of formatMoneyIn, which has no
 * compact form).
 */
export function planMoney(minor: number, currency: string): string {
  if (getLocale() !== 'fr') return formatMoney(minor, currency, { compact: true });
  const text = formatMoney(minor, currency, { locale: 'fr', compact: true });
  return currency === 'NGN' ? text.replace('NGN', '₦') : text;
}
