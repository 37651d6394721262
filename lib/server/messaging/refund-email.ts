// The member's refundCompleted e-mail (issue #24): when a refund's money is back, the amount and — for a refund that
// paid back cards (a partial cancellation links them, GradingOrderItem.refundId) — each card with its price and why,
// in the words the order page uses (myorders refund.reasons.*). A refund of the whole order names no card. Written
// to the outbox in the transaction that records the refund's outcome (refund-outcome.ts, decision 0026).
import type { DbOrTx } from '@/lib/server/db/client';
import type { GradingOrderItem } from '@/lib/server/db/generated/client';
import type { Currency } from '@/lib/server/db/generated/enums';
import type { Locale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import { cardRefundReason } from '@/lib/shared/orders/card-refunds';
import { cardTitle } from '@/lib/shared/orders/card-title';
import { translateServer } from '../i18n/translate-server';
import { enqueueOrderEmail } from './order-email';

type RefundedCard = Pick<
  GradingOrderItem,
  'position' | 'price' | 'correspondCheck' | 'year' | 'brand' | 'setName' | 'playerName' | 'cardNumber' | 'description' | 'serialNumber'
>;

/** One line per card: "2. 1999 Pokémon Base Charizard #4 — NT$650: the card was not in the parcel". */
export function refundedCardLines(cards: readonly RefundedCard[], currency: Currency, locale: Locale): string {
  return cards
    .map((card) => {
      const title = cardTitle(card, card.serialNumber) || translateServer(locale, 'myorders:list.noCardName');
      const reason = translateServer(locale, `myorders:refund.reasons.${cardRefundReason(card.correspondCheck)}`);
      return translateServer(locale, 'mail:refundCompleted.card', {
        position: card.position + 1,
        card: title,
        amount: formatMoney(card.price, currency, locale),
        reason,
      });
    })
    .join('\n');
}

/** The template's own params: the amount, and the cards the refund paid back (or a line for a whole-order refund). */
export function refundEmailParams(
  order: { currency: Currency; gradingOrderItems: readonly (RefundedCard & Pick<GradingOrderItem, 'refundId'>)[] },
  refund: { id: number; amount: number },
  locale: Locale,
): Record<string, string> {
  const cards = order.gradingOrderItems.filter((item) => item.refundId === refund.id);
  return {
    amount: formatMoney(refund.amount, order.currency, locale),
    details:
      cards.length > 0
        ? translateServer(locale, 'mail:refundCompleted.cards', { cards: refundedCardLines(cards, order.currency, locale) })
        : translateServer(locale, 'mail:refundCompleted.order'),
  };
}

/** Writes refundCompleted for the refund to its order's member; its cards are those of the order linked to it. */
export async function enqueueRefundCompleted(db: DbOrTx, refund: { id: number; gradingOrderId: number; amount: number }): Promise<boolean> {
  return enqueueOrderEmail(db, refund.gradingOrderId, 'refundCompleted', (order, locale) => refundEmailParams(order, refund, locale));
}
