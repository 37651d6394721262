// The like route's checks (issue #25): the album's id from the address (a malformed one is the same 404 as an unknown
// album), and the member who likes — a guest is refused with "login required to like"
// (docs/product/errors-and-messages.md#collection-and-albums), in their language.
import type { NextApiRequest } from 'next';
import { parseAlbumId } from '@/lib/shared/albums/paths';
import type { AccessClaims } from '../auth/access-token';
import { requireSession } from '../auth/session';
import { AppError } from '../errors/app-error';

export function albumIdOf(value: unknown): number {
  const id = parseAlbumId(value);
  if (id === null) throw new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');
  return id;
}

/** The signed-in member, or 401 "login required to like" (the page then offers the login). Dormant members: 403. */
export async function requireLiker(req: NextApiRequest): Promise<AccessClaims> {
  try {
    return await requireSession(req);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHORIZED') throw new AppError('UNAUTHORIZED', 'Login required to like.', 'gallery:like.loginRequired');
    throw error;
  }
}
