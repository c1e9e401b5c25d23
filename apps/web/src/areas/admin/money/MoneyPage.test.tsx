import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../../api';
import { apiError, json, type SentRequest, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { MoneyPage } from './MoneyPage';

// The session is read from storage when its module loads: stored before the imports below run.
await vi.hoisted(async () => (await import('../../../test/admin')).storeAdminSession());

type Dispute = Answer<'/api/admin/disputes', 'get'>['items'][number];
const dispute: Dispute = {
  id: '0b8f5a52-1111-4000-8000-000000000001',
  orderId: '7c1e2d3f-2222-4000-8000-000000000002',
  storeId: 12,
  status: 'open',
  reason: 'The wrapper never arrived',
  resolution: null,
  resolutionNote: null,
  resolvedBy: null,
  resolvedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function moneyServer(routes: Record<string, (request: SentRequest) => Response>) {
  return serveFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    return route ? route(request) : json(200, { items: [] });
  });
}

const open = () => renderScreen(<MoneyPage />, { path: '/administrator/money' });

describe("the back office's Money page", () => {
  it('shows the disputes loading, then lists them', async () => {
    moneyServer({ 'GET /api/admin/disputes': () => json(200, { items: [dispute] }) });
    open();
    const table = screen.getByRole('table', { name: 'Disputes' });
    expect(within(table).getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(await within(table).findByText('The wrapper never arrived')).toBeInTheDocument();
    expect(within(table).getByText('Open')).toBeInTheDocument();
  });

  it('says so when no customer reported a problem', async () => {
    moneyServer({});
    open();
    await screen.findByText('No disputes: no customer has reported a problem.');
  });

  it('resolves a dispute only with a note, and sends the decision', async () => {
    const sent = moneyServer({
      'GET /api/admin/disputes': () => json(200, { items: [dispute] }),
      [`POST /api/admin/disputes/${dispute.id}/resolve`]: () =>
        json(200, {
          ...dispute,
          status: 'resolved',
          resolution: 'refund',
          resolutionNote: 'Courier lost it',
        }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve dispute' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm decision' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByText('Refund customer'));
    await user.type(within(dialog).getByLabelText('Note'), 'Courier lost it');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = sent.filter((r) => r.method === 'POST');
    expect(posted.map((r) => [r.path, r.body])).toEqual([
      [`/api/admin/disputes/${dispute.id}/resolve`, { resolution: 'refund', note: 'Courier lost it' }],
    ]);
    expect(posted[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('shows a failed list in words with a retry that asks again', async () => {
    let calls = 0;
    moneyServer({
      'GET /api/admin/disputes': () =>
        ++calls === 1
          ? apiError(503, 'UNAVAILABLE', 'Kasuwa is busy. Try again.')
          : json(200, { items: [dispute] }),
    });
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Kasuwa is busy. Try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('The wrapper never arrived');
  });

  it('lists payouts on their tab', async () => {
    moneyServer({
      'GET /api/admin/payouts': () =>
        json(200, {
          items: [
            {
              id: 'p1',
              storeId: 12,
              amount: 300_000,
              currency: 'NGN',
              status: 'failed',
              destination: 'GTBank ****6789',
              failureReason: 'Account closed',
              expectedBy: '2026-11-20T10:00:00.000Z',
              createdAt: '2026-11-19T10:00:00.000Z',
            },
          ],
        }),
    });
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'Payouts' }));
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(await within(table).findByText('Account closed')).toBeInTheDocument();
    expect(within(table).getByText('failed')).toBeInTheDocument();
  });
});
