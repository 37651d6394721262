// What a lab action or list shows when it fails (issue #10), branching on codes and the server's translation key,
// never on message text: the lab API's own refusals by their key (labApi namespace, loaded by every lab page), a
// stale page as "the order changed meanwhile", field errors under their fields, anything else as the fallback.
import { ApiError } from '@/lib/client/api';
import { errorMessageKey } from '@/lib/client/error-message';

export const LAB_ERRORS = {
  changedMeanwhile: 'labApi:errors.changedMeanwhile',
  notAllowed: 'labApi:errors.notAllowed',
  orderNotFound: 'lab:errors.orderNotFound',
  actionFailed: 'lab:errors.actionFailed',
} as const;

/** The key of a failure for the page: the lab API's own message, a conflict, or the shared messages. */
export function labErrorKey(error: unknown, fallback = 'errors:serverError'): string {
  if (!error) return fallback;
  const { code, key } = ApiError.from(error);
  if (key && (key.startsWith('labApi:') || key.startsWith('lab:'))) return key;
  if (code === 'CONFLICT') return LAB_ERRORS.changedMeanwhile;
  return errorMessageKey(error, { NOT_FOUND: LAB_ERRORS.orderNotFound }, { fallback });
}
