// GET /api/photos: the member's photos not yet part of an order, newest first, so the wizard can show a
// draft's photos again and the member can free the 100-photo allowance.
import type { DbOrTx } from '@/lib/server/db/client';
import { MAX_UNATTACHED_PHOTOS, type PhotoUploadResult } from '@/lib/shared/photos';
import type { Actor } from '../auth/access-token';
import { toPhotoView } from './photo-access';

export async function listMyPhotos(db: DbOrTx, session: Actor): Promise<PhotoUploadResult[]> {
  const images = await db.image.findMany({
    where: { ownerId: session.memberId, kind: 'ORDER_PHOTO', gradingOrderId: null },
    orderBy: { id: 'desc' },
    take: MAX_UNATTACHED_PHOTOS,
    select: { id: true, width: true, height: true, cardsInPhoto: true },
  });
  return images.map(toPhotoView);
}
