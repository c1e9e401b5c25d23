import type { Order } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { testStore } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';
import { CurrentStoreContext } from '../store-context';
import { OrderDetailPage } from './OrderDetailPage';

const ID = 'a1b2c3d4-0000-4000-8000-000000000077';
const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

const order: Order = {
  id: ID,
  number: 1077,
  status: 'paid',
  channel: 'online',
  paymentMode: 'escrow',
  currency: 'NGN',
  total: 1_650_000,
  customerName: 'Amaka Obi',
  email: 'amaka@example.ng',
  itemCount: 1,
  createdAt: '2026-11-26T10:00:00.000Z',
  phone: '+2348031234567',
  address: {
    line1: '14 Allen Avenue',
    line2: '',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    postalCode: '',
  },
  note: 'Call before coming',
  subtotal: 1_500_000,
  shipping: 150_000,
  discount: 0,
  discounts: [],
  delivery: {
    optionId: 'a1b2c3d4-0000-4000-8000-0000000000d1',
    kind: 'flat',
    name: 'Lagos rider',
    fee: 150_000,
    zone: null,
    address: '',
    hours: '',
  },
  carrier: '',
  trackingNumber: '',
  exchangeRate: null,
  reservedUntil: null,
  items: [
    {
      id: 1,
      productId: null,
      variantId: null,
      title: 'Adire T-shirt',
      variantTitle: 'M',
      sku: 'ADR-M',
      unitPrice: 1_500_000,
      quantity: 1,
      lineTotal: 1_500_000,
      discount: 0,
    },
  ],
  events: [
    { from: null, to: 'pending_payment', at: '2026-11-26T10:00:00.000Z', actor: 'customer', note: '' },
    {
      from: 'pending_payment',
      to: 'paid',
      at: '2026-11-26T10:05:00.000Z',
      actor: 'payment:paystack',
      note: '',
    },
  ],
  allowedActions: ['start_processing', 'cancel'],
  offPlatformPayments: [],
  locale: 'en-NG',
};

function renderOrder() {
  serveFetch((r) => (r.path.endsWith(`/orders/${ID}`) ? json(200, order) : json(200, { items: [] })));
  const current = { store: testStore, storeId: testStore.id, stores: [testStore], selectStore: () => {} };
  return renderScreen(
    <CurrentStoreContext.Provider value={current}>
      <OrderDetailPage />
    </CurrentStoreContext.Provider>,
    { path: `/dashboard/orders/${ID}`, route: '/dashboard/orders/:orderId' },
  );
}

beforeEach(() => setVendorSession(vendorSession('t1')));
afterEach(() => setLocale('en-NG', { save: false }));

describe('the order page in other languages', () => {
  it('speaks French: heading, actions, items, timeline and who moved the order, no catalogue key', async () => {
    await setLocale('fr', { save: false });
    renderOrder();
    expect(await screen.findByText('Commande n° 1077')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commencer la préparation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler la commande' })).toBeInTheDocument();
    expect(screen.getByText('Historique')).toBeInTheDocument();
    // The core's words (statuses) and the part's, both in French once the switch has loaded both.
    expect(screen.getByText('En attente de paiement')).toBeInTheDocument();
    expect(screen.getAllByText('Payée').length).toBeGreaterThan(0);

    expect(screen.getByText('Paiement Paystack', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Livraison : Lagos rider')).toBeInTheDocument();
    expect(screen.getByText('Sous-total')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);
  });

  it('speaks Hausa', async () => {
    await setLocale('ha', { save: false });
    renderOrder();
    expect(await screen.findByText('Oda #1077')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fara shiryawa' })).toBeInTheDocument();
    expect(screen.getByText('Tarihin oda')).toBeInTheDocument();
    expect(screen.getByText('Biya ta Paystack', { exact: false })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);
  });
});
