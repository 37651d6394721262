// The stored side of a certificate's card scans (issue #10): finding the certificate from the route's serial, locking
// it so two changes of its scans run one after the other, the stage rule (lib/shared/lab/certificate-images.ts), the
// answer both staff routes give (the certificate's scans as they are now) and removing files after a commit.
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import type { Image } from '@/lib/server/db/generated/client';
import { isSerial } from '@/lib/shared/certificate';
import {
  CERTIFICATE_IMAGE_ERRORS,
  CERTIFICATE_IMAGE_KINDS,
  type CertificateImageView,
  certificateImagePath,
  mayChangeCertificateImages,
} from '@/lib/shared/lab/certificate-images';
import { PHOTO_ERRORS } from '@/lib/shared/photos';
import { AppError } from '../../errors/app-error';
import { getStorage } from '../../storage';

/** Only scans: an id of an order photo or a profile photo is never found through a certificate. */
export const SCAN_KINDS = { in: [...CERTIFICATE_IMAGE_KINDS] };

/** An unknown serial, an image of another certificate, and an order or profile photo all answer this. */
export const scanNotFound = () => new AppError('NOT_FOUND', 'Image not found.', CERTIFICATE_IMAGE_ERRORS.notFound);
const notNow = () => new AppError('CONFLICT', "The card images cannot be changed at the order's current stage.", CERTIFICATE_IMAGE_ERRORS.notNow);

/** The route's `[serial]`: anything but 7 digits is simply not found. */
export function parseSerialParam(value: unknown): string {
  if (!isSerial(value)) throw scanNotFound();
  return value;
}

export interface LockedCertificate {
  id: number;
  serial: string;
  memberId: number | null;
}

/**
 * The certificate by serial, its row locked until the transaction ends (two uploads of the same side: the later
 * replaces the earlier), refused when its order is not at a stage that allows new scans.
 */
export async function lockCertificateForScans(tx: Tx, serial: string): Promise<LockedCertificate> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Certificate" WHERE "serial" = ${serial} FOR UPDATE`;
  if (!row) throw scanNotFound();
  const certificate = await tx.certificate.findUniqueOrThrow({
    where: { id: row.id },
    select: { id: true, serial: true, memberId: true, gradingOrderItem: { select: { gradingOrder: { select: { gradingOrderProcessingStatus: true } } } } },
  });
  assertScansChangeable(certificate.gradingOrderItem?.gradingOrder.gradingOrderProcessingStatus ?? null);
  return { id: certificate.id, serial: certificate.serial, memberId: certificate.memberId };
}

/** The same check before the upload's body is read, so a refused upload costs no decoding (repeated under the lock). */
export async function checkScansChangeable(db: DbOrTx, serial: string): Promise<void> {
  const certificate = await db.certificate.findUnique({
    where: { serial },
    select: { gradingOrderItem: { select: { gradingOrder: { select: { gradingOrderProcessingStatus: true } } } } },
  });
  if (!certificate) throw scanNotFound();
  assertScansChangeable(certificate.gradingOrderItem?.gradingOrder.gradingOrderProcessingStatus ?? null);
}

function assertScansChangeable(processing: Parameters<typeof mayChangeCertificateImages>[0]): void {
  if (!mayChangeCertificateImages(processing)) throw notNow();
}

export function toScanView(serial: string, image: Pick<Image, 'id' | 'kind' | 'thumbKey'>): CertificateImageView {
  return {
    id: image.id,
    kind: image.kind as CertificateImageView['kind'],
    url: certificateImagePath(serial, image.id),
    thumbUrl: image.thumbKey ? certificateImagePath(serial, image.id, 'thumb') : null,
  };
}

/** The certificate's scans as they are now (the answer of both staff routes), oldest first as the order page lists them. */
export async function listScans(db: DbOrTx, certificate: Pick<LockedCertificate, 'id' | 'serial'>): Promise<CertificateImageView[]> {
  const images = await db.image.findMany({
    where: { certificateId: certificate.id, kind: SCAN_KINDS },
    orderBy: { id: 'asc' },
    select: { id: true, kind: true, thumbKey: true },
  });
  return images.map((image) => toScanView(certificate.serial, image));
}

export function storedKeys(images: readonly Pick<Image, 'storageKey' | 'thumbKey' | 'zoomKey'>[]): string[] {
  return images.flatMap((image) => [image.storageKey, image.thumbKey, image.zoomKey].filter((key): key is string => Boolean(key)));
}

/** `?size=` of a public scan: the thumbnail, the 1600 px derivative the certificate page zooms into, or the stored scan. */
export type ScanSize = 'thumb' | 'zoom' | 'full';

export function parseScanSize(value: unknown): ScanSize {
  if (value === undefined || value === 'full') return 'full';
  if (value === 'thumb' || value === 'zoom') return value;
  throw new AppError('BAD_REQUEST', 'Unknown photo size.', PHOTO_ERRORS.badSize);
}

/** Removes files after the commit; never throws (a leftover file is logged, the staff action stands). */
export async function removeScanFiles(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const storage = getStorage();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) if (result.status === 'rejected') console.error('card scan file not deleted', result.reason);
}
