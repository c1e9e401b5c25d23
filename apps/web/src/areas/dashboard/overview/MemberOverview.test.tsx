import { permissionsOfRole, type StaffRole } from '@kasuwa/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStore } from '../../../test/dashboard';
import { serveFetch } from '../../../test/fetch';
import { renderScreen } from '../../../test/render';
import { CurrentStoreContext } from '../store-context';
import { OverviewPage } from './OverviewPage';

function overviewAs(role: Exclude<StaffRole, 'custom'>) {
  const store = { ...testStore, access: { role, permissions: permissionsOfRole(role) } };
  const sent = serveFetch(() => new Response('{}', { status: 500 }));
  renderScreen(
    <CurrentStoreContext.Provider
      value={{ store, storeId: store.id, stores: [store], selectStore: () => {} }}
    >
      <OverviewPage />
    </CurrentStoreContext.Provider>,
    { path: '/dashboard' },
  );
  return sent;
}

const shortcuts = () =>
  screen
    .getAllByRole('link')
    .map((l) => l.querySelector('p')?.textContent)
    .filter(Boolean);

describe('the overview of a member without the store’s figures', () => {
  it('gives Sales its work one tap away, no figures and no Add product', async () => {
    const sent = overviewAs('sales');
    expect(await screen.findByRole('heading', { name: 'Welcome to Adire House' })).toBeInTheDocument();
    expect(screen.getByText('You work here as Sales. Here is what you can do.')).toBeInTheDocument();
    expect(shortcuts()).toEqual(['New sale', 'Orders', 'Products', 'Customers']);
    expect(screen.queryByRole('link', { name: 'Add product' })).not.toBeInTheDocument();
    // The figures are not even asked for: the server would refuse them.
    expect(sent.filter((r) => r.path.includes('graphql'))).toEqual([]);
  });

  it('gives Stock products and stock', async () => {
    overviewAs('stock');
    await screen.findByRole('heading', { name: 'Welcome to Adire House' });
    expect(shortcuts()).toEqual(['Products', 'Stock']);
  });
});
