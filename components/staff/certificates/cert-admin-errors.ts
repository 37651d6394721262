// What the back office's certificate tools show when a call fails (issue #22), branching on codes and the server's
// translation key, never on message text: the tools' own refusals by their key (the certAdmin namespace every
// certificate page loads, and labApi for the scoring rules a regrade shares), a conflict as "changed meanwhile", field
// errors under their fields, anything else through the shared mapper.
import { ApiError } from '@/lib/client/api';
import { errorMessageKey } from '@/lib/client/error-message';

export const CERT_ADMIN_MESSAGES = {
  changedMeanwhile: 'certAdmin:errors.changedMeanwhile',
  flagChanged: 'certAdmin:errors.flagChanged',
  notFound: 'certAdmin:errors.notFound',
  failed: 'certAdmin:errors.failed',
} as const;

export function certAdminErrorKey(error: unknown, fallback: string = CERT_ADMIN_MESSAGES.failed): string {
  if (!error) return fallback;
  const { code, key } = ApiError.from(error);
  if (key && (key.startsWith('certAdmin:') || key.startsWith('labApi:'))) return key;
  if (code === 'CONFLICT') return CERT_ADMIN_MESSAGES.changedMeanwhile;
  return errorMessageKey(error, { NOT_FOUND: CERT_ADMIN_MESSAGES.notFound }, { fallback });
}
