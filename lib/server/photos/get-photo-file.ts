// GET /api/photos/[id]?size=thumb|full: the stored image, to the owner or to staff (photo-access.ts).
// The route streams it (send-stored-image.ts); the stored files are our own re-encoded JPEG/WebP.
import type { DbOrTx } from '@/lib/server/db/client';
import type { PhotoSize } from '@/lib/shared/photos';
import type { AccessClaims } from '../auth/access-token';
import { getStorage } from '../storage';
import { canSeeAnyPhoto, photoNotFound } from './photo-access';
import type { StoredImage } from './send-stored-image';

export async function getPhotoFile(db: DbOrTx, session: Pick<AccessClaims, 'memberId' | 'role'>, input: { id: number; size: PhotoSize }): Promise<StoredImage> {
  const { id, size } = input;
  const image = await db.image.findFirst({
    where: { id, kind: 'ORDER_PHOTO', ...(canSeeAnyPhoto(session.role) ? {} : { ownerId: session.memberId }) },
    select: { id: true, storageKey: true, thumbKey: true, mimeType: true },
  });
  if (!image) throw photoNotFound();
  const key = size === 'thumb' && image.thumbKey ? image.thumbKey : image.storageKey;
  const object = await getStorage().get(key);
  if (!object) throw photoNotFound();
  return {
    object,
    contentType: key === image.storageKey ? image.mimeType : object.contentType,
    filename: `photo-${image.id}-${size}.${key.endsWith('.webp') ? 'webp' : 'jpg'}`,
  };
}
