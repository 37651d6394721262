// GET /api/admin/certificate-flags/[id]/photos/[photoId]?size=thumb|full: a photo sent with a report of a suspected fake
// (docs/product/certificates.md#reports-of-suspected-fakes), to staff only — the queue and the certificate page show
// them. Only a photo of that very entry; every miss is the same 404. Streamed by the route (send-stored-image.ts,
// private cache: the address needs a staff session).
import type { DbOrTx } from '@/lib/server/db/client';
import type { PhotoSize } from '@/lib/shared/photos';
import { type OrderSession, requireStaff } from '../../orders/order-action';
import type { StoredImage } from '../../photos/send-stored-image';
import { getStorage } from '../../storage';
import { flagPhotoNotFound } from '../certificate-errors';

export async function getFlagPhotoFile(db: DbOrTx, session: OrderSession, input: { flagId: number; photoId: number; size: PhotoSize }): Promise<StoredImage> {
  requireStaff(session);
  const { flagId, photoId, size } = input;
  const photo = await db.certificateFlagPhoto.findFirst({
    where: { id: photoId, flagId },
    select: { id: true, storageKey: true, thumbKey: true, mimeType: true },
  });
  if (!photo) throw flagPhotoNotFound();
  const key = size === 'thumb' && photo.thumbKey ? photo.thumbKey : photo.storageKey;
  const object = await getStorage().get(key);
  if (!object) throw flagPhotoNotFound();
  return {
    object,
    contentType: key === photo.storageKey ? photo.mimeType : object.contentType,
    filename: `report-${flagId}-${photo.id}-${size}.${key.endsWith('.webp') ? 'webp' : 'jpg'}`,
  };
}
