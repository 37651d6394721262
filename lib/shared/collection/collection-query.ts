// The collection's filters, sort and page (issue #25): GET /api/member/collection and its CSV export validate their query
// with this schema, and /account/collection reads its URL with the same one (parseCollectionQuery), so the page and the
// API can never disagree on what a filter means. Everything arrives as text (a query string): a blank value counts as
// absent; anything else that is not exactly a grade column, a category, a sort, a year or a page is refused (400), never
// guessed. The serial is a prefix of the 7 digits (full-width digits count, as the certificate look-up accepts them).
import { type InferType, object, string } from 'yup';
import { CardCategory } from '@/lib/server/db/generated/enums';
import { POPULATION_GRADES } from '../certificates/population';
import { LOCALES, type Locale } from '../locale';
import { oneOfStrings, optionalText, typedDigits as digits } from '../schemas/fields';

export const COLLECTION_PAGE_SIZE = 24;
/** 24 × 500 = 12,000 cards: past any collection we expect; a bigger page number is refused, not clamped. */
export const COLLECTION_MAX_PAGE = 500;
export const COLLECTION_NAME_MAX = 60;
export const COLLECTION_YEAR_MIN = 1900;
export const COLLECTION_YEAR_MAX = 2100;

/**
 * recent: newest in the collection first (ownedSince); grade-desc / grade-asc: by grade, "A" after every number (it is
 * not on the scale), then newest; name: by player or Pokémon name; serial: by serial.
 */
export const COLLECTION_SORTS = ['recent', 'oldest', 'grade-desc', 'grade-asc', 'name', 'serial'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

export const COLLECTION_ERRORS = {
  wrongType: 'collection:errors.wrongType',
  tooLong: 'collection:errors.tooLong',
  serial: 'collection:errors.serial',
  grade: 'collection:errors.grade',
  category: 'collection:errors.category',
  year: 'collection:errors.year',
  sort: 'collection:errors.sort',
  page: 'collection:errors.page',
} as const;

const E = COLLECTION_ERRORS;

/** One of the values, blank counting as absent (a form's empty select). */
function choice<T extends string>(values: readonly T[], message: string) {
  return oneOfStrings<T>(values, message)
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : original))
    .optional();
}

const filters = {
  name: optionalText(COLLECTION_NAME_MAX, E),
  serial: string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.normalize('NFKC').trim() || undefined : original))
    .typeError(E.serial)
    .nonNullable(E.serial)
    .matches(/^\d{1,7}$/, E.serial),
  /** A column of the population report: "10" … "1", or "A" (authentic, no number). */
  grade: choice<string>(POPULATION_GRADES, E.grade),
  category: choice<CardCategory>(Object.values(CardCategory), E.category),
  year: digits(4).typeError(E.year).integer(E.year).min(COLLECTION_YEAR_MIN, E.year).max(COLLECTION_YEAR_MAX, E.year).optional(),
};

export const collectionQuerySchema = object({
  ...filters,
  sort: choice<CollectionSort>(COLLECTION_SORTS, E.sort).default('recent'),
  page: digits(3).typeError(E.page).integer(E.page).min(1, E.page).max(COLLECTION_MAX_PAGE, E.page).default(1),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type CollectionQuery = InferType<typeof collectionQuerySchema>;

/** GET /api/member/collection/export: the same filters and sort (every page), and the language of the header row. */
export const collectionExportSchema = object({
  ...filters,
  sort: choice<CollectionSort>(COLLECTION_SORTS, E.sort).default('recent'),
  lang: choice<Locale>(LOCALES, E.wrongType),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type CollectionExportQuery = InferType<typeof collectionExportSchema>;

export type CollectionFilters = Pick<CollectionQuery, keyof typeof filters>;

export const DEFAULT_COLLECTION_QUERY: CollectionQuery = { sort: 'recent', page: 1 };

type UrlQuery = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The page's URL read with the API's schema. A page address is forgiving where the API is strict: a value the schema
 * refuses is dropped (its default is used) and the rest kept, so a stale or hand-edited link still shows the collection.
 */
export function parseCollectionQuery(query: UrlQuery): CollectionQuery {
  const given: Record<string, string> = {};
  for (const key of Object.keys(collectionQuerySchema.fields)) {
    const value = query[key];
    const single = Array.isArray(value) ? value[0] : value;
    if (typeof single === 'string') given[key] = single;
  }
  for (;;) {
    try {
      return collectionQuerySchema.validateSync(given, { stripUnknown: true, abortEarly: false }) as CollectionQuery;
    } catch (error) {
      const paths = (error as { inner?: { path?: string }[] }).inner?.map((inner) => inner.path).filter((path) => path && path in given) ?? [];
      if (paths.length === 0) return { ...DEFAULT_COLLECTION_QUERY };
      for (const path of paths) delete given[path!];
    }
  }
}

/** The query string of a collection state without its defaults: "/account/collection" is every card, newest, page 1. */
export function collectionQueryParams(query: CollectionQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.name) params.name = query.name;
  if (query.serial) params.serial = query.serial;
  if (query.grade) params.grade = query.grade;
  if (query.category) params.category = query.category;
  if (query.year !== undefined) params.year = String(query.year);
  if (query.sort !== 'recent') params.sort = query.sort;
  if (query.page > 1) params.page = String(query.page);
  return params;
}
