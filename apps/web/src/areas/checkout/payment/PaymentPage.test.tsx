import { PAYMENT_NO_ORDER, PAYMENT_PAGE_ERROR } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { PaymentPage } from './PaymentPage';

const specQuery = 'domain=adire&email=ada%40example.ng&amount=500000&channel=card&phone=%2B2348098765432';
const settings = {
  paymentSettings: [{ method: 'bank_transfer', url: 'http://localhost/api/payments', publicKey: '' }],
};

describe('PaymentPage (spec 2.7)', () => {
  it('refuses the spec query without an order at once: a clear message, no method, no request', async () => {
    const sent = serveFetch(() => json(200, settings));
    renderScreen(<PaymentPage />, { path: `/payment?${specQuery}`, route: '/payment' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_PAGE_ERROR);
    expect(alert).toHaveTextContent(PAYMENT_NO_ORDER);
    expect(screen.queryByRole('button', { name: /pay|transfer/i })).toBeNull();
    expect(sent).toHaveLength(0);
    // The spec's page took plan payments: those are made on the Subscription page.
    expect(screen.getByRole('link', { name: 'Choose it on the Subscription page' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('with an order, asks for the store’s methods and offers them', async () => {
    const sent = serveFetch(() => json(200, settings));
    renderScreen(<PaymentPage />, {
      path: `/payment?${specQuery}&order=0190c2a4-5b6e-7c00-8000-000000000001`,
      route: '/payment',
    });
    expect(await screen.findByRole('button', { name: /transfer/i })).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_NO_ORDER)).toBeNull();
    expect(sent.map((r) => r.path)).toEqual(['/api/payment-settings?domain=adire']);
  });
});
