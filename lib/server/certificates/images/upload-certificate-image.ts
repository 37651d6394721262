// POST /api/admin/certificates/[serial]/images (multipart `kind` + `file`; issue #10): staff upload a certificate's
// front or back scan. The file goes through exactly the checks of an order photo (process-photo.ts: type by content,
// sizes, re-encoded without metadata); one scan per side, so a new one replaces the old — its row in the same
// transaction, its files after the commit. Allowed from scoring on (mayChangeCertificateImages). No rate limit:
// staff scan whole orders (hundreds an hour), and a replaced scan leaves nothing behind.
import { recordAudit } from '@/lib/server/audit/record-audit';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '@/lib/server/db/client';
import type { CertificateImageView } from '@/lib/shared/lab/certificate-images';
import { certificateImageFieldsSchema } from '@/lib/shared/schemas/certificate-images';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { queueFileDeletion } from '../../jobs/file-deletions';
import { type OrderSession, requireStaff } from '../../orders/order-action';
import { processPhoto } from '../../photos/process-photo';
import type { ImageUpload } from '../../photos/read-photo-upload';
import { getStorage, newObjectKey } from '../../storage';
import { SCAN_KINDS, checkScansChangeable, listScans, lockCertificateForScans, removeScanFiles, storedKeys } from './certificate-image-records';

/** The certificate page's zoom view (issue #22): 1600 px on the long side, never enlarged. */
export const ZOOM_MAX_SIDE = 1600;

function zoomDerivative(full: Buffer): Promise<Buffer> {
  return sharp(full)
    .resize({ width: ZOOM_MAX_SIDE, height: ZOOM_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** The upload, read when the service asks for it (after the cheap refusals); tests pass `async () => ({ … })`. */
export type ScanUploadSource = () => Promise<ImageUpload<'kind'>>;

export async function uploadCertificateImage(db: Db, session: OrderSession, serial: string, readUpload: ScanUploadSource): Promise<CertificateImageView[]> {
  const actor = requireStaff(session);
  await checkScansChangeable(db, serial);

  const upload = await readUpload();
  const { kind } = await certificateImageFieldsSchema.validate(upload.fields, { abortEarly: false, stripUnknown: true });
  const scan = await processPhoto(upload.bytes);
  const zoom = await zoomDerivative(scan.full);

  const storage = getStorage();
  const storageKey = newObjectKey('scans', 'jpg');
  const thumbKey = newObjectKey('scans', 'webp');
  const zoomKey = newObjectKey('scans', 'jpg');
  let result: { images: CertificateImageView[]; oldKeys: string[] };
  try {
    await storage.put(storageKey, scan.full, scan.fullType);
    await storage.put(thumbKey, scan.thumb, scan.thumbType);
    await storage.put(zoomKey, zoom, 'image/jpeg');
    result = await db.$transaction(async (tx) => {
      const certificate = await lockCertificateForScans(tx, serial);
      const old = await tx.image.findMany({
        where: { certificateId: certificate.id, kind },
        select: { id: true, storageKey: true, thumbKey: true, zoomKey: true },
      });
      if (old.length > 0) await tx.image.deleteMany({ where: { id: { in: old.map((image) => image.id) }, kind: SCAN_KINDS } });
      const image = await tx.image.create({
        data: {
          // The scan belongs with the card: its collector's, as the certificate is (docs/product/certificates.md#collection);
          // a certificate without a member (recorded before member accounts) records the staff member who scanned it.
          ownerId: certificate.memberId ?? session.memberId,
          certificateId: certificate.id,
          kind,
          storageKey,
          thumbKey,
          zoomKey,
          // The certificate page shows it: a buyer can check that a seller's picture is exactly our download.
          sha256: createHash('sha256').update(scan.full).digest('hex'),
          mimeType: scan.fullType,
          width: scan.width,
          height: scan.height,
          bytes: scan.full.length,
        },
      });
      await recordAudit(tx, {
        actor,
        action: AUDIT_ACTIONS.imageUploaded,
        entity: 'Certificate',
        entityId: certificate.serial,
        data: { kind, from: old[0]?.id ?? null, to: image.id, bytes: image.bytes, width: image.width, height: image.height },
      });
      // The replaced scan's files: a deletion lost after the commit is finished by the file-deletions sweep (decision 0027).
      await queueFileDeletion(tx, storedKeys(old), 'replaced certificate scan', actor);
      return { images: await listScans(tx, certificate), oldKeys: storedKeys(old) };
    });
  } catch (error) {
    // Nothing recorded: the new files would be unreachable.
    await removeScanFiles([storageKey, thumbKey, zoomKey]);
    throw error;
  }
  await removeScanFiles(result.oldKeys);
  return result.images;
}
