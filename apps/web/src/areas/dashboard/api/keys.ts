import type { OrderChannel, OrderStatus, PaymentMode, ProductStatus } from '@kasuwa/contracts';

export interface ProductFilters {
  page: number;
  limit: number;
  q: string;
  status: ProductStatus | '';
}

export interface InventoryFilters {
  page: number;
  limit: number;
  q: string;
  lowStock: boolean;
}

export interface OrderFilters {
  page: number;
  limit: number;
  q: string;
  status: OrderStatus | '';
  channel: OrderChannel | '';
  paymentMode: PaymentMode | '';
  from: string;
  to: string;
}

/**
 * Query keys of the vendor dashboard, one branch per store so switching stores never shows another
 * store's cached rows; a mutation invalidates the branch of the resource it touched.
 */
export const dashboardKeys = {
  stores: () => ['vendor', 'stores'] as const,
  plans: () => ['plans'] as const,
  store: (storeId: number) => ['vendor', 'store', storeId] as const,
  settings: (storeId: number) => ['vendor', 'store', storeId, 'settings'] as const,
  overview: (storeId: number) => ['vendor', 'store', storeId, 'overview'] as const,
  products: (storeId: number) => ['vendor', 'store', storeId, 'products'] as const,
  productList: (storeId: number, filters: ProductFilters) =>
    ['vendor', 'store', storeId, 'products', 'list', filters] as const,
  product: (storeId: number, productId: string) =>
    ['vendor', 'store', storeId, 'products', 'detail', productId] as const,
  collections: (storeId: number) => ['vendor', 'store', storeId, 'collections'] as const,
  inventory: (storeId: number) => ['vendor', 'store', storeId, 'inventory'] as const,
  inventoryList: (storeId: number, filters: InventoryFilters) =>
    ['vendor', 'store', storeId, 'inventory', 'list', filters] as const,
  adjustments: (storeId: number, variantId: string) =>
    ['vendor', 'store', storeId, 'inventory', 'adjustments', variantId] as const,
  orders: (storeId: number) => ['vendor', 'store', storeId, 'orders'] as const,
  orderList: (storeId: number, filters: OrderFilters) =>
    ['vendor', 'store', storeId, 'orders', 'list', filters] as const,
  order: (storeId: number, orderId: string) =>
    ['vendor', 'store', storeId, 'orders', 'detail', orderId] as const,
};

/** `?a=1&b=x` from the set values only. */
export function toQuery(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === false) continue;
    search.set(key, value === true ? '1' : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const storePath = (storeId: number) => `/api/vendor/stores/${storeId}`;
