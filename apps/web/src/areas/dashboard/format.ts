// By module, not the package: the dashboard's first load takes only the contracts it uses (first-load.ts).
import { formatMoney } from '@kasuwa/contracts/money';
import { formatDate, formatDateTime } from '../../lib/datetime';

export const money = (amount: number, currency: string) => formatMoney(amount, currency);

export const dateTime = (iso: string) => formatDateTime(iso);

export const date = (iso: string) => formatDate(iso);
