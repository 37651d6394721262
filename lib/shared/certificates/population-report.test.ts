// The short-name rule and the certificate page's link to its card (docs/decisions/0022-population-report.md).
import { POPULATION_LIMITS, foldQuery, populationSearchFor, textMatch } from './population-report';

test.each<[string, 'substring' | 'word-start']>([
  ['charizard', 'substring'],
  ['mew', 'substring'],
  ['大谷翔', 'substring'],
  ['大谷', 'word-start'],
  ['김', 'word-start'],
  ['ex', 'word-start'],
  // An emoji or a CJK extension character is one character, not two UTF-16 units.
  ['𠮷野', 'word-start'],
])('%s is matched as a %s', (typed, match) => {
  expect(textMatch(foldQuery(typed))).toBe(match);
});

test('a query is folded as the cards are: full-width, case, spaces', () => {
  expect(foldQuery('  ＣＨＡＲＩＺＡＲＤ   ex ')).toBe('charizard ex');
});

test("the certificate page's link names its card: cut to the form's lengths, a too long number left out", () => {
  expect(populationSearchFor({ category: 'POKEMON', year: 1999, setName: 'Base Set', cardNumber: '4/102', name: 'Charizard' })).toEqual({
    name: 'Charizard',
    category: 'POKEMON',
    year: '1999',
    set: 'Base Set',
    number: '4/102',
  });
  expect(
    populationSearchFor({ category: 'ETC', year: null, setName: ' ', cardNumber: 'x'.repeat(POPULATION_LIMITS.number + 1), name: 'n'.repeat(100) }),
  ).toEqual({
    name: 'n'.repeat(POPULATION_LIMITS.name),
    category: 'ETC',
  });
});
