// The lab's work queues (GET /api/admin/orders?queue=&q=&page=, issue #10): one page of one queue or of a search,
// seeded from the server render when it rendered the same queue, search and page; others are fetched here while the
// previous page stays on screen.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { QueueId, StaffOrderList } from '@/lib/shared/lab/views';

export interface StaffOrdersQuery {
  queue: QueueId;
  /** Order number, member e-mail or 7-digit serial; null when not searching. */
  q: string | null;
  page: number;
}

export const STAFF_ORDERS_QUERY_KEY = ['staff', 'orders'] as const;

export const staffOrdersKey = (query: StaffOrdersQuery) => [...STAFF_ORDERS_QUERY_KEY, query.queue, query.q ?? '', query.page] as const;

/** Server data stays fresh briefly, so hydration does not refetch what the server just rendered. */
const FRESH_MS = 15_000;

export function useStaffOrders(query: StaffOrdersQuery, initial: StaffOrderList | null) {
  const seeded = initial !== null && initial.queue === query.queue && (initial.q ?? null) === query.q && initial.page === query.page;
  return useQuery<StaffOrderList, ApiError>({
    queryKey: staffOrdersKey(query),
    queryFn: () => api.get<StaffOrderList>('/api/admin/orders', { params: { queue: query.queue, q: query.q ?? undefined, page: query.page } }),
    initialData: seeded ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}
