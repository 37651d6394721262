// The e-mails a payment change sends, written to the outbox in the transaction that made the change (decision 0026):
// orderPaid when the order became paid, virtualAccountIssued when a virtual account was issued (by the callback, or by
// a gateway that issues it when the payment is created, start-payment.ts). Idempotent with the callback: only the
// transaction that made the change reports it in its outcome (a replayed or ignored event reports nothing, so nothing
// is written twice; docs/decisions/0006-payments.md "Idempotency"), and a transaction tried again writes them again
// only because the first try's rows were rolled back with it. A mail server that is down never fails the callback.
import type { Tx } from '@/lib/server/db/client';
import type { CallbackOutcome } from './callback-context';
import { queueOrderPaidEmail } from './send-paid-email';
import { queueVirtualAccountEmail } from './send-virtual-account-email';

export type PaymentEmails = Pick<CallbackOutcome, 'paidOrderId' | 'issuedPaymentId'>;

export async function queuePaymentEmails(tx: Tx, outcome: PaymentEmails): Promise<void> {
  if (outcome.paidOrderId !== undefined) await queueOrderPaidEmail(tx, outcome.paidOrderId);
  if (outcome.issuedPaymentId !== undefined) await queueVirtualAccountEmail(tx, outcome.issuedPaymentId);
}
