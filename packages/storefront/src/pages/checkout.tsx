import { NIGERIAN_STATES } from '@kasuwa/contracts';
import { COUNTRIES, Field } from '../components/forms';
import { shown } from '../components/money';
import { CodeMessage, LinePrice, PricingRows } from '../components/pricing';
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
  return (
    <div className="wrap checkout">
      <aside className="summary">
        <details className="summary-toggle" open={page.lines.length <= 3}>
          <summary>
            <span>
              Order summary ({count} {count === 1 ? 'item' : 'items'})
            </span>
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
              Total <strong>{shown(ctx, page.subtotal)}</strong>
            </p>
          )}
        </details>
      </aside>
      <form method="post" action={`${ctx.base}/checkout`} noValidate>
        {/* The first submit button is the one Enter presses: placing the order, not applying a code. */}
        <button className="sr" type="submit" tabIndex={-1} aria-hidden="true">
          Place order
        </button>
        <h1>Checkout</h1>
        {page.formError ? (
          <p className="alert" role="alert">
            {page.formError}
          </p>
        ) : null}
        <h2>Contact</h2>
        <div className="row2">
          <Field name="phone" label="Phone" type="tel" autoComplete="tel" values={values} errors={errors} />
          <Field
            name="email"
            label="Email (optional)"
            type="email"
            autoComplete="email"
            values={values}
            errors={errors}
            required={false}
          />
        </div>
        <Field name="name" label="Full name" autoComplete="name" values={values} errors={errors} />
        <h2>Delivery address</h2>
        <Field
          name="line1"
          label="Street address"
          autoComplete="address-line1"
          values={values}
          errors={errors}
        />
        <Field
          name="line2"
          label="Apartment, landmark (optional)"
          autoComplete="address-line2"
          values={values}
          errors={errors}
          required={false}
        />
        <Field name="country" label="Country" values={values} errors={errors}>
          <select id="f-country" name="country" defaultValue={values.country || 'Nigeria'}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <div className="row2">
          <Field
            name="city"
            label="City or town"
            autoComplete="address-level2"
            values={values}
            errors={errors}
          />
          <div className="state-ng">
            <Field name="state" label="State" values={values} errors={errors}>
              <select
                id="f-state"
                name="state"
                defaultValue={nigeria ? values.state : ''}
                autoComplete="address-level1"
              >
                <option value="">Choose a state</option>
                {NIGERIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s === 'Federal Capital Territory' ? 'Federal Capital Territory (Abuja)' : s}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className="field state-other">
            <label htmlFor="f-region">State or region</label>
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
          label="Postal code (optional)"
          autoComplete="postal-code"
          values={values}
          errors={errors}
          required={false}
        />
        <Field
          name="note"
          label="Note for the store (optional)"
          values={values}
          errors={errors}
          required={false}
        >
          <textarea id="f-note" name="note" rows={3} defaultValue={values.note} />
        </Field>
        {options.length > 0 ? (
          <fieldset className="delivery">
            <legend>
              <h2>Delivery</h2>
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
                    <div data-delivery-total="">Total with this delivery: {shown(ctx, o.total)}</div>
                  ) : null}
                  {o.payOnDelivery ? <div data-pod-offered="">{o.payOnDelivery}</div> : null}
                </span>
                <span className="fee">{o.fee === null ? '' : o.fee === 0 ? 'Free' : shown(ctx, o.fee)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="field code-form">
          <label htmlFor="f-discountCode">Discount code (optional)</label>
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
              Apply
            </button>
          </div>
          {pricing ? <CodeMessage pricing={pricing} /> : null}
        </div>
        {pricing && (pricing.shipping !== null || options.length === 0) ? (
          <p>
            Total to pay <strong data-checkout-total="">{shown(ctx, pricing.total)}</strong>
            {pricing.shipping ? ' (delivery included)' : ''}
          </p>
        ) : pricing ? (
          // Nothing chosen yet: no total that leaves delivery out; each option above shows its own.
          <p>Choose a delivery option above to see your total.</p>
        ) : null}
        <label className="consent">
          <input type="checkbox" name="marketingConsent" defaultChecked={values.marketingConsent === 'on'} />
          <span>Send me news and offers from {ctx.store.name} by SMS or e-mail.</span>
        </label>
        {podOffered ? (
          <fieldset className="delivery payment">
            <legend>
              <h2>Payment</h2>
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
                <strong>Pay now</strong>
                <div>Card, bank transfer or USSD on the next page; we keep your items for 30 minutes.</div>
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
                <strong>Pay on delivery</strong>
                <div>
                  Cash or transfer to the rider or the store when your order arrives, with a delivery option
                  marked above.
                </div>
              </span>
            </label>
          </fieldset>
        ) : null}
        <button className="btn primary" type="submit">
          Place order
        </button>
        {podOffered ? null : <p>You pay on the next page; we keep your items for 30 minutes.</p>}
      </form>
    </div>
  );
}
