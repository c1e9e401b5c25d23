import type { MessageLogEntry } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { MessagesPage } from './MessagesPage';

const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

const sms: MessageLogEntry = {
  id: 1,
  channel: 'sms',
  template: 'order_paid',
  recipient: '+2348031234567',
  subject: '',
  preview: 'Adire House: order #1077 paid, NGN 16,500.00',
  status: 'delivered',
  provider: 'termii',
  costUnits: 2,
  error: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  sentAt: '2026-11-26T10:00:01.000Z',
  deliveredAt: '2026-11-26T10:00:05.000Z',
};

beforeEach(() => setVendorSession(vendorSession('t1')));
afterEach(() => setLocale('en-NG', { save: false }));

describe('the messages page', () => {
  it('says what each message was, its status and its SMS pages in Hausa, with no catalogue key', async () => {
    await setLocale('ha', { save: false });
    serveFetch(() => json(200, { items: [sms], total: 1, page: 1, limit: 20 }));
    renderDashboardPage(<MessagesPage />, '/dashboard/messages');
    expect(await screen.findByText(/An biya oda · shafi 2/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saƙonni' })).toBeInTheDocument();
    expect(document.querySelector('[data-status="delivered"]')).toHaveTextContent('Ya isa');
    expect(screen.getByText('1–1 cikin saƙo 1')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);
  });

  it('counts SMS pages in English', async () => {
    serveFetch(() => json(200, { items: [sms], total: 1, page: 1, limit: 20 }));
    renderDashboardPage(<MessagesPage />, '/dashboard/messages');
    expect(await screen.findByText(/Order paid · 2 pages · termii/)).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1 message')).toBeInTheDocument();
  });
});
