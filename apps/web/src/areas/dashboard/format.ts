// By module, not the package: the dashboard's first load takes only the contracts it uses (first-load.ts).
import { formatMoneyIn } from '@kasuwa/contracts/money';
import { getLocale } from '../../i18n/i18n';
import { formatDate, formatDateTime } from '../../lib/datetime';

/** In the dashboard's language, by the rule the server's messages follow too (formatMoneyIn). */
export const money = (amount: number, currency: string) => formatMoneyIn(amount, currency, getLocale());

/** A count or percentage in the same grouping as money. */
export const number = (value: number) => value.toLocaleString(getLocale() === 'fr' ? 'fr' : 'en-NG');

export const dateTime = (iso: string) => formatDateTime(iso);

export const date = (iso: string) => formatDate(iso);
