import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { CustomersPage } from './CustomersPage';

const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

const amaka = {
  phone: '+2348035550101',
  name: 'Amaka Obi',
  email: '',
  orders: 3,
  invoices: 1,
  totalSpent: 4_500_000,
  currency: 'NGN',
  firstOrderAt: '2026-10-01T09:00:00.000Z',
  lastOrderAt: '2026-11-20T09:00:00.000Z',
  tags: ['vip'],
  notes: '',
  marketingConsent: true,
  consent: 'yes',
  consentUpdatedAt: '2026-10-01T09:00:00.000Z',
  importedAt: null,
};

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('the customers screen in French', () => {
  beforeEach(() => setLocale('fr', { save: false }));
  afterEach(() => setLocale('en-NG', { save: false }));

  it('counts orders and invoices, says the consent and the pager in French', async () => {
    serveFetch((request) =>
      request.path.startsWith('/api/vendor/stores/12/customers')
        ? json(200, { items: [amaka], total: 1, page: 1, limit: 20 })
        : json(404, {}),
    );
    const { user } = renderDashboardPage(<CustomersPage />, '/dashboard/customers');
    const card = await screen.findByRole('button', { name: 'Ouvrir Amaka Obi' });
    expect(screen.getByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(within(card).getByText('3 commandes · 1 facture')).toBeInTheDocument();
    expect(within(card).getByText('Accepte le marketing')).toBeInTheDocument();
    expect(screen.getByText('1–1 sur 1 client')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer des contacts' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);

    await user.click(card);
    const drawer = await screen.findByRole('dialog', { name: 'Amaka Obi' });
    expect(within(drawer).getByText(/^A accepté les messages marketing le /)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(drawer.textContent).not.toMatch(KEY);
  });
});
