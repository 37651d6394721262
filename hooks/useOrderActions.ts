// What a member does with an order from my page: cancel (docs/product/order-lifecycle.md#cancellation-and-refund),
// save the refund account (docs/product/payments.md#refund-account), change the return address
// (docs/product/order-lifecycle.md#shipping-address-changes), enter the tracking number
// (docs/product/order-lifecycle.md#tracking-numbers). Every call carries the statuses the page showed; each
// answers the fresh order, which replaces the one on screen. A stale page gets 409 with the fresh order as `data`:
// it replaces the shown order too, so the member sees what changed before trying again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import { errorCode, errorData } from '@/lib/client/error-message';
import type { OrderDetail, OrderSummary } from '@/lib/shared/orders/my-order-views';
import type { CancelOrderInput, ChangeOrderAddressInput, RefundAccountInput, SaveRefundAccountInput, TrackingInput } from '@/lib/shared/schemas/order-actions';
import { orderDetailKey } from './useOrderDetail';
import { MY_ORDERS_QUERY_KEY } from './useMyOrders';
import { DASHBOARD_QUERY_KEY } from './useProfile';

/** The order as the page showed it when the member acted. */
export type ShownOrder = Pick<OrderSummary, 'orderNumber' | 'status' | 'processingStatus'>;

const expected = (order: ShownOrder) => ({ expectedStatus: order.status, expectedProcessingStatus: order.processingStatus });
const base = (order: ShownOrder) => `/api/orders/${encodeURIComponent(order.orderNumber)}`;

/** The fresh order a conflict carries when the page was stale (409 with the order as data); null otherwise. */
export function staleOrderOf(error: unknown, orderNumber: string): OrderDetail | null {
  if (errorCode(error) !== 'CONFLICT') return null;
  const data = errorData<Partial<OrderDetail>>(error);
  return data && typeof data === 'object' && data.orderNumber === orderNumber && Array.isArray(data.timeline) ? (data as OrderDetail) : null;
}

function useOrderAction<TVariables extends { order: ShownOrder }>(send: (variables: TVariables) => Promise<OrderDetail>) {
  const queryClient = useQueryClient();
  const show = (detail: OrderDetail) => queryClient.setQueryData(orderDetailKey(detail.orderNumber), detail);
  return useMutation<OrderDetail, ApiError, TVariables>({
    mutationFn: send,
    onSuccess: show,
    onError: (error, { order }) => {
      const fresh = staleOrderOf(error, order.orderNumber);
      if (fresh) show(fresh);
    },
    // The list's tabs and counts and the dashboard's counts may have moved with the order.
    onSettled: (_data, _error, { order }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_ORDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['orders', 'order', order.orderNumber] }),
      ]),
  });
}

export function useCancelOrder() {
  return useOrderAction(({ order, refundAccount }: { order: ShownOrder; refundAccount: RefundAccountInput | null }) =>
    api.post<OrderDetail>(`${base(order)}/cancel`, { ...expected(order), refundAccount } satisfies CancelOrderInput),
  );
}

export function useSaveRefundAccount() {
  return useOrderAction(({ order, account }: { order: ShownOrder; account: RefundAccountInput }) =>
    api.put<OrderDetail>(`${base(order)}/refund-account`, { ...account, ...expected(order) } satisfies SaveRefundAccountInput),
  );
}

export function useChangeOrderAddress() {
  return useOrderAction(({ order, shippingAddressId }: { order: ShownOrder; shippingAddressId: number }) =>
    api.put<OrderDetail>(`${base(order)}/address`, { shippingAddressId, ...expected(order) } satisfies ChangeOrderAddressInput),
  );
}

export type TrackingFields = Pick<TrackingInput, 'courier' | 'trackingNumber' | 'note'>;

export function useSaveTracking() {
  return useOrderAction(({ order, tracking }: { order: ShownOrder; tracking: TrackingFields }) =>
    api.put<OrderDetail>(`${base(order)}/tracking`, { ...tracking, ...expected(order) } satisfies TrackingInput),
  );
}
