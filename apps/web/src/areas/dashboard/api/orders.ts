import type { OffPlatformPaymentInput, Order, VendorOrderAction } from '@kasuwa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendor } from '../../../api/vendor';
import { vendorFetch } from '../../../lib/vendor-session';
import { type OverviewQuery, overviewQuery } from './graphql';
import { vendorUpload } from './http';
import { dashboardKeys, type OrderFilters, storePath } from './keys';

export function useOrderList(storeId: number, filters: OrderFilters) {
  return useQuery({
    queryKey: dashboardKeys.orderList(storeId, filters),
    queryFn: () =>
      vendor('get', '/api/vendor/stores/{storeId}/orders', { path: { storeId }, query: filters }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(storeId: number, orderId: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.order(storeId, orderId ?? ''),
    queryFn: () => vendorFetch<Order>(`${storePath(storeId)}/orders/${orderId}`),
    enabled: Boolean(orderId),
  });
}

export function useOrderAction(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      action,
      note,
      carrier = '',
      trackingNumber = '',
    }: {
      orderId: string;
      action: VendorOrderAction;
      note: string;
      carrier?: string;
      trackingNumber?: string;
    }) =>
      vendorFetch<Order>(`${storePath(storeId)}/orders/${orderId}/actions`, {
        method: 'POST',
        body: action === 'ship' ? { action, note, carrier, trackingNumber } : { action, note },
      }),
    onSuccess: (order) => {
      client.setQueryData(dashboardKeys.order(storeId, order.id), order);
      // A cancelled order gives its stock back.
      return Promise.all(
        [
          dashboardKeys.orders(storeId),
          dashboardKeys.inventory(storeId),
          dashboardKeys.overview(storeId),
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** "Mark as paid outside Kasuwa" (an unpaid online order) or "Delivered and paid" (pay on delivery). */
export function useOffPlatformPayment(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      kind,
      body,
    }: {
      orderId: string;
      kind: 'paid_outside' | 'on_delivery';
      body: OffPlatformPaymentInput;
    }) =>
      vendorFetch<Order>(
        `${storePath(storeId)}/orders/${orderId}/${kind === 'on_delivery' ? 'delivered-paid' : 'paid-outside'}`,
        { method: 'POST', body },
      ),
    onSuccess: (order) => {
      client.setQueryData(dashboardKeys.order(storeId, order.id), order);
      return Promise.all(
        [dashboardKeys.orders(storeId), dashboardKeys.overview(storeId)].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/**
 * The photo of the transfer or POS slip for money recorded outside Kasuwa, sent once the record is saved
 * (the server refuses a proof without one). The answer is the order with the proof on its record.
 */
export function useOffPlatformProof(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, file }: { orderId: string; file: File }) =>
      vendorUpload<Order>(`${storePath(storeId)}/orders/${orderId}/off-platform/proof`, file),
    onSuccess: (order) => client.setQueryData(dashboardKeys.order(storeId, order.id), order),
  });
}

/** The overview in one request (GraphQL, batched with what else the screen asks for at once). */
export function useOverview(storeId: number, query: OverviewQuery) {
  return useQuery(overviewQuery(storeId, query));
}
