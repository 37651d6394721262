// POST /api/member/photo (multipart, one file in field `file`): the member's profile photo
// (mbPhoto/mbThumbnail, docs/product/accounts.md#member-fields; 'Image Upload Failed' with the reason,
// docs/product/errors-and-messages.md#photos). Same checks as order photos, the same `photoUpload` limit; a 512 px
// square and a 96 px thumbnail are stored, the Image row (kind PROFILE) and the member's URLs written in one
// transaction with an audit row. A previous photo's row goes in that transaction and its files after the commit.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { PhotoUploadSource } from '@/lib/server/photos/read-photo-upload';
import { getStorage, newObjectKey } from '@/lib/server/storage';
import type { Actor } from '../../auth/access-token';
import { consume } from '../../security/rate-limit';
import { lockActiveMember } from '../../members/active-member';
import { deleteStoredFiles, takeProfilePhotos } from './profile-photo-records';
import { AVATAR_SIDE, type ProfilePhotoView, profilePhotoView } from './profile-photo-view';
import { renderAvatar } from './render-avatar';

export async function setProfilePhoto(db: Db, session: Actor, readUpload: PhotoUploadSource): Promise<ProfilePhotoView> {
  await consume('photoUpload', String(session.memberId));
  const upload = await readUpload();
  const rendered = await renderAvatar(upload.bytes);

  const storage = getStorage();
  const storageKey = newObjectKey('photos', 'jpg');
  const thumbKey = newObjectKey('photos', 'jpg');
  let result: { view: ProfilePhotoView; oldKeys: string[] };
  try {
    await storage.put(storageKey, rendered.avatar, rendered.contentType);
    await storage.put(thumbKey, rendered.thumb, rendered.contentType);
    result = await db.$transaction(async (tx) => {
      // The row lock orders two uploads of the same member: the later one replaces the earlier.
      const actor = await lockActiveMember(tx, session.memberId);
      const oldKeys = await takeProfilePhotos(tx, actor);
      const image = await tx.image.create({
        data: {
          ownerId: session.memberId,
          kind: 'PROFILE',
          storageKey,
          thumbKey,
          mimeType: rendered.contentType,
          width: AVATAR_SIDE,
          height: AVATAR_SIDE,
          bytes: rendered.avatar.length,
        },
      });
      const { mbId } = await tx.member.findUniqueOrThrow({ where: { id: session.memberId }, select: { mbId: true } });
      const view = profilePhotoView(mbId, image.id);
      await tx.member.update({ where: { id: session.memberId }, data: view });
      await recordAudit(tx, {
        actor,
        action: 'member.photoChanged',
        entity: 'Member',
        entityId: mbId,
        data: { imageId: image.id, bytes: image.bytes, replaced: oldKeys.length > 0 },
      });
      return { view, oldKeys };
    });
  } catch (error) {
    // Nothing recorded: the new files would be unreachable.
    await Promise.allSettled([storage.delete(storageKey), storage.delete(thumbKey)]);
    throw error;
  }
  await deleteStoredFiles(result.oldKeys);
  return result.view;
}
