import type { ConnectedApp } from '@kasuwa/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { AppsPage } from './AppsPage';

const apps: ConnectedApp[] = [
  {
    id: 'meta',
    name: 'Meta Pixel and Conversions API',
    group: 'social',
    sends: 'Purchases.',
    status: 'connected',
    kind: 'store',
    note: null,
    settings: { publicId: '123456789012', secretHint: '…wxyz', connectedAt: '2026-11-20T09:00:00.000Z' },
    links: [],
  },
  {
    id: 'ga4',
    name: 'Google Analytics 4',
    group: 'analytics',
    sends: 'Purchases.',
    status: 'not_connected',
    kind: 'store',
    note: null,
    settings: null,
    links: [],
  },
] as ConnectedApp[];

beforeEach(() => setVendorSession(vendorSession('t1')));
afterEach(() => setLocale('en-NG', { save: false }));

describe('the Apps page', () => {
  it('speaks Hausa, the connect form included, with no catalogue key showing', async () => {
    await setLocale('ha', { save: false });
    serveFetch((request) =>
      request.path === '/api/vendor/stores/12/apps' ? json(200, apps) : json(404, {}),
    );
    renderDashboardPage(<AppsPage />, '/dashboard/apps');
    const meta = await screen.findByRole('region', { name: 'Kafofin sada zumunta da pixel na talla' });
    expect(within(meta).getByText('An haɗa')).toBeInTheDocument();
    expect(within(meta).getByRole('button', { name: 'Cire haɗi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ƙididdiga' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Haɗa' }));
    expect(await screen.findByRole('dialog', { name: 'Haɗa Google Analytics 4' })).toBeInTheDocument();
    const shown = document.body.cloneNode(true) as HTMLElement;
    // Mantine's style sheets are not text a reader sees (their selectors look like keys).
    for (const style of shown.querySelectorAll('style')) style.remove();
    expect(shown.textContent).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
  }, 20_000);
});
