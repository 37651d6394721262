// The hosted sandbox page's buttons: POST the action, then follow the gateway's redirect with a full
// page load (back to the shop, or this page again to show the issued virtual account).
import { useMutation } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { SandboxAction } from '@/lib/shared/payments';

/**
 * The action's address: the hook posts to it, and the page's plain forms post to it without JavaScript (or before the
 * page's script has loaded). A plain form names the page's language (`locale`, not for the default one): the 303 that
 * answers it then keeps the member on their language's page (lib/server/payments/sandbox/response.ts).
 */
export function sandboxActionUrl(paymentId: string, action: SandboxAction, locale?: string): string {
  const url = `/api/payments/sandbox/${encodeURIComponent(paymentId)}/${action}`;
  return locale ? `${url}?locale=${encodeURIComponent(locale)}` : url;
}

/** `localize` keeps the page's language prefix on the redirect ("/en/grading/submit/complete…"). */
export function useSandboxAction(paymentId: string, localize: (url: string) => string = (url) => url) {
  return useMutation<string, ApiError, SandboxAction>({
    mutationFn: async (action) => (await api.post<{ redirectUrl: string }>(sandboxActionUrl(paymentId, action), {})).redirectUrl,
    onSuccess: (redirectUrl) => window.location.assign(localize(redirectUrl)),
  });
}
