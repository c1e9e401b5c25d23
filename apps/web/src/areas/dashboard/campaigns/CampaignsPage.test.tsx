import type { Campaign } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { CampaignsPage } from './CampaignsPage';

const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

const campaign: Campaign = {
  id: 3,
  name: 'Sallah sale',
  channel: 'sms',
  subject: '',
  template: '',
  body: '20% off every adire this week',
  segment: {},
  status: 'sending',
  recipients: 1200,
  costUnits: 2400,
  counts: { queued: 300, sent: 500, delivered: 380, failed: 15, cancelled: 5 },
  createdAt: '2026-11-26T10:00:00.000Z',
};

function server() {
  serveFetch((r) => {
    if (r.path.includes('/campaigns')) return json(200, { items: [campaign], total: 1, page: 1, limit: 20 });
    if (r.path.includes('/messaging')) return json(200, { whatsapp: { available: false, reason: null } });
    return json(404, {});
  });
}

beforeEach(() => setVendorSession(vendorSession('t1')));
afterEach(() => setLocale('en-NG', { save: false }));

describe('the campaigns page', () => {
  it('speaks French: heading, a campaign’s figures and credits in French grouping, no catalogue key', async () => {
    await setLocale('fr', { save: false });
    server();
    renderDashboardPage(<CampaignsPage />, '/dashboard/campaigns');
    expect(await screen.findByText('Sallah sale')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Campagnes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle campagne' })).toBeInTheDocument();
    expect(screen.getByText('Envoi en cours')).toBeInTheDocument();
    expect(screen.getByText('Destinataires')).toBeInTheDocument();
    expect(screen.getByText(/^2\s400 crédits SMS$/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);
  });

  it('says it in English', async () => {
    server();
    renderDashboardPage(<CampaignsPage />, '/dashboard/campaigns');
    expect(await screen.findByText('2,400 SMS credits')).toBeInTheDocument();
    expect(screen.getByText('300 waiting their turn (messages go out a few a minute).')).toBeInTheDocument();
  });
});
