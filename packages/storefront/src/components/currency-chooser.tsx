import { convertMinor, formatMoneyIn, minorDigits } from '@kasuwa/contracts';
import { translator } from '../i18n';
import type { RenderContext } from '../types';

/**
 * The currency selector: a plain GET form (works without JavaScript; the server remembers the choice
 * in a cookie per store), and a note saying prices are converted, at what rate, and what is charged.
 */
export function CurrencyChooser({ ctx }: { ctx: RenderContext }) {
  const display = ctx.display;
  if (!display || display.options.length < 2) return null;
  const t = translator(ctx.locale);
  const base = ctx.store.currency;
  const oneUnit = 10 ** minorDigits(display.code);
  const rate = display.rate
    ? formatMoneyIn(convertMinor(oneUnit, display.code, base, display.rate), base, ctx.locale)
    : '';
  return (
    <div className="wrap currency-bar">
      <form action={`${ctx.base}/currency`} method="get" data-currency-form="">
        <input type="hidden" name="return" value={ctx.path} />
        <label htmlFor="sf-currency">{t('currency.label')}</label>{' '}
        <select id="sf-currency" name="currency" defaultValue={display.code}>
          {display.options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>{' '}
        <button type="submit">{t('currency.submit')}</button>
      </form>
      {display.rate ? (
        <p className="fx-note" data-fx-note="">
          {t('currency.note', { code: display.code, base, rate })}
        </p>
      ) : null}
    </div>
  );
}
