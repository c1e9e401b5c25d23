const PROVIDERS: Record<string, string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  monnify: 'Monnify',
  opay: 'OPay',
};

/**
 * Who moved an order on, in the merchant's words. The server records a machine label (`customer`,
 * `system`, `payment:paystack`, `vendor:Ada`); the timeline showed it as it is.
 */
export function timelineActor(actor: string): string {
  if (actor === 'customer') return 'Customer';
  if (actor === 'system') return 'Kasuwa, automatically';
  if (actor === 'invoice') return 'Invoice paid';
  const [kind, ...rest] = actor.split(':');
  const name = rest.join(':');
  if (!name) return actor;
  if (kind === 'payment') return `${PROVIDERS[name] ?? name.charAt(0).toUpperCase() + name.slice(1)} payment`;
  if (kind === 'admin') return 'Kasuwa support';
  if (kind === 'vendor' || kind === 'staff') return name;
  return actor;
}
