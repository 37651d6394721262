// Field builders of the content tools' schemas (issue #10): texts per language, ISO dates with an explicit offset,
// path ids and sort positions. Strict like lib/shared/schemas/fields.ts: a wrong type is refused, never converted.
import { type AnyObject, type ObjectSchema, number, object, string } from 'yup';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../locale';
import { nullableInt, textOrEmpty } from '../fields';
import { CONTENT_ERRORS as E } from './content-errors';

const TEXT = { wrongType: E.wrongType, tooLong: E.tooLong };

/** ISO 8601 with seconds optional and a zone (Z or ±hh:mm): what the forms send (taipei-time.ts). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** Content dates are this century: anything else is a typing slip (and keeps far-off years out of the columns). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

export function isContentInstant(value: string): boolean {
  if (!ISO_INSTANT.test(value)) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  // Date.parse rolls 2026-02-31 over to March: the date as written (in its own zone) must be the date parsed.
  const offsetMinutes = value.endsWith('Z') ? 0 : (value.at(-6) === '-' ? -1 : 1) * (Number(value.slice(-5, -3)) * 60 + Number(value.slice(-2)));
  const written = new Date(time + offsetMinutes * 60_000);
  const year = written.getUTCFullYear();
  return written.toISOString().slice(0, 10) === value.slice(0, 10) && year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** An instant as ISO text with its zone; null and absent stay null. */
export function instant() {
  return string()
    .transform((_value: unknown, original: unknown) => (original === undefined ? null : original))
    .typeError(E.date)
    .nullable()
    .default(null)
    .test('instant', E.date, (value) => value === null || value === undefined || isContentInstant(value));
}

/** Text that may be empty (trimmed, null is empty), at most `max` characters. */
export const text = (max: number) => textOrEmpty(max, TEXT);

/**
 * The texts of one language: a `required` one (zh-TW, the site's fallback language,
 * docs/product/storefront.md#country-and-languages) needs every field; an optional one is all empty (not written in
 * that language: the public pages fall back) or all filled in.
 */
export function languageTexts<K extends string>(limits: Record<K, number>, required: boolean) {
  const names = Object.keys(limits) as K[];
  const shape = Object.fromEntries(
    names.map((name) => [
      name,
      text(limits[name]).test('filled', required ? E.required : E.incomplete, function (value) {
        if (value) return true;
        if (required) return false;
        const parent = (this.parent ?? {}) as Record<string, unknown>;
        return names.every((other) => !parent[other]);
      }),
    ]),
  );
  return object(shape as Record<K, ReturnType<typeof text>>)
    .typeError(E.wrongType)
    .default(() => Object.fromEntries(names.map((name) => [name, ''])));
}

/** Every language's texts: the shape of the forms and of the API bodies. */
export type LocalizedTexts<K extends string> = Record<Locale, Record<K, string>>;

/**
 * The texts of every language, keyed by locale: `required` (zh-TW unless told otherwise; null for none) must be
 * filled in, the others are optional.
 */
export function localizedTexts<K extends string>(
  limits: Record<K, number>,
  options: { required?: Locale | null } = {},
): ObjectSchema<LocalizedTexts<K>, AnyObject> {
  const required = options.required === undefined ? DEFAULT_LOCALE : options.required;
  const shape = Object.fromEntries(LOCALES.map((locale) => [locale, languageTexts(limits, locale === required).required(E.wrongType)]));
  return object(shape).typeError(E.wrongType).required(E.wrongType) as unknown as ObjectSchema<LocalizedTexts<K>, AnyObject>;
}

/** A position in a list: 0 to MAX_SORT_ORDER. */
export const MAX_SORT_ORDER = 100_000;
export const sortOrder = () => nullableInt(E.sortOrder).nonNullable(E.sortOrder).required(E.sortOrder).min(0, E.sortOrder).max(MAX_SORT_ORDER, E.sortOrder);

/** A row id in the path: digits only, 1 to the database's integer limit. */
export const pathId = () =>
  number()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : Number.NaN))
    .typeError(E.param)
    .integer(E.param)
    .min(1, E.param)
    .max(2_147_483_647, E.param)
    .required(E.param);

export const idParamSchema = object({ id: pathId() });

/** Far past any real list; keeps the row offset small. */
export const MAX_PAGE = 10_000;

/** `page` of a list: 1 to MAX_PAGE, 1 when absent or blank. */
export const pageParam = () =>
  number()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === '') return 1;
      return typeof original === 'string' && /^\d{1,5}$/.test(original) ? Number(original) : Number.NaN;
    })
    .typeError(E.param)
    .integer(E.param)
    .min(1, E.param)
    .max(MAX_PAGE, E.param)
    .default(1);
