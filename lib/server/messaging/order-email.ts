// E-mails about one order (docs/product/order-lifecycle.md#order-events-and-notifications): in the member's language,
// greeting the member by name and linking to the order's page in My page. Every order template gets the same three
// params — name, orderNumber, url — plus its own (orderPaid: amount, cardCount, cards, paymentMethod;
// virtualAccountIssued: bank, accountNumber, holder, amount, deadline; cardsReceived: estimate;
// refundAccountRequested: cardCount, amount; shippedOut and shippedOutUngraded — nothing was graded, decision 0031 §4 —:
// courier, trackingNumber; refundCompleted: amount, details — the cards it paid back, refund-email.ts). Written to the outbox in the transaction of the change it announces
// (decision 0026); the caller kicks the delivery after the commit.
import type { DbOrTx } from '@/lib/server/db/client';
import type { GradingOrder, GradingOrderItem, Member } from '@/lib/server/db/generated/client';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/shared/locale';
import { localizedPath } from '@/lib/shared/routes';
import { enqueueEmail } from './enqueue-message';
import { siteUrl } from './render-message';

export type OrderEmailTemplate =
  | 'orderPaid'
  | 'virtualAccountIssued'
  | 'cardsReceived'
  | 'gradingComplete'
  | 'shippedOut'
  | 'shippedOutUngraded'
  | 'refundAccountRequested'
  | 'refundCompleted';

export type OrderForEmail = GradingOrder & {
  member: Pick<Member, 'mbEmail' | 'mbName' | 'mbNick' | 'language'>;
  gradingOrderItems: GradingOrderItem[];
};

/** How the e-mail greets the member: the name they gave, else their nickname. */
export function greetingName(member: Pick<Member, 'mbName' | 'mbNick'>): string {
  return member.mbName?.trim() || member.mbNick;
}

/** The order's page in My page, in the member's language (zh-TW unprefixed). */
export function orderPageUrl(orderNumber: string, locale: Locale): string {
  return siteUrl(localizedPath(`/account/orders/${encodeURIComponent(orderNumber)}`, locale));
}

/**
 * Writes `template` about the order to its member to the outbox; `extra` adds the template's own params. False when
 * the order is gone (nothing to say).
 */
export async function enqueueOrderEmail(
  db: DbOrTx,
  orderId: number,
  template: OrderEmailTemplate,
  extra: (order: OrderForEmail, locale: Locale) => Record<string, unknown> = () => ({}),
): Promise<boolean> {
  const order = await db.gradingOrder.findUnique({
    where: { id: orderId },
    include: { member: { select: { mbEmail: true, mbName: true, mbNick: true, language: true } }, gradingOrderItems: { orderBy: { position: 'asc' } } },
  });
  if (!order) return false;
  const locale = isLocale(order.member.language) ? order.member.language : DEFAULT_LOCALE;
  await enqueueEmail(db, {
    to: order.member.mbEmail,
    locale,
    template,
    params: { name: greetingName(order.member), orderNumber: order.orderNumber, url: orderPageUrl(order.orderNumber, locale), ...extra(order, locale) },
  });
  return true;
}
