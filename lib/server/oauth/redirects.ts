// Where a browser goes after the provider's redirect: a 302 that is never cached, to a page in the
// member's language (the locale is chosen when the flow starts and travels in the flow cookie).
import type { ServerResponse } from 'node:http';
import type { Locale } from '@/lib/shared/locale';
import { localizedPath } from '@/lib/shared/routes';
import type { FailureReason } from './errors';
import type { OAuthProviderName } from './providers';

export function sendRedirect(res: ServerResponse, location: string): void {
  res.statusCode = 302;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

export function failurePath(locale: Locale, reason: FailureReason, provider?: OAuthProviderName): string {
  const query = new URLSearchParams({ reason, ...(provider ? { provider } : {}) });
  return localizedPath(`/social/failed?${query}`, locale);
}
