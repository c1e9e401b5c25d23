import { formatMoney } from '@kasuwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../../api';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { apiError, json, type SentRequest, serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';
import { MoneyPage } from './MoneyPage';

const MONEY = '/api/vendor/stores/{storeId}/money';
const BASE = '/api/vendor/stores/12/money';

const balance: Answer<`${typeof MONEY}/balance`, 'get'> = {
  balances: [{ currency: 'NGN', escrow: 500_000, available: 1_250_000, payoutPending: 0, paidOut: 300_000 }],
  feeBps: 150,
};
const payouts: Answer<`${typeof MONEY}/payouts`, 'get'> = {
  items: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      amount: 300_000,
      currency: 'NGN',
      status: 'paid',
      destination: 'GTBank ****6789',
      failureReason: null,
      completedAt: '2026-11-19T12:00:00.000Z',
      storeId: 12,
      expectedBy: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ],
};
const empty = { items: [] };

/** The money endpoints of store 12; `overrides` answers a path (after the store's money prefix) its own way. */
function moneyServer(overrides: Record<string, (request: SentRequest) => Response> = {}) {
  return serveFetch((request) => {
    const path = request.path.slice(BASE.length);
    const own = overrides[`${request.method} ${path}`];
    if (own) return own(request);
    if (path === '/balance') return json(200, balance);
    if (path === '/payouts') return json(200, payouts);
    if (path === '/banks') return json(200, { banks: [{ name: 'GTBank', code: '058' }] });
    return json(200, empty);
  });
}

const open = () =>
  renderScreen(<MoneyPage />, {
    path: '/dashboard/stores/12/money',
    route: '/dashboard/stores/:storeId/money',
  });

beforeEach(() => setVendorSession(vendorSession('t1')));
afterEach(() => setLocale('en-NG', { save: false }));

describe("the vendor's Money page", () => {
  it('shows the balances and the payouts', async () => {
    moneyServer();
    open();
    expect(await screen.findByLabelText('Available balance')).toHaveTextContent(
      formatMoney(1_250_000, 'NGN', { compact: true }),
    );
    expect(screen.getByText(formatMoney(500_000, 'NGN', { compact: true }))).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payouts' });
    expect(await within(table).findByText('GTBank ****6789')).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
  });

  it('shows ₦0 in each card before the first sale rather than an empty page', async () => {
    moneyServer({ 'GET /balance': () => json(200, { balances: [], feeBps: 150 }) });
    open();
    expect(await screen.findByLabelText('Available balance')).toHaveTextContent(
      formatMoney(0, 'NGN', { compact: true }),
    );
    expect(screen.getByTestId('escrow-explainer')).toBeInTheDocument();
  });

  it('asks for a payout in kobo and shows the refusal in words', async () => {
    const sent = moneyServer({
      'POST /payouts': () =>
        apiError(409, 'INSUFFICIENT_FUNDS', 'The amount is more than your available balance.'),
    });
    const { user } = open();
    await screen.findByLabelText('Available balance');
    await user.type(screen.getByLabelText('Amount'), '2500.50');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    await screen.findByText('The amount is more than your available balance.');
    const posted = sent.filter((r) => r.method === 'POST');
    expect(posted.map((r) => [r.path, r.body])).toEqual([[`${BASE}/payouts`, { amount: 250_050 }]]);
    expect(posted[0]?.headers.authorization).toBe('Bearer t1');
  });

  it('sends the vendor to sign in when the balance cannot be read', async () => {
    moneyServer({ 'GET /balance': () => apiError(403, 'FORBIDDEN', 'This store is not yours.') });
    open();
    await screen.findByText('This store is not yours.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(screen.queryByLabelText('Available balance')).toBeNull());
  });

  it('speaks Hausa when the dashboard does, with no catalogue key showing', async () => {
    await setLocale('ha', { save: false });
    moneyServer();
    open();
    expect(await screen.findByLabelText('Kuɗin da ke akwai')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kuɗi' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Asusun banki' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table', { name: 'Tura kuɗi banki' })).findByText('An tura'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
  }, 20_000);
});
