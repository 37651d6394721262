// DELETE /api/member/photo: the member removes the profile photo; the page shows initials again. Removing
// when there is none answers the same (the result is what the member asked for).
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { Actor } from '../../auth/access-token';
import { lockActiveMember } from '../../members/active-member';
import { deleteStoredFiles, takeProfilePhotos } from './profile-photo-records';
import { NO_PROFILE_PHOTO, type ProfilePhotoView } from './profile-photo-view';

export async function removeProfilePhoto(db: Db, session: Actor): Promise<ProfilePhotoView> {
  const keys = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const before = await tx.member.findUniqueOrThrow({ where: { id: session.memberId }, select: { mbId: true, mbPhoto: true, mbThumbnail: true } });
    const taken = await takeProfilePhotos(tx, actor);
    if (taken.length === 0 && !before.mbPhoto && !before.mbThumbnail) return taken;
    await tx.member.update({ where: { id: session.memberId }, data: NO_PROFILE_PHOTO });
    await recordAudit(tx, { actor, action: 'member.photoRemoved', entity: 'Member', entityId: before.mbId, data: { files: taken.length } });
    return taken;
  });
  await deleteStoredFiles(keys);
  return NO_PROFILE_PHOTO;
}
