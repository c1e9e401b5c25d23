import { convertMinor, formatMoney } from '@kasuwa/contracts';
import { moneyLocale } from '../i18n';
import type { RenderContext } from '../types';

/** A catalogue price (in the store's currency), converted to the visitor's display currency. */
export function money(ctx: RenderContext, amount: number) {
  const display = ctx.display;
  const locale = moneyLocale(ctx.locale);
  if (!display?.rate) return formatMoney(amount, ctx.store.currency, { compact: true, locale });
  return formatMoney(convertMinor(amount, ctx.store.currency, display.code, display.rate), display.code, {
    compact: true,
    locale,
  });
}

/**
 * An amount the server has already converted into the display currency (cart and checkout lines,
 * priced exactly as checkout will charge them), so it is formatted without converting again.
 */
export function shown(ctx: RenderContext, amount: number) {
  return formatMoney(amount, ctx.display?.code ?? ctx.store.currency, {
    compact: true,
    locale: moneyLocale(ctx.locale),
  });
}
