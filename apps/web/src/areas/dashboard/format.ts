import { formatMoney } from '@kasuwa/contracts';
import { formatDate, formatDateTime } from '../../lib/datetime';

export const money = (amount: number, currency: string) => formatMoney(amount, currency);

export const dateTime = (iso: string) => formatDateTime(iso);

export const date = (iso: string) => formatDate(iso);
