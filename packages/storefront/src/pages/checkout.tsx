import { NIGERIAN_STATES } from '@kasuwa/contracts';
import { COUNTRIES, COUNTRY_KEYS, Field } from '../components/forms';
import { shown } from '../components/money';
import { CodeMessage, LinePrice, PricingRows } from '../components/pricing';
import { translator } from '../i18n';
import type { Page, RenderContext } from '../types';

const isNigeria = (country: string) => country.trim().toLowerCase() === 'nigeria';

/**
 * The checkout form. On a phone the summary comes first, folded in a <details>; the state is a select
 * of the 36 states and the FCT, and a free-text region replaces it when another country is chosen
 * (CSS `:has()` swaps them, so this works without JavaScript; the server reads the one that fits).
 */
export function CheckoutPage({
  ctx,
  page,
}: {
  ctx: RenderContext;
  page: Extract<Page, { kind: 'checkout' }>;
}) {
  const { values, errors } = page;
  const nigeria = isNigeria(values.country || 'Nigeria');
  const count = page.lines.reduce((n, l) => n + l.quantity, 0);
  const pricing = page.pricing;
  const total = pricing ? pricing.total : page.subtotal;
  const options = page.deliveryOptions ?? [];
  const podOffered = options.some((o) => o.payOnDelivery);
  const t = translator(ctx.locale);
  return (
    <div className="wrap checkout">
      <aside className="summary">
        <details className="summary-toggle" open={page.lines.length <= 3}>
          <summary>
            <span>{t('checkout.summary', { count })}</span>
            <strong>{shown(ctx, total)}</strong>
          </summary>
          <table className="lines">
            <tbody>
              {page.lines.map((l, n) => (
                <tr key={l.variantId}>
                  <td>
                    {l.quantity} × {l.productTitle}
                    {l.variantTitle !== 'Default' ? ` (${l.variantTitle})` : ''}
                  </td>
                  <td>
                    <LinePrice ctx={ctx} total={l.lineTotal} discount={pricing?.lineDiscounts[n] ?? 0} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pricing ? (
            <PricingRows ctx={ctx} subtotal={page.subtotal} pricing={pricing} />
          ) : (
            <p>
              {t('checkout.total')} <strong>{shown(ctx, page.subtotal)}</strong>
            </p>
          )}
        </details>
      </aside>
      <form method="post" action={`${ctx.base}/checkout`} noValidate>
        {/* The first submit button is the one Enter presses: placing the order, not applying a code. */}
        <button className="sr" type="submit" tabIndex={-1} aria-hidden="true">
          {t('checkout.placeOrder')}
        </button>
        {/* The shopper's language, stored on the order: what its receipt, SMS and e-mails are written in. */}
        <input type="hidden" name="locale" value={ctx.locale} />
        <h1>{t('checkout.title')}</h1>
        {page.formError ? (
          <p className="alert" role="alert">
            {page.formError}
          </p>
        ) : null}
        <h2>{t('checkout.contact')}</h2>
        <div className="row2">
          <Field
            name="phone"
            label={t('checkout.phone')}
            type="tel"
            autoComplete="tel"
            values={values}
            errors={errors}
          />
          <Field
            name="email"
            label={t('checkout.email')}
            type="email"
            autoComplete="email"
            values={values}
            errors={errors}
            required={false}
          />
        </div>
        <Field name="name" label={t('checkout.name')} autoComplete="name" values={values} errors={errors} />
        <h2>{t('checkout.address')}</h2>
        <Field
          name="line1"
          label={t('checkout.line1')}
          autoComplete="address-line1"
          values={values}
          errors={errors}
        />
        <Field
          name="line2"
          label={t('checkout.line2')}
          autoComplete="address-line2"
          values={values}
          errors={errors}
          required={false}
        />
        <Field name="country" label={t('checkout.country')} values={values} errors={errors}>
          <select id="f-country" name="country" defaultValue={values.country || 'Nigeria'}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(COUNTRY_KEYS[c])}
              </option>
            ))}
          </select>
        </Field>
        <div className="row2">
          <Field
            name="city"
            label={t('checkout.city')}
            autoComplete="address-level2"
            values={values}
            errors={errors}
          />
          <div className="state-ng">
            <Field name="state" label={t('checkout.state')} values={values} errors={errors}>
              <select
                id="f-state"
                name="state"
                defaultValue={nigeria ? values.state : ''}
                autoComplete="address-level1"
              >
                <option value="">{t('checkout.chooseState')}</option>
                {NIGERIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s === 'Federal Capital Territory' ? t('checkout.fct') : s}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className="field state-other">
            <label htmlFor="f-region">{t('checkout.region')}</label>
            <input
              id="f-region"
              name="region"
              defaultValue={nigeria ? '' : values.state}
              autoComplete="address-level1"
            />
            {!nigeria && errors.state ? <span className="err">{errors.state}</span> : null}
          </div>
        </div>
        <Field
          name="postalCode"
          label={t('checkout.postalCode')}
          autoComplete="postal-code"
          values={values}
          errors={errors}
          required={false}
        />
        <Field name="note" label={t('checkout.note')} values={values} errors={errors} required={false}>
          <textarea id="f-note" name="note" rows={3} defaultValue={values.note} />
        </Field>
        {options.length > 0 ? (
          <fieldset className="delivery">
            <legend>
              <h2>{t('checkout.delivery')}</h2>
            </legend>
            {errors.delivery ? <span className="err">{errors.delivery}</span> : null}
            {options.map((o) => (
              <label className="delivery-choice" key={o.id}>
                <input
                  type="radio"
                  name="delivery"
                  value={o.id}
                  defaultChecked={values.delivery === o.id || (options.length === 1 && !values.delivery)}
                />
                <span>
                  <strong>{o.name}</strong>
                  {o.detail ? <div>{o.detail}</div> : null}
                  {o.total != null ? (
                    <div data-delivery-total="">
                      {t('checkout.withDelivery', { total: shown(ctx, o.total) })}
                    </div>
                  ) : null}
                  {o.payOnDelivery ? <div data-pod-offered="">{o.payOnDelivery}</div> : null}
                </span>
                <span className="fee">
                  {o.fee === null ? '' : o.fee === 0 ? t('checkout.free') : shown(ctx, o.fee)}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="field code-form">
          <label htmlFor="f-discountCode">{t('checkout.code')}</label>
          <div className="code-row">
            <input
              id="f-discountCode"
              name="discountCode"
              defaultValue={values.discountCode}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={40}
            />
            <button className="btn" type="submit" name="intent" value="apply">
              {t('checkout.apply')}
            </button>
          </div>
          {pricing ? <CodeMessage pricing={pricing} locale={ctx.locale} /> : null}
        </div>
        {pricing && (pricing.shipping !== null || options.length === 0) ? (
          <p>
            {t('checkout.toPay')} <strong data-checkout-total="">{shown(ctx, pricing.total)}</strong>
            {pricing.shipping ? ` ${t('checkout.deliveryIncluded')}` : ''}
          </p>
        ) : pricing ? (
          // Nothing chosen yet: no total that leaves delivery out; each option above shows its own.
          <p>{t('checkout.chooseDelivery')}</p>
        ) : null}
        <label className="consent">
          <input type="checkbox" name="marketingConsent" defaultChecked={values.marketingConsent === 'on'} />
          <span>{t('checkout.consent', { store: ctx.store.name })}</span>
        </label>
        {podOffered ? (
          <fieldset className="delivery payment">
            <legend>
              <h2>{t('checkout.payment')}</h2>
            </legend>
            {errors.payment ? <span className="err">{errors.payment}</span> : null}
            <label className="delivery-choice">
              <input
                type="radio"
                name="payment"
                value="now"
                defaultChecked={values.payment !== 'on_delivery'}
              />
              <span>
                <strong>{t('checkout.payNow')}</strong>
                <div>{t('checkout.payNow.hint')}</div>
              </span>
            </label>
            <label className="delivery-choice">
              <input
                type="radio"
                name="payment"
                value="on_delivery"
                defaultChecked={values.payment === 'on_delivery'}
              />
              <span>
                <strong>{t('checkout.payOnDelivery')}</strong>
                <div>{t('checkout.payOnDelivery.hint')}</div>
              </span>
            </label>
          </fieldset>
        ) : null}
        <button className="btn primary" type="submit">
          {t('checkout.placeOrder')}
        </button>
        {podOffered ? null : <p>{t('checkout.payNext')}</p>}
      </form>
    </div>
  );
}
