// The virtualAccountIssued e-mail (docs/product/payments.md#virtual-accounts: the member sees the bank, account
// number, exact amount and deposit deadline): written to the outbox in the transaction of the callback (or
// start-payment) that issued the account, in the member's language. Params: name, orderNumber and url (every order e-mail,
// messaging/order-email.ts), bank, accountNumber, holder, amount (formatted with the currency) and deadline (Taipei
// time, with its offset, in the member's language).
import type { DbOrTx } from '@/lib/server/db/client';
import { formatDate } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import { enqueueOrderEmail } from '../messaging/order-email';

/** False when the payment has no virtual account (nothing to tell). */
export async function queueVirtualAccountEmail(db: DbOrTx, paymentId: number): Promise<boolean> {
  const payment = await db.payment.findUnique({ where: { id: paymentId } });
  if (!payment?.vaAccountNumber || !payment.vaDeadline) return false;
  const deadline = payment.vaDeadline;
  return enqueueOrderEmail(db, payment.gradingOrderId, 'virtualAccountIssued', (_order, locale) => ({
    bank: payment.vaBank ?? '',
    accountNumber: payment.vaAccountNumber,
    holder: payment.vaHolder ?? '',
    // The payment's own amount: the exact sum the account takes.
    amount: formatMoney(payment.amount, payment.currency, locale),
    deadline: formatDate(deadline, locale, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  }));
}
