// getServerSideProps' first half for a payer's gateway page (/payments/sandbox/[paymentId], /payments/ecpay/[tradeNo]):
// the payer must be signed in — with an expired access token but a refresh cookie the page renews in the browser
// (docs/product/errors-and-messages.md#session-renewal), without a session /login and back — and the id in the URL
// must be one of their own payments (anything else is a 404).
import type { GetServerSidePropsContext } from 'next';
import { type DbOrTx, getDb } from '@/lib/server/db/client';
import type { GradingOrder, Payment } from '@/lib/server/db/generated/client';
import { paymentCompleteUrl, paymentFailedUrl } from '@/lib/shared/payments';
import { localizedPath, loginUrl } from '@/lib/shared/routes';
import type { Actor } from '../auth/access-token';
import { getSession, hasRefreshCookie } from '../auth/session';

/** A payment no longer open for paying: where its payer goes instead (closedPaymentReturn). */
export type ClosedPayment = { kind: 'closed'; returnUrl: string };

export type PayerPageState<T> =
  | { kind: 'show'; checkout: T }
  /** The access token expired but the refresh cookie is there: the page renews the session and reloads. */
  | { kind: 'renew' }
  | { kind: 'redirect'; destination: string }
  | { kind: 'notFound' };

export async function payerPageState<T>(
  ctx: GetServerSidePropsContext,
  param: string,
  load: (db: DbOrTx, session: Actor, id: string) => Promise<T | null>,
): Promise<PayerPageState<T>> {
  const session = await getSession(ctx.req);
  if (!session) {
    // Sending a member with a refresh cookie to /login would bounce straight back here (the proxy sends signed-in
    // visits of /login to the returnUrl): renew in the browser instead.
    if (hasRefreshCookie(ctx.req)) return { kind: 'renew' };
    return { kind: 'redirect', destination: localizedPath(loginUrl(ctx.resolvedUrl), ctx.locale) };
  }
  const raw = ctx.params?.[param];
  const checkout = await load(await getDb(), session, typeof raw === 'string' ? raw : '');
  return checkout ? { kind: 'show', checkout } : { kind: 'notFound' };
}

/**
 * Where the payer goes from a gateway page or return page once their payment is no longer open for paying: the
 * payment step with "Payment failed" when it did not go through, the complete page otherwise (paid, or waiting for
 * the deposit). Null while it is still open (READY).
 */
export function closedPaymentReturn(
  payment: Pick<Payment, 'status'> & { gradingOrder: Pick<GradingOrder, 'orderNumber' | 'submitType'> },
  locale?: string,
): string | null {
  if (payment.status === 'READY') return null;
  const { orderNumber, submitType } = payment.gradingOrder;
  const unpaid = payment.status === 'FAILED' || payment.status === 'CANCELLED';
  return localizedPath(unpaid ? paymentFailedUrl(orderNumber, submitType) : paymentCompleteUrl(orderNumber, submitType), locale);
}
