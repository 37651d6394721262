// "Pay" on the payment step, first half: create the order (POST /api/orders, idempotent by the draft's
// key: pressing twice, or again after a failed payment, reuses the same order). A draft already submitted names its
// order (`orderNumber`): after a change the server updates that unpaid order in place instead of creating a second
// one (docs/decisions/0010-wizard-currency-and-unpaid-orders.md). The payment itself is useStartPayment, shared with
// paying a declined order again.
import { useMutation } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { OrderView } from '@/lib/server/orders/get-order';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { submitBodyOf } from '@/lib/shared/orders/draft-bodies';

export function useCreateOrder() {
  return useMutation<OrderView, ApiError, OrderDraft>({
    mutationFn: (draft) => api.post<OrderView>('/api/orders', submitBodyOf(draft)),
  });
}
