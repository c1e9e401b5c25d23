import type { Plan, StoreSettings, storeSettingsPatchSchema } from '@kasuwa/contracts';
// Not the barrel nor graphql.ts: the dashboard's first load takes no zod (see graphql-documents.ts).
import { VENDOR_STORES_QUERY, type VendorStoresResult } from '@kasuwa/contracts/graphql-documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api';
import { vendorFetch } from '../../../lib/vendor-session';
import { shopGraphQL } from './graphql';
import { vendorUpload } from './http';
import { dashboardKeys, storePath } from './keys';

export function useVendorStores(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.stores(),
    queryFn: async () => (await shopGraphQL.request<VendorStoresResult>(VENDOR_STORES_QUERY)).stores,
    enabled,
  });
}

/** The public plan catalogue, for "may this vendor open another store". */
export function usePlans() {
  return useQuery({
    queryKey: dashboardKeys.plans(),
    // The server checks its answer against the plans' schema; parsing it again here would put zod in
    // the dashboard's first load for nothing.
    queryFn: async (): Promise<Plan[]> => (await apiFetch<{ plans: Plan[] }>('/api/plans')).plans,
    staleTime: 10 * 60_000,
  });
}

export function useStoreSettings(storeId: number) {
  return useQuery({
    queryKey: dashboardKeys.settings(storeId),
    queryFn: () => vendorFetch<StoreSettings>(`${storePath(storeId)}/settings`),
  });
}

export type SettingsPatch = z.input<typeof storeSettingsPatchSchema>;

export function useUpdateSettings(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      vendorFetch<StoreSettings>(`${storePath(storeId)}/settings`, { method: 'PATCH', body: patch }),
    onSuccess: (settings) => {
      client.setQueryData(dashboardKeys.settings(storeId), settings);
      // Name and theme show in the store switcher; prices follow the currency.
      return Promise.all([
        client.invalidateQueries({ queryKey: dashboardKeys.stores() }),
        client.invalidateQueries({ queryKey: dashboardKeys.store(storeId) }),
      ]);
    },
  });
}

export function useUploadStoreImage(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: 'logo' | 'banner'; file: File }) =>
      vendorUpload<StoreSettings>(`${storePath(storeId)}/settings/${kind}`, file),
    onSuccess: (settings) => client.setQueryData(dashboardKeys.settings(storeId), settings),
  });
}
