import type { Locale } from '@kasuwa/contracts';
import { translator } from '../i18n';
import type { PricingView, RenderContext } from '../types';
import { shown } from './money';

/** The discount, delivery and total rows under a cart's or checkout's lines. */
export function PricingRows({
  ctx,
  subtotal,
  pricing,
}: {
  ctx: RenderContext;
  subtotal: number;
  pricing: PricingView;
}) {
  const t = translator(ctx.locale);
  return (
    <table className="lines totals">
      <tbody>
        <tr>
          <td>{t('pricing.subtotal')}</td>
          <td>{shown(ctx, subtotal)}</td>
        </tr>
        {pricing.applied
          .filter((a) => a.amount > 0)
          .map((a) => (
            <tr key={`${a.code}-${a.title}`} data-discount-row="">
              <td>{t('pricing.discount', { code: a.code || a.title })}</td>
              <td>−{shown(ctx, a.amount)}</td>
            </tr>
          ))}
        <tr>
          <td>{t('pricing.delivery')}</td>
          <td data-shipping="">
            {pricing.shipping === null
              ? t('pricing.atCheckout')
              : pricing.shipping === 0
                ? t('pricing.free')
                : shown(ctx, pricing.shipping)}
          </td>
        </tr>
        <tr>
          <th>{t('pricing.total')}</th>
          <th data-total="">{shown(ctx, pricing.total)}</th>
        </tr>
      </tbody>
    </table>
  );
}

/** What the customer reads about the code they typed. */
export function CodeMessage({ pricing, locale }: { pricing: PricingView; locale: Locale }) {
  if (pricing.codeError)
    return (
      <p className="err" role="alert" data-code-error="">
        {pricing.codeError}
      </p>
    );
  if (pricing.codeApplied)
    return (
      <p className="code-ok" data-code-applied="">
        {translator(locale)('pricing.codeApplied', { code: pricing.code })}
      </p>
    );
  return null;
}

/** A line's price with its discount, when it has one. */
export function LinePrice({ ctx, total, discount }: { ctx: RenderContext; total: number; discount: number }) {
  if (discount <= 0) return <>{shown(ctx, total)}</>;
  return (
    <>
      <s>{shown(ctx, total)}</s> {shown(ctx, total - discount)}
      <div className="line-discount">−{shown(ctx, discount)}</div>
    </>
  );
}
