// "Pay" on the payment step: create the order (POST /api/orders, idempotent by the draft's key), then open
// its payment (POST /api/orders/[orderNumber]/payments) and go to the gateway's page. A failure says which
// stage failed, so the step shows the order's field errors or the payment's message.
import { useMutation } from '@tanstack/react-query';
import { gatewayClient } from '@/lib/client/http';
import type { OrderView } from '@/lib/server/orders/get-order';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import type { ApiError } from './useProfile';

export type SubmitStage = 'order' | 'payment';
export type SubmitError = ApiError & { stage?: SubmitStage };

interface Options {
  /** Called as soon as the order exists, before the payment starts (a retry reuses the same order). */
  onOrderCreated: (order: OrderView) => void;
}

function tagged(error: unknown, stage: SubmitStage): SubmitError {
  return Object.assign(error as ApiError, { stage });
}

export function useSubmitOrder({ onOrderCreated }: Options) {
  return useMutation<{ order: OrderView; redirectUrl: string }, SubmitError, OrderDraft>({
    mutationFn: async (draft) => {
      let order: OrderView;
      try {
        order = (await gatewayClient.post<ApiEnvelope<OrderView>>('/api/orders', draft)).data.data!;
      } catch (error) {
        throw tagged(error, 'order');
      }
      onOrderCreated(order);
      try {
        const payment = await gatewayClient.post<ApiEnvelope<{ redirectUrl: string }>>(`/api/orders/${encodeURIComponent(order.orderNumber)}/payments`, { method: draft.paymentMethod });
        return { order, redirectUrl: payment.data.data!.redirectUrl };
      } catch (error) {
        throw tagged(error, 'payment');
      }
    },
  });
}
