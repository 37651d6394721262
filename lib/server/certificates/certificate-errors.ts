// The refusals of the back office's certificate tools (docs/product/certificates.md#staff-corrections), each with its
// key in the certAdmin namespace, which every staff certificate page loads.
import { isSerial } from '@/lib/shared/certificate';
import type { CertificateFlagView, StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { AppError } from '../errors/app-error';

export const certificateNotFound = () => new AppError('NOT_FOUND', 'No such certificate.', 'certAdmin:errors.notFound');

/** The route's `[serial]`: anything but 7 digits is simply not found. */
export function parseCertificateSerial(value: unknown): string {
  if (!isSerial(value)) throw certificateNotFound();
  return value;
}

/** The record changed since the page was drawn: the answer carries the certificate as it is now. */
export const certificateChanged = (fresh: StaffCertificateDetail) =>
  new AppError(
    'CONFLICT',
    'The certificate changed meanwhile. It now shows its current state; please check and try again.',
    'certAdmin:errors.changedMeanwhile',
    { data: fresh },
  );

export const notPublished = () =>
  new AppError('CONFLICT', 'This certificate is not public yet: its order is still being graded.', 'certAdmin:errors.notPublished');
export const certificateVoided = () => new AppError('CONFLICT', 'This certificate is voided. Restore it first.', 'certAdmin:errors.voided');
export const certificateNotVoided = () => new AppError('CONFLICT', 'This certificate is not voided.', 'certAdmin:errors.notVoided');
export const nothingChanged = () => new AppError('CONFLICT', 'That is what the certificate already says.', 'certAdmin:errors.nothingChanged');
export const labelNotPrintable = () =>
  new AppError('CONFLICT', 'A label is printed only for a public certificate that is not voided.', 'certAdmin:errors.labelNotPrintable');

export const flagNotFound = () => new AppError('NOT_FOUND', 'No such entry.', 'certAdmin:errors.flagNotFound');
/** Another staff member decided (or reopened) the entry meanwhile: the answer carries it as it is now. */
export const flagChanged = (fresh: CertificateFlagView) =>
  new AppError('CONFLICT', 'Someone decided this entry meanwhile. It now shows its current state.', 'certAdmin:errors.flagChanged', { data: fresh });
export const flagPhotoNotFound = () => new AppError('NOT_FOUND', 'Photo not found.', 'certAdmin:errors.photoNotFound');
