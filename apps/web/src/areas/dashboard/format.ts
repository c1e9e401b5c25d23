import { formatMoney } from '@kasuwa/contracts';

export const money = (amount: number, currency: string) => formatMoney(amount, currency);

export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
}

export function date(iso: string): string {
  return new Date(iso).toLocaleDateString('en-NG', { dateStyle: 'medium' });
}
