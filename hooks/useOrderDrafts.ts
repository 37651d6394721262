// Server drafts (docs/product/orders.md#drafts: stored temporarily on the server): list, save (upsert by draftId),
// delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { DraftSummary } from '@/lib/server/orders/list-drafts';
import type { SavedDraft } from '@/lib/server/orders/save-draft';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { draftSaveBodyOf } from '@/lib/shared/orders/draft-bodies';

export const DRAFTS_QUERY_KEY = ['orders', 'drafts'] as const;

export function useOrderDrafts(enabled: boolean) {
  return useQuery<DraftSummary[], ApiError>({
    queryKey: DRAFTS_QUERY_KEY,
    queryFn: async () => (await api.get<DraftSummary[] | undefined>('/api/orders/drafts')) ?? [],
    enabled,
  });
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation<SavedDraft, ApiError, OrderDraft>({
    mutationFn: (draft) => api.post<SavedDraft>('/api/orders/drafts', draftSaveBodyOf(draft)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY }),
  });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) => api.delete(`/api/orders/drafts/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY }),
  });
}
