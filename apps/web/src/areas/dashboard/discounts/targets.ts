import { useCollections, useProductList } from '../api/products';

/** The products and collections a discount may be limited to, as select options. */
export function useDiscountTargets(storeId: number) {
  const products = useProductList(storeId, { page: 1, limit: 100, q: '', status: '' });
  const collections = useCollections(storeId);
  return {
    products: (products.data?.items ?? []).map((p) => ({ value: p.id, label: p.title })),
    collections: (collections.data ?? []).map((c) => ({ value: c.id, label: c.title })),
  };
}
