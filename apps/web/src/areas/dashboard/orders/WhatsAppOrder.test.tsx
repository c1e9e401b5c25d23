import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { apiError, json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { PhoneLinks } from '../components/PhoneLinks';
import { OrdersPage } from './OrdersPage';

const cart = {
  code: 'K7QM2X',
  items: [],
  currency: 'NGN',
  total: 4_650_000,
  customerPhone: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};

beforeEach(() => setVendorSession(vendorSession('t1')));

function server() {
  return serveFetch((request) => {
    if (request.path === '/api/vendor/stores/12/whatsapp-orders/K7QM2X') return json(200, cart);
    if (request.path.startsWith('/api/vendor/stores/12/whatsapp-orders/'))
      return apiError(404, 'WHATSAPP_ORDER_NOT_FOUND', 'No WhatsApp order has this code.');
    return json(200, { items: [], total: 0, page: 1, limit: 20 });
  });
}

describe('Order from WhatsApp', () => {
  it('finds the code in a pasted message, checks it and opens the New sale page with the cart', async () => {
    const sent = server();
    const { user } = renderDashboardPage(<OrdersPage />, '/dashboard/orders');
    await user.click(await screen.findByRole('button', { name: 'Order from WhatsApp' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText('Order code or message'),
      'Hello Adire House, I would like to order:{enter}- 2 x Adire T-shirt: ₦30,000.00{enter}Order code: k7qm2x',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open the sale' }));
    // The path is always on screen: wait for the navigation that follows the code's check.
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/sales/new'));
    expect(screen.getByTestId('query')).toHaveTextContent('cart=K7QM2X');
    expect(sent.some((r) => r.path === '/api/vendor/stores/12/whatsapp-orders/K7QM2X')).toBe(true);
  });

  it('says so when the code is unknown or when there is no code at all', async () => {
    server();
    const { user } = renderDashboardPage(<OrdersPage />, '/dashboard/orders');
    await user.click(await screen.findByRole('button', { name: 'Order from WhatsApp' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Order code or message');
    await user.type(field, 'hello');
    await user.click(within(dialog).getByRole('button', { name: 'Open the sale' }));
    expect(await within(dialog).findByText(/No order code found/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ZZZZZZ');
    await user.click(within(dialog).getByRole('button', { name: 'Open the sale' }));
    expect(await within(dialog).findByText('No WhatsApp order has this code.')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/orders');
  });
});

describe('PhoneLinks', () => {
  it('links a number in any Nigerian form to wa.me with E.164 digits and to tel:', () => {
    renderDashboardPage(<PhoneLinks phone="0803 123 4567" name="Ada" />, '/dashboard');
    expect(screen.getByText('+234 803 123 4567')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp Ada (+234 803 123 4567)' })).toHaveAttribute(
      'href',
      'https://wa.me/2348031234567',
    );
    expect(screen.getByRole('link', { name: 'Call Ada (+234 803 123 4567)' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
  });

  it('shows a number that cannot be dialled as written, without links', () => {
    renderDashboardPage(<PhoneLinks phone="12345" />, '/dashboard');
    expect(screen.getByText('12345')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
