// DELETE /api/admin/certificates/[serial]/images/[imageId] (issue #10): staff remove a scan of a certificate, at the
// stages an upload is allowed. The row and its audit entry in one transaction, the files after the commit.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { CertificateImageView } from '@/lib/shared/lab/certificate-images';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { queueFileDeletion } from '../../jobs/file-deletions';
import { type OrderSession, requireStaff } from '../../orders/order-action';
import { SCAN_KINDS, listScans, lockCertificateForScans, removeScanFiles, scanNotFound, storedKeys } from './certificate-image-records';

export async function deleteCertificateImage(db: Db, session: OrderSession, input: { serial: string; imageId: number }): Promise<CertificateImageView[]> {
  const actor = requireStaff(session);
  const result = await db.$transaction(async (tx) => {
    const certificate = await lockCertificateForScans(tx, input.serial);
    const image = await tx.image.findFirst({
      where: { id: input.imageId, certificateId: certificate.id, kind: SCAN_KINDS },
      select: { id: true, kind: true, storageKey: true, thumbKey: true, zoomKey: true },
    });
    if (!image) throw scanNotFound();
    await tx.image.delete({ where: { id: image.id } });
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.imageDeleted,
      entity: 'Certificate',
      entityId: certificate.serial,
      data: { kind: image.kind, from: image.id, to: null },
    });
    // A deletion lost after the commit is finished by the file-deletions sweep (decision 0027).
    await queueFileDeletion(tx, storedKeys([image]), 'certificate scan', actor);
    return { images: await listScans(tx, certificate), keys: storedKeys([image]) };
  });
  await removeScanFiles(result.keys);
  return result.images;
}
