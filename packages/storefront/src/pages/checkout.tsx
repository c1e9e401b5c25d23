import { NIGERIAN_STATES } from '@kasuwa/contracts';
import { COUNTRIES, Field } from '../components/forms';
import { shown } from '../components/money';
import type { Page, RenderContext } from '../types';

export function CheckoutPage({
  ctx,
  page,
}: {
  ctx: RenderContext;
  page: Extract<Page, { kind: 'checkout' }>;
}) {
  const { values, errors } = page;
  return (
    <div className="wrap checkout">
      <form method="post" action={`${ctx.base}/checkout`} noValidate>
        <h1>Checkout</h1>
        {page.formError ? (
          <p className="alert" role="alert">
            {page.formError}
          </p>
        ) : null}
        <h2>Contact</h2>
        <div className="row2">
          <Field
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            values={values}
            errors={errors}
          />
          <Field name="phone" label="Phone" type="tel" autoComplete="tel" values={values} errors={errors} />
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
        <div className="row2">
          <Field
            name="city"
            label="City or town"
            autoComplete="address-level2"
            values={values}
            errors={errors}
          />
          <Field name="state" label="State or region" values={values} errors={errors}>
            <input
              id="f-state"
              name="state"
              list="ng-states"
              defaultValue={values.state}
              autoComplete="address-level1"
              required
            />
            <datalist id="ng-states">
              {NIGERIAN_STATES.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </Field>
        </div>
        <div className="row2">
          <Field name="country" label="Country" values={values} errors={errors}>
            <select id="f-country" name="country" defaultValue={values.country || 'Nigeria'}>
              {COUNTRIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
          <Field
            name="postalCode"
            label="Postal code (optional)"
            autoComplete="postal-code"
            values={values}
            errors={errors}
            required={false}
          />
        </div>
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
        <p>You will pay once the order is placed; we keep your items for 30 minutes.</p>
      </form>
      <aside className="summary">
        <h2>Order summary</h2>
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
      </aside>
    </div>
  );
}
