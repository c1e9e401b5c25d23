import type { NewSaleInput, SalePayment } from '@kasuwa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendor } from '../../../api';
import { vendorFetch } from '../../../lib/vendor-session';
import { vendorUpload } from './http';
import { dashboardKeys, storePath } from './keys';

/** What the New sale screen can add: recently sold first, or what `q` finds. */
export function useSaleItems(storeId: number, q: string) {
  return useQuery({
    queryKey: ['vendor', 'store', storeId, 'sales', 'items', q],
    queryFn: () =>
      vendor('get', '/api/vendor/stores/{storeId}/sales/items', { path: { storeId }, query: { q } }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordSale(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSaleInput) =>
      vendor('post', '/api/vendor/stores/{storeId}/sales', { path: { storeId }, body }),
    onSuccess: () =>
      Promise.all(
        [
          dashboardKeys.orders(storeId),
          dashboardKeys.inventory(storeId),
          dashboardKeys.overview(storeId),
          ['vendor', 'store', storeId, 'sales'],
          ['vendor', 'store', storeId, 'customers'],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** The photo of the transfer slip or POS receipt of a paid-already sale. */
export function uploadSaleProof(storeId: number, orderId: string, file: File) {
  return vendorUpload<SalePayment>(`${storePath(storeId)}/sales/${orderId}/payment/proof`, file);
}

/** A cart a customer sent from the storefront's "Order on WhatsApp", by its short code. */
export interface WhatsAppOrder {
  code: string;
  items: {
    productId: string;
    variantId: string;
    title: string;
    variantTitle: string;
    quantity: number;
    unitPrice: number;
  }[];
  currency: string;
  total: number;
  customerPhone: string | null;
  createdAt: string;
}

export function useWhatsAppOrder(storeId: number, code: string) {
  return useQuery({
    queryKey: ['vendor', 'store', storeId, 'whatsapp-orders', code],
    // Not in the OpenAPI snapshot until the WhatsApp orders route is merged: typed by hand meanwhile.
    queryFn: () =>
      vendorFetch<WhatsAppOrder>(`${storePath(storeId)}/whatsapp-orders/${encodeURIComponent(code)}`),
    enabled: code !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
