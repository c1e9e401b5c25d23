import type {
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
} from '@kasuwa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendor } from '../../../api';
import { vendorFetch } from '../../../lib/vendor-session';
import { storePath } from './keys';

export interface DeliveryFilters {
  page: number;
  limit: number;
  status: WebhookDeliveryStatus | '';
}

const webhooksKey = (storeId: number) => ['vendor', 'store', storeId, 'webhooks'] as const;
const base = (storeId: number) => `${storePath(storeId)}/webhooks`;

export function useWebhookEndpoints(storeId: number) {
  return useQuery({
    queryKey: [...webhooksKey(storeId), 'endpoints'],
    queryFn: () => vendor('get', '/api/vendor/stores/{storeId}/webhooks', { path: { storeId } }),
    // Each endpoint shows its last delivery's outcome, which changes as the job runner sends.
    refetchInterval: 10_000,
  });
}

export function useWebhookDeliveries(storeId: number, endpointId: string | null, filters: DeliveryFilters) {
  return useQuery({
    queryKey: [...webhooksKey(storeId), 'deliveries', endpointId, filters],
    queryFn: () =>
      vendor('get', '/api/vendor/stores/{storeId}/webhooks/{endpointId}/deliveries', {
        path: { storeId, endpointId: endpointId ?? '' },
        query: filters,
      }),
    enabled: endpointId !== null,
    placeholderData: keepPreviousData,
    // Deliveries move on their own (pending → succeeded, retries) as the job runner sends them.
    refetchInterval: 5_000,
  });
}

export function useWebhookDelivery(storeId: number, endpointId: string, deliveryId: string | null) {
  return useQuery({
    queryKey: [...webhooksKey(storeId), 'delivery', endpointId, deliveryId],
    queryFn: () =>
      vendorFetch<WebhookDeliveryDetail>(`${base(storeId)}/${endpointId}/deliveries/${deliveryId}`),
    enabled: deliveryId !== null,
  });
}

/** Any change to endpoints or deliveries refreshes the whole webhooks branch of this store. */
function useInvalidate(storeId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: webhooksKey(storeId) });
}

export function useSaveWebhookEndpoint(storeId: number) {
  const invalidate = useInvalidate(storeId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: WebhookEndpointInput | WebhookEndpointPatch }) =>
      id
        ? vendorFetch<WebhookEndpoint>(`${base(storeId)}/${id}`, { method: 'PATCH', body })
        : vendorFetch<WebhookEndpointWithSecret>(base(storeId), { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhookEndpoint(storeId: number) {
  const invalidate = useInvalidate(storeId);
  return useMutation({
    mutationFn: (id: string) => vendorFetch<void>(`${base(storeId)}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useRotateWebhookSecret(storeId: number) {
  const invalidate = useInvalidate(storeId);
  return useMutation({
    mutationFn: (id: string) =>
      vendorFetch<WebhookEndpointWithSecret>(`${base(storeId)}/${id}/rotate-secret`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useSendWebhookTest(storeId: number) {
  const invalidate = useInvalidate(storeId);
  return useMutation({
    mutationFn: (id: string) =>
      vendorFetch<WebhookDelivery>(`${base(storeId)}/${id}/test`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useReplayWebhookDelivery(storeId: number) {
  const invalidate = useInvalidate(storeId);
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      vendorFetch<WebhookDelivery>(`${base(storeId)}/${endpointId}/deliveries/${deliveryId}/replay`, {
        method: 'POST',
      }),
    onSuccess: invalidate,
  });
}
