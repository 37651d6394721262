// getServerSideProps of the hosted sandbox page /payments/sandbox/[paymentId]: the payer's own payment
// only (any other id is a 404), as a gateway's page shows it: merchant, order number, amount, method,
// and once issued the virtual account to pay into.
import type { GetServerSidePropsContext } from 'next';
import { type DbOrTx, getDb } from '@/lib/server/db/client';
import type { Currency, PaymentMethod, PaymentStatus } from '@/lib/server/db/generated/enums';
import { type SandboxAction, paymentCompleteUrl, paymentFailedUrl, sandboxActions } from '@/lib/shared/payments';
import { localizedPath, loginUrl } from '@/lib/shared/routes';
import type { Actor } from '../../auth/access-token';
import { getSession, hasRefreshCookie } from '../../auth/session';
import { MERCHANT_NAME } from './config';
import { findOwnSandboxPayment } from './own-payment';

export interface SandboxCheckout {
  paymentId: string;
  merchant: string;
  orderNumber: string;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  status: PaymentStatus;
  actions: SandboxAction[];
  virtualAccount: { bank: string; accountNumber: string; holder: string | null; deadline: string | null } | null;
  /** Back to the shop: the order's complete page, or its payment step when the payment did not go through. */
  returnUrl: string;
}

export type SandboxCheckoutState =
  | { kind: 'show'; checkout: SandboxCheckout }
  /** The access token expired but the refresh cookie is there: the page renews the session and reloads. */
  | { kind: 'renew' }
  | { kind: 'redirect'; destination: string }
  | { kind: 'notFound' };

export async function sandboxCheckoutState(ctx: GetServerSidePropsContext): Promise<SandboxCheckoutState> {
  const session = await getSession(ctx.req);
  if (!session) {
    // Sending a member with a refresh cookie to /login would bounce straight back here (the proxy sends
    // signed-in visits of /login to the returnUrl): renew in the browser instead
    // (docs/product/errors-and-messages.md#session-renewal).
    if (hasRefreshCookie(ctx.req)) return { kind: 'renew' };
    return { kind: 'redirect', destination: localizedPath(loginUrl(ctx.resolvedUrl), ctx.locale) };
  }
  const raw = ctx.params?.paymentId;
  const checkout = await getSandboxCheckout(await getDb(), session, typeof raw === 'string' ? raw : '');
  return checkout ? { kind: 'show', checkout } : { kind: 'notFound' };
}

/** The payer's own sandbox payment as the page shows it; null for any other id. */
export async function getSandboxCheckout(db: DbOrTx, session: Actor, paymentId: string): Promise<SandboxCheckout | null> {
  const payment = await findOwnSandboxPayment(db, session, paymentId);
  if (!payment) return null;
  const { orderNumber, submitType } = payment.gradingOrder;
  const unpaid = payment.status === 'FAILED' || payment.status === 'CANCELLED';
  return {
    paymentId: payment.providerPaymentId,
    merchant: MERCHANT_NAME,
    orderNumber,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    status: payment.status,
    actions: sandboxActions(payment.status, payment.method),
    virtualAccount: payment.vaAccountNumber
      ? { bank: payment.vaBank ?? '', accountNumber: payment.vaAccountNumber, holder: payment.vaHolder, deadline: payment.vaDeadline?.toISOString() ?? null }
      : null,
    returnUrl: unpaid ? paymentFailedUrl(orderNumber, submitType) : paymentCompleteUrl(orderNumber, submitType),
  };
}
