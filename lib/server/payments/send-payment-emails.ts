// The e-mails a payment change sends, after the transaction that made the change committed: orderPaid when the
// order became paid, virtualAccountIssued when a virtual account was issued (by the callback, or by a gateway that
// issues it when the payment is created, start-payment.ts). Idempotent with the callback: only the transaction that
// made the change reports it in its outcome (a replayed or ignored event reports nothing, so nothing is sent twice;
// docs/decisions/0006-payments.md "Idempotency"). Never throws: the payment is recorded, and a
// lost e-mail must not make the gateway resend the event.
import type { DbOrTx } from '@/lib/server/db/client';
import type { CallbackOutcome } from './callback-context';
import { sendOrderPaidEmail } from './send-paid-email';
import { sendVirtualAccountEmail } from './send-virtual-account-email';

export type PaymentEmails = Pick<CallbackOutcome, 'paidOrderId' | 'issuedPaymentId'>;

export async function sendPaymentEmails(db: DbOrTx, outcome: PaymentEmails): Promise<void> {
  if (outcome.paidOrderId !== undefined) {
    try {
      await sendOrderPaidEmail(db, outcome.paidOrderId);
    } catch (error) {
      console.error(`[payments] orderPaid e-mail for order ${outcome.paidOrderId} failed`, error);
    }
  }
  if (outcome.issuedPaymentId !== undefined) {
    try {
      await sendVirtualAccountEmail(db, outcome.issuedPaymentId);
    } catch (error) {
      console.error(`[payments] virtualAccountIssued e-mail for payment ${outcome.issuedPaymentId} failed`, error);
    }
  }
}
