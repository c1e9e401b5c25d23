import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, LOCALE_STORAGE_KEY, setLocale } from '../../../i18n/i18n';
import { json, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';

const query =
  'domain=adire&email=ada%40example.ng&amount=500000&channel=card&order=0190c2a4-5b6e-7c00-8000-000000000001';
const settings = {
  paymentSettings: [{ method: 'bank_transfer', url: 'http://localhost/api/payments', publicKey: '' }],
};

afterEach(() => setLocale('en-NG', { save: false }));

describe('the shopper’s payment page in her language', () => {
  it('in Hausa: heading, methods and the transfer note', async () => {
    serveFetch(() => json(200, settings));
    // The language first, then the screen: its part loads its Hausa as the area would in the app.
    await setLocale('ha', { save: false });
    const { PaymentPage } = await import('./PaymentPage');
    renderScreen(<PaymentPage />, { path: `/payment?${query}`, route: '/payment' });
    expect(await screen.findByRole('heading', { name: 'Biya' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Biya ta tura kuɗi' })).toBeInTheDocument();
    expect(screen.getByText('Ba za a aika odarku ba sai an karɓi biyanku.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
  });

  it('follows ?lang= without saving it as this browser’s choice', async () => {
    serveFetch(() => json(200, settings));
    const { PaymentPage } = await import('./PaymentPage');
    renderScreen(<PaymentPage />, { path: `/payment?${query}&lang=ha`, route: '/payment' });
    await waitFor(() => expect(getLocale()).toBe('ha'));
    expect(document.documentElement.lang).toBe('ha');
    // A shopper's language is hers for this page, not this browser's choice.
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(document.body.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
  });
});
