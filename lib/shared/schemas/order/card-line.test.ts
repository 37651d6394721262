import { line, order, problems } from '@/tests/helpers/order-schema';
import { yearProblem } from './card-line';
import { ORDER_ERRORS as E } from './errors';
import { cardsStepSchema } from './steps';

test('player name is required with the contract wording key', async () => {
  expect(await problems(cardsStepSchema, order({ lines: [line({ playerName: '   ' })] }))).toEqual({ 'lines[0].playerName': [E.playerNameRequired] });
});

test.each([[0], [-1], [1.5], [null]])('quantity %p is refused', async (quantity) => {
  expect((await problems(cardsStepSchema, order({ lines: [line({ quantity: quantity as number })] })))['lines[0].quantity']).toEqual([E.quantityMin]);
});

test('a quantity sent as a string is refused, not converted', async () => {
  expect((await problems(cardsStepSchema, order({ lines: [{ ...line(), quantity: '2' }] })))['lines[0].quantity']).toEqual([E.quantityMin]);
});

test('the auto-grading choice is required (no default)', async () => {
  expect(await problems(cardsStepSchema, order({ lines: [line({ isAuto: null })] }))).toEqual({ 'lines[0].isAuto': [E.autoRequired] });
  expect(await problems(cardsStepSchema, order({ lines: [{ ...line(), isAuto: 'true' }] }))).toEqual({ 'lines[0].isAuto': [E.wrongType] });
});

test.each([
  ['SPORTS', 1999, null],
  ['SPORTS', 1998, E.yearTooOld],
  ['YUGIOH', 1998, E.yearTooOld],
  ['POKEMON', 1998, null],
  ['POKEMON', 1996, null],
  ['POKEMON', 1995, E.pokemonYearTooOld],
  ['ETC', 3000, E.yearInvalid],
  ['ETC', null, null],
])('year rule: %s printed %p → %p', async (cardCategory, year, expected) => {
  const found = (await problems(cardsStepSchema, order({ lines: [line({ cardCategory: cardCategory as 'ETC', year: year as number | null })] })))[
    'lines[0].year'
  ];
  expect(found).toEqual(expected ? [expected] : undefined);
  expect(yearProblem(year, cardCategory)).toBe(expected);
});

test('minimum grade only for GENERAL, and only on the scale', async () => {
  expect(await problems(cardsStepSchema, order({ lines: [line({ minimumGrade: 8.5 })] }))).toEqual({});
  expect(await problems(cardsStepSchema, order({ submitType: 'SIMPLE', lines: [line({ minimumGrade: 9 })] }))).toEqual({
    'lines[0].minimumGrade': [E.minimumGradeGeneralOnly],
  });
  expect(await problems(cardsStepSchema, order({ submitType: 'SIMPLE', lines: [line({ minimumGrade: null })] }))).toEqual({});
  expect(await problems(cardsStepSchema, order({ lines: [line({ minimumGrade: 9.5 })] }))).toEqual({ 'lines[0].minimumGrade': [E.minimumGradeInvalid] });
});
