import { permissionsOfRole } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/i18n';
import { testStore } from '../../../test/dashboard';
import { renderScreen } from '../../../test/render';
import { NoAccess } from './NoAccess';
import { storeLabel } from './StoreSwitcher';

const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/;

afterEach(() => setLocale('en-NG', { save: false }));

describe('the shared dashboard pieces in other languages', () => {
  it('says a page is out of her role in Hausa, with the store’s name kept as it is', async () => {
    await setLocale('ha', { save: false });
    renderScreen(<NoAccess storeName="Adire House" />);
    expect(screen.getByRole('heading', { name: 'Ba ku da izinin ganin wannan' })).toBeInTheDocument();
    expect(screen.getByText(/Matsayinku a Adire House/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Koma ga taƙaitawa' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(KEY);
  });

  it('names her role on the store switcher in the language chosen, read when drawn', async () => {
    const store = {
      ...testStore,
      name: 'Mama Nkechi',
      access: { role: 'sales' as const, permissions: permissionsOfRole('sales') },
    };
    expect(storeLabel(store)).toBe('Mama Nkechi · Sales');
    await setLocale('fr', { save: false });
    expect(storeLabel(store)).toBe('Mama Nkechi · Vente');
  });
});
