// POST /api/member/albums (issue #25): a new album is private and empty; it can be made public once it holds a card
// and a thumbnail (album-rules.ts). A member keeps at most MAX_ALBUMS_PER_MEMBER albums: the member row lock makes
// "count, then insert" hold under concurrent requests.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { MAX_ALBUMS_PER_MEMBER } from '@/lib/shared/albums/album-rules';
import type { MyAlbumDetail } from '@/lib/shared/albums/album-views';
import type { CreateAlbumInput } from '@/lib/shared/schemas/album';
import type { Actor } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { lockActiveMember } from '../members/active-member';
import { getMyAlbum } from './my-albums';

export async function createAlbum(db: Db, session: Actor, input: CreateAlbumInput): Promise<MyAlbumDetail> {
  const album = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const count = await tx.album.count({ where: { memberId: session.memberId } });
    if (count >= MAX_ALBUMS_PER_MEMBER) {
      throw new AppError('BAD_REQUEST', `You can keep up to ${MAX_ALBUMS_PER_MEMBER} albums.`, 'albums:errors.albumLimit');
    }
    const created = await tx.album.create({ data: { memberId: session.memberId, name: input.name, description: input.description || null } });
    await recordAudit(tx, { actor, action: 'album.created', entity: 'Album', entityId: created.id, data: { name: created.name } });
    return created;
  });
  return getMyAlbum(db, session, album.id);
}
