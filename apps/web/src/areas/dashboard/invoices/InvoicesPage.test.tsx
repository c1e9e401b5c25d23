import type { Invoice } from '@kasuwa/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { InvoicesPage } from './InvoicesPage';

const invoice: Invoice = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  number: 'INV-0007',
  status: 'sent',
  customer: { name: 'Chidi Okafor', phone: '+2348031234567', email: 'chidi@example.ng' },
  currency: 'NGN',
  lines: [],
  delivery: 0,
  vat: true,
  pricesIncludeVat: false,
  subtotal: 1_000_000,
  discountTotal: 0,
  vatTotal: 75_000,
  total: 1_075_000,
  dueDate: '2026-12-03',
  notes: '',
  sentBy: { email: true, sms: true },
  publicUrl: 'https://kasuwa.test/i/abc',
  pdfUrl: 'https://kasuwa.test/i/abc.pdf',
  orderId: null,
  replacesId: null,
  issuedAt: '2026-11-26T10:00:00.000Z',
  paidAt: null,
  voidedAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};

function invoicesServer() {
  serveFetch((request) => {
    if (request.path.startsWith('/api/vendor/stores/12/invoices')) return json(200, { items: [invoice] });
    if (request.path === '/api/vendor/stores/12/invoice-settings')
      return json(200, { address: '', pricesIncludeVat: false });
    return json(404, {});
  });
}

const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

beforeEach(() => setVendorSession(vendorSession('t1')));
afterEach(() => setLocale('en-NG', { save: false }));

describe("the vendor's invoices", () => {
  it('shows an invoice card in English, its status and how it was sent', async () => {
    invoicesServer();
    renderDashboardPage(<InvoicesPage />, '/dashboard/invoices');
    const card = (await screen.findByText('INV-0007')).closest('[data-invoice]') as HTMLElement;
    expect(within(card).getByText('Sent')).toBeInTheDocument();
    expect(within(card).getByText(/Sent by e-mail and SMS/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('speaks French, the invoice form included, with no catalogue key showing', async () => {
    await setLocale('fr', { save: false });
    invoicesServer();
    renderDashboardPage(<InvoicesPage />, '/dashboard/invoices');
    const card = (await screen.findByText('INV-0007')).closest('[data-invoice]') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Factures' })).toBeInTheDocument();
    expect(within(card).getByText('Envoyée')).toBeInTheDocument();
    expect(within(card).getByText(/Échéance/)).toBeInTheDocument();
    expect(within(card).getByText(/Envoyée par e-mail et SMS/)).toBeInTheDocument();
    expect(screen.getByText('Export pour votre comptable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle facture' }));
    const form = screen.getByRole('form', { name: 'Nouvelle facture' });
    expect(within(form).getByLabelText(/Nom du client/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Envoyer la facture' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);
  }, 20_000);
});
