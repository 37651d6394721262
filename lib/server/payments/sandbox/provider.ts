// The built-in `sandbox` gateway (docs/product/payments.md#payment-gateway): a hosted payment page on this site,
// HMAC-signed server-to-server callbacks, instant card payments, virtual accounts settled by a deposit callback, and
// refunds that complete at once. It moves no money: never offer it on a live shop (docs/decisions/0006).
import { randomBytes } from 'node:crypto';
import { SANDBOX_METHODS } from '@/lib/shared/payments';
import { SANDBOX } from '../config';
import type { PaymentProvider } from '../types';
import { sandboxSecret } from './config';
import { parseSandboxEvent } from './event';
import { refundOnce } from './refund-ledger';
import { SIGNATURE_HEADER, verifySandboxSignature } from './signature';

export { SANDBOX };

/**
 * The sandbox bank refuses every refund account whose number begins with this (decision 0008 "Testing";
 * README "Trying it out"): a refund to it ends ACCOUNT_REJECTED, so the WRONG_REFUND_ACCOUNT loop — rejected,
 * corrected by the member, sent again — runs end to end in tests and in the browser.
 */
export const SANDBOX_REJECTED_ACCOUNT_PREFIX = '999';

/** Unguessable: the hosted page's address is the only thing that names the payment. */
export function newSandboxPaymentId(): string {
  return `sbx_${randomBytes(16).toString('hex')}`;
}

export const sandboxProvider: PaymentProvider = {
  name: SANDBOX,
  methods: SANDBOX_METHODS,

  async createPayment() {
    const providerPaymentId = newSandboxPaymentId();
    return { providerPaymentId, redirectUrl: `/payments/sandbox/${providerPaymentId}` };
  },

  verifyCallback(rawBody, headers, now = new Date()) {
    if (!verifySandboxSignature(sandboxSecret(), rawBody, headers[SIGNATURE_HEADER], now)) return { ok: false, refused: 'signature' };
    const event = parseSandboxEvent(rawBody);
    return event ? { ok: true, event } : { ok: false, refused: 'malformed' };
  },

  // The sandbox returns the money at once; a real gateway may answer PENDING and confirm later. Without a
  // refund account a bank-based payment goes back to the account it came from. The same idempotency key twice
  // refunds once (refund-ledger.ts).
  async refund(payment, amount, { account, idempotencyKey }) {
    if (!Number.isSafeInteger(amount) || amount <= 0) return { status: 'FAILED', reason: 'invalid amount' };
    return refundOnce(idempotencyKey, payment.providerPaymentId, amount, () =>
      account?.accountNumber.startsWith(SANDBOX_REJECTED_ACCOUNT_PREFIX)
        ? { status: 'ACCOUNT_REJECTED', reason: `the bank refused the refund account (sandbox: numbers beginning with ${SANDBOX_REJECTED_ACCOUNT_PREFIX})` }
        : { status: 'COMPLETED' },
    );
  },
};
