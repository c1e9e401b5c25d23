import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { DiscountsPage } from './DiscountsPage';

const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

const discount = {
  id: 'd1b2c3d4-0000-4000-8000-000000000001',
  trigger: 'code',
  code: 'SALLAH10',
  title: '',
  type: 'percentage',
  percent: 10,
  amount: null,
  minSubtotal: 500_000,
  minQuantity: null,
  startsAt: null,
  endsAt: null,
  usageLimit: 50,
  oncePerCustomer: true,
  appliesTo: 'all',
  collectionIds: [],
  productIds: [],
  combinable: false,
  active: true,
  currency: 'NGN',
  uses: 3,
  revenue: 4_500_000,
  discountGiven: 450_000,
  createdAt: '2026-11-01T09:00:00.000Z',
};

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('the discounts screen in Hausa', () => {
  beforeEach(() => setLocale('ha', { save: false }));
  afterEach(() => setLocale('en-NG', { save: false }));

  it('says the offer, its status and its actions in Hausa, and the form checks in Hausa', async () => {
    serveFetch((request) =>
      request.path === '/api/vendor/stores/12/discounts' ? json(200, [discount]) : json(404, {}),
    );
    const { user } = renderDashboardPage(<DiscountsPage />, '/dashboard/discounts');
    const table = await screen.findByRole('table', { name: 'Rangwame' });
    const row = await within(table).findByRole('row', { name: /SALLAH10/ });
    expect(screen.getByRole('heading', { name: 'Rangwame' })).toBeInTheDocument();
    expect(
      within(row).getByText('Ragin 10% · aƙalla ₦5,000.00 · sau ɗaya ga kowane abokin ciniki'),
    ).toBeInTheDocument();
    expect(within(row).getAllByText('Yana aiki').length).toBeGreaterThan(0);
    expect(within(row).getByRole('button', { name: 'Dakatar da SALLAH10' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Gyara SALLAH10' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);

    await user.click(screen.getAllByRole('button', { name: 'Sabon rangwame' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Sabon rangwame' });
    await user.click(within(dialog).getByRole('button', { name: 'Ƙirƙiri rangwame' }));
    expect(await within(dialog).findByText('Lamba tana buƙatar haruffa 3 zuwa 40.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Soke' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(KEY);
  });
});
