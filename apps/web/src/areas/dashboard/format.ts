// By module, not the package: the dashboard's first load takes only the contracts it uses (first-load.ts).
import { formatMoney } from '@kasuwa/contracts/money';
import { getLocale } from '../../i18n/i18n';
import { formatDate, formatDateTime } from '../../lib/datetime';

/**
 * Naira keeps ₦ and Nigerian grouping in every language (issue 33); French groups its own way and writes
 * the store's currency as French readers do (`12 500,00 ₦`, `12 500 F CFA`): Intl's French writes naira as
 * its code, so the sign is put back, as the server's messages do.
 */
export const money = (amount: number, currency: string) => {
  if (getLocale() !== 'fr') return formatMoney(amount, currency);
  const text = formatMoney(amount, currency, { locale: 'fr' });
  return currency === 'NGN' ? text.replace('NGN', '₦') : text;
};

/** A count or percentage in the same grouping as money. */
export const number = (value: number) => value.toLocaleString(getLocale() === 'fr' ? 'fr' : 'en-NG');

export const dateTime = (iso: string) => formatDateTime(iso);

export const date = (iso: string) => formatDate(iso);
