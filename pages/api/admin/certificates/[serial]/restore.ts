// POST /api/admin/certificates/[serial]/restore { expectedState, reason }: an admin undoes a mistaken void
// (docs/product/certificates.md#staff-corrections; restore-certificate.ts), answered with the certificate page as it is
// now. ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { restoreCertificate } from '@/lib/server/certificates/restore-certificate';
import { certificateReasonSchema } from '@/lib/shared/schemas/certificate-admin';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: ADMIN_ROLES,
    body: certificateReasonSchema,
    query: parsedQuery({ serial: parseCertificateSerial }),
    run: ({ db, session, body, query }) => restoreCertificate(db, session, query.serial, body),
  }),
});
