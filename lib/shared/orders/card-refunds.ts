// Which card a refund paid back and why (issue #24): a partial cancellation links each cancelled card to its refund
// (GradingOrderItem.refundId, lib/server/lab/partial-cancel.ts), and the card's check result says why — the member
// reads "refunded N for this card: <reason>" on the card's line and under the refund. Pure and browser-safe.
import type { CorrespondCheck } from '@/lib/server/db/generated/enums';
import { cardRefundAmount } from './coupon-discount';

export type CardRefundReason = 'omitted' | 'ungradable' | 'cancelled';

/** The check result that cancelled a card, in words the page translates (myorders refund.reasons.*). */
export function cardRefundReason(check: CorrespondCheck): CardRefundReason {
  if (check === 'OMITTED') return 'omitted';
  if (check === 'UNGRADABLE') return 'ungradable';
  return 'cancelled';
}

export interface CardRefundSource {
  position: number;
  price: number;
  correspondCheck: CorrespondCheck;
  refundId: number | null;
}

/** One card paid back: its line, its unit price (what the partial cancellation refunded for it), why, and its refund. */
export interface CardRefundView {
  position: number;
  amount: number;
  reason: CardRefundReason;
  /** Index into OrderDetail.refunds of the refund that paid it back. */
  refund: number;
}

/**
 * The order's refunded cards, each with the index of its refund among `refundIds` (the order's refunds, in order) and
 * what it refunded: its unit price, less its share of a coupon (`money`, docs/decisions/0039-coupons.md).
 */
export function cardRefundsOf(
  items: readonly CardRefundSource[],
  refundIds: readonly number[],
  money: { totalPrice: number; discountAmount: number } = { totalPrice: 0, discountAmount: 0 },
): CardRefundView[] {
  return items.flatMap((item) => {
    const refund = item.refundId === null ? -1 : refundIds.indexOf(item.refundId);
    return refund < 0 ? [] : [{ position: item.position, amount: cardRefundAmount(item.price, money), reason: cardRefundReason(item.correspondCheck), refund }];
  });
}
