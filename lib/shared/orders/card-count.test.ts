import { cardCount, quoteLinesOf } from './card-count';
import { emptyDraft, newCardLine } from './draft';

test('quote lines: unanswered auto counts as no, invalid quantities as 0; reholder = one card per serial', () => {
  const draft = { ...emptyDraft(), lines: [newCardLine({ quantity: 3, isAuto: null }), newCardLine({ cardCategory: 'SPORTS', quantity: null, isAuto: true })] };
  expect(quoteLinesOf(draft)).toEqual([
    { cardCategory: 'POKEMON', isAuto: false, quantity: 3 },
    { cardCategory: 'SPORTS', isAuto: true, quantity: 0 },
  ]);
  expect(cardCount(draft)).toBe(3);
  const reholder = {
    ...emptyDraft('REHOLDER'),
    reholderCards: [
      { serialNumber: '1234567', card: null },
      { serialNumber: '7654321', card: null },
    ],
  };
  expect(quoteLinesOf(reholder)).toHaveLength(2);
  expect(cardCount(reholder)).toBe(2);
});
