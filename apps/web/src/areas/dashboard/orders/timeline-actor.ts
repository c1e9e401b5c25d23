import { translate } from './i18n';

const PROVIDERS: Record<string, string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  monnify: 'Monnify',
  opay: 'OPay',
};

/**
 * Who moved an order on, in the merchant's words and language (called while the timeline draws, so it
 * follows a change of language). The server records a machine label (`customer`, `system`,
 * `payment:paystack`, `vendor:Ada`); the timeline showed it as it is.
 */
export function timelineActor(actor: string): string {
  if (actor === 'customer') return translate('orders.col.customer');
  if (actor === 'system') return translate('orders.actor.system');
  if (actor === 'invoice') return translate('orders.actor.invoice');
  const [kind, ...rest] = actor.split(':');
  const name = rest.join(':');
  if (!name) return actor;
  if (kind === 'payment')
    return translate('orders.actor.payment', {
      provider: PROVIDERS[name] ?? name.charAt(0).toUpperCase() + name.slice(1),
    });
  if (kind === 'admin') return translate('orders.actor.support');
  if (kind === 'vendor' || kind === 'staff') return name;
  return actor;
}
