// The orderPaid e-mail (docs/product/order-lifecycle.md#order-events-and-notifications: members get an e-mail at
// payment; docs/product/payments.md#payment-and-order-status), written to the outbox in the callback's transaction in
// the member's language (queuePaymentEmails). Params: name, orderNumber and url (every order e-mail, messaging/order-email.ts), and the order
// summary: amount (formatted with the currency), cardCount, cards (one line per card line), paymentMethod.
import type { DbOrTx } from '@/lib/server/db/client';
import { formatMoney } from '@/lib/shared/money';
import { translateServer } from '../i18n/translate-server';
import { enqueueOrderEmail } from '../messaging/order-email';

export async function queueOrderPaidEmail(db: DbOrTx, orderId: number): Promise<void> {
  await enqueueOrderEmail(db, orderId, 'orderPaid', (order, locale) => ({
    amount: formatMoney(order.totalAmount, order.currency, locale),
    cardCount: order.totalQt,
    cards: order.gradingOrderItems
      .map((item) => `${item.playerName ?? item.serialNumber ?? item.cardCategory}${item.setName ? ` (${item.setName})` : ''} × ${item.quantity}`)
      .join('\n'),
    paymentMethod: translateServer(locale, `payments:methods.${order.paymentMethod}`),
  }));
}
