import type { WebhookEndpoint } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { WebhooksPage } from './WebhooksPage';

// URLs, event names (order.paid) and the verification snippet are code and rightly look like keys; what
// must never show is a key of this screen's catalogue or of the core's.
const KEY = /\b(webhooks|nav|common|list|dashboard)\.[a-z]+[a-zA-Z.]*\b/;

const endpoint: WebhookEndpoint = {
  id: '019a0000-0000-7000-8000-000000000001',
  url: 'https://erp.example.com/hooks',
  description: 'Our ERP',
  events: ['order.paid'],
  enabled: true,
  secretHint: 'whsec_…abcd',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  lastDelivery: { status: 'retrying', at: '2026-11-26T10:00:00.000Z' },
};

beforeEach(() => setVendorSession(vendorSession('t1')));
afterEach(() => setLocale('en-NG', { save: false }));

describe('the webhooks page in French', () => {
  it('names its endpoint’s state, its last delivery and the delivery log in French, with no catalogue key', async () => {
    await setLocale('fr', { save: false });
    serveFetch((r) =>
      r.path.includes('/deliveries')
        ? json(200, { items: [], total: 0, page: 1, limit: 20 })
        : json(200, [endpoint]),
    );
    renderDashboardPage(<WebhooksPage />, '/dashboard/webhooks');
    expect(await screen.findByText('Our ERP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un endpoint' })).toBeInTheDocument();
    expect(screen.getByText('Actif')).toBeInTheDocument();
    expect(screen.getByText(/dernier envoi/)).toBeInTheDocument();
    expect(screen.getAllByText('Nouvel essai prévu').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Envoyer un test' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun envoi pour le moment')).toBeInTheDocument();
    expect(screen.getByText('Comment vérifier un envoi')).toBeInTheDocument();
    expect(document.body.innerText ?? document.body.textContent).not.toMatch(KEY);
  });
});
