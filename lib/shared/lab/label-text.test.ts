// The words of a slab label (issue #10): the card line, the grade or "A".
import { type CardLineFields, cardLine, gradeNumber, labelGrade } from './label-text';

const CHARIZARD: CardLineFields = { year: 1999, brand: 'Wizards of the Coast', setName: 'Base Set', cardNumber: '4/102', playerName: 'Charizard' };

test.each<[string, Partial<CardLineFields>, string]>([
  ['every part, in order', {}, '1999 Wizards of the Coast Base Set #4/102 Charizard'],
  ['no year', { year: null }, 'Wizards of the Coast Base Set #4/102 Charizard'],
  ['no brand', { brand: null }, '1999 Base Set #4/102 Charizard'],
  ['no set', { setName: '' }, '1999 Wizards of the Coast #4/102 Charizard'],
  ['no number', { cardNumber: null }, '1999 Wizards of the Coast Base Set Charizard'],
  ['a blank number', { cardNumber: '   ' }, '1999 Wizards of the Coast Base Set Charizard'],
  ['a number typed with its own "#"', { cardNumber: '#4/102' }, '1999 Wizards of the Coast Base Set #4/102 Charizard'],
  ['runs of white space', { brand: '  Wizards   of\tthe Coast ', playerName: 'Charizard\n' }, '1999 Wizards of the Coast Base Set #4/102 Charizard'],
  ['no player name', { playerName: null }, '1999 Wizards of the Coast Base Set #4/102'],
  ['nothing but a name', { year: null, brand: null, setName: null, cardNumber: null }, 'Charizard'],
  ['Chinese and Korean names as typed', { brand: '寶可夢', setName: '포켓몬 카드 151', playerName: '噴火龍' }, '1999 寶可夢 포켓몬 카드 151 #4/102 噴火龍'],
])('card line: %s', (_, change, expected) => {
  expect(cardLine({ ...CHARIZARD, ...change })).toBe(expected);
});

test('the card line of a card with nothing recorded is empty', () => {
  expect(cardLine({ year: null, brand: null, setName: null, cardNumber: null, playerName: null })).toBe('');
});

test.each<[number | null, boolean, string]>([
  [10, false, '10'],
  [9.5, false, '9.5'],
  [8.5, false, '8.5'],
  [1, false, '1'],
  [null, true, 'A'],
  // The mark wins even when a number was kept.
  [9, true, 'A'],
  [null, false, '–'],
])('grade %p, authentic %p → "%s"', (grade, authentic, expected) => {
  expect(labelGrade({ grade, authentic })).toBe(expected);
});

test('subgrades read as the scale writes them', () => {
  expect([10, 9.5, 7, null].map(gradeNumber)).toEqual(['10', '9.5', '7', '–']);
  expect(gradeNumber(Number.NaN)).toBe('–');
});
