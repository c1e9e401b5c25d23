import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { json, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';

const query =
  'domain=adire&email=ada%40example.ng&amount=500000&channel=card&order=0190c2a4-5b6e-7c00-8000-000000000001';
const settings = {
  paymentSettings: [{ method: 'bank_transfer', url: 'http://localhost/api/payments', publicKey: '' }],
};

afterEach(() => setLocale('en-NG', { save: false }));

describe('the shopper’s payment page in French', () => {
  it('in French, the amount in French grouping with the naira sign', async () => {
    serveFetch(() => json(200, settings));
    await setLocale('fr', { save: false });
    const { PaymentPage } = await import('./PaymentPage');
    renderScreen(<PaymentPage />, { path: `/payment?${query}`, route: '/payment' });
    expect(await screen.findByRole('heading', { name: 'Paiement' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/ada@example\.ng · 5\s000\s₦/)).toBeInTheDocument());
    expect(document.body.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
  });
});
