// POST /api/photos: one order photo (docs/product/orders.md#photos; docs/product/errors-and-messages.md#photos 'Image
// Upload Failed'). The photo belongs to the member and to no order until the order is created
// (attach-photos-to-order.ts). Order of work: cheap refusals first (session, rate limit, the member's
// count of unattached photos), then read and re-encode the file, store it, then record it.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { MAX_UNATTACHED_PHOTOS, PHOTO_ERRORS, type PhotoUploadResult } from '@/lib/shared/photos';
import { lockActiveMember } from '../members/active-member';
import type { Actor } from '../auth/access-token';
import { consume } from '../security/rate-limit';
import { getStorage, newObjectKey } from '../storage';
import { PhotoUploadError } from './photo-error';
import { toPhotoView } from './photo-access';
import { processPhoto } from './process-photo';
import type { PhotoUploadSource } from './read-photo-upload';

async function assertBelowLimit(db: DbOrTx, memberId: number): Promise<void> {
  const count = await db.image.count({ where: { ownerId: memberId, kind: 'ORDER_PHOTO', gradingOrderId: null } });
  if (count >= MAX_UNATTACHED_PHOTOS) throw new PhotoUploadError(PHOTO_ERRORS.unattachedLimit);
}

export async function uploadPhoto(db: Db, session: Actor, readUpload: PhotoUploadSource): Promise<PhotoUploadResult> {
  await consume('photoUpload', String(session.memberId));
  await assertBelowLimit(db, session.memberId);

  const upload = await readUpload();
  const photo = await processPhoto(upload.bytes);

  const storage = getStorage();
  const storageKey = newObjectKey('photos', 'jpg');
  const thumbKey = newObjectKey('photos', 'webp');
  const removeFiles = () => Promise.allSettled([storage.delete(storageKey), storage.delete(thumbKey)]);
  try {
    await storage.put(storageKey, photo.full, photo.fullType);
    await storage.put(thumbKey, photo.thumb, photo.thumbType);
    const image = await db.$transaction(async (tx) => {
      // The member row lock makes "count, then insert" safe against parallel uploads.
      const actor = await lockActiveMember(tx, session.memberId);
      await assertBelowLimit(tx, session.memberId);
      const created = await tx.image.create({
        data: {
          ownerId: session.memberId,
          kind: 'ORDER_PHOTO',
          storageKey,
          thumbKey,
          mimeType: photo.fullType,
          width: photo.width,
          height: photo.height,
          bytes: photo.full.length,
          cardsInPhoto: upload.cardsInPhoto,
        },
      });
      await recordAudit(tx, {
        actor,
        action: 'photo.uploaded',
        entity: 'Image',
        entityId: String(created.id),
        data: { bytes: created.bytes, width: created.width, height: created.height },
      });
      return created;
    });
    return toPhotoView(image);
  } catch (error) {
    // Nothing recorded: the stored files would be unreachable, remove them.
    await removeFiles();
    throw error;
  }
}
