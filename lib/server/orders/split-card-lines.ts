// One card is one line from receipt on (docs/product/order-lifecycle.md#one-card-per-line-from-receipt): a line
// of quantity N becomes N lines of one at the same unit price, so correspondence checks, grades, serials, images and partial refunds are per card. Runs in the caller's
// transaction (markCardsReceived, as the cards reach SHIPPING_IN_COMPLETE), which records it in its event row.
// The original row stays as the first card (anything attached to it stays with it; before receipt there is
// nothing); its copies follow it, and positions are renumbered from 0 in the old order. The order's totals do not
// change: Σ amount and Σ quantity are checked before the transaction may commit. Lines of one: nothing to do, so a
// second run changes nothing.
import type { Tx } from '@/lib/server/db/client';

export interface CardSplit {
  /** Lines before and after the split (after = the number of cards). */
  lines: number;
  cards: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Splits the order's lines into one line per card; null when every line already holds one card. */
export async function splitCardLines(tx: Tx, orderId: number): Promise<CardSplit | null> {
  const items = await tx.gradingOrderItem.findMany({ where: { gradingOrderId: orderId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  if (items.every((item) => item.quantity <= 1)) return null;
  const amountBefore = sum(items.map((item) => item.amount));
  const cardsBefore = sum(items.map((item) => item.quantity));

  let position = 0;
  for (const item of items) {
    const { id, quantity, ...card } = item;
    const copies = Math.max(quantity, 1) - 1;
    if (quantity !== 1 || item.position !== position) {
      await tx.gradingOrderItem.update({ where: { id }, data: { quantity: 1, amount: quantity === 1 ? item.amount : item.price, position } });
    }
    position += 1;
    if (copies > 0) {
      await tx.gradingOrderItem.createMany({
        data: Array.from({ length: copies }, (_, index) => ({ ...card, quantity: 1, amount: item.price, position: position + index })),
      });
      position += copies;
    }
  }

  const after = await tx.gradingOrderItem.findMany({ where: { gradingOrderId: orderId }, select: { amount: true, quantity: true } });
  const amountAfter = sum(after.map((item) => item.amount));
  const cardsAfter = sum(after.map((item) => item.quantity));
  if (amountAfter !== amountBefore || cardsAfter !== cardsBefore || after.length !== cardsBefore) {
    // A line whose amount is not price × quantity would change the order's total: a broken invariant, not a
    // request to answer; the transaction rolls back and nothing is split.
    throw new Error(`Splitting order ${orderId} into cards would change its total (${amountBefore} → ${amountAfter}).`);
  }
  return { lines: items.length, cards: after.length };
}
