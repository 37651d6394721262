// The content forms (issue #10) show the server's field errors under their fields, like the browser's own checks
// (the same schema answered them); errors without a field go to the form's alert.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from '@/lib/client/error-message';
import type { ErrorKeys } from '@/lib/client/error-message';
import { CONTENT_ERRORS } from '@/lib/shared/schemas/admin-content/content-errors';

/** Puts each field error of `error` under its field when the form has it (its first path segment is one of `fields`). */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): void {
  for (const item of fieldErrors(error)) {
    if (fields.includes(item.path.split('.')[0] ?? '')) setError(item.path as Path<T>, { type: 'server', message: item.key });
  }
}

/** True when the failure was only about fields (already shown under them). */
export function onlyFieldErrors(error: unknown): boolean {
  return fieldErrors(error).length > 0;
}

/** The content tools' own words for a failure's code. */
export const CONTENT_ERROR_KEYS: ErrorKeys = {
  NOT_FOUND: CONTENT_ERRORS.notFound,
  CONFLICT: CONTENT_ERRORS.orderChanged,
};
