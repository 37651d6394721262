// The public API's page cursors (docs/product/certificates.md#public-api): opaque to callers, a keyset position to us —
// the last card of a page (its id, and for the changes feed its lastChangedAt). Not signed: a made-up cursor only
// starts a page somewhere else in the same public data. Anything that is not one of ours is a 400 naming `cursor`.
import { PUBLIC_API_ERRORS } from '@/lib/shared/schemas/public-api';
import { AppError } from '../errors/app-error';
import { translateServer } from '../i18n/translate-server';

export interface CardPosition {
  id: number;
  at?: Date;
}

export const badCursor = () =>
  new AppError('VALIDATION', translateServer('en', PUBLIC_API_ERRORS.cursor), PUBLIC_API_ERRORS.cursor, {
    errors: [{ path: 'cursor', key: PUBLIC_API_ERRORS.cursor, message: translateServer('en', PUBLIC_API_ERRORS.cursor) }],
  });

export function encodeCursor(position: CardPosition): string {
  return Buffer.from(position.at ? `${position.at.getTime()}.${position.id}` : `${position.id}`).toString('base64url');
}

/** The position in `cursor`; `withTime` for the changes feed's cursors. Throws the 400 for anything else. */
export function decodeCursor(cursor: string, withTime: boolean): CardPosition {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = (withTime ? /^(\d{1,15})\.([1-9]\d{0,9})$/ : /^()([1-9]\d{0,9})$/).exec(text);
  if (!match || Number(match[2]) > 2_147_483_647) throw badCursor();
  return withTime ? { id: Number(match[2]), at: new Date(Number(match[1])) } : { id: Number(match[2]) };
}
