import type { ValidationError } from 'yup';
import type { ApiEnvelope, FieldError } from '@/lib/shared/errors';
import { isTranslationKey, translateServer } from '../i18n/translate-server';

// yup's own messages (e.g. a body that is not an object at all) may quote the input: never echo them.
const GENERIC = 'errors:invalidRequest';

// Schemas in lib/shared use translation keys ("ns:key") as messages, so the form shows them in the
// member's language; the API answers with the key and its English text (the wording of
// docs/product/errors-and-messages.md#message-catalogue).
export function validationErrorBody(error: ValidationError): ApiEnvelope<never> {
  const inner = error.inner.length > 0 ? error.inner : [error];
  const errors: FieldError[] = inner.map((item) => {
    const key = isTranslationKey(String(item.message)) ? String(item.message) : GENERIC;
    return { path: item.path ?? '', key, message: translateServer('en', key, item.params) };
  });
  return { code: 'VALIDATION', message: errors[0]?.message ?? 'Invalid request.', errors };
}
