// The coupon of an unpaid order (docs/product/payments.md#coupons): apply a code (POST /api/orders/[orderNumber]/coupon)
// or take it off (DELETE). The answer is the server's price of the order — the discount and the total the gateway will
// charge; the browser computes nothing. The order's cached reads are refreshed after either.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { OrderCoupon } from '@/lib/shared/coupons/views';
import { orderDetailKey } from './useOrderDetail';

const path = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/coupon`;

export interface CouponChange {
  orderNumber: string;
  /** The code to apply; null takes the order's coupon off. */
  code: string | null;
}

export function useOrderCoupon() {
  const queryClient = useQueryClient();
  return useMutation<OrderCoupon, ApiError, CouponChange>({
    mutationFn: ({ orderNumber, code }) => (code === null ? api.delete<OrderCoupon>(path(orderNumber)) : api.post<OrderCoupon>(path(orderNumber), { code })),
    // Both reads of the order: the wizard's (useOrder) and the order page's (useOrderDetail: its amounts block).
    onSettled: (_data, _error, { orderNumber }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders', 'order', orderNumber] }),
        queryClient.invalidateQueries({ queryKey: orderDetailKey(orderNumber) }),
      ]),
  });
}
