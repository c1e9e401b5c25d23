import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { setVendorSession } from '../../../lib/vendor-session';
import { renderDashboardPage } from '../../../test/dashboard';
import { json, serveFetch } from '../../../test/fetch';
import { vendorSession } from '../../../test/sessions';
import { InventoryPage } from './InventoryPage';

const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

function item(n: number, stock: number, low: boolean) {
  return {
    variantId: `a1b2c3d4-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productId: `b1b2c3d4-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productTitle: `Adire wrapper ${n}`,
    variantTitle: 'L / Blue',
    sku: `ADR-${n}`,
    stock,
    lowStockThreshold: 5,
    low,
  };
}

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('the inventory screen in Hausa', () => {
  beforeEach(() => setLocale('ha', { save: false }));
  afterEach(() => setLocale('en-NG', { save: false }));

  it('speaks Hausa in the list and the adjust dialog, down to its reasons and its check', async () => {
    serveFetch((request) =>
      request.path.startsWith('/api/vendor/stores/12/inventory')
        ? json(200, { items: [item(1, 0, true), item(2, 3, true)], total: 2, page: 1, limit: 50 })
        : json(404, {}),
    );
    const { user } = renderDashboardPage(<InventoryPage />, '/dashboard/inventory');
    const table = await screen.findByRole('table', { name: 'Kaya a ajiye' });
    await within(table).findByRole('link', { name: 'Adire wrapper 1' });
    expect(screen.getByRole('heading', { name: 'Kaya a ajiye' })).toBeInTheDocument();
    expect(within(table).getByText('Ya ƙare')).toBeInTheDocument();
    expect(within(table).getByText('Ya yi ƙasa')).toBeInTheDocument();
    expect(screen.getByText('1–2 cikin nau’ikan 2')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);

    await user.click(
      within(table).getByRole('button', { name: 'Gyara kaya a ajiye na Adire wrapper 2 L / Blue' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Gyara kaya a ajiye' });
    expect(within(dialog).getByText('Yanzu akwai 3 a ajiye')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Dalili' })).toHaveValue('Sabon kaya');
    await user.click(within(dialog).getByRole('button', { name: 'Ajiye gyara' }));
    expect(await within(dialog).findByText('Canjin ba zai zama sifili ba.')).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(KEY);
  });
});
