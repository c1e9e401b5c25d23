import type { StoreSettings } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { SettingsPage } from './SettingsPage';

const settings: StoreSettings = {
  id: 12,
  name: 'Adire House',
  subdomain: 'adire',
  description: '',
  phone: '+2348031234567',
  whatsapp: '+2348031234567',
  whatsappOrders: true,
  themeId: 1,
  currency: 'NGN',
  enabledCurrencies: ['NGN'],
  primaryColor: '#1f7a4d',
  accentColor: '#f0b024',
  logoUrl: null,
  bannerUrl: null,
  status: 'active',
  storefrontUrl: 'https://adire.ng',
  defaultLocale: 'ha',
  locales: ['ha', 'en-NG'],
};

/** The settings of store 12; the other cards' endpoints answer 404 and show their own errors. */
function settingsServer() {
  serveFetch((request) =>
    request.path === '/api/vendor/stores/12/settings' ? json(200, settings) : json(404, {}),
  );
}

/** What a reader sees: the text without Mantine's style sheets (their selectors look like keys). */
function visibleText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const style of copy.querySelectorAll('style, script')) style.remove();
  return copy.textContent ?? '';
}

beforeEach(() => setVendorSession(vendorSession('t1')));
afterEach(() => setLocale('en-NG', { save: false }));

describe("the store's settings", () => {
  it('speaks Hausa on every card, with no catalogue key showing', async () => {
    await setLocale('ha', { save: false });
    settingsServer();
    renderDashboardPage(<SettingsPage />, '/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Bayanan shago' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Sunan shago/)).toHaveValue('Adire House');
    for (const heading of [
      'Harsuna',
      'Salo',
      'Tambari da banner',
      'Ma’aikatanku',
      'Hanyoyin biya',
      'Sanarwa',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ɗora tambari' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Karɓi biya ta Paystack' })).toBeInTheDocument();
    expect(screen.getByText('Sabuwar oda')).toBeInTheDocument();
    // The contracts' schema checks in English; the field says it in Hausa.
    await userEvent.clear(screen.getByLabelText(/Sunan shago/));
    await userEvent.type(screen.getByLabelText(/Lambar WhatsApp/), 'abc');
    await userEvent.tab();
    expect(await screen.findByText('Ana buƙatar wannan.')).toBeInTheDocument();
    expect(screen.getByText('Ku yi amfani da lambar ƙasa da ƙasa kamar +2348012345678.')).toBeInTheDocument();
    // The example address (www.shagonku.ng) has the shape of a key; no key starts with www.
    const keys = visibleText().match(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/g) ?? [];
    expect(keys.filter((k) => !k.startsWith('www.'))).toEqual([]);
  }, 20_000);
});
