// getServerSideProps of /payments/portone/[paymentId] (docs/decisions/0038-portone.md "Wiring"): the payer's own open
// PortOne payment becomes the request our page hands to PortOne's browser SDK. Built here from the stored Payment (the
// amount is the stored quote, which PortOne also holds from the pre-registration), never from the browser. The SDK's
// answer, and a phone's redirect back, both land on /kakaopay (return-page.ts), which re-reads the payment at PortOne.
// A payment no longer open sends the payer on, as the other gateways' pages do (payer-page.ts).
import type { GetServerSidePropsContext } from 'next';
import type { DbOrTx } from '@/lib/server/db/client';
import { localizedPath } from '@/lib/shared/routes';
import type { Actor } from '../../auth/access-token';
import { PORTONE } from '../config';
import { findOwnPayment } from '../own-payment';
import { type ClosedPayment, type PayerPageState, closedPaymentReturn, payerPageState } from '../payer-page';
import { portoneProvider } from '../registry';
import type { PortoneCheckoutRequest } from './checkout-request';

/** PortOne's return page (SPEC's /kakaopay): every PortOne method comes back here. */
export const PORTONE_RETURN_PATH = '/kakaopay';

export type PortoneCheckout = { kind: 'request'; orderNumber: string; request: PortoneCheckoutRequest; returnPath: string } | ClosedPayment;

export function portoneCheckoutState(ctx: GetServerSidePropsContext): Promise<PayerPageState<PortoneCheckout>> {
  return payerPageState(ctx, 'paymentId', (db, session, paymentId) => getPortoneCheckout(db, session, paymentId, ctx.locale));
}

export async function getPortoneCheckout(db: DbOrTx, session: Actor, paymentId: string, locale?: string): Promise<PortoneCheckout | null> {
  const payment = await findOwnPayment(db, session, PORTONE, paymentId);
  if (!payment) return null;
  const closed = closedPaymentReturn(payment, locale);
  if (closed) return { kind: 'closed', returnUrl: closed };
  const returnPath = localizedPath(PORTONE_RETURN_PATH, locale);
  const request = portoneProvider().checkoutRequest({
    providerPaymentId: payment.providerPaymentId,
    amount: payment.amount,
    method: payment.method,
    orderNumber: payment.gradingOrder.orderNumber,
    returnPath,
  });
  return { kind: 'request', orderNumber: payment.gradingOrder.orderNumber, request, returnPath };
}
