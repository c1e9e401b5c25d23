import type { Order } from '@kasuwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, type SentRequest, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { OffPlatformAction, OffPlatformRecords } from './OffPlatformPayment';

const ID = 'a1b2c3d4-0000-4000-8000-000000000042';

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: ID,
    number: 1042,
    status: 'confirmed',
    channel: 'online',
    paymentMode: 'on_delivery',
    currency: 'NGN',
    total: 450_000,
    customerName: 'Amaka Obi',
    email: '',
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
    note: '',
    subtotal: 300_000,
    shipping: 150_000,
    discount: 0,
    discounts: [],
    delivery: null,
    carrier: '',
    trackingNumber: '',
    exchangeRate: null,
    reservedUntil: null,
    items: [],
    events: [],
    allowedActions: ['cancel'],
    offPlatformPayments: [],
    locale: 'en-NG',
    ...overrides,
  };
}

function server() {
  return serveFetch((request: SentRequest) =>
    json(
      200,
      order({
        status: 'completed',
        allowedActions: [],
        offPlatformPayments: [],
        ...(request.body as object),
      }),
    ),
  );
}

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('money received outside Kasuwa', () => {
  it('records a pay-on-delivery order as delivered and paid, with the amount received', async () => {
    const sent = server();
    const { user } = renderDashboardPage(
      <OffPlatformAction order={order()} storeId={12} />,
      '/dashboard/orders/x',
    );
    await user.click(screen.getByRole('button', { name: 'Delivered and paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/no fee is taken/)).toBeInTheDocument();
    const amount = within(dialog).getByLabelText(/Amount received/);
    expect(amount).toHaveValue('₦4,500.00');
    await user.clear(amount);
    await user.type(amount, '4000');
    await user.click(within(dialog).getByRole('button', { name: 'Delivered and paid' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: `/api/vendor/stores/12/orders/${ID}/delivered-paid`,
      body: { method: 'cash', amount: 400_000, note: '', proofUrl: null },
    });
  });

  it('marks an unpaid online order paid outside Kasuwa, and refuses an empty amount without sending', async () => {
    const sent = server();
    const unpaid = order({ status: 'pending_payment', paymentMode: 'escrow' });
    const { user } = renderDashboardPage(
      <OffPlatformAction order={unpaid} storeId={12} />,
      '/dashboard/orders/x',
    );
    await user.click(screen.getByRole('button', { name: 'Mark as paid outside Kasuwa' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/Amount received/);
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid outside Kasuwa' }));
    expect(await within(dialog).findByText('Enter the amount you received.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(amount, '4500');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid outside Kasuwa' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      path: `/api/vendor/stores/12/orders/${ID}/paid-outside`,
      body: { method: 'bank_transfer', amount: 450_000 },
    });
  });

  it('sends the proof photo after the record is saved, never before', async () => {
    const sent = server();
    const { user } = renderDashboardPage(
      <OffPlatformAction order={order()} storeId={12} />,
      '/dashboard/orders/x',
    );
    await user.click(screen.getByRole('button', { name: 'Delivered and paid' }));
    const dialog = await screen.findByRole('dialog');
    const slip = new File([new Uint8Array([1, 2, 3])], 'slip.png', { type: 'image/png' });
    // Mantine's FileInput is a button over a hidden file input, which is where a file is chosen.
    expect(within(dialog).getByText('Proof (photo of the transfer or POS slip)')).toBeInTheDocument();
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, slip);
    await user.click(within(dialog).getByRole('button', { name: 'Delivered and paid' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/vendor/stores/12/orders/${ID}/delivered-paid`,
      `POST /api/vendor/stores/12/orders/${ID}/off-platform/proof`,
    ]);
  });

  it('offers nothing on a paid order, and shows what was recorded', () => {
    const paid = order({
      status: 'completed',
      offPlatformPayments: [
        {
          id: 'a1b2c3d4-0000-4000-8000-0000000000aa',
          orderId: ID,
          kind: 'on_delivery',
          method: 'pos',
          amount: 450_000,
          currency: 'NGN',
          proofUrl: 'https://cdn.example/stores/12/off-platform/x-1280.webp',
          note: 'Rider Musa',
          recordedBy: 'user:Ada',
          recordedAt: '2026-11-26T11:00:00.000Z',
        },
      ],
    });
    renderDashboardPage(
      <>
        <OffPlatformAction order={paid} storeId={12} />
        <OffPlatformRecords order={paid} />
      </>,
      '/dashboard/orders/x',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Paid on delivery')).toBeInTheDocument();
    expect(screen.getByText(/POS terminal · Rider Musa/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View proof/ })).toHaveAttribute(
      'href',
      'https://cdn.example/stores/12/off-platform/x-1280.webp',
    );
    expect(screen.getByRole('img', { name: 'Proof of payment' })).toBeInTheDocument();
  });
});
