// The member's order list (GET /api/orders?tab=&type=&page=, docs/product/order-lifecycle.md#order-list-tabs): one
// page of one tab, seeded from the server render when it rendered the same tab, type and page; other tabs and pages
// are fetched here (the previous page stays on screen meanwhile).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { OrderListPage } from '@/lib/shared/orders/my-order-views';
import type { OrderTab } from '@/lib/shared/orders/order-tabs';

export type OrderTypeFilter = OrderListPage['type'];

export interface MyOrdersQuery {
  tab: OrderTab;
  type: OrderTypeFilter;
  page: number;
}

export const MY_ORDERS_QUERY_KEY = ['orders', 'mine'] as const;

export const myOrdersKey = (query: MyOrdersQuery) => [...MY_ORDERS_QUERY_KEY, query.tab, query.type ?? 'all', query.page] as const;

/** Server data stays fresh briefly, so hydration does not refetch what the server just rendered. */
const FRESH_MS = 30_000;

export function useMyOrders(query: MyOrdersQuery, initial: OrderListPage | null) {
  const seeded = initial !== null && initial.tab === query.tab && initial.type === query.type && initial.page === query.page;
  return useQuery<OrderListPage, ApiError>({
    queryKey: myOrdersKey(query),
    queryFn: () => api.get<OrderListPage>('/api/orders', { params: { tab: query.tab, type: query.type ?? undefined, page: query.page } }),
    initialData: seeded ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}
