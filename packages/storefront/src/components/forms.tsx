import type { ReactNode } from 'react';
import type { CheckoutValues } from '../types';

export const COUNTRIES = [
  'Nigeria',
  'Ghana',
  'Kenya',
  'South Africa',
  'Benin',
  'Cameroon',
  'United Kingdom',
  'United States',
  'Other',
];

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
