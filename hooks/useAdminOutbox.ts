// The back office's failed messages (GET /api/admin/messages?status=&page=, POST /api/admin/messages/[id]/resend;
// decision 0026): one page seeded from the server render when it rendered the same tab and page, and the resend. A
// message resent meanwhile by another admin answers 409; either way the list is fetched again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { AdminOutboxMessage, AdminOutboxPage } from '@/lib/shared/admin/outbox-views';
import type { OutboxListStatus } from '@/lib/shared/schemas/admin/outbox-messages';

export const ADMIN_OUTBOX_KEY = ['admin', 'messages'] as const;
const FRESH_MS = 15_000;

export interface OutboxListState {
  status: OutboxListStatus;
  page: number;
}

export function useAdminOutbox(list: OutboxListState, initial: AdminOutboxPage | null) {
  const seeded = initial !== null && initial.status === list.status && initial.page === list.page;
  return useQuery<AdminOutboxPage, ApiError>({
    queryKey: [...ADMIN_OUTBOX_KEY, list.status, list.page],
    queryFn: () => api.get<AdminOutboxPage>('/api/admin/messages', { params: { status: list.status, page: String(list.page) } }),
    initialData: seeded ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

export function useAdminResendMessage() {
  const queryClient = useQueryClient();
  return useMutation<AdminOutboxMessage, ApiError, { id: number }>({
    mutationFn: ({ id }) => api.post<AdminOutboxMessage>(`/api/admin/messages/${id}/resend`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_OUTBOX_KEY }),
  });
}
