import type { Campaign, CampaignCreate, CampaignDraft, CampaignEstimate } from '@kasuwa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendor } from '../../../api';
import { vendorFetch } from '../../../lib/vendor-session';
import { storePath } from './keys';

const campaignsKey = (storeId: number) => ['vendor', 'store', storeId, 'campaigns'] as const;

export function useCampaigns(storeId: number, page: number, enabled = true) {
  return useQuery({
    queryKey: [...campaignsKey(storeId), page],
    queryFn: () =>
      vendor('get', '/api/vendor/stores/{storeId}/campaigns', {
        path: { storeId },
        query: { page, limit: 20 },
      }),
    placeholderData: keepPreviousData,
    enabled,
    // Counts move while messages wait their turn at the store's rate, and for a while after as the
    // delivery reports (SMS) and statuses (WhatsApp) of the messages sent come back.
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (c) =>
          c.status === 'sending' ||
          (c.counts.sent > 0 && Date.now() - new Date(c.createdAt).getTime() < 15 * 60_000),
      )
        ? 10_000
        : false,
  });
}

/** Who a draft reaches and what it costs; only asked once the draft is valid. */
export function useCampaignEstimate(storeId: number, draft: CampaignDraft | null) {
  return useQuery({
    queryKey: [...campaignsKey(storeId), 'estimate', draft],
    queryFn: () =>
      vendorFetch<CampaignEstimate>(`${storePath(storeId)}/campaigns/estimate`, {
        method: 'POST',
        body: draft,
      }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useSendCampaign(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignCreate) =>
      vendorFetch<Campaign>(`${storePath(storeId)}/campaigns`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignsKey(storeId) }),
  });
}
