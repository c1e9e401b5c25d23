import { permissionsOfRole, type StaffRole, type VendorStore } from '@kasuwa/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setVendorSession } from '../../lib/vendor-session';
import { testStore } from '../../test/dashboard';
import { json, serveFetch } from '../../test/fetch';
import { TestProviders } from '../../test/render';
import { vendorSession } from '../../test/sessions';
import { DashboardShell } from './DashboardShell';

function memberStore(role: Exclude<StaffRole, 'custom'>): VendorStore {
  return { ...testStore, access: { role, permissions: permissionsOfRole(role) } };
}

/** The shell with a store list from the (batched) GraphQL endpoint and stand-in pages. */
function openAs(store: VendorStore, path: string) {
  serveFetch((r) => {
    if (r.path === '/api/plans') return json(200, { plans: [{ code: 'free', name: 'Free', maxStores: 1 }] });
    if (r.path.startsWith('/api/graphql')) {
      const operations = r.body as { query: string }[];
      return json(
        200,
        operations.map((op) =>
          op.query.includes('VendorStores')
            ? { data: { stores: [store] } }
            : op.query.includes('LowStockCount')
              ? { data: { lowStock: { total: 0 } } }
              : { errors: [{ message: 'Not in this test', extensions: { code: 'FORBIDDEN' } }] },
        ),
      );
    }
    return json(404, {});
  });
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<DashboardShell />}>
            <Route index element={<p>Overview page</p>} />
            <Route path="orders" element={<p>Orders page</p>} />
            <Route path="settings/staff" element={<p>Staff page</p>} />
            <Route path="stores/:storeId/money" element={<p>Money page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeEach(() => setVendorSession(vendorSession('t1')));

describe('the dashboard frame by the member’s role', () => {
  it('gives Sales New sale and no Money tab, and the Money page opened by its address says to ask the owner', async () => {
    openAs(memberStore('sales'), '/dashboard/stores/12/money');
    expect(await screen.findByText("You don't have access to this")).toBeInTheDocument();
    expect(screen.getByText(/ask the store owner/)).toBeInTheDocument();
    expect(screen.queryByText('Money page')).not.toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Main sections' }));
    expect(tabs.queryByRole('link', { name: 'Money' })).not.toBeInTheDocument();
    expect(tabs.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New sale' })).toBeInTheDocument();
    // Her Free plan's one store is not used up by a store she works in.
    for (const link of await screen.findAllByRole('link', { name: 'New store' })) {
      expect(link).toHaveAttribute('href', '/new-store');
    }
    expect(screen.queryByRole('link', { name: 'Upgrade for more stores' })).not.toBeInTheDocument();
  });

  it('lets Sales open orders', async () => {
    openAs(memberStore('sales'), '/dashboard/orders');
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
  });

  it('gives Stock no New sale and no Orders tab', async () => {
    openAs(memberStore('stock'), '/dashboard');
    expect(await screen.findByText('Overview page')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New sale' })).not.toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Main sections' }));
    expect(tabs.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    expect(tabs.getByRole('link', { name: 'Products' })).toBeInTheDocument();
  });

  it('shows the owner the Money page and its tab', async () => {
    openAs(testStore, '/dashboard/stores/12/money');
    expect(await screen.findByText('Money page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Money' })).toBeInTheDocument();
  });

  it('keeps the staff screen from a manager', async () => {
    openAs(memberStore('manager'), '/dashboard/settings/staff');
    expect(await screen.findByText("You don't have access to this")).toBeInTheDocument();
  });
});
