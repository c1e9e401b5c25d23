import {
  GRAPHQL_ENDPOINTS,
  LOW_STOCK_COUNT_QUERY,
  type LowStockCountResult,
  STORE_OVERVIEW_QUERY,
  type StoreOverviewResult,
} from '@kasuwa/contracts/graphql-documents';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isCompleteRange, type RangeQuery } from '../../../components/RangePicker';
import { GraphQLClient } from '../../../lib/graphql';
import { getVendorState, refreshVendorSession, restoreVendorSession } from '../../../lib/vendor-session';
import { dashboardKeys } from './keys';

/**
 * The shop endpoint's client (spec 7.11): the vendor's access token, renewed once on a 401. What the
 * overview asks for within 10 ms (the stores, the figures, the low-stock count) goes as one POST.
 */
export const shopGraphQL = new GraphQLClient({
  endpoint: GRAPHQL_ENDPOINTS.shop,
  token: () => getVendorState().token,
  refresh: refreshVendorSession,
  before: restoreVendorSession,
});

export type OverviewQuery = RangeQuery;

/** The range the overview opens on; the shell asks for it with the stores when it knows the store. */
export const DEFAULT_OVERVIEW_QUERY: OverviewQuery = { range: '7d', interval: 'day' };

/** The overview in one operation: figures against the period before, chart, funnel, best sellers, counts. */
export const overviewQuery = (storeId: number, query: OverviewQuery) =>
  queryOptions({
    queryKey: [...dashboardKeys.overview(storeId), query],
    queryFn: async () =>
      (await shopGraphQL.request<StoreOverviewResult>(STORE_OVERVIEW_QUERY, { storeId, ...query }))
        .analyticsOverview,
    placeholderData: keepPreviousData,
    enabled: isCompleteRange(query),
  });

/** How many of the store's variants are low on stock (the navigation's badge). */
export const lowStockQuery = (storeId: number) =>
  queryOptions({
    queryKey: [...dashboardKeys.inventory(storeId), 'low-count'],
    queryFn: async () =>
      (await shopGraphQL.request<LowStockCountResult>(LOW_STOCK_COUNT_QUERY, { storeId })).lowStock.total,
  });
