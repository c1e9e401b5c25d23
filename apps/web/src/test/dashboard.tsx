import { STAFF_PERMISSIONS, type VendorStore } from '@kasuwa/contracts';
import type { ReactElement } from 'react';
import { CurrentStoreContext } from '../areas/dashboard/store-context';
import { renderScreen } from './render';

/** The demo vendor's store, as the dashboard shell hands it to its pages. */
export const testStore: VendorStore = {
  id: 12,
  name: 'Adire House',
  subdomain: 'adire',
  templateCategory: 'fashion',
  themeId: 1,
  status: 'active',
  url: 'https://adire.kasuwa.test',
  createdAt: '2026-01-05T09:00:00.000Z',
  access: { role: 'owner', permissions: [...STAFF_PERMISSIONS] },
};

/** Renders a dashboard page at `path` inside store 12, as DashboardShell would. */
export function renderDashboardPage(page: ReactElement, path: string) {
  const current = { store: testStore, storeId: testStore.id, stores: [testStore], selectStore: () => {} };
  return renderScreen(<CurrentStoreContext.Provider value={current}>{page}</CurrentStoreContext.Provider>, {
    path,
    route: path.split('?')[0],
  });
}
