import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api';
import { dashboardKeys } from './api/keys';

/** Refusals after which what the person may do in the store is asked again. */
const REFUSED = new Set(['FORBIDDEN', 'NOT_FOUND', 'STAFF_PERMISSION_REQUIRED', 'STAFF_OWNER_ONLY']);
/** A page's several failing calls ask once. */
const AT_MOST_EVERY_MS = 3000;

export function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 403 || error.status === 404) && REFUSED.has(error.code)
  );
}

/**
 * The owner may change a member's role or remove them while their dashboard is open (issue 34): when a
 * call is refused, the store list (with each store's access) is fetched again, so the menu and pages
 * follow the new role, and a store no longer theirs leaves the frame (DashboardShell then opens another
 * of their stores, or none). A removed member's session ends on the server, which signs them out.
 */
export function useAccessRefresh() {
  const client = useQueryClient();
  useEffect(() => watchRefusals(client), [client]);
}

export function watchRefusals(client: QueryClient): () => void {
  let last = 0;
  const refresh = (error: unknown) => {
    if (!isRefusal(error) || Date.now() - last < AT_MOST_EVERY_MS) return;
    last = Date.now();
    void client.invalidateQueries({ queryKey: dashboardKeys.stores(), exact: true });
  };
  const queries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') refresh(event.action.error);
  });
  const mutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') refresh(event.action.error);
  });
  return () => {
    queries();
    mutations();
  };
}
