import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { DeliveryPage } from './DeliveryPage';

const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

const option = {
  id: 'e1b2c3d4-0000-4000-8000-000000000001',
  kind: 'flat',
  name: 'Coursier',
  fee: 150_000,
  zones: [],
  freeAbove: 2_000_000,
  address: '',
  hours: '',
  active: true,
  position: 0,
  payOnDelivery: true,
  payOnDeliveryMax: 5_000_000,
  currency: 'NGN',
};

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('the delivery screen in French', () => {
  beforeEach(() => setLocale('fr', { save: false }));
  afterEach(() => setLocale('en-NG', { save: false }));

  it('describes an option in French with French money, and its form checks in French', async () => {
    serveFetch((request) =>
      request.path === '/api/vendor/stores/12/delivery-options' ? json(200, [option]) : json(404, {}),
    );
    const { user } = renderDashboardPage(<DeliveryPage />, '/dashboard/delivery');
    expect(await screen.findByText('Coursier')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Livraison' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Forfait 1\s500,00\s₦ · gratuite dès 20\s000,00\s₦ · paiement à la livraison jusqu’à 50\s000,00\s₦$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer Coursier' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);

    await user.click(screen.getByRole('button', { name: 'Ajouter une livraison' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle option de livraison' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Nommez l’option de livraison.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(KEY);
  });
});
