import type { z } from 'zod';
import { meResponseSchema, type VendorStore, type VendorUser, vendorStoreSchema } from './accounts';
import {
  type ActivityItem,
  type AdminProfile,
  activityResponseSchema,
  adminProfileSchema,
  type DashboardStats,
  dashboardStatsResponseSchema,
} from './admin';
import {
  type AnalyticsOverview,
  analyticsOverviewSchema,
  type PlatformOverview,
  platformOverviewSchema,
} from './analytics';

/**
 * The GraphQL transport's shared pieces (spec 7.11, docs/graphql.md): the endpoints and the overview
 * operations the web app batches. Each document selects every field of the REST contract it mirrors
 * (built from the zod schema by `selectAll`), so its result has the contract's TypeScript type.
 */

// The first screen's documents live without zod (see the file); re-exported for everyone else.
export {
  GRAPHQL_ENDPOINTS,
  LOW_STOCK_COUNT_QUERY,
  type LowStockCountResult,
  STORE_OVERVIEW_QUERY,
  type StoreOverviewResult,
  VENDOR_STORES_QUERY,
  type VendorStoresResult,
} from './graphql-documents';

interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string>;
  in?: z.ZodType;
  out?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The selection set of every field of an output schema: `{ a b { c d } }`, or '' for a scalar. */
export function selectAll(schema: z.ZodType): string {
  const def = defOf(schema);
  if (def.innerType) return selectAll(def.innerType);
  if (def.type === 'pipe' && def.out) return selectAll(def.out);
  if (def.type === 'array' && def.element) return selectAll(def.element);
  if (def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape).map(([name, field]) => `${name}${spaced(selectAll(field))}`);
    return `{ ${fields.join(' ')} }`;
  }
  if (def.type === 'record' && def.keyType) {
    const keys = defOf(def.keyType);
    if (keys.type === 'enum' && keys.entries) return `{ ${Object.keys(keys.entries).join(' ')} }`;
  }
  return '';
}
const spaced = (selection: string) => (selection ? ` ${selection}` : '');

/**
 * The vendor dashboard's overview in one operation (shop endpoint, vendor token): the signed-in vendor,
 * their stores, the store's analytics for a range (the REST overview's arguments) and how many variants
 * are low on stock. Variables: `storeId` (Int!), `range`, `from`, `to`, `interval` (as REST's query).
 */
export const VENDOR_OVERVIEW_QUERY = `query VendorOverview($storeId: Int!, $range: String, $from: String, $to: String, $interval: String) {
  me ${selectAll(meResponseSchema)}
  stores ${selectAll(vendorStoreSchema)}
  analyticsOverview(storeId: $storeId, range: $range, from: $from, to: $to, interval: $interval) ${selectAll(analyticsOverviewSchema)}
  lowStock: inventory(storeId: $storeId, limit: 1, lowStock: true) { total }
}`;
export interface VendorOverviewVariables {
  storeId: number;
  range?: 'today' | '7d' | '30d' | 'custom';
  from?: string;
  to?: string;
  interval?: 'day' | 'week' | 'month';
}
export interface VendorOverviewResult {
  me: { user: VendorUser; hasStore: boolean };
  stores: VendorStore[];
  analyticsOverview: AnalyticsOverview;
  lowStock: { total: number };
}

/** The back office's overview for every administrator (admin endpoint): the stat cards and activity. */
export const ADMIN_OVERVIEW_QUERY = `query AdminOverview($limit: Int) {
  me ${selectAll(adminProfileSchema)}
  dashboardStats ${selectAll(dashboardStatsResponseSchema)}
  activity(limit: $limit) ${selectAll(activityResponseSchema)}
}`;
export interface AdminOverviewResult {
  me: AdminProfile;
  dashboardStats: { status: true; stats: DashboardStats };
  activity: { status: true; activities: ActivityItem[] };
}

/**
 * The platform's money for full-rights administrators (permission `all`; FORBIDDEN otherwise): sent as
 * its own operation in the overview's batch, so a role without it still gets the rest.
 */
export const PLATFORM_OVERVIEW_QUERY = `query PlatformOverview($range: String, $from: String, $to: String, $interval: String) {
  platformOverview(range: $range, from: $from, to: $to, interval: $interval) ${selectAll(platformOverviewSchema)}
}`;
export interface PlatformOverviewResult {
  platformOverview: PlatformOverview;
}

/*
 * The same overviews as the small operations the web app's screens ask for, each where its panel
 * needs it: the client sends those asked within 10 ms as one batched POST, so a screen still loads in
 * one round trip while each panel keeps its own loading and error state.
 */

/** The back office's stat cards (admin endpoint). */
export const DASHBOARD_STATS_QUERY = `query DashboardStats { dashboardStats ${selectAll(dashboardStatsResponseSchema)} }`;
export interface DashboardStatsResult {
  dashboardStats: { status: true; stats: DashboardStats };
}

/** The back office's recent activity (admin endpoint). */
export const ACTIVITY_QUERY = `query Activity($limit: Int) { activity(limit: $limit) ${selectAll(activityResponseSchema)} }`;
export interface ActivityResult {
  activity: { status: true; activities: ActivityItem[] };
}
