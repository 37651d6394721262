// DELETE /api/member/albums/[id] (issue #25): the album, its cards' places, its likes and its feed items go together
// (the foreign keys cascade); the certificates stay in the member's collection.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { Actor } from '../auth/access-token';
import { lockActiveMember } from '../members/active-member';
import { revalidateAlbumPages } from './album-pages';
import { lockOwnedAlbum } from './owned-album';

export async function deleteAlbum(db: Db, session: Actor, id: number): Promise<{ deleted: true }> {
  const wasPublic = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const album = await lockOwnedAlbum(tx, session.memberId, id);
    await tx.album.delete({ where: { id } });
    await recordAudit(tx, { actor, action: 'album.deleted', entity: 'Album', entityId: id, data: { name: album.name, wasPublic: album.isPublic } });
    return album.isPublic;
  });
  if (wasPublic) await revalidateAlbumPages([id]);
  return { deleted: true };
}
