import type { ConnectedApp, Ga4ConnectInput, MetaConnectInput, StoreAppId } from '@kasuwa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendorFetch } from '../../../lib/vendor-session';
import { storePath } from './keys';

const appsKey = (storeId: number) => ['vendor', 'store', storeId, 'apps'] as const;
const base = (storeId: number) => `${storePath(storeId)}/apps`;

export function useConnectedApps(storeId: number) {
  return useQuery({
    queryKey: appsKey(storeId),
    queryFn: () => vendorFetch<ConnectedApp[]>(base(storeId)),
  });
}

export type ConnectBody = { app: 'meta'; body: MetaConnectInput } | { app: 'ga4'; body: Ga4ConnectInput };

export function useConnectApp(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ app, body }: ConnectBody) =>
      vendorFetch<ConnectedApp>(`${base(storeId)}/${app}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: appsKey(storeId) }),
  });
}

export function useDisconnectApp(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (app: StoreAppId) => vendorFetch<void>(`${base(storeId)}/${app}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: appsKey(storeId) }),
  });
}
