import type { ValidationError } from 'yup';
import type { ApiEnvelope, FieldError } from '@/lib/shared/errors';
import { translateServer } from '../i18n/translate-server';

// Schemas in lib/shared use translation keys ("ns:key") as messages, so the form shows them in the
// member's language; the API answers with the key and its English text (the wording of SPEC.md §5, §8).
export function validationErrorBody(error: ValidationError): ApiEnvelope<never> {
  const inner = error.inner.length > 0 ? error.inner : [error];
  const errors: FieldError[] = inner.map((item) => {
    const key = String(item.message);
    return { path: item.path ?? '', key, message: translateServer('en', key, item.params) };
  });
  return { code: 'VALIDATION', message: errors[0]?.message ?? 'Invalid request.', errors };
}
