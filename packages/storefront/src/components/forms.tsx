import type { ReactNode } from 'react';
import type { MessageKey } from '../i18n';
import type { CheckoutValues } from '../types';

/** The countries checkout offers; the value posted stays English (the order's address), the label is translated. */
export const COUNTRY_KEYS = {
  Nigeria: 'country.Nigeria',
  Ghana: 'country.Ghana',
  Kenya: 'country.Kenya',
  'South Africa': 'country.South Africa',
  Benin: 'country.Benin',
  Cameroon: 'country.Cameroon',
  'United Kingdom': 'country.United Kingdom',
  'United States': 'country.United States',
  Other: 'country.Other',
} as const satisfies Record<string, MessageKey>;

export const COUNTRIES = Object.keys(COUNTRY_KEYS) as (keyof typeof COUNTRY_KEYS)[];

export function Field({
  name,
  label,
  values,
  errors,
  type = 'text',
  autoComplete,
  required = true,
  children,
}: {
  name: keyof CheckoutValues;
  label: string;
  values: CheckoutValues;
  errors: Record<string, string>;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  children?: ReactNode;
}) {
  const error = errors[name];
  return (
    <div className="field">
      <label htmlFor={`f-${name}`}>{label}</label>
      {children ?? (
        <input
          id={`f-${name}`}
          name={name}
          type={type}
          defaultValue={values[name]}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={error ? true : undefined}
        />
      )}
      {error ? <span className="err">{error}</span> : null}
    </div>
  );
}
