import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../../api';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, type SentRequest, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { OrdersPage } from './OrdersPage';

type OrderList = Answer<'/api/vendor/stores/{storeId}/orders', 'get'>;
type OrderSummary = OrderList['items'][number];

function order(n: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: `a1b2c3d4-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: 1000 + n,
    status: 'paid',
    channel: 'online',
    paymentMode: 'escrow',
    currency: 'NGN',
    total: 1_250_000,
    customerName: `Customer ${n}`,
    email: `customer${n}@example.ng`,
    itemCount: 2,
    createdAt: '2026-11-19T10:00:00.000Z',
    ...overrides,
  };
}

/** Answers the order list of store 12 with `answer(request)`; the list requests are kept. */
function ordersServer(answer: (request: SentRequest) => OrderList | Promise<OrderList>) {
  const sent = serveFetch(async (request) =>
    request.path.startsWith('/api/vendor/stores/12/orders')
      ? json(200, await answer(request))
      : json(404, {}),
  );
  return () => sent.filter((r) => r.path.startsWith('/api/vendor/stores/12/orders'));
}

const open = (query = '') => renderDashboardPage(<OrdersPage />, `/dashboard/orders${query}`);

beforeEach(() => setVendorSession(vendorSession('t1')));

describe("the vendor's orders list", () => {
  it('shows placeholder rows, marked busy, until the first answer', async () => {
    let answer: ((list: OrderList) => void) | undefined;
    ordersServer(
      () =>
        new Promise<OrderList>((resolve) => {
          answer = resolve;
        }),
    );
    open();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ items: [order(1)], total: 1, page: 1, limit: 20 });
    expect(await within(table).findByText('#1001')).toBeInTheDocument();
    expect(within(table).queryByLabelText('Loading')).not.toBeInTheDocument();
  });

  it('shows each order with its status and total, and opens one when its row is clicked', async () => {
    ordersServer(() => ({
      items: [order(1), order(2, { status: 'shipped' })],
      total: 2,
      page: 1,
      limit: 20,
    }));
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = (await within(table).findByText('#1002')).closest('tr');
    if (!row) throw new Error('no row for order #1002');
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Date', 'Customer', 'Status', 'Items', 'Total']);
    await user.click(within(row).getByText('Customer 2', { selector: 'p' }));
    expect(screen.getByTestId('path')).toHaveTextContent(
      '/dashboard/orders/a1b2c3d4-0000-4000-8000-000000000002',
    );
  });

  it('pages through the orders: the next page is asked for and kept in the address', async () => {
    const requests = ordersServer((request) => {
      const page = Number(new URL(request.path, 'http://x').searchParams.get('page'));
      const first = (page - 1) * 20;
      return {
        items: Array.from({ length: Math.min(20, 45 - first) }, (_, i) => order(first + i + 1)),
        total: 45,
        page,
        limit: 20,
      };
    });
    const { user } = open();
    expect(await screen.findByText('Showing 1–20 of 45 orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41–45 of 45 orders')).toBeInTheDocument();
    expect(screen.getByText('#1045')).toBeInTheDocument();
    expect(screen.getByTestId('query')).toHaveTextContent('page=3');
    expect(requests().at(-1)?.path).toContain('page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says how the first order will arrive when there are none yet', async () => {
    ordersServer(() => ({ items: [], total: 0, page: 1, limit: 20 }));
    open();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your storefront' })).toHaveAttribute(
      'href',
      'https://adire.kasuwa.test',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('offers to clear the filters when none match', async () => {
    ordersServer(() => ({ items: [], total: 0, page: 1, limit: 20 }));
    const { user } = open('?status=cancelled');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('query')).toBeEmptyDOMElement();
  });

  it('shows a failed request in words with a retry', async () => {
    let fail = true;
    serveFetch(() =>
      fail
        ? json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'The shop is resting.' } })
        : json(200, { items: [order(7)], total: 1, page: 1, limit: 20 }),
    );
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this page');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('#1007')).toBeInTheDocument();
  });
});
