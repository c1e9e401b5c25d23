import type { VendorStore } from '@kasuwa/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard/api/keys';
import { rememberStoreId } from '../dashboard/store-context';

/**
 * After a store is made: the dashboard opens on it, and its store list holds it at once rather than
 * after the list is next asked for (a second store appeared up to 30 s late); every other answer kept
 * from before is asked for again.
 */
export function showNewStore(queryClient: QueryClient, store: VendorStore): void {
  rememberStoreId(store.id);
  queryClient.setQueryData<VendorStore[]>(
    dashboardKeys.stores(),
    (stores) => stores && [...stores.filter((s) => s.id !== store.id), store],
  );
  void queryClient.invalidateQueries();
}
