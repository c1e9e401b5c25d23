import type {
  Invoice,
  InvoiceInput,
  InvoiceSendInput,
  InvoiceSettings,
  InvoiceStatus,
  StoreDocument,
} from '@kasuwa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendor } from '../../../api';
import { vendorFetch } from '../../../lib/vendor-session';
import { storePath } from './keys';

const invoicesKey = (storeId: number) => ['vendor', 'store', storeId, 'invoices'] as const;

export function useInvoices(storeId: number, status: InvoiceStatus | '') {
  return useQuery({
    queryKey: [...invoicesKey(storeId), status],
    queryFn: async () =>
      (await vendor('get', '/api/vendor/stores/{storeId}/invoices', { path: { storeId }, query: { status } }))
        .items,
  });
}

/** Writes a draft and, when asked, sends it at once on the chosen channels. */
export function useCreateInvoice(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, send }: { input: InvoiceInput; send: InvoiceSendInput | null }) => {
      const draft = await vendorFetch<Invoice>(`${storePath(storeId)}/invoices`, {
        method: 'POST',
        body: input,
      });
      return send
        ? vendorFetch<Invoice>(`${storePath(storeId)}/invoices/${draft.id}/send`, {
            method: 'POST',
            body: send,
          })
        : draft;
    },
    onSettled: () => client.invalidateQueries({ queryKey: invoicesKey(storeId) }),
  });
}

export function useInvoiceAction(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'send' | 'void' | 'correct' }) =>
      vendorFetch<unknown>(`${storePath(storeId)}/invoices/${id}/${action === 'send' ? 'send' : 'void'}`, {
        method: 'POST',
        ...(action === 'send' ? {} : { body: { replace: action === 'correct' } }),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: invoicesKey(storeId) }),
  });
}

export function useOrderDocuments(storeId: number, orderId: string | undefined) {
  return useQuery({
    queryKey: ['vendor', 'store', storeId, 'order-documents', orderId ?? ''],
    queryFn: async () =>
      (await vendorFetch<{ items: StoreDocument[] }>(`${storePath(storeId)}/orders/${orderId}/documents`))
        .items,
    enabled: Boolean(orderId),
  });
}

const settingsKey = (storeId: number) => ['vendor', 'store', storeId, 'invoice-settings'] as const;

export function useInvoiceSettings(storeId: number) {
  return useQuery({
    queryKey: settingsKey(storeId),
    queryFn: () => vendorFetch<InvoiceSettings>(`${storePath(storeId)}/invoice-settings`),
  });
}

export function useSaveInvoiceSettings(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceSettings) =>
      vendorFetch<InvoiceSettings>(`${storePath(storeId)}/invoice-settings`, { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(settingsKey(storeId), saved),
  });
}
