// Where the back office's certificate pages live (issue #22): a certificate's page, its own label page and the
// suspicious-certificates queue.
export const staffCertificateHref = (serial: string) => `/admin/certificates/${encodeURIComponent(serial)}`;
export const certificateLabelHref = (serial: string) => `${staffCertificateHref(serial)}/label`;
export const SUSPICIOUS_HREF = '/admin/certificates/suspicious';
