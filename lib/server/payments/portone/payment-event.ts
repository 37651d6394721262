// A payment as PortOne's API reports it (GET /payments/{paymentId}, the SDK's Payment type) → our CallbackEvent
// (docs/decisions/0038-portone.md "Mapping"). The webhook only says "look at payment X" (webhook.ts); this is the
// state we act on, read from the API with our secret, so nothing in a webhook body decides an amount or a status.
//   PAID                    → payment.approved, or virtual_account.deposited when PortOne says it was a virtual account
//   VIRTUAL_ACCOUNT_ISSUED  → virtual_account.issued (bank, account number, holder, expiredAt as the deadline)
//   FAILED                  → payment.failed with PortOne's reason and the PG's code
//   READY, PAY_PENDING, CANCELLED, PARTIAL_CANCELLED, anything newer → nothing to apply (our refunds and cancels
//   are recorded when we make them, refund-payment.ts).
import type { Payment } from '@portone/server-sdk/payment';
import type { Currency } from '@/lib/server/db/generated/enums';
import { MAX_MONEY } from '@/lib/shared/money';
import { hasBadCharacters } from '@/lib/shared/text';
import type { CallbackEvent } from '../types';
import { bankLabel } from './banks';
import { PORTONE_PAYMENT_ID } from './payment-id';

export type PaymentEventResult = { event: CallbackEvent } | { ignored: string } | { malformed: string };

const CURRENCIES: readonly Currency[] = ['KRW', 'TWD', 'USD'];

const text = (value: unknown, max = 200) => (typeof value === 'string' && value.length <= max && !hasBadCharacters(value) ? value : undefined);

function time(value: unknown): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * One state of one payment is one event: the same state read again (PortOne's retries, a replayed webhook, two
 * webhooks at once) has the same id, so apply-callback.ts's PaymentCallback row makes it a no-op; the same status
 * for another amount is another event, which the apply step's amount check then refuses.
 */
export const portoneEventId = (paymentId: string, status: string, amount: number) => `portone:${paymentId}:${status}:${amount}`;

export function paymentToEvent(payment: Payment, storeId: string, now = new Date()): PaymentEventResult {
  if (!('id' in payment)) return { ignored: `status ${String(payment.status)} is unknown to this SDK` };
  if (!PORTONE_PAYMENT_ID.test(payment.id)) return { malformed: 'not one of our payment ids' };
  // Our secret can read every store of the merchant: a payment of another store is not one of this site's.
  if (payment.storeId !== storeId) return { malformed: `store ${payment.storeId}` };
  if (payment.status !== 'PAID' && payment.status !== 'VIRTUAL_ACCOUNT_ISSUED' && payment.status !== 'FAILED') return { ignored: `status ${payment.status}` };
  const currency = CURRENCIES.find((candidate) => candidate === payment.currency);
  // amount.total is what was requested and pre-registered (our quote); `paid` is lower when a card or wallet gave the
  // payer a discount that the merchant still receives.
  const amount = payment.amount?.total;
  if (!currency || !Number.isSafeInteger(amount) || amount < 0 || amount > MAX_MONEY) return { malformed: 'currency or amount' };
  const base = { eventId: portoneEventId(payment.id, payment.status, amount), providerPaymentId: payment.id, amount, currency };
  const method = payment.method;
  const virtualAccount = method?.type === 'PaymentMethodVirtualAccount' ? method : undefined;
  if (payment.status === 'PAID') {
    const occurredAt = time(payment.paidAt) ?? now;
    return { event: { ...base, type: virtualAccount ? 'virtual_account.deposited' : 'payment.approved', occurredAt } };
  }
  if (payment.status === 'FAILED') {
    const failure = payment.failure ?? {};
    const pg = [text(failure.pgCode, 50), text(failure.pgMessage)].filter(Boolean).join(' ');
    const reason = `PortOne: ${text(failure.reason) ?? 'payment failed'}${pg ? ` (PG ${pg})` : ''}`;
    return { event: { ...base, type: 'payment.failed', reason, occurredAt: time(payment.failedAt) ?? now } };
  }
  const vaDeadline = time(virtualAccount?.expiredAt);
  const accountNumber = text(virtualAccount?.accountNumber, 40);
  if (!virtualAccount || !vaDeadline || !accountNumber) return { malformed: 'virtual account without account number or deadline' };
  return {
    event: {
      ...base,
      type: 'virtual_account.issued',
      occurredAt: time(virtualAccount.issuedAt) ?? time(payment.statusChangedAt) ?? now,
      vaBank: bankLabel(virtualAccount.bank),
      vaAccountNumber: accountNumber,
      vaHolder: text(virtualAccount.remitteeName, 100),
      vaDeadline,
    },
  };
}
