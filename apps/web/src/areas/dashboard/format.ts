// By module, not the package: the dashboard's first load takes only the contracts it uses (first-load.ts).
import { formatMoney } from '@kasuwa/contracts/money';
import { getLocale } from '../../i18n/i18n';
import { formatDate, formatDateTime } from '../../lib/datetime';

/**
 * Naira keeps ₦ and Nigerian grouping in every language (issue 33); French groups its own way
 * (`12 500,00 ₦`), which is also how a store selling in CFA francs is read.
 */
export const money = (amount: number, currency: string) =>
  formatMoney(amount, currency, getLocale() === 'fr' ? { locale: 'fr' } : {});

/** A count or percentage in the same grouping as money. */
export const number = (value: number) => value.toLocaleString(getLocale() === 'fr' ? 'fr' : 'en-NG');

export const dateTime = (iso: string) => formatDateTime(iso);

export const date = (iso: string) => formatDate(iso);
