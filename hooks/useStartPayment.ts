// Opens the payment of an existing order (POST /api/orders/[orderNumber]/payments) and goes to the payment
// gateway's page, in the page's language (the API answers a path without locale): the wizard's "Pay"
// right after creating the order, and "Pay" again on an order whose payment was declined.
import { useMutation } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { localizedPath } from '@/lib/shared/routes';

export interface StartPaymentInput {
  orderNumber: string;
  method: OrderDraft['paymentMethod'];
}

/** Answers the gateway's address; on success the browser is already on its way there. */
export function useStartPayment(locale: string | undefined) {
  return useMutation<string, ApiError, StartPaymentInput>({
    mutationFn: async ({ orderNumber, method }) =>
      (await api.post<{ redirectUrl: string }>(`/api/orders/${encodeURIComponent(orderNumber)}/payments`, { method })).redirectUrl,
    onSuccess: (redirectUrl) => window.location.assign(localizedPath(redirectUrl, locale)),
  });
}
