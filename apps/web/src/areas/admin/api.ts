import type {
  AdminStore,
  AdminStoreCreateInput,
  AdminUser,
  AdminUserCreateInput,
  Permission,
  StoreNote,
} from '@kasuwa/contracts';
import {
  ACTIVITY_QUERY,
  type ActivityResult,
  DASHBOARD_STATS_QUERY,
  type DashboardStatsResult,
  GRAPHQL_ENDPOINTS,
  hasPermission,
  PLATFORM_OVERVIEW_QUERY,
  type PlatformOverviewResult,
  ROLES,
} from '@kasuwa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin } from '../../api';
import { oneOf } from '../../components/list';
import { isCompleteRange, type RangeQuery } from '../../components/RangePicker';
import { adminApi, getAdminSession, renewAdminSession, useAdminSession } from '../../lib/admin-session';
import { GraphQLClient } from '../../lib/graphql';

/** Query keys of the back office; a mutation invalidates the lists and details it touches. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'dashboard', 'stats'] as const,
  platform: (q: RangeQuery) => ['admin', 'dashboard', 'platform', q] as const,
  activity: () => ['admin', 'dashboard', 'activity'] as const,
  users: () => ['admin', 'users'] as const,
  userList: (filters: UserFilters) => ['admin', 'users', 'list', filters] as const,
  stores: () => ['admin', 'stores'] as const,
  storeList: (filters: StoreFilters) => ['admin', 'stores', 'list', filters] as const,
  owners: () => ['admin', 'stores', 'owners'] as const,
  notes: (storeId: number) => ['admin', 'stores', 'notes', storeId] as const,
};

/** Whether the signed-in admin holds the permission (`all` counts for every one). */
export function useCan(permission: Permission): boolean {
  const { user } = useAdminSession();
  return hasPermission(user?.permissions ?? [], permission);
}

// ---------------------------------------------------------------- dashboard

/**
 * The admin endpoint's client (spec 7.11): the overview's stat cards, activity and platform figures,
 * asked for together as the page mounts, go as one batched POST.
 */
const adminGraphQL = new GraphQLClient({
  endpoint: GRAPHQL_ENDPOINTS.admin,
  token: () => getAdminSession().token,
  refresh: renewAdminSession,
});

export function useDashboardStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: async () =>
      (await adminGraphQL.request<DashboardStatsResult>(DASHBOARD_STATS_QUERY)).dashboardStats,
    retry: false,
  });
}

/** The platform's money, stores and disputes for a period (full-rights administrators). */
export function usePlatformOverview(q: RangeQuery) {
  return useQuery({
    queryKey: adminKeys.platform(q),
    queryFn: async () =>
      (await adminGraphQL.request<PlatformOverviewResult>(PLATFORM_OVERVIEW_QUERY, { ...q }))
        .platformOverview,
    placeholderData: keepPreviousData,
    enabled: isCompleteRange(q),
  });
}

export function useRecentActivity() {
  return useQuery({
    queryKey: adminKeys.activity(),
    queryFn: async () => {
      try {
        return (await adminGraphQL.request<ActivityResult>(ACTIVITY_QUERY, { limit: 10 })).activity
          .activities;
      } catch (error) {
        // Spec 8: a failed activity load is only a warning.
        console.warn('Recent activity could not be loaded', error);
        return [];
      }
    },
  });
}

// ---------------------------------------------------------------- users

export interface UserFilters {
  page: number;
  limit: number;
  search: string;
  status: string;
  role: string;
}

export function useUserList(filters: UserFilters) {
  return useQuery({
    queryKey: adminKeys.userList(filters),
    // A status or role the address names but the server does not know shows every user.
    queryFn: () =>
      admin('get', '/api/admin/users', {
        query: {
          ...filters,
          status: oneOf(['active', 'inactive'] as const, filters.status),
          role: oneOf(ROLES, filters.role),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return (...keys: (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export type UserSave = AdminUserCreateInput & { id?: number };

export function useSaveUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: UserSave) =>
      adminApi<{ user: AdminUser }>(id ? `/api/admin/users/${id}` : '/api/admin/users', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => invalidate(adminKeys.users(), adminKeys.stats(), adminKeys.activity()),
  });
}

export function usePatchUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; role?: string; status?: string }) =>
      adminApi<{ user: AdminUser }>(`/api/admin/users/${id}`, { method: 'PATCH', body }),
    onSettled: () => invalidate(adminKeys.users(), adminKeys.activity()),
  });
}

/** A vendor's plan set by hand (audited on the server). */
export function useSetPlan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, plan }: { id: number; plan: string }) =>
      adminApi<unknown>(`/api/admin/users/${id}/plan`, { method: 'PUT', body: { plan } }),
    onSettled: () => invalidate(adminKeys.users(), adminKeys.activity()),
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => admin('delete', '/api/admin/users/{id}', { path: { id } }),
    onSuccess: () =>
      invalidate(adminKeys.users(), adminKeys.stores(), adminKeys.stats(), adminKeys.activity()),
  });
}

// ---------------------------------------------------------------- stores

export interface StoreFilters {
  page: number;
  limit: number;
  search: string;
  status: string;
  user: string;
}

export function useStoreList(filters: StoreFilters) {
  const owner = Number(filters.user);
  return useQuery({
    queryKey: adminKeys.storeList(filters),
    // A status or owner the address names that cannot be one shows every store.
    queryFn: () =>
      admin('get', '/api/admin/stores', {
        query: {
          ...filters,
          status: oneOf(['active', 'inactive'] as const, filters.status),
          user: Number.isInteger(owner) && owner > 0 ? owner : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStoreOwners() {
  return useQuery({
    queryKey: adminKeys.owners(),
    queryFn: async () => (await admin('get', '/api/admin/store-owners')).users,
  });
}

export type StoreSave = AdminStoreCreateInput & { id?: number };

export function useSaveStore() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: StoreSave) =>
      adminApi<{ store: AdminStore }>(id ? `/api/admin/stores/${id}` : '/api/admin/stores', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: (_data, variables) =>
      invalidate(
        adminKeys.stores(),
        adminKeys.stats(),
        adminKeys.activity(),
        ...(variables.id ? [adminKeys.notes(variables.id)] : []),
      ),
  });
}

export function usePatchStore() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; status: string }) =>
      adminApi<{ store: AdminStore }>(`/api/admin/stores/${id}`, { method: 'PATCH', body }),
    onSettled: () => invalidate(adminKeys.stores(), adminKeys.stats(), adminKeys.activity()),
  });
}

export function useDeleteStore() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => admin('delete', '/api/admin/stores/{id}', { path: { id } }),
    onSuccess: () => invalidate(adminKeys.stores(), adminKeys.stats(), adminKeys.activity()),
  });
}

export function useStoreNotes(storeId: number | null) {
  return useQuery({
    queryKey: adminKeys.notes(storeId ?? 0),
    queryFn: async () =>
      (await admin('get', '/api/admin/stores/{id}/notes', { path: { id: storeId ?? 0 } })).notes,
    enabled: storeId !== null,
  });
}

export function useAddStoreNote(storeId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (note: string) =>
      adminApi<{ note: StoreNote }>(`/api/admin/stores/${storeId}/notes`, { body: { note } }),
    onSuccess: () => invalidate(adminKeys.notes(storeId), adminKeys.stores(), adminKeys.activity()),
  });
}
