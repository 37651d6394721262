// The portfolio rule (issue #25): per grade (with "A" a column of its own), per category, gem rate, highest grade per
// card, and cards owned over time — voided certificates counted only as voided.
import { type PortfolioRow, portfolioOf } from './portfolio';

let next = 0;
function row(overrides: Partial<PortfolioRow> = {}): PortfolioRow {
  next += 1;
  return {
    serial: String(1_000_000 + next),
    name: 'Pikachu',
    category: 'POKEMON',
    year: 1999,
    setName: 'Base',
    cardNumber: '58',
    grade: 9,
    authentic: false,
    populationCardId: null,
    voided: false,
    ownedSince: new Date('2026-03-10T00:00:00Z'),
    gradedAt: new Date('2026-03-01T00:00:00Z'),
    ...overrides,
  };
}

const NOW = new Date('2026-05-15T00:00:00Z');
const countOf = (view: ReturnType<typeof portfolioOf>, grade: string) => view.byGrade.find((cell) => cell.grade === grade)?.count;

test('an empty collection', () => {
  expect(portfolioOf([], NOW)).toEqual({
    cards: 0,
    voided: 0,
    byGrade: expect.arrayContaining([
      { grade: '10', count: 0 },
      { grade: 'A', count: 0 },
    ]),
    byCategory: [],
    gemRate: null,
    graded: 0,
    topCards: [],
    distinctCards: 0,
    overTime: [],
  });
});

test.each<[string, Partial<PortfolioRow>[], { gemRate: number | null; graded: number; columns: Record<string, number> }]>([
  ['one 10', [{ grade: 10 }], { gemRate: 1, graded: 1, columns: { '10': 1 } }],
  ['a 10 and a 9', [{ grade: 10 }, { grade: 9 }], { gemRate: 0.5, graded: 2, columns: { '10': 1, '9': 1 } }],
  ['"A" is its own column and not in the gem rate', [{ grade: 10 }, { grade: null, authentic: true }], { gemRate: 1, graded: 1, columns: { '10': 1, A: 1 } }],
  ['only "A": no gem rate', [{ grade: null, authentic: true }], { gemRate: null, graded: 0, columns: { A: 1 } }],
  ['a voided 10 counts nowhere', [{ grade: 10, voided: true }, { grade: 8 }], { gemRate: 0, graded: 1, columns: { '10': 0, '8': 1 } }],
  [
    'half grades have their columns',
    [{ grade: 8.5 }, { grade: 7.5 }, { grade: 10 }, { grade: 10 }],
    { gemRate: 0.5, graded: 4, columns: { '8.5': 1, '7.5': 1, '10': 2 } },
  ],
])('%s', (_label, rows, expected) => {
  const view = portfolioOf(rows.map(row), NOW);
  expect(view.gemRate).toBe(expected.gemRate);
  expect(view.graded).toBe(expected.graded);
  for (const [grade, count] of Object.entries(expected.columns)) expect(countOf(view, grade)).toBe(count);
  expect(view.byGrade.map((cell) => cell.grade)).toEqual(['10', '9', '8.5', '8', '7.5', '7', '6', '5', '4', '3', '2', '1', 'A']);
});

test('cards per category, in a fixed order, voided left out', () => {
  const view = portfolioOf([row({ category: 'SPORTS' }), row(), row(), row({ category: 'YUGIOH', voided: true })], NOW);
  expect(view.byCategory).toEqual([
    { category: 'POKEMON', count: 2 },
    { category: 'SPORTS', count: 1 },
  ]);
  expect(view).toMatchObject({ cards: 4, voided: 1 });
});

test('highest grade per card: per population card, any number above "A", the earliest copy on a tie', () => {
  const view = portfolioOf(
    [
      row({ populationCardId: 1, grade: 8, serial: '1000001' }),
      row({ populationCardId: 1, grade: 9, serial: '1000002', ownedSince: new Date('2026-04-01Z') }),
      row({ populationCardId: 1, grade: 9, serial: '1000003', ownedSince: new Date('2026-02-01Z') }),
      row({ populationCardId: 2, name: 'Charizard', grade: null, authentic: true, serial: '1000004' }),
      row({ populationCardId: 2, name: 'Charizard', grade: 1, serial: '1000005' }),
      // Not counted under a population card (yet): a card of its own.
      row({ populationCardId: null, name: 'Mew', grade: 10, serial: '1000006' }),
      row({ populationCardId: 3, name: 'Eevee', grade: 10, serial: '1000007', voided: true }),
    ],
    NOW,
  );
  expect(view.distinctCards).toBe(3);
  expect(view.topCards.map((card) => [card.name, card.highestGrade, card.serial, card.copies])).toEqual([
    ['Mew', '10', '1000006', 1],
    ['Pikachu', '9', '1000003', 3],
    ['Charizard', '1', '1000005', 2],
  ]);
});

test('cards owned month by month, from ownedSince (gradedAt when unknown), through the current month', () => {
  const view = portfolioOf(
    [
      row({ ownedSince: new Date('2026-01-31T23:00:00Z') }),
      row({ ownedSince: new Date('2026-03-01T00:00:00Z') }),
      row({ ownedSince: new Date('2026-03-20T00:00:00Z') }),
      row({ ownedSince: null, gradedAt: new Date('2025-12-05T00:00:00Z') }),
      row({ ownedSince: new Date('2026-02-02T00:00:00Z'), voided: true }),
    ],
    NOW,
  );
  expect(view.overTime).toEqual([
    { month: '2025-12', added: 1, total: 1 },
    { month: '2026-01', added: 1, total: 2 },
    { month: '2026-02', added: 0, total: 2 },
    { month: '2026-03', added: 2, total: 4 },
    { month: '2026-04', added: 0, total: 4 },
    { month: '2026-05', added: 0, total: 4 },
  ]);
});
