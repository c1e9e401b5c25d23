import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { apiError, json, type SentRequest, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { NewSalePage } from './NewSalePage';

const variantA = '0193a7b2-5c1d-7e4f-9a2b-000000000001';
const variantB = '0193a7b2-5c1d-7e4f-9a2b-000000000002';
const orderId = '0193a7b2-5c1d-7e4f-9a2b-0000000000ff';

const saved = {
  order: {
    id: orderId,
    number: 1004,
    status: 'completed',
    channel: 'whatsapp',
    paymentMode: 'off_platform',
    currency: 'NGN',
    total: 4_650_000,
    customerName: 'Amaka',
    email: '',
    itemCount: 3,
    createdAt: '2026-11-26T10:00:00.000Z',
  },
  change: 350_000,
  receipt: { number: 'RCP-000004', url: 'https://kasuwa.test/api/documents/tok/pdf' },
  payLink: null,
  share: {
    text: 'Thank you',
    whatsapp: 'https://wa.me/2348031234567?text=Thank%20you',
    sms: 'sms:+2348031234567?body=Thank%20you',
    email: null,
  },
};

/** The API of store 12: items, settings, delivery options, customers, the WhatsApp cart and the sale. */
function server(cart: 'found' | 'missing') {
  return serveFetch((r: SentRequest) => {
    const path = r.path;
    if (path.includes('/whatsapp-orders/'))
      return cart === 'found'
        ? json(200, {
            code: 'K7Q2',
            items: [
              {
                productId: variantA,
                variantId: variantA,
                title: 'Adire T-shirt',
                variantTitle: 'M',
                quantity: 2,
                unitPrice: 1_500_000,
              },
              {
                productId: variantB,
                variantId: variantB,
                title: 'Adire T-shirt',
                variantTitle: 'L',
                quantity: 1,
                unitPrice: 1_650_000,
              },
            ],
            currency: 'NGN',
            total: 4_650_000,
            customerPhone: '+2348031234567',
            createdAt: '2026-11-26T09:00:00.000Z',
          })
        : apiError(404, 'WHATSAPP_ORDER_NOT_FOUND', 'No such order.');
    if (path.includes('/sales/items')) return json(200, { items: [] });
    if (path.endsWith('/settings')) return json(200, { id: 12, name: 'Adire House', currency: 'NGN' });
    if (path.includes('/delivery-options')) return json(200, []);
    if (path.includes('/customers')) return json(200, { items: [], total: 0, page: 1, limit: 3 });
    if (r.method === 'POST' && path.endsWith('/sales')) return json(201, saved);
    return json(404, {});
  });
}

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('New sale', () => {
  it('starts from a WhatsApp cart code: its items, the buyer’s phone and the WhatsApp channel', async () => {
    const sent = server('found');
    const { user } = renderDashboardPage(<NewSalePage />, '/dashboard/sales/new?cart=K7Q2');
    expect(await screen.findByText(/WhatsApp order K7Q2: 2 item/)).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Adire T-shirt · M')).toHaveTextContent('2');
    expect(screen.getByLabelText('Buyer’s phone')).toHaveValue('+2348031234567');
    expect(screen.getByTestId('sale-total')).toHaveTextContent('₦46,500.00');
    await user.click(screen.getByRole('button', { name: /Save sale/ }));
    expect(await screen.findByText('Sale #1004 recorded')).toBeInTheDocument();
    expect(screen.getByText('₦3,500.00')).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      channel: 'whatsapp',
      lines: [
        { variantId: variantA, quantity: 2 },
        { variantId: variantB, quantity: 1 },
      ],
      customer: { phone: '+2348031234567', name: '', email: '' },
      deliveryOptionId: null,
      discountCode: '',
      manualDiscount: 0,
      note: '',
      outcome: { kind: 'paid', method: 'cash', amountReceived: 4_650_000 },
    });
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', saved.share.whatsapp);
    expect(screen.getByRole('link', { name: /Open receipt/ })).toHaveAttribute('href', saved.receipt.url);
  });

  it('says so when the cart code is unknown, and asks where the sale happened before saving', async () => {
    const sent = server('missing');
    const { user } = renderDashboardPage(<NewSalePage />, '/dashboard/sales/new?cart=NOPE');
    expect(await screen.findByText(/No WhatsApp order with the code NOPE/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save sale/ }));
    expect(await screen.findByText('Choose where the sale happened.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one item.')).toBeInTheDocument();
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(false));
  });

  it('speaks Hausa from the cart to the receipt, with no catalogue key on screen', async () => {
    const key = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;
    await setLocale('ha', { save: false });
    try {
      server('found');
      const { user } = renderDashboardPage(<NewSalePage />, '/dashboard/sales/new?cart=K7Q2');
      expect(await screen.findByText('Odar WhatsApp K7Q2: an ƙara kaya 2.')).toBeInTheDocument();
      expect(screen.getByText('A ina kuka sayar?')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Hanya' })).toHaveTextContent('Kiran waya');
      expect(document.body.textContent).not.toMatch(key);
      await user.click(screen.getByRole('button', { name: /Ajiye ciniki/ }));
      expect(await screen.findByText('An rubuta ciniki #1004')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Buɗe rasiɗi/ })).toHaveAttribute('href', saved.receipt.url);
      expect(screen.getByText('Canjin da za ku mayar')).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(key);
    } finally {
      await setLocale('en-NG', { save: false });
    }
  });
});
