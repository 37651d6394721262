// The population report's search (docs/product/certificates.md#population-report): the page's form validates with
// these schemas and GET /api/population/search, GET /api/population/export.csv and POST /api/population/pass validate
// their query or body with them again. Everything arrives as text (a query string; the form's inputs): the year and
// the page are digits (full-width digits count, as the serial look-up accepts them). Names, sets and numbers are
// compared after the same-card folding (lib/shared/certificates/same-card.ts); that happens in the service, so the form
// keeps what the collector typed. Messages: keys of the `population` namespace.
import { type InferType, object } from 'yup';
import { CardCategory } from '@/lib/server/db/generated/enums';
import { POPULATION_LIMITS } from '../certificates/population-report';
import { LOCALES, type Locale } from '../locale';
import { oneOfStrings, optionalText, typedDigits as digits } from './fields';

// The limits live with the report's views (no yup there): the page sets its fields' maxLength from them on first load.
export { POPULATION_LIMITS };

export const POPULATION_ERRORS = {
  wrongType: 'population:errors.wrongType',
  tooLong: 'population:errors.tooLong',
  category: 'population:errors.category',
  year: 'population:errors.year',
  page: 'population:errors.page',
  /** Nothing but a category (or nothing at all) would list every card: docs/decisions/0022-population-report.md. */
  narrow: 'population:errors.narrow',
  /** Only punctuation: nothing to look for (and no trigram an index could use). */
  noLetters: 'population:errors.noLetters',
  lang: 'population:errors.wrongType',
  card: 'population:errors.card',
  captchaRequired: 'population:errors.captchaRequired',
} as const;

const E = POPULATION_ERRORS;
const L = POPULATION_LIMITS;
const text = (max: number) => optionalText(max, E);
/** A letter or a digit of any script: "大谷", "오타니", "4/102" have some, "%%" or "--" none. */
const HAS_LETTER = /[\p{L}\p{N}]/u;

const filters = {
  name: text(L.name).matches(HAS_LETTER, E.noLetters),
  category: oneOfStrings(Object.values(CardCategory), E.category).optional(),
  year: digits(4).typeError(E.year).integer(E.year).min(L.yearMin, E.year).max(L.yearMax, E.year).optional(),
  set: text(L.set).matches(HAS_LETTER, E.noLetters),
  number: text(L.number).matches(HAS_LETTER, E.noLetters),
};

/** At least a name, a set, a number or a year: the category only narrows them. Reported under `name`, the first field. */
function narrowEnough(value: { name?: string; set?: string; number?: string; year?: number } | undefined): boolean {
  return Boolean(value && (value.name || value.set || value.number || value.year !== undefined));
}

/** GET /api/population/search and the page's form. */
export const populationSearchSchema = object({
  ...filters,
  page: digits(3).typeError(E.page).integer(E.page).min(1, E.page).max(L.maxPage, E.page).default(1),
})
  .typeError(E.wrongType)
  .required(E.wrongType)
  .test('narrow', E.narrow, function narrow(value) {
    return narrowEnough(value) || this.createError({ path: 'name', message: E.narrow });
  });
export type PopulationSearchQuery = InferType<typeof populationSearchSchema>;

/** GET /api/population/export.csv: the same filters (every page of the result) and the language of the header row. */
export const populationExportSchema = object({
  ...filters,
  lang: oneOfStrings<Locale>(LOCALES, E.lang).optional(),
})
  .typeError(E.wrongType)
  .required(E.wrongType)
  .test('narrow', E.narrow, function narrow(value) {
    return narrowEnough(value) || this.createError({ path: 'name', message: E.narrow });
  });
export type PopulationExportQuery = InferType<typeof populationExportSchema>;

/** The filters a search and its export share. */
export type PopulationFilters = Omit<PopulationSearchQuery, 'page'>;

/** POST /api/population/pass: the solved proof of work (self-hosted ALTCHA), good once. */
export const populationPassSchema = object({
  captcha: text(L.captcha).required(E.captchaRequired),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type PopulationPassInput = InferType<typeof populationPassSchema>;

/** GET /api/population/cards/[id]/history: the card's id from the path (a whole number a PostgreSQL integer holds). */
export const populationCardParamsSchema = object({
  id: digits(10).typeError(E.card).integer(E.card).min(1, E.card).max(2_147_483_647, E.card).required(E.card),
});
