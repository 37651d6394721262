// The FAQ in the content tools (issue #10): every topic's entries (seeded from the server render) and the saves,
// deletions and reorders, after which the list is fetched again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { AdminFaqEntry, AdminFaqGroup } from '@/lib/shared/admin-content/views';
import type { FaqEntryInput, FaqOrderInput } from '@/lib/shared/schemas/admin-content/faq';

export const ADMIN_FAQ_KEY = ['admin', 'content', 'faq'] as const;
const BASE = '/api/admin/faq';

export function useAdminFaq(initial: AdminFaqGroup[] | null) {
  return useQuery<AdminFaqGroup[], ApiError>({
    queryKey: ADMIN_FAQ_KEY,
    queryFn: () => api.get<AdminFaqGroup[]>(BASE),
    initialData: initial ?? undefined,
    staleTime: 15_000,
  });
}

function useFaqMutation<TResult, TInput>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, ApiError, TInput>({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_FAQ_KEY }),
  });
}

/** Adds a question (id null) or saves one. */
export function useSaveFaqEntry() {
  return useFaqMutation(({ id, input }: { id: number | null; input: FaqEntryInput }) =>
    id === null ? api.post<AdminFaqEntry>(BASE, input) : api.put<AdminFaqEntry>(`${BASE}/${id}`, input),
  );
}

export function useDeleteFaqEntry() {
  return useFaqMutation((id: number) => api.delete<{ id: number }>(`${BASE}/${id}`));
}

export function useReorderFaq() {
  return useFaqMutation((input: FaqOrderInput) => api.put<FaqOrderInput>(`${BASE}/order`, input));
}
