// The language of a request (NEXT_LOCALE cookie, then Accept-Language, then zh-TW): a new member's
// e-mails are written in the language they signed up in.
import type { IncomingMessage } from 'node:http';
import { type Locale, pickLocale } from '@/lib/shared/locale';
import { readCookie } from '../auth/session';

export function requestLocale(req: IncomingMessage & { cookies?: Partial<Record<string, string>> }): Locale {
  const accept = req.headers['accept-language'];
  return pickLocale(readCookie(req, 'NEXT_LOCALE'), Array.isArray(accept) ? accept[0] : accept);
}
