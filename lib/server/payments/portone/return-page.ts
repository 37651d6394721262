// getServerSideProps of /kakaopay (docs/product/storefront.md#routes; docs/decisions/0038-portone.md "Wiring"), where
// every PortOne payment comes back — the browser SDK's answer on a computer, PortOne's redirect on a phone — approved,
// failed or closed by the payer. Nothing in the URL is trusted: the payment is re-read from PortOne's API with our
// secret and applied like a webhook (handle-callback.ts's apply path: the same event id, so the webhook arriving
// before or after is a no-op), then the member lands where the sandbox would send them (payer-page.ts): the complete
// page, or the payment step with "Payment failed". PortOne unreachable: the webhook will apply it; the member sees the
// order as it stands.
import type { GetServerSidePropsContext } from 'next';
import type { Db } from '@/lib/server/db/client';
import { paymentCompleteUrl, paymentFailedUrl } from '@/lib/shared/payments';
import { localizedPath, loginUrl } from '@/lib/shared/routes';
import { portoneReturnQuerySchema } from '@/lib/shared/schemas/portone-return';
import type { Actor } from '../../auth/access-token';
import { getSession, hasRefreshCookie } from '../../auth/session';
import { getDb } from '../../db/client';
import { PORTONE } from '../config';
import { applyVerifiedCallback } from '../handle-callback';
import { findOwnPayment } from '../own-payment';
import { closedPaymentReturn } from '../payer-page';
import { portoneProvider } from '../registry';
import { paymentToEvent } from './payment-event';

export type PortoneReturn = { kind: 'redirect'; destination: string } | { kind: 'renew' } | { kind: 'notFound' };

export async function portoneReturnState(ctx: GetServerSidePropsContext): Promise<PortoneReturn> {
  const session = await getSession(ctx.req);
  if (!session) {
    if (hasRefreshCookie(ctx.req)) return { kind: 'renew' };
    return { kind: 'redirect', destination: localizedPath(loginUrl(ctx.resolvedUrl), ctx.locale) };
  }
  let query;
  try {
    query = await portoneReturnQuerySchema.validate(ctx.query);
  } catch {
    return { kind: 'notFound' };
  }
  const destination = await returnDestination(await getDb(), session, query.paymentId, Boolean(query.code), ctx.locale);
  return destination ? { kind: 'redirect', destination } : { kind: 'notFound' };
}

/** Where the member goes back to after PortOne; null for a payment that is not theirs (or not PortOne's). */
export async function returnDestination(db: Db, session: Actor, paymentId: string, failedAtPortone: boolean, locale?: string): Promise<string | null> {
  const payment = await findOwnPayment(db, session, PORTONE, paymentId);
  if (!payment) return null;
  if (payment.status === 'READY') await applyPortoneState(db, paymentId);
  const now = await findOwnPayment(db, session, PORTONE, paymentId);
  const closed = now && closedPaymentReturn(now, locale);
  if (closed) return closed;
  const { orderNumber, submitType } = payment.gradingOrder;
  // Still open: closed by the payer or refused before PortOne recorded anything (the SDK's `code`) — the payment step
  // says so and a new payment can start; otherwise the payment is on its way (the complete page shows it unpaid).
  return localizedPath(failedAtPortone ? paymentFailedUrl(orderNumber, submitType) : paymentCompleteUrl(orderNumber, submitType), locale);
}

async function applyPortoneState(db: Db, paymentId: string): Promise<void> {
  const provider = portoneProvider();
  let read;
  try {
    read = paymentToEvent(await provider.getPayment(paymentId), provider.storeId);
  } catch (error) {
    console.warn(`[payments] portone: could not re-read ${paymentId} on the return page: ${(error as Error).message}`);
    return;
  }
  if ('event' in read) await applyVerifiedCallback(db, PORTONE, read.event);
}
