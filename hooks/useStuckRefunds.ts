// The back office's stuck refunds (GET /api/admin/refunds, POST /api/admin/refunds/[id]/retry and /manual-transfer;
// decision 0027): the list seeded from the server render, and the two actions, each answered with the list as it is
// now. A refund settled meanwhile answers 409; either way the list is fetched again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { StuckRefundView } from '@/lib/shared/refunds/views';
import type { ManualTransferInput } from '@/lib/shared/schemas/refunds';

export const STUCK_REFUNDS_KEY = ['admin', 'refunds'] as const;

export function useStuckRefunds(initial: StuckRefundView[] | null) {
  return useQuery<StuckRefundView[], ApiError>({
    queryKey: STUCK_REFUNDS_KEY,
    queryFn: () => api.get<StuckRefundView[]>('/api/admin/refunds'),
    initialData: initial ?? undefined,
    staleTime: 15_000,
  });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation<StuckRefundView[], ApiError, { id: number }>({
    mutationFn: ({ id }) => api.post<StuckRefundView[]>(`/api/admin/refunds/${id}/retry`, {}),
    onSuccess: (list) => queryClient.setQueryData(STUCK_REFUNDS_KEY, list),
    onError: () => queryClient.invalidateQueries({ queryKey: STUCK_REFUNDS_KEY }),
  });
}

export function useManualRefund() {
  const queryClient = useQueryClient();
  return useMutation<StuckRefundView[], ApiError, { id: number; body: ManualTransferInput }>({
    mutationFn: ({ id, body }) => api.post<StuckRefundView[]>(`/api/admin/refunds/${id}/manual-transfer`, body),
    onSuccess: (list) => queryClient.setQueryData(STUCK_REFUNDS_KEY, list),
    onError: () => queryClient.invalidateQueries({ queryKey: STUCK_REFUNDS_KEY }),
  });
}
