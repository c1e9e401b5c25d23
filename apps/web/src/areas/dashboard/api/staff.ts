import type { StaffInvitation, StaffInvite, StaffMember, StaffMemberUpdate } from '@kasuwa/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendor } from '../../../api';
import { vendorFetch } from '../../../lib/vendor-session';
import { storePath } from './keys';

/** The staff screen and the activity log (issue 34): the owner's, per store. */
export const staffKeys = {
  staff: (storeId: number) => ['vendor', 'store', storeId, 'staff'] as const,
  audit: (storeId: number, actor: string) => ['vendor', 'store', storeId, 'audit', actor] as const,
};

export function useStaff(storeId: number) {
  return useQuery({
    queryKey: staffKeys.staff(storeId),
    queryFn: () => vendor('get', '/api/vendor/stores/{storeId}/staff', { path: { storeId } }),
  });
}

function useStaffMutation<V, R>(storeId: number, call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.staff(storeId) }),
  });
}

export function useInviteStaff(storeId: number) {
  return useStaffMutation(storeId, (invite: StaffInvite) =>
    vendorFetch<StaffInvitation>(`${storePath(storeId)}/staff/invitations`, { body: invite }),
  );
}

export function useResendInvitation(storeId: number) {
  return useStaffMutation(storeId, (id: number) =>
    vendorFetch<StaffInvitation>(`${storePath(storeId)}/staff/invitations/${id}/resend`, { method: 'POST' }),
  );
}

export function useCancelInvitation(storeId: number) {
  return useStaffMutation(storeId, (id: number) =>
    vendorFetch<void>(`${storePath(storeId)}/staff/invitations/${id}`, { method: 'DELETE' }),
  );
}

export function useUpdateMember(storeId: number) {
  return useStaffMutation(storeId, ({ id, update }: { id: number; update: StaffMemberUpdate }) =>
    vendorFetch<StaffMember>(`${storePath(storeId)}/staff/${id}`, { method: 'PATCH', body: update }),
  );
}

export function useRemoveMember(storeId: number) {
  return useStaffMutation(storeId, (id: number) =>
    vendorFetch<void>(`${storePath(storeId)}/staff/${id}`, { method: 'DELETE' }),
  );
}

/** The audit log, newest first, a page at a time; `actor` a member's user id, '' for everyone. */
export function useAudit(storeId: number, actor: string) {
  return useInfiniteQuery({
    queryKey: staffKeys.audit(storeId, actor),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      vendor('get', '/api/vendor/stores/{storeId}/audit', {
        path: { storeId },
        query: { actor: actor ? Number(actor) : undefined, cursor: pageParam || undefined },
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
