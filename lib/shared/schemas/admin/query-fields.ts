// Query and path values of the ADMIN tools' routes (issue #10) arrive as text: a blank one counts as absent, anything
// else that is not exactly what is expected is refused (a repeated parameter arrives as a list and is refused too),
// never guessed.
import { number, string } from 'yup';
import { ADMIN_ERRORS as E } from './admin-errors';

/** Far past any real list; keeps the row offset small. */
export const MAX_ADMIN_PAGE = 10_000;
export const ADMIN_PAGE_SIZE = 20;

export const blankIsAbsent = (_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() || undefined : original);

/** `page`: 1 to MAX_ADMIN_PAGE, 1 when absent. */
export const pageParam = () =>
  number()
    .transform((_value: unknown, original: unknown) => {
      const text = blankIsAbsent(undefined, original);
      if (text === undefined || typeof text === 'number') return text;
      return typeof text === 'string' && /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
    })
    .typeError(E.query)
    .integer(E.query)
    .min(1, E.query)
    .max(MAX_ADMIN_PAGE, E.query)
    .default(1);

/** One of `values`, or null when absent or blank. */
export const optionalChoice = <T extends string>(values: readonly T[]) =>
  string<T>().transform(blankIsAbsent).typeError(E.query).oneOf(values, E.query).nullable().default(null);

/** A row id in the path: digits only, 1 to the database's integer limit. */
export const idParam = () =>
  number()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : Number.NaN))
    .typeError(E.query)
    .integer(E.query)
    .min(1, E.query)
    .max(2_147_483_647, E.query)
    .required(E.query);
