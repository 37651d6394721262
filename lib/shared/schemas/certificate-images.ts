// The text field of a certificate scan upload (POST /api/admin/certificates/[serial]/images, multipart: `kind` +
// `file`; issue #10). The upload hook builds its form from the same kinds; the service checks the field with this.
import { type InferType, object } from 'yup';
import { CERTIFICATE_IMAGE_ERRORS, CERTIFICATE_IMAGE_KINDS } from '../lab/certificate-images';
import { oneOfStrings } from './fields';

export const certificateImageFieldsSchema = object({
  kind: oneOfStrings(CERTIFICATE_IMAGE_KINDS, CERTIFICATE_IMAGE_ERRORS.kind).required(CERTIFICATE_IMAGE_ERRORS.kind),
});
export type CertificateImageFields = InferType<typeof certificateImageFieldsSchema>;
