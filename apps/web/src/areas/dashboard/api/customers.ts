import type {
  ContactsImport,
  ContactsImportResult,
  Customer,
  CustomerPatch,
  CustomerSort,
} from '@kasuwa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendor } from '../../../api';
import { vendorFetch } from '../../../lib/vendor-session';
import { vendorDownload } from './http';
import { storePath, toQuery } from './keys';

export interface CustomerFilters {
  page: number;
  limit: number;
  search: string;
  tag: string;
  /** '' for everyone, else 'true' or 'false'. */
  consented: '' | 'true' | 'false';
  sort: CustomerSort;
}

const customersKey = (storeId: number) => ['vendor', 'store', storeId, 'customers'] as const;

export function useCustomers(storeId: number, filters: CustomerFilters) {
  return useQuery({
    queryKey: [...customersKey(storeId), filters],
    queryFn: () =>
      vendor('get', '/api/vendor/stores/{storeId}/customers', { path: { storeId }, query: filters }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateCustomer(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ phone, patch }: { phone: string; patch: CustomerPatch }) =>
      vendorFetch<Customer>(`${storePath(storeId)}/customers/${encodeURIComponent(phone)}`, {
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: customersKey(storeId) }),
  });
}

/** The list as CSV with the same filters (every page). */
export function downloadCustomers(storeId: number, subdomain: string, filters: CustomerFilters) {
  const { page: _page, limit: _limit, ...rest } = filters;
  return vendorDownload(`${storePath(storeId)}/customers.csv${toQuery(rest)}`, `${subdomain}-customers.csv`);
}

/** Contacts from a CSV or vCard file, read as text in the browser (see contactsImportSchema). */
export function useImportContacts(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: ContactsImport) =>
      vendorFetch<ContactsImportResult>(`${storePath(storeId)}/customers/import`, {
        method: 'POST',
        body: file,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: customersKey(storeId) }),
  });
}
