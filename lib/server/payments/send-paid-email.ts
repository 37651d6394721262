// The orderPaid e-mail (PRODUCT.md: members get an e-mail at payment), sent after the commit in the
// member's language. Params: orderNumber (used by the template), and an order summary for templates
// that show it: amount (formatted), cardCount, cards (one line per card line), paymentMethod.
import type { DbOrTx } from '@/lib/server/db/client';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import { translateServer } from '../i18n/translate-server';
import { sendEmail } from '../messaging/send-message';

export async function sendOrderPaidEmail(db: DbOrTx, orderId: number): Promise<void> {
  const order = await db.gradingOrder.findUnique({
    where: { id: orderId },
    include: { member: { select: { mbEmail: true, language: true } }, gradingOrderItems: { orderBy: { position: 'asc' } } },
  });
  if (!order) return;
  const locale = isLocale(order.member.language) ? order.member.language : DEFAULT_LOCALE;
  const cards = order.gradingOrderItems
    .map((item) => `${item.playerName ?? item.serialNumber ?? item.cardCategory}${item.setName ? ` (${item.setName})` : ''} × ${item.quantity}`)
    .join('\n');
  await sendEmail({
    to: order.member.mbEmail,
    locale,
    template: 'orderPaid',
    params: {
      orderNumber: order.orderNumber,
      amount: formatMoney(order.totalAmount, order.currency, locale),
      cardCount: order.totalQt,
      cards,
      paymentMethod: translateServer(locale, `payments:methods.${order.paymentMethod}`),
    },
  });
}
