// The partner inquiry inbox (GET /api/admin/inquiries?status=&page=, PUT /api/admin/inquiries/[id]/status; issue #10):
// one page seeded from the server render when it rendered the same filter and page, and the status change. A change
// made meanwhile by another admin answers 409 with the inquiry as it is now; either way the list is fetched again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import { inquiryListParams } from '@/lib/shared/admin/list-query';
import type { AdminInquiry, AdminInquiryPage } from '@/lib/shared/admin/views';
import type { InquiryListQuery, InquiryStatusChangeInput } from '@/lib/shared/schemas/admin/inquiries';

export const ADMIN_INQUIRIES_KEY = ['admin', 'inquiries'] as const;
const FRESH_MS = 15_000;

const keyOf = (list: InquiryListQuery) => [...ADMIN_INQUIRIES_KEY, list.status ?? '', list.page] as const;

export function useAdminInquiries(list: InquiryListQuery, initial: { list: InquiryListQuery; page: AdminInquiryPage } | null) {
  const seeded = initial !== null && initial.list.status === list.status && initial.list.page === list.page;
  return useQuery<AdminInquiryPage, ApiError>({
    queryKey: keyOf(list),
    queryFn: () => api.get<AdminInquiryPage>('/api/admin/inquiries', { params: inquiryListParams(list) }),
    initialData: seeded ? initial.page : undefined,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

export function useAdminChangeInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation<AdminInquiry, ApiError, { id: number } & InquiryStatusChangeInput>({
    mutationFn: ({ id, ...input }) => api.put<AdminInquiry>(`/api/admin/inquiries/${id}/status`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INQUIRIES_KEY }),
  });
}
