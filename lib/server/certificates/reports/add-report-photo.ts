// POST /api/certificates/[serial]/reports/[reportId]/photos (multipart `token` + `file`): a photo of the suspected fake,
// with the token the report's answer gave (report-photo-token.ts), at most FAKE_REPORT_LIMITS.photos per report. The
// file goes through the checks of every upload (type by content, sizes, re-encoded without metadata: process-photo.ts)
// and is kept with the report for staff only. Row in a transaction that counts the report's photos under its lock;
// files removed again when the row is not written.
import type { Db } from '@/lib/server/db/client';
import { FAKE_REPORT_LIMITS } from '@/lib/shared/schemas/fake-report';
import { AppError } from '../../errors/app-error';
import { processPhoto } from '../../photos/process-photo';
import type { ImageUpload } from '../../photos/read-photo-upload';
import { getStorage, newObjectKey } from '../../storage';
import { removeScanFiles } from '../images/certificate-image-records';
import { photoTokenValid } from './report-photo-token';

const reportNotFound = () => new AppError('NOT_FOUND', 'No such report.', 'cert:report.errors.notFound');
const tooMany = () => new AppError('CONFLICT', `At most ${FAKE_REPORT_LIMITS.photos} photos per report.`, 'cert:report.errors.tooManyPhotos');

export async function addReportPhoto(
  db: Db,
  serial: string,
  reportId: number,
  readUpload: () => Promise<ImageUpload<'token'>>,
  now = new Date(),
): Promise<{ photos: number }> {
  const upload = await readUpload();
  // One answer for a wrong token, another serial's report and an unknown one: nothing to learn about other reports.
  if (!photoTokenValid(upload.fields.token, reportId, now)) throw reportNotFound();
  const report = await db.certificateFlag.findFirst({ where: { id: reportId, source: 'REPORT', certificate: { serial } }, select: { id: true } });
  if (!report) throw reportNotFound();
  const photo = await processPhoto(upload.bytes);
  const storage = getStorage();
  const storageKey = newObjectKey('reports', 'jpg');
  const thumbKey = newObjectKey('reports', 'webp');
  await storage.put(storageKey, photo.full, photo.fullType);
  await storage.put(thumbKey, photo.thumb, photo.thumbType);
  try {
    return await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "CertificateFlag" WHERE "id" = ${reportId} FOR UPDATE`;
      const count = await tx.certificateFlagPhoto.count({ where: { flagId: reportId } });
      if (count >= FAKE_REPORT_LIMITS.photos) throw tooMany();
      await tx.certificateFlagPhoto.create({
        data: { flagId: reportId, storageKey, thumbKey, mimeType: photo.fullType, width: photo.width, height: photo.height, bytes: photo.full.length },
      });
      return { photos: count + 1 };
    });
  } catch (error) {
    await removeScanFiles([storageKey, thumbKey]);
    throw error;
  }
}
