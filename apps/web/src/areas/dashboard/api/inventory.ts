import type { Adjustment, adjustmentInputSchema } from '@kasuwa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { vendor } from '../../../api';
import { vendorFetch } from '../../../lib/vendor-session';
import { dashboardKeys, type InventoryFilters, storePath } from './keys';

export type AdjustmentInput = z.input<typeof adjustmentInputSchema>;

export function useInventory(storeId: number, filters: InventoryFilters) {
  return useQuery({
    queryKey: dashboardKeys.inventoryList(storeId, filters),
    queryFn: () =>
      vendor('get', '/api/vendor/stores/{storeId}/inventory', {
        path: { storeId },
        query: { ...filters, lowStock: filters.lowStock ? '1' : undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdjustments(storeId: number, variantId: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.adjustments(storeId, variantId ?? ''),
    queryFn: async () =>
      (await vendorFetch<{ items: Adjustment[] }>(`${storePath(storeId)}/inventory/${variantId}/adjustments`))
        .items,
    enabled: Boolean(variantId),
  });
}

function useInvalidateStock(storeId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        dashboardKeys.inventory(storeId),
        dashboardKeys.products(storeId),
        dashboardKeys.overview(storeId),
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

export function useAdjustStock(storeId: number) {
  const invalidate = useInvalidateStock(storeId);
  return useMutation({
    mutationFn: ({ variantId, body }: { variantId: string; body: AdjustmentInput }) =>
      vendorFetch<{ adjustment: Adjustment; stock: number }>(
        `${storePath(storeId)}/inventory/${variantId}/adjustments`,
        { method: 'POST', body },
      ),
    onSuccess: invalidate,
  });
}

export function useSetThreshold(storeId: number) {
  const invalidate = useInvalidateStock(storeId);
  return useMutation({
    mutationFn: ({ variantId, lowStockThreshold }: { variantId: string; lowStockThreshold: number }) =>
      vendorFetch(`${storePath(storeId)}/inventory/${variantId}/threshold`, {
        method: 'PUT',
        body: { lowStockThreshold },
      }),
    onSuccess: invalidate,
  });
}
