import { convertMinor, formatMoneyIn } from '@kasuwa/contracts';
import type { RenderContext } from '../types';

// Amounts as e-mails and the dashboard write them in the page's language (contracts' formatMoneyIn):
// ₦ with en-NG grouping in every language but French, which groups its own way ("15 000 ₦").

/** A catalogue price (in the store's currency), converted to the visitor's display currency. */
export function money(ctx: RenderContext, amount: number) {
  const display = ctx.display;
  if (!display?.rate) return formatMoneyIn(amount, ctx.store.currency, ctx.locale, { compact: true });
  return formatMoneyIn(
    convertMinor(amount, ctx.store.currency, display.code, display.rate),
    display.code,
    ctx.locale,
    { compact: true },
  );
}

/**
 * An amount the server has already converted into the display currency (cart and checkout lines,
 * priced exactly as checkout will charge them), so it is formatted without converting again.
 */
export function shown(ctx: RenderContext, amount: number) {
  return formatMoneyIn(amount, ctx.display?.code ?? ctx.store.currency, ctx.locale, { compact: true });
}
