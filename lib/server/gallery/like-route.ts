// The like route's checks (issue #25): the album's id from the address (a malformed one is the same 404 as an unknown
// album), and the member who likes — a guest is refused with "login required to like"
// (docs/product/errors-and-messages.md#collection-and-albums), in their language — and how often a member may like
// or unlike (LIMITS.likeMember: 429 with Retry-After beyond it).
import type { NextApiRequest } from 'next';
import type { Db } from '@/lib/server/db/client';
import { apiHandler } from '../api/handler';
import { parsedQuery, textOrEmpty } from '../api/parsed-query';
import { route } from '../api/route';
import { parseAlbumId } from '@/lib/shared/albums/paths';
import type { AccessClaims } from '../auth/access-token';
import { getSession, requireSession } from '../auth/session';
import { sessionActor } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { consume } from '../security/rate-limit';
import type { Liker } from './set-like';

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

interface LikeTarget<S> {
  /** The liked thing's id from the address: a malformed one throws the same 404 as an unknown one. */
  idOf: (value: unknown) => number;
  state: (db: Db, memberId: number | null, id: number) => Promise<S>;
  like: (db: Db, liker: Liker, id: number) => Promise<S>;
  unlike: (db: Db, liker: Liker, id: number) => Promise<S>;
}

/**
 * The handlers of a like route (an album's, a feed item's): GET the live count and the member's like (null for a
 * guest), POST to like, DELETE to unlike; never cached. A like asks for the login first, whatever the address (as
 * every member route answers a guest): the id is read after.
 */
export function likeRoute<S>(target: LikeTarget<S>) {
  const likeQuery = parsedQuery({ id: textOrEmpty });
  // The login first, then the id, then the member's allowance: a refused id spends nothing.
  const change = async (req: NextApiRequest, rawId: string, apply: (liker: Liker, id: number) => Promise<S>) => {
    const session = await requireLiker(req);
    const id = target.idOf(rawId);
    await consume('likeMember', String(session.memberId));
    return apply(sessionActor(session), id);
  };
  return apiHandler({
    GET: route({
      auth: 'public',
      query: parsedQuery({ id: target.idOf }),
      run: async ({ db, req, res, query }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        const session = await getSession(req, { read: true });
        return target.state(db, session?.memberId ?? null, query.id);
      },
    }),
    POST: route({
      auth: 'public',
      query: likeQuery,
      run: ({ db, req, query }) => change(req, query.id, (liker, id) => target.like(db, liker, id)),
    }),
    DELETE: route({
      auth: 'public',
      query: likeQuery,
      run: ({ db, req, query }) => change(req, query.id, (liker, id) => target.unlike(db, liker, id)),
    }),
  });
}
