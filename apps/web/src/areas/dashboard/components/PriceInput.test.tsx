import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { TestProviders } from '../../../test/render';
import { PriceInput } from './PriceInput';

/** The input as a form uses it, with the form's value printed so the test sees what would be sent. */
function Harness({ currency = 'NGN', initial = '' }: { currency?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TestProviders>
      <PriceInput label="Price" currency={currency} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </TestProviders>
  );
}

describe('PriceInput', () => {
  it('shows a typed 3000 as ₦3,000 and keeps the bare amount for the form', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '3000');
    expect(input).toHaveValue('₦3,000');
    expect(screen.getByTestId('value')).toHaveTextContent(/^3000$/);
  });

  it('takes a comma typed in English as grouping, never as the decimal point', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Price'), '12,500');
    expect(screen.getByTestId('value')).toHaveTextContent(/^12500$/);
  });

  it('keeps kobo exact and refuses a third decimal place', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '1250050.505');
    expect(input).toHaveValue('₦1,250,050.50');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1250050\.50$/);
  });

  it('shows a stored amount with its currency symbol and separators', () => {
    render(<Harness initial="12500.5" />);
    expect(screen.getByLabelText('Price')).toHaveValue('₦12,500.5');
  });

  it('refuses decimals where the currency has none', async () => {
    const user = userEvent.setup();
    render(<Harness currency="JPY" />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '500.5');
    expect(screen.getByTestId('value')).toHaveTextContent(/^5005$/);
  });

  describe('for a French reader', () => {
    afterEach(() => setLocale('en-NG', { save: false }));

    it('reads her comma as the decimal point and groups as French does', async () => {
      await setLocale('fr', { save: false });
      const user = userEvent.setup();
      render(<Harness />);
      const input = screen.getByLabelText('Price');
      await user.type(input, '12500,50');
      expect(screen.getByTestId('value')).toHaveTextContent(/^12500\.50$/);
      expect(input).toHaveValue('12\u202f500,50\u00a0₦');
    });

    it('takes a dot typed out of habit as the decimal point too', async () => {
      await setLocale('fr', { save: false });
      const user = userEvent.setup();
      render(<Harness />);
      await user.type(screen.getByLabelText('Price'), '99.5');
      expect(screen.getByTestId('value')).toHaveTextContent(/^99\.5$/);
    });
  });
});
