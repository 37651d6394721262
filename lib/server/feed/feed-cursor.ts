// The "more" button's cursor as GET /api/community reads it: absent for the first page, else one the feed itself
// wrote (encodeFeedCursor); anything else is a 400 under the field, never a 500.
import { decodeFeedCursor } from '@/lib/shared/feed/feed-views';
import { AppError } from '../errors/app-error';

export function feedCursorOf(value: unknown): { createdAt: Date; id: number } | null {
  if (value === undefined || value === null || value === '') return null;
  const cursor = decodeFeedCursor(value);
  if (!cursor) {
    throw new AppError('VALIDATION', 'Invalid request.', 'errors:invalidRequest', {
      errors: [{ path: 'cursor', key: 'errors:invalidRequest', message: 'Invalid request.' }],
    });
  }
  return cursor;
}
