import { NIGERIAN_STATES } from '@kasuwa/contracts';
import { COUNTRIES, Field } from '../components/forms';
import { shown } from '../components/money';
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
  return (
    <div className="wrap checkout">
      <aside className="summary">
        <details className="summary-toggle" open={page.lines.length <= 3}>
          <summary>
            <span>
              Order summary ({count} {count === 1 ? 'item' : 'items'})
            </span>
            <strong>{shown(ctx, page.subtotal)}</strong>
          </summary>
          <table className="lines">
            <tbody>
              {page.lines.map((l) => (
                <tr key={l.variantId}>
                  <td>
                    {l.quantity} × {l.productTitle}
                    {l.variantTitle !== 'Default' ? ` (${l.variantTitle})` : ''}
                  </td>
                  <td>{shown(ctx, l.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Total <strong>{shown(ctx, page.subtotal)}</strong>
          </p>
        </details>
      </aside>
      <form method="post" action={`${ctx.base}/checkout`} noValidate>
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
        <button className="btn primary" type="submit">
          Place order
        </button>
        <p>You pay on the next page; we keep your items for 30 minutes.</p>
      </form>
    </div>
  );
}
