import { type Locale, t } from '../messages';

/** An order's priced lines as its "order placed" e-mail lists them, in the shopper's language. */
export function orderLinesText(
  lines: { quantity: number; title: string; variantTitle: string; lineTotal: number }[],
  lineDiscounts: number[],
  pricing: {
    subtotal: number;
    applied: { code: string; title: string; amount: number }[];
    delivery: { name: string; fee: number } | null;
    shipping: number;
  },
  currency: string,
  locale: Locale,
): string {
  const money = (amount: number) => ({ amount, currency });
  const out = lines.map((i, n) => {
    const off = lineDiscounts[n] ?? 0;
    const line = {
      quantity: i.quantity,
      title: i.title,
      variant: i.variantTitle || null,
      lineTotal: money(i.lineTotal),
      discount: off > 0 ? money(off) : null,
    };
    return t('email.order_placed.line', line, locale);
  });
  // The discount and delivery lines, between the items and the total.
  out.push(t('email.order_placed.subtotal', { amount: money(pricing.subtotal) }, locale));
  for (const a of pricing.applied) {
    if (a.amount > 0)
      out.push(
        t('email.order_placed.discount', { code: a.code || a.title, amount: money(a.amount) }, locale),
      );
  }
  if (pricing.delivery) {
    const fee = pricing.shipping === 0 ? null : money(pricing.shipping);
    out.push(t('email.order_placed.delivery', { name: pricing.delivery.name, fee }, locale));
  }
  return out.join('\n');
}
