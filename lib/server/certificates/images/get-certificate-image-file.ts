// GET /api/certificates/[serial]/images/[imageId]?size=thumb|full (issue #10): a certificate's scan, to anyone — the
// certificate page shows them (docs/product/certificates.md#certificate-page). Only CARD_FRONT / CARD_BACK images of
// that very certificate: an order photo or a profile photo is never served here, whatever id is asked for (they stay
// behind their owners' routes), and every miss is the same 404.
import type { DbOrTx } from '@/lib/server/db/client';
import type { StoredImage } from '../../photos/send-stored-image';
import { getStorage } from '../../storage';
import { SCAN_KINDS, type ScanSize, scanNotFound } from './certificate-image-records';

export async function getCertificateImageFile(db: DbOrTx, input: { serial: string; imageId: number; size: ScanSize }): Promise<StoredImage> {
  const { serial, imageId, size } = input;
  const image = await db.image.findFirst({
    where: { id: imageId, kind: SCAN_KINDS, certificate: { serial } },
    select: { id: true, kind: true, storageKey: true, thumbKey: true, zoomKey: true, mimeType: true },
  });
  if (!image) throw scanNotFound();
  // A scan stored before the zoom derivative existed (issue #22) zooms into the stored scan itself.
  const key = (size === 'thumb' ? image.thumbKey : size === 'zoom' ? image.zoomKey : null) ?? image.storageKey;
  const object = await getStorage().get(key);
  if (!object) throw scanNotFound();
  const side = image.kind === 'CARD_BACK' ? 'back' : 'front';
  return {
    object,
    contentType: key === image.storageKey ? image.mimeType : object.contentType,
    filename: `${serial}-${side}-${image.id}-${size}.${key.endsWith('.webp') ? 'webp' : 'jpg'}`,
  };
}
