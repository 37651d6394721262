// One submitted order (GET /api/orders/[orderNumber]) for the complete step. While a payment is being
// confirmed by the gateway's server-to-server message (the order is still payable, i.e. not paid yet),
// the page checks again for a short while.
import { useQuery } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { OrderView } from '@/lib/server/orders/get-order';
import { isOrderPayable } from '@/lib/shared/orders/status-sets';

export function useOrder(orderNumber: string | null) {
  return useQuery<OrderView, ApiError>({
    queryKey: ['orders', 'order', orderNumber],
    queryFn: () => api.get<OrderView>(`/api/orders/${encodeURIComponent(orderNumber!)}`),
    enabled: Boolean(orderNumber),
    refetchInterval: (query) => (query.state.data && isOrderPayable(query.state.data.status) && query.state.dataUpdateCount < 6 ? 2_000 : false),
  });
}
