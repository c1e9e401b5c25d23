import type {
  MessageChannel,
  MessageStatus,
  MessagingChannels,
  NotificationPreferences,
  NotificationPreferencesPatch,
} from '@kasuwa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendor } from '../../../api';
import { vendorFetch } from '../../../lib/vendor-session';
import { storePath } from './keys';

export interface MessageFilters {
  page: number;
  limit: number;
  channel: MessageChannel | '';
  status: MessageStatus | '';
}

const messagesKey = (storeId: number) => ['vendor', 'store', storeId, 'messages'] as const;
const preferencesKey = (storeId: number) => ['vendor', 'store', storeId, 'notifications'] as const;

export function useMessages(storeId: number, filters: MessageFilters) {
  return useQuery({
    queryKey: [...messagesKey(storeId), filters],
    queryFn: () =>
      vendor('get', '/api/vendor/stores/{storeId}/messages', { path: { storeId }, query: filters }),
    placeholderData: keepPreviousData,
    // Statuses move on their own (sent → delivered) as the providers report back.
    refetchInterval: 15_000,
  });
}

export function useNotificationPreferences(storeId: number) {
  return useQuery({
    queryKey: preferencesKey(storeId),
    queryFn: () => vendorFetch<NotificationPreferences>(`${storePath(storeId)}/notifications`),
  });
}

export function useSaveNotificationPreferences(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationPreferencesPatch) =>
      vendorFetch<NotificationPreferences>(`${storePath(storeId)}/notifications`, {
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: (saved) => client.setQueryData(preferencesKey(storeId), saved),
  });
}

/** Whether WhatsApp can be used now, and if not why (the platform has no WhatsApp number configured). */
export function useMessagingChannels(storeId: number) {
  return useQuery({
    queryKey: ['vendor', 'store', storeId, 'messaging-channels'],
    queryFn: () => vendorFetch<MessagingChannels>(`${storePath(storeId)}/messaging/channels`),
    staleTime: 60_000,
  });
}
