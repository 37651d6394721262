// The GATEWAY side of the sandbox (the hosted page's buttons): builds the event a real gateway would send,
// signs the raw JSON and POSTs it server to server to PAYMENT_CALLBACK_URL — our callback applies it
// exactly as it would a real gateway's. The gateway never changes our tables itself; its "ledger" is
// read from the Payment row (docs/decisions/0006-payments.md).
import { randomBytes, randomInt } from 'node:crypto';
import type { DbOrTx } from '@/lib/server/db/client';
import type { Currency } from '@/lib/server/db/generated/enums';
import { type SandboxAction, paymentCompleteUrl, paymentFailedUrl, sandboxActions } from '@/lib/shared/payments';
import type { Actor } from '../../auth/access-token';
import { virtualAccountHours } from '../config';
import { paymentError } from '../errors';
import { type CallbackEvent, type CallbackEventType, eventToJson } from '../types';
import { MERCHANT_NAME, paymentCallbackUrl, sandboxSecret } from './config';
import { findOwnSandboxPayment } from './own-payment';
import { SIGNATURE_HEADER, signSandboxBody } from './signature';

const EVENT_OF: Record<SandboxAction, CallbackEventType> = {
  approve: 'payment.approved',
  decline: 'payment.failed',
  'issue-virtual-account': 'virtual_account.issued',
  deposit: 'virtual_account.deposited',
};

/**
 * The bank a virtual account is opened at, by the order's currency (Taiwan first,
 * docs/product/storefront.md#country-and-languages).
 */
const VA_BANK: Record<Currency, string> = { TWD: '812 Taishin Bank', KRW: '004 KB Kookmin Bank', USD: 'Sandbox Bank' };

export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;

/** Signs and delivers one event; a few quick retries on network errors and 5xx, as gateways do. */
export async function deliverSandboxEvent(event: CallbackEvent, url = paymentCallbackUrl()): Promise<void> {
  const body = JSON.stringify(eventToJson(event));
  let last = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signSandboxBody(sandboxSecret(), body) },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
      if (response.status < 500) break;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
  console.error(`[payments] the sandbox callback to ${url} failed: ${last}`);
  throw new Error(`The sandbox gateway could not deliver ${event.type} to ${url}: ${last}`);
}

export interface SandboxActionRequest {
  /** The payment id from the hosted page's URL. */
  paymentId: string;
  action: SandboxAction;
}

export async function runSandboxAction(db: DbOrTx, session: Actor, { paymentId, action }: SandboxActionRequest): Promise<{ redirectUrl: string }> {
  // The payer's own payment only; any other id does not exist for them.
  const payment = await findOwnSandboxPayment(db, session, paymentId);
  if (!payment) throw paymentError('notFound');
  if (!sandboxActions(payment.status, payment.method).includes(action)) throw paymentError('failed');

  const now = new Date();
  const event: CallbackEvent = {
    eventId: newEventId(),
    providerPaymentId: payment.providerPaymentId,
    type: EVENT_OF[action],
    amount: payment.amount,
    currency: payment.currency,
    occurredAt: now,
  };
  if (action === 'decline') event.reason = 'declined by the card issuer (sandbox)';
  if (action === 'issue-virtual-account') {
    Object.assign(event, {
      vaBank: VA_BANK[payment.currency],
      vaAccountNumber: `9${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e4)).padStart(4, '0')}`,
      vaHolder: MERCHANT_NAME,
      vaDeadline: new Date(now.getTime() + virtualAccountHours() * 3_600_000),
    });
  }
  await deliverSandboxEvent(event);

  const { orderNumber, submitType } = payment.gradingOrder;
  if (action === 'decline') return { redirectUrl: paymentFailedUrl(orderNumber, submitType) };
  // After issuing, the page shows the account (and the tester's deposit button).
  if (action === 'issue-virtual-account') return { redirectUrl: `/payments/sandbox/${payment.providerPaymentId}` };
  return { redirectUrl: paymentCompleteUrl(orderNumber, submitType) };
}
