// A certificate's card scans, front and back (issue #10; docs/product/certificates.md#certificate-page shows them):
// uploaded by staff, one per side, public to anyone by serial and image id. Browser-safe: the staff page, the upload
// hook and the services share the kinds, the URL, the stages that allow a change and the message keys.
import type { GradingOrderProcessingStatus } from '@/lib/server/db/generated/enums';
import type { StaffCertificate } from './views';

/** The scans a certificate has, in the order the page shows them. Order photos and profile photos are never these. */
export const CERTIFICATE_IMAGE_KINDS = ['CARD_FRONT', 'CARD_BACK'] as const;
export type CertificateImageKind = (typeof CERTIFICATE_IMAGE_KINDS)[number];

/** One scan as the staff page and the upload answers carry it. */
export type CertificateImageView = StaffCertificate['images'][number];

/** Where anyone fetches a scan: by the certificate's serial and the image's id (`?size=thumb` for the thumbnail). */
export function certificateImagePath(serial: string, imageId: number, size: 'full' | 'thumb' = 'full'): string {
  const path = `/api/certificates/${serial}/images/${imageId}`;
  return size === 'thumb' ? `${path}?size=thumb` : path;
}

/**
 * Processing stages of the certificate's own order in which its scans may be uploaded or deleted: from scoring on
 * (the grade is settled and the card about to be, or already, in its case) — including after delivery, so a card
 * that comes back (a reholder, a re-scan) can get new scans. A certificate with no order (recorded before this
 * system) may always be changed.
 */
export const IMAGE_STAGES: readonly GradingOrderProcessingStatus[] = [
  'CARD_SCORED',
  'CASING_COMPLETE',
  'WAREHOUSE_OUT',
  'SHIPPING_OUT',
  'SHIPPING_OUT_COMPLETE',
];

/** Whether staff may change the scans now; `null`: the certificate belongs to no order. */
export function mayChangeCertificateImages(orderProcessing: GradingOrderProcessingStatus | null): boolean {
  return orderProcessing === null || IMAGE_STAGES.includes(orderProcessing);
}

const E = 'labels:images.errors.';
/** Keys of the scan routes' own refusals (the file's refusals are PHOTO_ERRORS, as for order photos). */
export const CERTIFICATE_IMAGE_ERRORS = {
  kind: `${E}kind`,
  notFound: `${E}notFound`,
  notNow: `${E}notNow`,
} as const;
