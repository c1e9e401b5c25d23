import type {
  Collection,
  collectionInputSchema,
  importResultSchema,
  Product,
  ProductInput,
  productPatchSchema,
} from '@kasuwa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { vendor } from '../../../api';
import { vendorFetch } from '../../../lib/vendor-session';
import { vendorUpload } from './http';
import { dashboardKeys, type ProductFilters, storePath } from './keys';

export type ImportResult = z.infer<typeof importResultSchema>;
export type ProductPatch = z.input<typeof productPatchSchema>;
export type CollectionInput = z.input<typeof collectionInputSchema>;

export function useProductList(storeId: number, filters: ProductFilters) {
  return useQuery({
    queryKey: dashboardKeys.productList(storeId, filters),
    queryFn: () =>
      vendor('get', '/api/vendor/stores/{storeId}/products', { path: { storeId }, query: filters }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(storeId: number, productId: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.product(storeId, productId ?? ''),
    queryFn: () => vendorFetch<Product>(`${storePath(storeId)}/products/${productId}`),
    enabled: Boolean(productId),
  });
}

/** Product changes move stock, collection counts and the overview too. */
function useInvalidateCatalog(storeId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        dashboardKeys.products(storeId),
        dashboardKeys.inventory(storeId),
        dashboardKeys.collections(storeId),
        dashboardKeys.overview(storeId),
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

export function useCreateProduct(storeId: number) {
  const invalidate = useInvalidateCatalog(storeId);
  return useMutation({
    mutationFn: (body: ProductInput) =>
      vendorFetch<Product>(`${storePath(storeId)}/products`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateProduct(storeId: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateCatalog(storeId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProductPatch }) =>
      vendorFetch<Product>(`${storePath(storeId)}/products/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: (product) => {
      client.setQueryData(dashboardKeys.product(storeId, product.id), product);
      return invalidate();
    },
  });
}

export function useDeleteProduct(storeId: number) {
  const invalidate = useInvalidateCatalog(storeId);
  return useMutation({
    mutationFn: (id: string) => vendorFetch(`${storePath(storeId)}/products/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useUploadImage(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, file, alt }: { productId: string; file: File; alt?: string }) =>
      vendorUpload<Product>(`${storePath(storeId)}/products/${productId}/images`, file, alt ? { alt } : {}),
    onSuccess: (product) => {
      client.setQueryData(dashboardKeys.product(storeId, product.id), product);
      return client.invalidateQueries({ queryKey: dashboardKeys.products(storeId) });
    },
  });
}

export function useDeleteImage(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, imageId }: { productId: string; imageId: string }) =>
      vendorFetch<Product>(`${storePath(storeId)}/products/${productId}/images/${imageId}`, {
        method: 'DELETE',
      }),
    onSuccess: (product) => {
      client.setQueryData(dashboardKeys.product(storeId, product.id), product);
      return client.invalidateQueries({ queryKey: dashboardKeys.products(storeId) });
    },
  });
}

export function useImportProducts(storeId: number) {
  const invalidate = useInvalidateCatalog(storeId);
  return useMutation({
    mutationFn: (file: File) => vendorUpload<ImportResult>(`${storePath(storeId)}/products/import`, file),
    onSuccess: invalidate,
  });
}

export function useCollections(storeId: number) {
  return useQuery({
    queryKey: dashboardKeys.collections(storeId),
    queryFn: async () =>
      (await vendor('get', '/api/vendor/stores/{storeId}/collections', { path: { storeId } })).items,
  });
}

export function useSaveCollection(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CollectionInput }) =>
      vendorFetch<Collection>(`${storePath(storeId)}/collections${id ? `/${id}` : ''}`, {
        method: id ? 'PATCH' : 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.collections(storeId) }),
  });
}

export function useDeleteCollection(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => vendorFetch(`${storePath(storeId)}/collections/${id}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: dashboardKeys.collections(storeId) }),
        // Product details list their collections.
        client.invalidateQueries({ queryKey: dashboardKeys.products(storeId) }),
      ]),
  });
}
