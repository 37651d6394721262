// Where a browser goes after the provider's redirect: a 302 that is never cached, to a page in the
// member's language (the locale is chosen when the flow starts and travels in the flow cookie).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/shared/locale';
import { localizedPath } from '@/lib/shared/routes';
import { readCookie } from '../auth/session';
import type { FailureReason } from './errors';
import type { OAuthProviderName } from './providers';

export function sendRedirect(res: ServerResponse, location: string): void {
  res.statusCode = 302;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

/** The language switcher's choice, else zh-TW (0003-i18n.md: no detection). */
export function requestLocale(req: IncomingMessage): Locale {
  const chosen = readCookie(req, 'NEXT_LOCALE');
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

export function failurePath(locale: Locale, reason: FailureReason, provider?: OAuthProviderName): string {
  const query = new URLSearchParams({ reason, ...(provider ? { provider } : {}) });
  return localizedPath(`/social/failed?${query}`, locale);
}
