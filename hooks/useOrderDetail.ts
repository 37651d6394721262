// One of the member's orders for its page (GET /api/orders/[orderNumber]): seeded from the server render, replaced
// by the fresh order every action answers (useOrderActions.ts).
import { useQuery } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';

export const orderDetailKey = (orderNumber: string) => ['orders', 'detail', orderNumber] as const;

const FRESH_MS = 30_000;

export function useOrderDetail(orderNumber: string, initial: OrderDetail | null) {
  return useQuery<OrderDetail, ApiError>({
    queryKey: orderDetailKey(orderNumber),
    queryFn: () => api.get<OrderDetail>(`/api/orders/${encodeURIComponent(orderNumber)}`),
    initialData: initial ?? undefined,
    staleTime: FRESH_MS,
  });
}
