import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setVendorSession } from '../../../lib/vendor-session';
import { apiError, json, type SentRequest, serveFetch } from '../../../test/fetch';
import { TestProviders } from '../../../test/render';
import { vendorSession } from '../../../test/sessions';
import { DomainSettings } from './DomainSettings';

beforeEach(() => setVendorSession(vendorSession('t1')));

const pending = {
  domain: 'www.adire.ng',
  kind: 'subdomain',
  status: 'pending',
  records: [
    {
      type: 'TXT',
      name: '_kasuwa-challenge.www.adire.ng',
      value: 'kasuwa-verify=abc',
      state: 'missing',
      found: [],
      purpose: 'ownership',
    },
    {
      type: 'CNAME',
      name: 'www.adire.ng',
      value: 'domains.kasuwa.ng',
      state: 'wrong',
      found: ['old.host.ng'],
      purpose: 'routing',
    },
  ],
  served: false,
  url: 'https://www.adire.ng',
  checkedAt: '2026-11-26T10:00:00.000Z',
  verifiedAt: null,
  lastCheckError: null,
};

function serve(plan: string, answer: (r: SentRequest) => Response | undefined) {
  return serveFetch(
    (r) =>
      answer(r) ??
      (r.path.includes('subscription')
        ? json(200, {
            entitlements: {
              plan,
              planName: plan === 'free' ? 'Free' : 'Premium',
              customDomain: plan !== 'free',
            },
          })
        : apiError(404, 'DOMAIN_NOT_SET', 'This store has no custom domain yet.')),
  );
}

describe('custom domain in Settings', () => {
  it('connects a domain, shows the records to create in merchant words, and checks them', async () => {
    let state: object | null = null;
    const sent = serve('premium', (r) => {
      if (!r.path.endsWith('/domain') && !r.path.endsWith('/domain/check')) return undefined;
      if (r.method === 'PUT') state = pending;
      if (r.method === 'POST')
        state = {
          ...pending,
          status: 'verified',
          served: true,
          records: pending.records.map((x) => ({ ...x, state: 'ok' })),
        };
      return state ? json(200, state) : undefined;
    });
    render(
      <TestProviders>
        <DomainSettings storeId={4} />
      </TestProviders>,
    );
    await userEvent.type(await screen.findByLabelText(/Domain/), 'www.adire.ng');
    await userEvent.click(screen.getByRole('button', { name: 'Connect domain' }));
    expect(await screen.findByText('Waiting for your DNS records')).toBeInTheDocument();
    expect(screen.getByText('_kasuwa-challenge.www.adire.ng')).toBeInTheDocument();
    expect(screen.getByText('Not found yet')).toBeInTheDocument();
    expect(screen.getByText('Has another value')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/vendor/stores/4/domain',
      body: { domain: 'www.adire.ng' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://www.adire.ng' })).toBeInTheDocument();
  });

  it('offers the upgrade on Free instead of the form', async () => {
    serve('free', () => undefined);
    render(
      <MemoryRouter>
        <TestProviders>
          <DomainSettings storeId={4} />
        </TestProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Connect domain' })).not.toBeInTheDocument(),
    );
  });
});
