import type { Plan, SubscriptionOverview, SubscriptionQuote } from '@kasuwa/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setVendorSession } from '../../lib/vendor-session';
import { json, serveFetch } from '../../test/fetch';
import { TestProviders } from '../../test/render';
import { vendorSession } from '../../test/sessions';
import { ChangePlan } from './ChangePlan';

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
const plans = [
  plan('free', 'Free', 0),
  plan('premium', 'Premium', 1_000_000),
  plan('enterprise', 'Enterprise', 3_500_000),
];

const current: SubscriptionOverview = {
  entitlements: { ...limits, maxStores: 1, plan: 'free', planName: 'Free', status: 'active' },
  subscription: null,
  usage: { stores: 2, readOnlyStores: 0 },
  stores: [],
  history: [],
  balances: [
    { storeId: 7, name: 'Adire Lagos', currency: 'NGN', available: 400_000 },
    { storeId: 8, name: 'Adire Abuja', currency: 'NGN', available: 2_500_000 },
  ],
};

const quote: SubscriptionQuote = {
  plan: 'premium',
  interval: 'monthly',
  kind: 'subscribe',
  price: 1_000_000,
  credit: 0,
  amount: 1_000_000,
  currency: 'NGN',
  periodStart: '2026-11-24T10:00:00.000Z',
  periodEnd: '2026-12-24T10:00:00.000Z',
};

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('paying a plan from the Kasuwa balance', () => {
  it('offers the store balances, says when one is short, and pays from the chosen store', async () => {
    const sent = serveFetch((request) =>
      request.path === '/api/subscription/quote'
        ? json(200, quote)
        : json(200, { quote, authorizationUrl: null, reference: 'PLN-1' }),
    );
    const user = userEvent.setup();
    render(
      <TestProviders>
        <ChangePlan
          plans={plans}
          current={current}
          initialPlan="premium"
          email="ada@adire.ng"
          name="Ada Obi"
        />
      </TestProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(/To pay now/);
    await user.click(screen.getByRole('radio', { name: 'Pay from my Kasuwa balance' }));

    // The richest store is chosen first; the other does not cover the price.
    const select = screen.getByRole('textbox', { name: 'Store balance to pay from' });
    expect(select).toHaveValue('Adire Abuja: ₦25,000 available');
    await user.click(select);
    await user.click(
      await screen.findByRole('option', { name: 'Adire Lagos: ₦4,000 available', hidden: true }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This balance does not cover ₦10,000');
    const pay = screen.getByRole('button', { name: 'Pay ₦10,000 from balance' });
    expect(pay).toBeDisabled();

    await user.click(select);
    await user.click(
      await screen.findByRole('option', { name: 'Adire Abuja: ₦25,000 available', hidden: true }),
    );
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await screen.findByText(/Paid ₦10,000 from your Kasuwa balance/);
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/subscription/checkout',
      body: { plan: 'premium', interval: 'monthly', payWith: 'balance', balanceStoreId: 8 },
    });
  });
});

describe('paying a plan by bank transfer', () => {
  it('shows the one-off account with copy buttons and a countdown; "I have paid" asks at once; paid without a reload', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const account = {
      bankName: 'Test Bank',
      accountNumber: '9912345678',
      accountName: 'KASUWA / ADA',
      expiresAt,
    };
    const status = (s: string) => ({
      reference: 'PLN-T1',
      status: s,
      method: 'transfer',
      plan: 'premium',
      interval: 'monthly',
      amount: 1_000_000,
      currency: 'NGN',
      bankTransfer: account,
      ussd: null,
      rejectedAmount: null,
      returns: [],
    });
    let paid = false;
    const sent = serveFetch((request) => {
      if (request.path === '/api/subscription/quote') return json(200, quote);
      if (request.path === '/api/subscription/checkout') {
        return json(200, {
          quote,
          authorizationUrl: null,
          reference: 'PLN-T1',
          bankTransfer: account,
          ussd: null,
        });
      }
      if (request.path === '/api/subscription/payments/PLN-T1/check')
        return json(200, status(paid ? 'paid' : 'pending'));
      if (request.path === '/api/subscription/payments/PLN-T1')
        return json(200, status(paid ? 'paid' : 'pending'));
      return json(200, current);
    });
    const user = userEvent.setup();
    render(
      <TestProviders>
        <ChangePlan
          plans={plans}
          current={current}
          initialPlan="premium"
          email="ada@adire.ng"
          name="Ada Obi"
        />
      </TestProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(/To pay now/);
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(screen.getByText(/does not renew by itself/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₦10,000' }));

    const details = await screen.findByLabelText('Bank transfer details');
    expect(details).toHaveTextContent('Account number: 9912345678');
    expect(details).toHaveTextContent('Bank: Test Bank');
    expect(details).toHaveTextContent(/Open until .* \(\d+:\d{2} left\)/);
    expect(screen.getByRole('button', { name: 'Copy account number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy amount' })).toBeInTheDocument();
    expect(sent.find((r) => r.path === '/api/subscription/checkout')).toMatchObject({
      body: { plan: 'premium', payWith: 'transfer' },
    });

    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText(/Nothing has arrived yet/)).toBeInTheDocument();
    paid = true;
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText(/Your Premium plan is active until/)).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/subscription/payments/PLN-T1/check')).toHaveLength(2);
  });
});

describe('paying a plan by USSD', () => {
  it('asks for the bank, then shows the code to dial as a phone link', async () => {
    const ussd = { bankName: 'GTBank', code: '*737*000*1234#' };
    const sent = serveFetch((request) => {
      if (request.path === '/api/subscription/quote') return json(200, quote);
      if (request.path === '/api/subscription/checkout') {
        return json(200, { quote, authorizationUrl: null, reference: 'PLN-U1', bankTransfer: null, ussd });
      }
      return json(200, {
        reference: 'PLN-U1',
        status: 'pending',
        method: 'ussd',
        plan: 'premium',
        interval: 'monthly',
        amount: 1_000_000,
        currency: 'NGN',
        bankTransfer: null,
        ussd,
        rejectedAmount: null,
        returns: [],
      });
    });
    const user = userEvent.setup();
    render(
      <TestProviders>
        <ChangePlan
          plans={plans}
          current={current}
          initialPlan="premium"
          email="ada@adire.ng"
          name="Ada Obi"
        />
      </TestProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(/To pay now/);
    await user.click(screen.getByRole('radio', { name: /USSD/ }));
    const pay = screen.getByRole('button', { name: 'Pay ₦10,000' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Your bank' }));
    await user.click(await screen.findByRole('option', { name: 'GTBank (*737#)', hidden: true }));
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    const link = await screen.findByRole('link', { name: '*737*000*1234#' });
    expect(link).toHaveAttribute('href', 'tel:*737*000*1234%23');
    expect(sent.find((r) => r.path === '/api/subscription/checkout')).toMatchObject({
      body: { payWith: 'ussd', ussdBank: 'gtbank' },
    });
    expect(screen.getByRole('button', { name: 'I have paid' })).toBeInTheDocument();
  });
});

describe('paying the next period ahead', () => {
  it('skips choosing a plan, prices the next period from the end of this one, and offers no balance', async () => {
    const running: SubscriptionOverview = {
      ...current,
      entitlements: { ...current.entitlements, plan: 'premium', planName: 'Premium' },
      subscription: {
        plan: 'premium',
        interval: 'monthly',
        status: 'active',
        currentPeriodStart: '2026-11-01T10:00:00.000Z',
        currentPeriodEnd: '2026-12-01T10:00:00.000Z',
        cancelAtPeriodEnd: false,
        pendingPlan: null,
        pendingInterval: null,
        graceUntil: null,
        cardLast4: null,
        cardExpires: null,
        billingEmail: 'ada@adire.ng',
        renewFromStoreId: null,
      },
    };
    const next: SubscriptionQuote = {
      ...quote,
      kind: 'renewal',
      periodStart: '2026-12-01T10:00:00.000Z',
      periodEnd: '2027-01-01T10:00:00.000Z',
    };
    const sent = serveFetch(() => json(200, next));
    render(
      <TestProviders>
        <ChangePlan
          plans={plans}
          current={running}
          initialPlan={null}
          email="ada@adire.ng"
          name="Ada Obi"
          renewal
        />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Pay for the next period' })).toBeInTheDocument();
    await screen.findByText(/To pay now/);
    expect(screen.getByText(/^Starts /)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      path: '/api/subscription/quote',
      body: { plan: 'premium', interval: 'monthly', renewal: true },
    });
    expect(screen.queryByRole('radio', { name: 'Pay from my Kasuwa balance' })).toBeNull();
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeInTheDocument();
  });
});
