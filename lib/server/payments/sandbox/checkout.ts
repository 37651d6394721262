// getServerSideProps of the hosted sandbox page /payments/sandbox/[paymentId]: the payer's own payment
// only (any other id is a 404), as a gateway's page shows it: merchant, order number, amount, method,
// and once issued the virtual account to pay into.
import type { GetServerSidePropsContext } from 'next';
import type { DbOrTx } from '@/lib/server/db/client';
import type { Currency, PaymentMethod, PaymentStatus } from '@/lib/server/db/generated/enums';
import { type SandboxAction, paymentCompleteUrl, paymentFailedUrl, sandboxActions } from '@/lib/shared/payments';
import type { Actor } from '../../auth/access-token';
import { type PayerPageState, payerPageState } from '../payer-page';
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

export type SandboxCheckoutState = PayerPageState<SandboxCheckout>;

export function sandboxCheckoutState(ctx: GetServerSidePropsContext): Promise<SandboxCheckoutState> {
  return payerPageState(ctx, 'paymentId', getSandboxCheckout);
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
