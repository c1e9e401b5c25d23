import type {
  DeliveryOption,
  DeliveryOptionInput,
  Discount,
  DiscountInput,
  deliveryOptionInputSchema,
  discountInputSchema,
} from '@kasuwa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { vendor } from '../../../api';
import { vendorFetch } from '../../../lib/vendor-session';
import { storePath } from './keys';

const discountsKey = (storeId: number) => ['vendor', 'store', storeId, 'discounts'] as const;
const deliveryKey = (storeId: number) => ['vendor', 'store', storeId, 'delivery-options'] as const;

export type DiscountBody = z.input<typeof discountInputSchema> & Partial<DiscountInput>;
export type DeliveryBody = z.input<typeof deliveryOptionInputSchema> & Partial<DeliveryOptionInput>;

export function useDiscounts(storeId: number) {
  return useQuery({
    queryKey: discountsKey(storeId),
    queryFn: () => vendor('get', '/api/vendor/stores/{storeId}/discounts', { path: { storeId } }),
  });
}

export function useSaveDiscount(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DiscountBody }) =>
      vendorFetch<Discount>(`${storePath(storeId)}/discounts${id ? `/${id}` : ''}`, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: discountsKey(storeId) }),
  });
}

export function useDiscountState(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pause }: { id: string; pause: boolean }) =>
      vendorFetch<Discount>(`${storePath(storeId)}/discounts/${id}/${pause ? 'pause' : 'resume'}`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: discountsKey(storeId) }),
  });
}

export function useDeleteDiscount(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => vendorFetch(`${storePath(storeId)}/discounts/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: discountsKey(storeId) }),
  });
}

export function useDeliveryOptions(storeId: number) {
  return useQuery({
    queryKey: deliveryKey(storeId),
    queryFn: () => vendor('get', '/api/vendor/stores/{storeId}/delivery-options', { path: { storeId } }),
  });
}

export function useSaveDelivery(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DeliveryBody }) =>
      vendorFetch<DeliveryOption>(`${storePath(storeId)}/delivery-options${id ? `/${id}` : ''}`, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: deliveryKey(storeId) }),
  });
}

export function useDeleteDelivery(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      vendorFetch(`${storePath(storeId)}/delivery-options/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: deliveryKey(storeId) }),
  });
}
