import type { VendorStore } from './accounts';
import type { AnalyticsOverview } from './analytics';

/**
 * The GraphQL pieces the vendor dashboard's first screen sends, without zod: the web app's first load
 * takes this module, not graphql.ts, whose documents are built from the zod schemas when it loads (zod
 * and the schemas were a tenth of the dashboard's first download). The selections are written out here
 * and graphql.test.ts checks that they still select every field of their schemas.
 */

export const GRAPHQL_ENDPOINTS = {
  shop: '/api/graphql',
  admin: '/api/admin/graphql',
  storefront: '/api/storefront/graphql',
} as const;

/** Every field of vendorStoreSchema (accounts.ts). */
export const VENDOR_STORE_SELECTION =
  '{ id name subdomain templateCategory themeId status url createdAt access { role permissions } }';

/** Every field of analyticsOverviewSchema (analytics.ts). */
export const ANALYTICS_OVERVIEW_SELECTION =
  '{ currency timeZone from to interval revenue { value previous } orders { value previous } ' +
  'averageOrderValue { value previous } visits { value previous } conversionRate { value previous } ' +
  'series { period revenue orders visits } funnel { visits carts checkouts paid } sources { source visits } ' +
  'bestSellers { productId title quantity revenue } products activeProducts lowStock ' +
  'ordersByStatus { pending_payment confirmed paid processing shipped delivered completed cancelled refunded } ' +
  'latestOrders { id number status channel paymentMode currency total customerName email phone itemCount createdAt } ' +
  'salesByChannel { channel orders revenue } salesByPayment { paymentMode orders revenue } }';

/** The vendor's stores (shop endpoint), as GET /api/vendor/stores lists them. */
export const VENDOR_STORES_QUERY = `query VendorStores { stores ${VENDOR_STORE_SELECTION} }`;
export interface VendorStoresResult {
  stores: VendorStore[];
}

/** One store's analytics overview (shop endpoint), as GET …/analytics/overview answers it. */
export const STORE_OVERVIEW_QUERY = `query StoreOverview($storeId: Int!, $range: String, $from: String, $to: String, $interval: String) {
  analyticsOverview(storeId: $storeId, range: $range, from: $from, to: $to, interval: $interval) ${ANALYTICS_OVERVIEW_SELECTION}
}`;
export interface StoreOverviewResult {
  analyticsOverview: AnalyticsOverview;
}

/** How many of a store's variants are at or under their low-stock threshold (shop endpoint). */
export const LOW_STOCK_COUNT_QUERY = `query LowStockCount($storeId: Int!) {
  lowStock: inventory(storeId: $storeId, limit: 1, lowStock: true) { total }
}`;
export interface LowStockCountResult {
  lowStock: { total: number };
}
