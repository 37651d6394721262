// What an ADMIN tool shows when a call fails (issue #10), branching on codes and the server's translation key, never
// on message text: the admin API's own refusals by their key (the `admin` namespace every admin page loads), field
// errors by their key, anything else through the shared mapper.
import { ApiError } from '@/lib/client/api';
import { errorMessageKey } from '@/lib/client/error-message';

export function adminErrorKey(error: unknown, fallback = 'admin:common.failed'): string {
  if (!error) return fallback;
  const { key } = ApiError.from(error);
  if (key?.startsWith('admin:')) return key;
  return errorMessageKey(error, {}, { fallback });
}
