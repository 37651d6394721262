// Server drafts (SPEC.md §2 "A draft can be temporarily stored"): list, save (upsert by draftId), delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayClient } from '@/lib/client/http';
import type { DraftSummary } from '@/lib/server/orders/list-drafts';
import type { SavedDraft } from '@/lib/server/orders/save-draft';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import type { ApiError } from './useProfile';

export const DRAFTS_QUERY_KEY = ['orders', 'drafts'] as const;

export function useOrderDrafts(enabled: boolean) {
  return useQuery<DraftSummary[], ApiError>({
    queryKey: DRAFTS_QUERY_KEY,
    queryFn: async () => (await gatewayClient.get<ApiEnvelope<DraftSummary[]>>('/api/orders/drafts')).data.data ?? [],
    enabled,
  });
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation<SavedDraft, ApiError, OrderDraft>({
    mutationFn: async (draft) => (await gatewayClient.post<ApiEnvelope<SavedDraft>>('/api/orders/drafts', draft)).data.data!,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY }),
  });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: async (id) => gatewayClient.delete(`/api/orders/drafts/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY }),
  });
}
