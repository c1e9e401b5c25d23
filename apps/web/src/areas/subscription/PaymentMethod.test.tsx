import type { SubscriptionOverview } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setVendorSession } from '../../lib/vendor-session';
import { apiError, json, serveFetch } from '../../test/fetch';
import { renderScreen } from '../../test/render';
import { vendorSession } from '../../test/sessions';
import { PaymentMethod } from './PaymentMethod';

const limits = {
  maxStores: 5,
  customisation: true,
  multiCurrency: false,
  discountCodes: true,
  campaigns: true,
  customDomain: false,
  staffSeats: 3,
  smsCreditsPerMonth: 500,
  prioritySupport: true,
};

const overview = (cardLast4: string, cardExpires: string | null = '2030-12'): SubscriptionOverview => ({
  entitlements: { ...limits, plan: 'premium', planName: 'Premium', status: 'active' },
  subscription: {
    plan: 'premium',
    interval: 'monthly',
    status: 'active',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    pendingInterval: null,
    graceUntil: null,
    cardLast4,
    cardExpires,
    billingEmail: 'ada@adire.ng',
    renewFromStoreId: null,
  },
  usage: { stores: 1, readOnlyStores: 0 },
  stores: [],
  history: [],
  balances: [],
});

beforeEach(() => setVendorSession(vendorSession('t1')));
afterEach(() => vi.unstubAllGlobals());

describe('replacing the saved card', () => {
  it("starts a card check and sends the browser to Paystack's page", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const sent = serveFetch(() =>
      json(200, {
        authorizationUrl: 'https://checkout.paystack.test/abc',
        reference: 'PLN-1',
        amount: 5000,
        currency: 'NGN',
      }),
    );
    const { user } = renderScreen(<PaymentMethod data={overview('4081')} />, { path: '/subscription' });
    expect(screen.getByText(/a ₦50 check on Paystack's page, refunded at once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace card' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.test/abc'));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/subscription/payment-method' });
  });

  it('back from Paystack, says the new card now pays renewals', async () => {
    const sent = serveFetch(() => json(200, { outcome: 'replaced', subscription: overview('6666') }));
    renderScreen(<PaymentMethod data={overview('4081')} />, {
      path: '/subscription?card=check&reference=PLN-9&trxref=PLN-9',
      route: '/subscription',
    });
    expect(await screen.findByText(/Renewals are now charged to the card ending 6666/)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      path: '/api/subscription/payment-method/confirm',
      body: { reference: 'PLN-9' },
    });
  });

  it('a declined check says the old card still pays renewals', async () => {
    serveFetch(() => json(200, { outcome: 'declined', subscription: overview('4081') }));
    renderScreen(<PaymentMethod data={overview('4081')} />, {
      path: '/subscription?card=check&reference=PLN-8',
      route: '/subscription',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bank declined the check. Renewals are still charged to the card ending 4081.',
    );
  });

  it('shows the server error when the check cannot start', async () => {
    serveFetch(() => apiError(409, 'CONFLICT', 'You have no paid plan, so there is no card to replace.'));
    const { user } = renderScreen(<PaymentMethod data={overview('4081')} />, { path: '/subscription' });
    await user.click(screen.getByRole('button', { name: 'Replace card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no paid plan');
  });

  it('shows the card expiry, and warns when the card runs out before the renewal', () => {
    const { unmount } = renderScreen(<PaymentMethod data={overview('4081')} />, { path: '/subscription' });
    expect(screen.getByText(/Card ending 4081 \(expires 12\/2030\) is saved/)).toBeInTheDocument();
    expect(screen.queryByText('Your card expires before your next renewal')).not.toBeInTheDocument();
    unmount();
    // The renewal is on 1 December 2026; a card that ends in November cannot pay it.
    renderScreen(<PaymentMethod data={overview('4081', '2026-11')} />, { path: '/subscription' });
    const warning = screen.getByText('Your card expires before your next renewal').closest('[role="status"]');
    expect(warning).toHaveTextContent('Replace it before 1 Dec 2026 so your plan renews without a break.');
  });
});
