// One card line of a GENERAL / SIMPLE order (docs/product/orders.md#card-line-rules,
// docs/product/orders.md#accepted-cards): its text limits, the year rule and the minimum grade. The wizard's cards
// step validates lines with this schema; the draft body reuses its pieces with looser requirements.
import { type InferType, type TestContext, number, object } from 'yup';
import { GRADE_STEPS } from '../../grading/scale';
import { FIRST_POKEMON_YEAR, MAX_CARDS_PER_ORDER, MIN_CARD_YEAR } from '../../orders/limits';
import { nullableInt, oneOfStrings, strictBoolean, textOrEmpty } from '../fields';
import { CARD_CATEGORIES, SPORTS_TYPES } from './choices';
import { ORDER_ERRORS as E } from './errors';

export const TEXT_LIMITS = { cardNumber: 50, setName: 100, brand: 50, playerName: 100, description: 300, signer: 100 } as const;
export const MAX_YEAR_AHEAD = 1;

/** The whole order's values from inside a line (yup's ancestors: the line, then the order). */
function orderOf(context: TestContext): Record<string, unknown> | undefined {
  const from = context.from;
  return from && from.length > 1 ? (from[from.length - 1]!.value as Record<string, unknown>) : undefined;
}

/**
 * docs/product/orders.md#accepted-cards: printed in 1999 or later; Pokémon of any official year (the first cards are
 * from 1996).
 */
export function yearProblem(year: number | null | undefined, category: unknown, now = new Date()): string | null {
  if (year === null || year === undefined) return null;
  if (year < 1000 || year > now.getFullYear() + MAX_YEAR_AHEAD) return E.yearInvalid;
  if (category === 'POKEMON') return year < FIRST_POKEMON_YEAR ? E.pokemonYearTooOld : null;
  return year < MIN_CARD_YEAR ? E.yearTooOld : null;
}

function yearField() {
  return nullableInt(E.yearInvalid).test('accepted-year', E.yearTooOld, function (value) {
    const problem = yearProblem(value, (this.parent as { cardCategory?: unknown } | undefined)?.cardCategory);
    return problem === null || this.createError({ message: problem });
  });
}

/** A grade of the scale, or nothing; a number only (not "9"). */
export const gradeOnScaleField = () =>
  number()
    .transform((_value: unknown, original: unknown) =>
      original === null || original === undefined ? null : typeof original === 'number' ? original : Number.NaN,
    )
    .typeError(E.minimumGradeInvalid)
    .nullable()
    .test('scale', E.minimumGradeInvalid, (value) => value === null || value === undefined || (GRADE_STEPS as readonly number[]).includes(value));

const minimumGradeField = () =>
  gradeOnScaleField()
    // docs/product/orders.md#card-line-rules: a minimum grade only for general submission, not for quick.
    .test('general-only', E.minimumGradeGeneralOnly, function (value) {
      return value === null || value === undefined || orderOf(this)?.submitType === 'GENERAL';
    });

/** One card line of a GENERAL / SIMPLE order, as submitted. */
export const cardLineSchema = object({
  cardCategory: oneOfStrings(CARD_CATEGORIES, E.invalidChoice).default('POKEMON'),
  sportsType: oneOfStrings(SPORTS_TYPES, E.invalidChoice).default('ETC'),
  year: yearField(),
  cardNumber: textOrEmpty(TEXT_LIMITS.cardNumber, E),
  setName: textOrEmpty(TEXT_LIMITS.setName, E),
  brand: textOrEmpty(TEXT_LIMITS.brand, E),
  playerName: textOrEmpty(TEXT_LIMITS.playerName, E).test('required', E.playerNameRequired, (value) => Boolean(value)),
  description: textOrEmpty(TEXT_LIMITS.description, E),
  signer: textOrEmpty(TEXT_LIMITS.signer, E),
  quantity: nullableInt(E.quantityMin).required(E.quantityMin).min(1, E.quantityMin).max(MAX_CARDS_PER_ORDER, E.overMaxCards),
  minimumGrade: minimumGradeField(),
  isAuto: strictBoolean(E.wrongType).required(E.autoRequired),
  casing: strictBoolean(E.wrongType).default(true).required(E.wrongType),
}).typeError(E.wrongType);

export type CardLineInput = InferType<typeof cardLineSchema>;
