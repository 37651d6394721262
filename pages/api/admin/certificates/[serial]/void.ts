// POST /api/admin/certificates/[serial]/void { expectedState, reason }: an admin voids a published certificate
// (docs/product/certificates.md#staff-corrections; void-certificate.ts), answered with the certificate page as it is
// now. ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { voidCertificate } from '@/lib/server/certificates/void-certificate';
import { certificateReasonSchema } from '@/lib/shared/schemas/certificate-admin';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: ADMIN_ROLES,
    body: certificateReasonSchema,
    query: parsedQuery({ serial: parseCertificateSerial }),
    run: ({ db, session, body, query }) => voidCertificate(db, session, query.serial, body),
  }),
});
