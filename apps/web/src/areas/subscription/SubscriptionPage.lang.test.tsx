import type { Plan, SubscriptionOverview } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n';
import { setVendorSession, signOutVendor } from '../../lib/vendor-session';
import { json, serveFetch } from '../../test/fetch';
import { renderScreen } from '../../test/render';
import { vendorSession } from '../../test/sessions';

const limits = {
  maxStores: 5,
  customisation: true,
  multiCurrency: false,
  discountCodes: true,
  campaigns: true,
  customDomain: false,
  staffSeats: 3,
  smsCreditsPerMonth: 1500,
  prioritySupport: true,
};
const plan = (code: string, name: string, monthlyPrice: number): Plan => ({
  code,
  name,
  tagline: name,
  currency: 'NGN',
  monthlyPrice,
  annualPrice: monthlyPrice * 10,
  maxStores: 5,
  features: [],
  limits,
});
const overview: SubscriptionOverview = {
  entitlements: { ...limits, maxStores: 1, plan: 'free', planName: 'Free', status: 'active' },
  subscription: null,
  usage: { stores: 1, readOnlyStores: 0 },
  stores: [],
  history: [],
  balances: [],
};

afterEach(async () => {
  await signOutVendor();
  await setLocale('en-NG', { save: false });
});

describe('the plans page in French', () => {
  it('shows the current plan, its limits and the change of plan in French, money in French grouping', async () => {
    serveFetch((r) =>
      r.path === '/api/plans'
        ? json(200, { plans: [plan('free', 'Free', 0), plan('premium', 'Premium', 1_000_000)] })
        : r.path === '/api/subscription'
          ? json(200, overview)
          : json(200, {}),
    );
    // The language first, then the screen: its parts load their French as the area would in the app.
    await setLocale('fr', { save: false });
    const session = vendorSession('t1');
    setVendorSession({ ...session, user: { ...session.user, locale: 'fr' } });
    const { SubscriptionPage } = await import('./SubscriptionPage');
    renderScreen(<SubscriptionPage />, { path: '/subscription' });
    expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Changer de formule' })).toBeInTheDocument();
    expect(screen.getByText('Formule actuelle')).toBeInTheDocument();
    expect(screen.getByText('Boutiques : 1 sur 1')).toBeInTheDocument();
    expect(screen.getByText(/^Crédits SMS : 1\s500 par mois$/)).toBeInTheDocument();
    expect(screen.getByText('3 places pour l’équipe')).toBeInTheDocument();
    // French grouping with the naira sign kept: "10 000 ₦ / mois".
    expect(screen.getByText(/^10\s000\s₦ \/ mois$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
  });
});
