// The token a report's photos are sent with (docs/product/certificates.md#reports-of-suspected-fakes): the report's id
// and an expiry, signed with a key derived from AUTH_SECRET — whoever filed the report (and passed its proof of work)
// may add up to FAKE_REPORT_LIMITS.photos photos for 30 minutes, and nobody else can add any to it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/server/config/env';

export const PHOTO_WINDOW_MS = 30 * 60_000;

function sign(reportId: number, until: number): string {
  return createHmac('sha256', authSecret()).update(`cardgrade:report-photos:${reportId}:${until}`).digest('base64url');
}

export function reportPhotoToken(reportId: number, now: Date): { photoToken: string; photosUntil: string } {
  const until = now.getTime() + PHOTO_WINDOW_MS;
  return { photoToken: `${until}.${sign(reportId, until)}`, photosUntil: new Date(until).toISOString() };
}

/** Whether `token` lets photos be added to report `reportId` at `now`. Never throws. */
export function photoTokenValid(token: unknown, reportId: number, now: Date): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const [untilText, signature] = token.split('.');
  const until = Number(untilText);
  if (!Number.isSafeInteger(until) || until < now.getTime() || typeof signature !== 'string') return false;
  const expected = Buffer.from(sign(reportId, until));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
