import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setVendorSession } from '../../../lib/vendor-session';
import { apiError, json, type SentRequest, serveFetch } from '../../../test/fetch';
import { TestProviders } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';
import { PaymentProviderSettings } from './PaymentProviderSettings';

beforeEach(() => setVendorSession(vendorSession('t1')));

const switchOf = (name: string) => screen.getByRole('switch', { name: `Take payments through ${name}` });

function serve(initial: Record<string, boolean>, put?: (r: SentRequest) => Response) {
  return serveFetch((r) => (r.method === 'PUT' && put ? put(r) : json(200, initial)));
}

describe('payment providers in Settings', () => {
  it('shows each provider with what it offers and the fee, and saves the vendor’s choice', async () => {
    const sent = serve({ paystack: true, flutterwave: false, paga: true, bankTransfer: true }, (r) =>
      json(200, r.body),
    );
    render(
      <TestProviders>
        <PaymentProviderSettings storeId={4} />
      </TestProviders>,
    );
    await waitFor(() => expect(switchOf('Paystack')).toBeChecked());
    expect(switchOf('Flutterwave')).not.toBeChecked();
    expect(screen.getAllByText('USSD')).toHaveLength(2);
    expect(screen.getByText('Paga wallet')).toBeInTheDocument();
    expect(screen.getByTestId('provider-fees')).toHaveTextContent('1.5%');
    const save = screen.getByRole('button', { name: 'Save payment providers' });
    expect(save).toBeDisabled();

    await userEvent.click(switchOf('Flutterwave'));
    await userEvent.click(switchOf('Paga'));
    await userEvent.click(save);
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/vendor/stores/4/money/payment-methods',
      body: { paystack: true, flutterwave: true, paga: false, bankTransfer: true },
    });
  });

  it('locks the last provider on, and shows the server’s refusal', async () => {
    serve({ paystack: true, flutterwave: false, paga: false, bankTransfer: true }, () =>
      apiError(422, 'PAYMENT_PROVIDER_REQUIRED', 'Keep at least one payment provider on.'),
    );
    render(
      <TestProviders>
        <PaymentProviderSettings storeId={4} />
      </TestProviders>,
    );
    await waitFor(() => expect(switchOf('Paystack')).toBeChecked());
    expect(switchOf('Paystack')).toBeDisabled();
    await userEvent.click(switchOf('Paga'));
    // With two on, either may go off again.
    expect(switchOf('Paystack')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save payment providers' }));
    expect(await screen.findByText('Keep at least one payment provider on.')).toBeInTheDocument();
  });
});
