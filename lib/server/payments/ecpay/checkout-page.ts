// getServerSideProps of /payments/ecpay/[tradeNo] (docs/decisions/0037-ecpay.md "Wiring"): the payer's own open
// ECPay trade becomes the signed AioCheckOut form their browser posts to ECPay's payment page. The form is built here
// from the stored Payment (amount = the stored quote), never from anything the browser sent. A trade no longer open
// (paid, issued, failed, superseded) sends the payer to where the sandbox would: the complete page, or the payment
// step with "Payment failed".
import type { GetServerSidePropsContext } from 'next';
import type { DbOrTx } from '@/lib/server/db/client';
import { paymentCompleteUrl } from '@/lib/shared/payments';
import { localizedPath } from '@/lib/shared/routes';
import type { Actor } from '../../auth/access-token';
import { ECPAY } from '../config';
import { findOwnPayment } from '../own-payment';
import { type ClosedPayment, type PayerPageState, closedPaymentReturn, payerPageState } from '../payer-page';
import { ecpayProvider } from '../registry';
import type { CheckoutForm } from './checkout-form';

export type EcpayCheckout = { kind: 'form'; orderNumber: string; form: CheckoutForm } | ClosedPayment;

export function ecpayCheckoutState(ctx: GetServerSidePropsContext): Promise<PayerPageState<EcpayCheckout>> {
  return payerPageState(ctx, 'tradeNo', (db, session, tradeNo) => getEcpayCheckout(db, session, tradeNo, ctx.locale));
}

export async function getEcpayCheckout(db: DbOrTx, session: Actor, tradeNo: string, locale?: string): Promise<EcpayCheckout | null> {
  const payment = await findOwnPayment(db, session, ECPAY, tradeNo);
  if (!payment) return null;
  const { orderNumber, submitType } = payment.gradingOrder;
  const closed = closedPaymentReturn(payment, locale);
  if (closed) return { kind: 'closed', returnUrl: closed };
  const complete = localizedPath(paymentCompleteUrl(orderNumber, submitType), locale);
  const form = ecpayProvider().checkoutForm({
    providerPaymentId: payment.providerPaymentId,
    amount: payment.amount,
    method: payment.method,
    createdAt: payment.createdAt,
    orderNumber,
    backPath: complete,
  });
  return { kind: 'form', orderNumber, form };
}
