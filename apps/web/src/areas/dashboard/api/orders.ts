import {
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type OrderSummary,
  type VendorOrderAction,
} from '@kasuwa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendorFetch } from '../../../lib/vendor-session';
import { dashboardKeys, type OrderFilters, storePath, toQuery } from './keys';
import type { Paged } from './products';

export function useOrderList(storeId: number, filters: OrderFilters) {
  return useQuery({
    queryKey: dashboardKeys.orderList(storeId, filters),
    queryFn: () =>
      vendorFetch<Paged<OrderSummary>>(
        `${storePath(storeId)}/orders${toQuery({ ...filters, status: filters.status || undefined })}`,
      ),
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

export interface OverviewData {
  products: number;
  activeProducts: number;
  lowStock: number;
  ordersByStatus: Record<OrderStatus, number>;
  latestOrders: OrderSummary[];
}

/** The overview's figures, from the list endpoints' totals (one page of one row each). */
export function useOverview(storeId: number) {
  return useQuery({
    queryKey: dashboardKeys.overview(storeId),
    queryFn: async (): Promise<OverviewData> => {
      const base = storePath(storeId);
      const total = (path: string) => vendorFetch<Paged<unknown>>(path).then((p) => p.total);
      const [products, activeProducts, lowStock, latest, ...byStatus] = await Promise.all([
        total(`${base}/products?limit=1`),
        total(`${base}/products?limit=1&status=active`),
        total(`${base}/inventory?limit=1&lowStock=1`),
        vendorFetch<Paged<OrderSummary>>(`${base}/orders?limit=6`),
        ...ORDER_STATUSES.map((status) => total(`${base}/orders?limit=1&status=${status}`)),
      ]);
      const ordersByStatus = Object.fromEntries(
        ORDER_STATUSES.map((status, i) => [status, byStatus[i] ?? 0]),
      ) as Record<OrderStatus, number>;
      return { products, activeProducts, lowStock, ordersByStatus, latestOrders: latest.items };
    },
  });
}
