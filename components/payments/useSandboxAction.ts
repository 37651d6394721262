// The hosted sandbox page's buttons: POST the action, then follow the gateway's redirect with a full
// page load (back to the shop, or this page again to show the issued virtual account).
import { useMutation } from '@tanstack/react-query';
import { gatewayClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { SandboxAction } from '@/lib/shared/payments';
import type { PaymentApiError } from './payment-error';

export function sandboxActionUrl(paymentId: string, action: SandboxAction): string {
  return `/api/payments/sandbox/${encodeURIComponent(paymentId)}/${action}`;
}

/** `localize` keeps the page's language prefix on the redirect ("/en/grading/submit/complete…"). */
export function useSandboxAction(paymentId: string, localize: (url: string) => string = (url) => url) {
  return useMutation<string, PaymentApiError, SandboxAction>({
    mutationFn: async (action) => {
      const response = await gatewayClient.post<ApiEnvelope<{ redirectUrl: string }>>(sandboxActionUrl(paymentId, action), {});
      return response.data.data!.redirectUrl;
    },
    onSuccess: (redirectUrl) => window.location.assign(localize(redirectUrl)),
  });
}
