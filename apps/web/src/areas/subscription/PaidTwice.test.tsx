import type { SubscriptionOverview } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setVendorSession } from '../../lib/vendor-session';
import { json, serveFetch } from '../../test/fetch';
import { renderScreen } from '../../test/render';
import { vendorSession } from '../../test/sessions';
import { History } from './BillingHistory';
import { SubscriptionConfirmPage } from './SubscriptionPage';

// A plan paid on two pages (issue 29): the second payment is refunded, and the vendor is told so.

const charge = (
  reference: string,
  status: SubscriptionOverview['history'][number]['status'],
  reason: string | null,
) => ({
  id: `00000000-0000-7000-8000-00000000000${reference.slice(-1)}`,
  reference,
  kind: 'subscribe' as const,
  plan: 'premium',
  interval: 'monthly' as const,
  amount: 1_000_000,
  credit: 0,
  currency: 'NGN',
  status,
  paidWith: 'card' as const,
  failureReason: reason,
  periodStart: null,
  periodEnd: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  paidAt: '2026-11-26T10:01:00.000Z',
});

const overview = {
  entitlements: { plan: 'premium', planName: 'Premium', status: 'active' },
  subscription: null,
  usage: { stores: 1, readOnlyStores: 0 },
  stores: [],
  balances: [],
  history: [
    charge(
      'PLN-2',
      'refunded',
      'Paid twice: this plan was already paid for, so this payment is refunded in full',
    ),
    charge('PLN-1', 'paid', null),
  ],
} as unknown as SubscriptionOverview;

beforeEach(() => setVendorSession(vendorSession('t1')));
afterEach(() => vi.unstubAllGlobals());

describe('a plan paid twice', () => {
  it('the billing history says the second payment was refunded, and why', () => {
    renderScreen(<History data={overview} />, { path: '/subscription' });
    expect(screen.getByText('refunded')).toBeInTheDocument();
    expect(screen.getByText(/^Paid twice: this plan was already paid for/)).toBeInTheDocument();
    // Only the payment that was applied has an invoice.
    expect(screen.getAllByRole('button', { name: /invoice/i })).toHaveLength(1);
  });

  it('the return page of the second payment says it is being refunded, not that it failed', async () => {
    const sent = serveFetch(() => json(200, { outcome: 'paid_twice', subscription: overview }));
    renderScreen(<SubscriptionConfirmPage />, {
      path: '/subscription/confirm?reference=PLN-2',
      route: '/subscription/confirm',
    });
    expect(await screen.findByText('This plan was already paid for')).toBeInTheDocument();
    expect(screen.getByText(/being refunded in full to your card/)).toBeInTheDocument();
    expect(screen.queryByText('The payment did not go through')).not.toBeInTheDocument();
    expect(sent[0]).toMatchObject({ path: '/api/subscription/confirm', body: { reference: 'PLN-2' } });
  });
});
