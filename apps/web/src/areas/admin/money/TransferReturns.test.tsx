import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../../api';
import { json, type SentRequest, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { MoneyPage } from './MoneyPage';

// The session is read from storage when its module loads: stored before the imports below run.
await vi.hoisted(async () => (await import('../../../test/admin')).storeAdminSession());

type OrderReturn = Answer<'/api/admin/transfer-returns', 'get'>['items'][number];
type PlanReturn = Answer<'/api/admin/plan-transfer-returns', 'get'>['items'][number];
const orderReturn: OrderReturn = {
  id: '0b8f5a52-1111-4000-8000-000000000011',
  storeId: 12,
  orderId: '7c1e2d3f-2222-4000-8000-000000000012',
  provider: 'flutterwave',
  reason: 'underpaid',
  amount: 150_000,
  currency: 'NGN',
  status: 'pending',
  failureReason: 'refund refused',
  reference: 'KSW-abc',
  accountNumber: '9912345678',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const planReturn: PlanReturn = {
  id: '0b8f5a52-1111-4000-8000-000000000021',
  userId: 44,
  reference: 'PLN-def',
  plan: 'premium',
  providerTransactionId: '991',
  reason: 'duplicate',
  amount: 1_000_000,
  currency: 'NGN',
  status: 'refunding',
  failureReason: null,
  accountNumber: '9987654321',
  createdAt: '2026-11-21T10:00:00.000Z',
};

function server(routes: Record<string, (request: SentRequest) => Response>) {
  return serveFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    return route ? route(request) : json(200, { items: [] });
  });
}

describe('transfer returns in the back office', () => {
  it('lists order and plan returns with their account, outcome and refund; refunds now and releases after a warning', async () => {
    const sent = server({
      'GET /api/admin/transfer-returns': () =>
        json(200, { items: [orderReturn], owed: [{ currency: 'NGN', amount: 150_000 }] }),
      'GET /api/admin/plan-transfer-returns': () => json(200, { items: [planReturn] }),
      [`POST /api/admin/transfer-returns/${orderReturn.id}/retry`]: () =>
        json(200, { ...orderReturn, status: 'refunded' }),
      [`POST /api/admin/plan-transfer-returns/${planReturn.id}/release`]: () =>
        json(200, { ...planReturn, status: 'pending' }),
    });
    const { user } = renderScreen(<MoneyPage />, { path: '/administrator/money' });
    await user.click(screen.getByRole('tab', { name: 'Transfer returns' }));
    const table = await screen.findByRole('table', { name: 'Transfer returns' });
    const rows = await within(table).findAllByRole('row');
    // Newest first: the plan's second transfer, then the order's short one.
    expect(rows[1]).toHaveTextContent('Plan premium · account 44');
    expect(rows[1]).toHaveTextContent('9987654321');
    expect(rows[1]).toHaveTextContent('Twice: the second sent back');
    expect(rows[1]).toHaveTextContent('Refund call unanswered');
    expect(rows[2]).toHaveTextContent('9912345678');
    expect(rows[2]).toHaveTextContent('Short: not used, all sent back');
    expect(rows[2]).toHaveTextContent('refund refused');
    expect(screen.getByLabelText('Still owed to shoppers')).toHaveTextContent('₦1,500');

    await user.click(within(rows[2]!).getByRole('button', { name: 'Refund now' }));
    await user.click(within(rows[1]!).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this refund?' });
    expect(dialog).toHaveTextContent('would be paid twice');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/admin/transfer-returns/${orderReturn.id}/retry`,
      `/api/admin/plan-transfer-returns/${planReturn.id}/release`,
    ]);
  });

  it('filters by the state of the refund', async () => {
    const sent = server({});
    const { user } = renderScreen(<MoneyPage />, { path: '/administrator/money' });
    await user.click(screen.getByRole('tab', { name: 'Transfer returns' }));
    await screen.findByText('No transfer has come in wrong.');
    await user.click(screen.getByText('Unanswered'));
    await waitFor(() =>
      expect(sent.map((r) => r.path)).toEqual(
        expect.arrayContaining([
          '/api/admin/transfer-returns?status=refunding',
          '/api/admin/plan-transfer-returns?status=refunding',
        ]),
      ),
    );
  });
});
