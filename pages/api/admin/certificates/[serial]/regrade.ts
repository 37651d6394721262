// POST /api/admin/certificates/[serial]/regrade { expectedState, subgrades, centering, autoGrade, reason }: an admin
// regrades a published certificate (docs/product/certificates.md#staff-corrections; regrade-certificate.ts), answered
// with the certificate page as it is now. ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { regradeCertificate } from '@/lib/server/certificates/regrade-certificate';
import { regradeSchema } from '@/lib/shared/schemas/certificate-admin';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: ADMIN_ROLES,
    body: regradeSchema,
    query: parsedQuery({ serial: parseCertificateSerial }),
    run: ({ db, session, body, query }) => regradeCertificate(db, session, query.serial, body),
  }),
});
