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

  it('a transfer shows the account for this payment only, to copy, with its closing time', async () => {
    const reference = 'KSW-0123456789abcdef01234567';
    serveFetch((request) => {
      if (request.path.startsWith('/api/payment-settings')) return json(200, settings);
      if (request.method === 'POST') {
        return json(201, {
          reference,
          method: 'bank_transfer',
          amount: 500_000,
          currency: 'NGN',
          bankTransfer: {
            bankName: 'Test Bank',
            accountNumber: '9912345678',
            accountName: 'TEST-MANAGED-ACCOUNT',
            expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
          },
        });
      }
      return json(200, {
        reference,
        method: 'paystack',
        status: 'initialized',
        amount: 500_000,
        currency: 'NGN',
        orderId: '0190c2a4-5b6e-7c00-8000-000000000001',
        paidAt: null,
      });
    });
    renderScreen(<PaymentPage />, {
      path: `/payment?${specQuery}&order=0190c2a4-5b6e-7c00-8000-000000000001`,
      route: '/payment',
    });
    (await screen.findByRole('button', { name: /transfer/i })).click();
    expect(await screen.findByText('9912345678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy account number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy amount' })).toBeInTheDocument();
    expect(screen.getByText(/no reference to type/)).toBeInTheDocument();
    expect(screen.getByText(/left\)/)).toBeInTheDocument();
  });
});
