// GET /api/certificates/[serial]/images/[imageId]?size=thumb|full (issue #10): a certificate's scan, to anyone — the
// certificate page shows them (docs/product/certificates.md#certificate-page). Only CARD_FRONT / CARD_BACK images of
// that very certificate: an order photo or a profile photo is never served here, whatever id is asked for (they stay
// behind their owners' routes), and every miss is the same 404. A certificate not yet public (decision 0013: its order
// has not reached CARD_SCORED, or a certificate recorded without an order waits for the publishing sweep) shows its
// scans to staff only, never cached by anyone else — to the world it does not exist yet, as on its page.
import type { DbOrTx } from '@/lib/server/db/client';
import type { StoredImage } from '../../photos/send-stored-image';
import { getStorage } from '../../storage';
import { SCAN_KINDS, type ScanSize, scanNotFound } from './certificate-image-records';

export interface CertificateImageFile extends StoredImage {
  /** Whether anyone may see it (the certificate is public): a staff-only scan must not be cached as public. */
  published: boolean;
}

export async function getCertificateImageFile(
  db: DbOrTx,
  input: { serial: string; imageId: number; size: ScanSize; isStaff: () => Promise<boolean> },
): Promise<CertificateImageFile> {
  const { serial, imageId, size } = input;
  const image = await db.image.findFirst({
    where: { id: imageId, kind: SCAN_KINDS, certificate: { serial } },
    select: { id: true, kind: true, storageKey: true, thumbKey: true, zoomKey: true, mimeType: true, certificate: { select: { publishedAt: true } } },
  });
  const published = image?.certificate?.publishedAt != null;
  // Whether the caller is staff is asked only for a scan not yet public: a published one needs no session read.
  if (!image || (!published && !(await input.isStaff()))) throw scanNotFound();
  // A scan stored before the zoom derivative existed (issue #22) zooms into the stored scan itself.
  const key = (size === 'thumb' ? image.thumbKey : size === 'zoom' ? image.zoomKey : null) ?? image.storageKey;
  const object = await getStorage().get(key);
  if (!object) throw scanNotFound();
  const side = image.kind === 'CARD_BACK' ? 'back' : 'front';
  return {
    published,
    object,
    contentType: key === image.storageKey ? image.mimeType : object.contentType,
    filename: `${serial}-${side}-${image.id}-${size}.${key.endsWith('.webp') ? 'webp' : 'jpg'}`,
  };
}
