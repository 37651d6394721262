// An order's cards counted, for the wizard and the server alike: the number of cards, and the quote lines
// the price is computed from (quote.ts).
import type { CardCategory, SubmitType } from '@/lib/server/db/generated/enums';
import type { ReholderCardSummary } from './draft';
import { MAX_CARDS_PER_ORDER } from './limits';
import type { QuoteLine } from './quote';

const usableQuantity = (quantity: number | null | undefined) => (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? quantity : 0);

interface CountableLine {
  cardCategory: CardCategory;
  isAuto?: boolean | null;
  quantity?: number | null;
}

interface CountableOrder {
  submitType: SubmitType;
  lines: CountableLine[];
  reholderCards: { card?: Pick<ReholderCardSummary, 'cardCategory'> | null }[];
}

/** Cards in the order: the sum of quantities, or one per reholder serial. */
export function cardCount(draft: CountableOrder): number {
  if (draft.submitType === 'REHOLDER') return draft.reholderCards.length;
  return draft.lines.reduce((sum, line) => sum + usableQuantity(line.quantity), 0);
}

/**
 * What the price depends on, for the quote: the browser and the server build the quote lines with this
 * same function. An unanswered auto-grading choice counts as "no" until answered.
 */
export function quoteLinesOf(draft: CountableOrder): QuoteLine[] {
  if (draft.submitType === 'REHOLDER') {
    return draft.reholderCards.map((card) => ({ cardCategory: card.card?.cardCategory ?? 'ETC', isAuto: false, quantity: 1 }));
  }
  return draft.lines.map((line) => ({
    cardCategory: line.cardCategory,
    isAuto: line.isAuto === true,
    quantity: Math.min(usableQuantity(line.quantity), MAX_CARDS_PER_ORDER),
  }));
}
